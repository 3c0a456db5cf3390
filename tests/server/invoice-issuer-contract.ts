/**
 * The one contract every outside invoice issuer keeps (issue 70 item 2, decision 0177), run against each service's
 * local fake (invoice-issuer-fakes.ts) and against its answers recorded as its documentation shows them
 * (tests/fixtures/oblio, tests/fixtures/smartbill, replayed by `startRecordedService`). What each client sends is
 * checked by the fakes; this suite checks what the store relies on from either: a numbered invoice, its PDF, a credit
 * note numbered in its series, a retry after a lost answer that issues nothing more, and refusals as IssuerErrors.
 */
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IssuerError, type InvoiceIssuer, type IssuerRequest } from "#server/commerce/invoicing/invoice-issuer";

/** Two bottles at 189 lei with 21 % VAT, for a company buyer: what every scenario asks to issue. */
export const CONTRACT_REQUEST: IssuerRequest = {
  kind: "invoice",
  key: "order:4242",
  issueDate: "2026-11-20",
  buyer: {
    kind: "company",
    name: "Farmacia Ștefan S.R.L.",
    vatId: "RO12345674",
    registrationNumber: "J12/345/2020",
    address: { street: "Str. Împăcării 3", city: "Cluj-Napoca", county: "Cluj", postalCode: "400114", countryCode: "RO" },
    email: "stefan@example.ro",
  },
  lines: [{ name: "Pastile cu magneziu", code: "PAP-1", quantity: 2, unitPriceRon: 189, vatPercent: 21 }],
  totalRon: 378,
  language: "ro",
  corrects: null,
  orderNumber: 4242,
};

export interface IssuerSubject {
  issuer: InvoiceIssuer;
  /** The same service with credentials it refuses. */
  refused: InvoiceIssuer;
  /** The next document request acts, then its answer is lost (a crash or the network, after the service issued). */
  loseNextAnswer(): void;
  /** The next document request is answered with a server error. */
  failNext(): void;
  /** How many documents the service holds; null where a recording cannot say. */
  documents(): number | null;
  close(): Promise<void>;
}

export function issuerContract(name: string, start: () => Promise<IssuerSubject>) {
  describe(`${name} keeps the invoice issuer's contract`, () => {
    let subject: IssuerSubject;
    beforeAll(async () => {
      subject = await start();
    });
    afterAll(() => subject.close());

    it("issues an invoice with a series and a positive number, and serves its PDF", async () => {
      const before = subject.documents();
      const expected = await subject.issuer.expect(CONTRACT_REQUEST);
      const issued = await subject.issuer.issue(CONTRACT_REQUEST);
      expect(issued.series).toMatch(/^[A-Z0-9-]+$/);
      expect(Number.isSafeInteger(issued.number) && issued.number > 0).toBe(true);
      if (expected !== null) expect(issued.number).toBe(expected);
      if (before !== null) expect(subject.documents()).toBe(before + 1);
      const pdf = await subject.issuer.pdf(issued);
      expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      await subject.issuer.sendToAnaf(issued);
    });

    it("a retry after an answer lost once the service issued issues nothing more: it answers that document", async () => {
      const request = { ...CONTRACT_REQUEST, key: "order:4343" };
      const before = subject.documents();
      const expected = await subject.issuer.expect(request);
      subject.loseNextAnswer();
      await expect(subject.issuer.issue(request)).rejects.toBeInstanceOf(IssuerError);
      // What the flow does on its next attempt: look for it by what was recorded, else ask again.
      const recovered = (await subject.issuer.recover(request, expected)) ?? (await subject.issuer.issue(request));
      if (expected !== null) expect(recovered.number).toBe(expected);
      if (before !== null) expect(subject.documents()).toBe(before + 1);
      const again = (await subject.issuer.recover(request, expected)) ?? (await subject.issuer.issue(request));
      expect(again).toMatchObject({ series: recovered.series, number: recovered.number });
      if (before !== null) expect(subject.documents()).toBe(before + 1);
    });

    it("credits a whole invoice with a credit note numbered in its series", async () => {
      const invoice = await subject.issuer.issue({ ...CONTRACT_REQUEST, key: "order:4444" });
      const credit = await subject.issuer.issue({
        ...CONTRACT_REQUEST,
        kind: "credit_note",
        key: "credit:7",
        lines: [{ ...CONTRACT_REQUEST.lines[0]!, quantity: -2 }],
        totalRon: -378,
        corrects: { series: invoice.series, number: invoice.number, issueDate: CONTRACT_REQUEST.issueDate, whole: true },
      });
      expect(credit.series).toBe(invoice.series);
      expect(credit.number).not.toBe(invoice.number);
    });

    it("answers a server error as an IssuerError a retry may cure, and refused credentials as an IssuerError", async () => {
      subject.failNext();
      const failed = await subject.issuer.issue({ ...CONTRACT_REQUEST, key: "order:4545" }).catch((error: unknown) => error);
      expect(failed).toBeInstanceOf(IssuerError);
      expect((failed as IssuerError).retryable).toBe(true);
      const refused = await subject.refused.issue({ ...CONTRACT_REQUEST, key: "order:4646" }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(IssuerError);
      expect((refused as IssuerError).retryable).toBe(false);
    });
  });
}

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures");

/** A recorded answer: its status and body as the documentation shows them; `{{base}}` in it becomes the server's address. */
function recorded(file: string, base: string): { status: number; body: string } {
  const { status, body } = JSON.parse(readFileSync(path.join(FIXTURES, file), "utf8")) as { status: number; body: unknown };
  return { status, body: JSON.stringify(body).replaceAll("{{base}}", base) };
}

/**
 * Replays recorded answers by `METHOD /path` (the query left out): a route may list several answers, given in turn
 * (the last one repeats). Document routes (`documentRoutes`) honour `loseNextAnswer` and `failNext`. A `.pdf` answer
 * is served as PDF bytes.
 */
export async function startRecordedService(
  routes: Record<string, string[]>,
  documentRoutes: readonly string[],
  failure: string,
): Promise<{ base: string; loseNextAnswer(): void; failNext(): void; close(): Promise<void> }> {
  const served = new Map<string, number>();
  let lose = false;
  let fail = false;
  let base = "";
  const server: Server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      const route = `${request.method} ${new URL(request.url ?? "/", "http://recorded").pathname}`;
      const answers = routes[route];
      if (!answers) {
        response.writeHead(404, { "content-type": "application/json" });
        return void response.end("{}");
      }
      if (documentRoutes.includes(route) && fail) {
        fail = false;
        const { status, body } = recorded(failure, base);
        response.writeHead(status, { "content-type": "application/json" });
        return void response.end(body);
      }
      const turn = served.get(route) ?? 0;
      served.set(route, turn + 1);
      const file = answers[Math.min(turn, answers.length - 1)]!;
      if (documentRoutes.includes(route) && lose) {
        lose = false;
        return void request.socket.destroy();
      }
      if (file.endsWith(".pdf")) {
        response.writeHead(200, { "content-type": "application/pdf" });
        return void response.end(Buffer.from("%PDF-1.4\n% recorded\n%%EOF\n"));
      }
      const { status, body } = recorded(file, base);
      response.writeHead(status, { "content-type": "application/json" });
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    loseNextAnswer: () => {
      lose = true;
    },
    failNext: () => {
      fail = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
