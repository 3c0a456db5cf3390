/**
 * The accountant's month (issue 44 item 5): GET /api/admin/invoices/export?month=YYYY-MM answers one ZIP with the
 * month's PDFs, e-Factura XMLs, ANAF's answers as kept, and the ledger with VAT per rate; a wrong month is refused in
 * the member's language, naming the field; only the owner may take it.
 */
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoicingStore } from "#tests/server/invoicing-kit.ts";
import { startFakeAnaf, type FakeAnaf } from "#tests/server/anaf-fake.ts";
import { monthLedger } from "#server/commerce/invoicing/invoice-month";

const { store, build, paidCardOrder, invoicesOf } = invoicingStore();

let fake: FakeAnaf;
beforeAll(async () => {
  fake = await startFakeAnaf();
});
afterAll(() => fake.close());

const exportMonth = async (month: string, language = "en", member = store.members.owner) =>
  store.staff.call("GET", `/api/admin/invoices/export?month=${encodeURIComponent(month)}`, { member, language });

describe("the month's ZIP", () => {
  it("holds the month's documents, ANAF's answers and a ledger with VAT per rate, credit notes negative", async () => {
    store.clock.set(new Date("2026-10-31T22:30:00.000Z")); // 1 November, 00:30 in Bucharest
    fake.reset();
    build({ anaf: fake.anaf() });
    store.members.owner = await store.staff.signIn("owner-month@elara.test", "owner");
    const { orderNumber } = await paidCardOrder();
    const [invoice] = await invoicesOf(orderNumber);
    await store.staff.call("POST", `/api/admin/invoices/${invoice!.id}/efactura/send`, { member: store.members.owner });
    await store.staff.call("POST", `/api/admin/invoices/${invoice!.id}/efactura/refresh`, { member: store.members.owner });
    const refund = await store.staff.call("POST", `/api/admin/orders/${orderNumber}/refund`, {
      member: store.members.owner,
      body: { amount: "100", reason: "damaged", idempotencyKey: "month-refund" },
    });
    expect(refund.status).toBe(200);
    // An order of the month before (31 October, 23:30 in Bucharest) stays out.
    store.clock.set(new Date("2026-10-31T21:30:00.000Z"));
    await paidCardOrder();

    store.clock.set(new Date("2026-11-01T07:00:00.000Z"));
    const answer = await exportMonth("2026-11");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("application/zip");
    expect(answer.headers.get("Content-Disposition")).toBe('attachment; filename="facturi-2026-11.zip"');
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    const files = unzipSync(new Uint8Array(await answer.response.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(
      [
        "anaf/anaf-ELR-000001.zip",
        "linii-2026-11.csv",
        "reconciliere-efactura-2026-11.csv",
        "pdf/factura-ELR-000001.pdf",
        "pdf/storno-ELRC-000001.pdf",
        "registru-2026-11.csv",
        "xml/efactura-ELR-000001.xml",
        "xml/efactura-ELRC-000001.xml",
      ].sort(),
    );
    const csv = Buffer.from(files["registru-2026-11.csv"]!).toString("utf8");
    expect(csv.startsWith("\uFEFFTip document;Serie;Număr;Document;Data emiterii;")).toBe(true);
    const [header, first, credit, totals] = csv.slice(1).trim().split("\r\n");
    expect(header).toContain("Bază 21 %;TVA 21 %;Total bază;Total TVA;Total;");
    expect(first).toMatch(
      /^Factură;ELR;1;ELR-000001;2026-11-01;\d+;[^;]+;;RO;;312,40;65,60;312,40;65,60;378,00;Acceptată;5001;2026-11-06;O\d+;48$/,
    );
    expect(credit).toMatch(
      /^Factură de stornare;ELRC;1;ELRC-000001;2026-11-01;\d+;[^;]+;;RO;ELR-000001;-82,64;-17,36;-82,64;-17,36;-100,00;Netrimisă;;2026-11-06;O\d+;48$/,
    );
    expect(totals).toBe("Total;;;;;;;;;;229,76;48,24;229,76;48,24;278,00;;;;;");
    // The lines carry each product's code (its SKU) and the buyer's code, for SAF-T D406.
    const lines = Buffer.from(files["linii-2026-11.csv"]!).toString("utf8").slice(1).trim().split("\r\n");
    expect(lines[0]).toBe("Document;Tip document;Cod client;Poziție;Cod produs;Descriere;Cantitate;Cotă TVA;Bază;TVA;Total");
    expect(lines[1]).toMatch(/^ELR-000001;Factură;O\d+;1;PAP-1;[^;]+;2;21 %;/);
    expect(lines.some((line) => line.startsWith("ELRC-000001;Factură de stornare;"))).toBe(true);
    // Two ANAF round trips, a refund and the ZIP with its reconciliation: more than the default on a busy machine.
  }, 90_000);

  it("keeps a buyer's name that looks like a formula as text, and quotes what holds the separator", async () => {
    const { orderNumber } = await paidCardOrder();
    const [row] = await invoicesOf(orderNumber);
    const named = (name: string) =>
      monthLedger([{ ...row!, document: { ...row!.document, buyer: { ...row!.document.buyer, name } } }]).split("\r\n")[1]!;
    expect(named("=HYPERLINK(1)")).toContain(";'=HYPERLINK(1);");
    expect(named('Ana; "Popescu"')).toContain(';"Ana; ""Popescu""";');
  });

  it("answers an empty ledger for a month without documents", async () => {
    const answer = await exportMonth("2026-01");
    expect(answer.status).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(await answer.response.arrayBuffer()))).sort()).toEqual([
      "linii-2026-01.csv",
      "reconciliere-efactura-2026-01.csv",
      "registru-2026-01.csv",
    ]);
  });

  it.each([
    ["04/2026", "en", "The month must be written YYYY-MM"],
    ["2026-13", "ro", "Luna (month) trebuie scrisă AAAA-LL"],
    ["", "en", "The month must be written YYYY-MM"],
    // The store's clock stands in November 2026: December is the future.
    ["2026-12", "ro", "să nu fie în viitor"],
  ])("refuses the month %j in %s, naming the field, with nothing to download", async (month, language, sentence) => {
    const answer = await exportMonth(month, language);
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ success: false, status: 400, code: "invalid_field", field: "month" });
    expect(answer.json.error).toContain(sentence);
  });

  it("is the owner's: it holds ANAF's answers", async () => {
    expect((await exportMonth("2026-11", "en", store.members.fulfilment)).status).toBe(403);
  });
});
