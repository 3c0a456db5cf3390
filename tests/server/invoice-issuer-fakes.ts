/**
 * Local fakes of the two outside invoice issuers (issue 70 item 2, decision 0177), each answering as its documentation
 * shows and refusing what the service refuses:
 *
 * - Oblio: `POST /api/authorize/token` (the account's email and secret, form or JSON → a bearer token valid 3600 s);
 *   `POST /api/docs/invoice` (a valid token; the account's CIF; a known series; products each with a name, a numeric
 *   price and quantity and a VAT percent; a `referenceDocument` naming an invoice it issued; the same `idempotencyKey`
 *   answers the document it issued, never a second) → `{status: 200, statusMessage, data: {seriesName, number, link}}`;
 *   `POST /api/docs/einvoice` (an issued document); the `link` serves the PDF.
 * - SmartBill: HTTP Basic (the user and token); `GET /SBORO/api/series?cif&type=f` → `{list: [{name, nextNumber, type}]}`;
 *   `POST /SBORO/api/invoice` and `/invoice/reverse` → `{errorText, message, number, series, url}`;
 *   `GET /SBORO/api/invoice/paymentstatus?cif&seriesname&number` (400 with `errorText` for a number it never issued);
 *   `GET /SBORO/api/invoice/pdf?cif&seriesname&number` → PDF bytes.
 *
 * `failNext(status)` answers the next document request with a server error; `loseNextAnswer()` issues the next document
 * and then cuts the connection, as a crash or a network failure after the service acted would.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeDocument {
  series: string;
  number: number;
  total: number;
  client: Record<string, unknown>;
  products: Record<string, unknown>[];
  /** A credit note's invoice. */
  reverses: { series: string; number: number } | null;
  key: string | null;
}

interface FakeControls {
  base: string;
  documents: FakeDocument[];
  /** Document requests that reached the fake (whether or not they issued). */
  requests: number;
  failNext(status: number, times?: number): void;
  loseNextAnswer(): void;
  close(): Promise<void>;
}

export interface FakeOblio extends FakeControls {
  account: { email: string; secret: string; cif: string; series: string; baseUrl: string };
  /** Documents sent to SPV through `docs/einvoice`. */
  einvoices: { seriesName: string; number: number }[];
  tokensIssued: number;
}

export interface FakeSmartbill extends FakeControls {
  account: { user: string; token: string; cif: string; series: string; baseUrl: string };
  /** Issues a document straight in SmartBill (the accountant, by hand): it takes the series' next number. */
  issueByHand(total: number): FakeDocument;
}

const pdfOf = (service: string, document: FakeDocument) =>
  Buffer.from(`%PDF-1.4\n% ${service} ${document.series} ${document.number}\n%%EOF\n`);

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

const totalOf = (products: Record<string, unknown>[]) =>
  Math.round(products.reduce((sum, product) => sum + Number(product.price) * Number(product.quantity), 0) * 100) / 100;

function productProblem(products: unknown, fields: { price: string; quantity: string; vat: string }): string | null {
  if (!Array.isArray(products) || products.length === 0) return "Lista de produse este goala";
  for (const product of products as Record<string, unknown>[]) {
    if (typeof product.name !== "string" || product.name.trim() === "") return "Denumirea produsului lipseste";
    if (typeof product[fields.price] !== "number") return `${fields.price} trebuie sa fie numeric`;
    if (typeof product[fields.quantity] !== "number" || product[fields.quantity] === 0) return `${fields.quantity} trebuie sa fie nenul`;
    if (typeof product[fields.vat] !== "number") return `${fields.vat} lipseste`;
  }
  return null;
}

async function listen(
  handler: (request: IncomingMessage, response: ServerResponse) => Promise<void>,
): Promise<{ server: Server; base: string }> {
  const server = createServer((request, response) => {
    handler(request, response).catch((error: unknown) => json(response, 500, { statusMessage: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

function closer(server: Server) {
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}

/** The failure controls both fakes share: a server error, or an answer lost after the document was issued. */
function failures() {
  let failing: { status: number; times: number } | null = null;
  let lose = false;
  return {
    failNext(status: number, times = 1) {
      failing = { status, times };
    },
    loseNextAnswer() {
      lose = true;
    },
    /** A server error to answer now, if one is due. */
    failure(): number | null {
      if (!failing || failing.times <= 0) return null;
      failing.times -= 1;
      return failing.status;
    },
    /** Whether this answer is to be lost (once). */
    lost(): boolean {
      const now = lose;
      lose = false;
      return now;
    },
  };
}

export async function startFakeOblio(account: Partial<FakeOblio["account"]> = {}): Promise<FakeOblio> {
  const documents: FakeDocument[] = [];
  const einvoices: FakeOblio["einvoices"] = [];
  const tokens = new Set<string>();
  const control = failures();
  const next = new Map<string, number>();
  const state = { requests: 0, tokensIssued: 0 };
  const { server, base } = await listen(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://fake");
    const text = await readBody(request);
    if (request.method === "POST" && url.pathname === "/api/authorize/token") {
      const form = (request.headers["content-type"] ?? "").includes("json")
        ? (JSON.parse(text) as Record<string, string>)
        : Object.fromEntries(new URLSearchParams(text));
      if (form.client_id !== fake.account.email || form.client_secret !== fake.account.secret)
        return json(response, 401, { status: 401, statusMessage: "Invalid client credentials" });
      const token = `token-${(state.tokensIssued += 1)}`;
      tokens.add(token);
      return json(response, 200, {
        access_token: token,
        expires_in: 3600,
        token_type: "Bearer",
        scope: null,
        request_time: Math.floor(Date.now() / 1000),
      });
    }
    if (url.pathname === "/utils/show_file/") {
      const found = documents.find((document) => `${document.series}-${document.number}` === url.searchParams.get("id"));
      if (!found) return json(response, 404, { status: 404, statusMessage: "Documentul nu exista" });
      response.writeHead(200, { "content-type": "application/pdf" });
      return void response.end(pdfOf("Oblio", found));
    }
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
    if (!bearer || !tokens.has(bearer)) return json(response, 401, { status: 401, statusMessage: "Invalid access token" });
    const body = JSON.parse(text || "{}") as Record<string, unknown>;
    if (body.cif !== fake.account.cif) return json(response, 400, { status: 400, statusMessage: "CIF invalid" });
    if (request.method === "POST" && url.pathname === "/api/docs/invoice") {
      state.requests += 1;
      const failure = control.failure();
      if (failure) return json(response, failure, { status: failure, statusMessage: "Eroare interna" });
      if (body.seriesName !== fake.account.series) return json(response, 400, { status: 400, statusMessage: "Seria nu exista" });
      const client = body.client as Record<string, unknown> | undefined;
      if (!client || typeof client.name !== "string" || client.name === "")
        return json(response, 400, { status: 400, statusMessage: "Numele clientului lipseste" });
      const problem = productProblem(body.products, { price: "price", quantity: "quantity", vat: "vatPercentage" });
      if (problem) return json(response, 400, { status: 400, statusMessage: problem });
      const key = typeof body.idempotencyKey === "string" ? body.idempotencyKey : null;
      let document = key ? documents.find((found) => found.key === key) : undefined;
      if (!document) {
        const reference = body.referenceDocument as { seriesName?: string; number?: number } | undefined;
        const reverses = reference
          ? documents.find((found) => found.series === reference.seriesName && found.number === reference.number)
          : null;
        if (reference && !reverses) return json(response, 400, { status: 400, statusMessage: "Documentul de referinta nu exista" });
        const number = (next.get(fake.account.series) ?? 1) as number;
        next.set(fake.account.series, number + 1);
        document = {
          series: fake.account.series,
          number,
          total: totalOf(body.products as Record<string, unknown>[]),
          client,
          products: body.products as Record<string, unknown>[],
          reverses: reverses ? { series: reverses.series, number: reverses.number } : null,
          key,
        };
        documents.push(document);
      }
      if (control.lost()) return void request.socket.destroy();
      return json(response, 200, {
        status: 200,
        statusMessage: "Success",
        data: {
          seriesName: document.series,
          number: String(document.number),
          link: `${base}/utils/show_file/?ic=fake&id=${document.series}-${document.number}`,
        },
      });
    }
    if (request.method === "POST" && url.pathname === "/api/docs/einvoice") {
      const found = documents.find((document) => document.series === body.seriesName && document.number === Number(body.number));
      if (!found) return json(response, 400, { status: 400, statusMessage: "Documentul nu exista" });
      einvoices.push({ seriesName: found.series, number: found.number });
      return json(response, 200, {
        status: 200,
        statusMessage: "Success",
        data: { seriesName: found.series, number: String(found.number) },
      });
    }
    return json(response, 404, { status: 404, statusMessage: "Not found" });
  });
  const fake: FakeOblio = {
    base,
    account: { email: "contabil@elara.test", secret: "oblio-secret-0001", cif: "12345674", series: "OBL", baseUrl: base, ...account },
    documents,
    einvoices,
    get requests() {
      return state.requests;
    },
    get tokensIssued() {
      return state.tokensIssued;
    },
    failNext: control.failNext,
    loseNextAnswer: control.loseNextAnswer,
    close: closer(server),
  };
  return fake;
}

export async function startFakeSmartbill(account: Partial<FakeSmartbill["account"]> = {}): Promise<FakeSmartbill> {
  const documents: FakeDocument[] = [];
  const control = failures();
  const state = { requests: 0, next: 1 };
  const take = (fields: Omit<FakeDocument, "series" | "number">): FakeDocument => {
    const document = { series: fake.account.series, number: state.next, ...fields };
    state.next += 1;
    documents.push(document);
    return document;
  };
  const { server, base } = await listen(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://fake");
    const text = await readBody(request);
    const expected = `Basic ${Buffer.from(`${fake.account.user}:${fake.account.token}`).toString("base64")}`;
    if (request.headers.authorization !== expected)
      return json(response, 401, { errorText: "Autentificare esuata", message: "", number: "", series: "", url: "" });
    const path = url.pathname.replace(/^\/SBORO\/api/, "");
    const query = url.searchParams;
    const find = () =>
      documents.find((document) => document.series === query.get("seriesname") && document.number === Number(query.get("number")));
    if (request.method === "GET" && path === "/series") {
      if (query.get("cif") !== fake.account.cif) return json(response, 400, { errorText: "CIF invalid", message: "", list: [] });
      return json(response, 200, { errorText: "", message: "", list: [{ name: fake.account.series, nextNumber: state.next, type: "f" }] });
    }
    if (request.method === "GET" && path === "/invoice/paymentstatus") {
      const found = find();
      if (query.get("cif") !== fake.account.cif || !found)
        return json(response, 400, { errorText: "Factura nu a fost gasita", message: "" });
      return json(response, 200, {
        errorText: "",
        message: "",
        invoiceTotalAmount: found.total,
        paidAmount: 0,
        unpaidAmount: found.total,
        paid: false,
      });
    }
    if (request.method === "GET" && path === "/invoice/pdf") {
      const found = find();
      if (query.get("cif") !== fake.account.cif || !found)
        return json(response, 400, { errorText: "Factura nu a fost gasita", message: "" });
      response.writeHead(200, { "content-type": "application/octet-stream" });
      return void response.end(pdfOf("SmartBill", found));
    }
    if (request.method === "POST" && (path === "/invoice" || path === "/invoice/reverse")) {
      state.requests += 1;
      const failure = control.failure();
      if (failure) return json(response, failure, { errorText: "Eroare interna", message: "", number: "", series: "", url: "" });
      const body = JSON.parse(text || "{}") as Record<string, unknown>;
      const refuse = (errorText: string) => json(response, 400, { errorText, message: "", number: "", series: "", url: "" });
      if (body.companyVatCode !== fake.account.cif) return refuse("Codul fiscal al firmei nu este valid");
      if (body.seriesName !== fake.account.series) return refuse("Seria nu exista");
      let document: FakeDocument;
      if (path === "/invoice/reverse") {
        const reverses = documents.find((found) => found.series === body.seriesName && found.number === Number(body.number));
        if (!reverses || typeof body.issueDate !== "string") return refuse("Factura nu a fost gasita");
        document = take({
          total: -reverses.total,
          client: reverses.client,
          products: [],
          reverses: { series: reverses.series, number: reverses.number },
          key: null,
        });
      } else {
        const client = body.client as Record<string, unknown> | undefined;
        if (!client || typeof client.name !== "string" || client.name === "") return refuse("Numele clientului lipseste");
        const problem = productProblem(body.products, { price: "price", quantity: "quantity", vat: "taxPercentage" });
        if (problem) return refuse(problem);
        if ((body.products as Record<string, unknown>[]).some((product) => typeof product.taxName !== "string"))
          return refuse("taxName lipseste");
        document = take({
          total: totalOf(body.products as Record<string, unknown>[]),
          client,
          products: body.products as Record<string, unknown>[],
          reverses: null,
          key: null,
        });
      }
      if (control.lost()) return void request.socket.destroy();
      return json(response, 200, { errorText: "", message: "", number: String(document.number), series: document.series, url: "" });
    }
    return json(response, 404, { errorText: "Not found", message: "" });
  });
  const fake: FakeSmartbill = {
    base,
    account: { user: "contabil@elara.test", token: "smartbill-token-0001", cif: "RO12345674", series: "SMB", baseUrl: base, ...account },
    documents,
    get requests() {
      return state.requests;
    },
    failNext: control.failNext,
    loseNextAnswer: control.loseNextAnswer,
    issueByHand: (total) => take({ total, client: { name: "Alt client" }, products: [], reverses: null, key: null }),
    close: closer(server),
  };
  return fake;
}
