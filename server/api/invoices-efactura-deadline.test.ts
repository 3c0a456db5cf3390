/**
 * e-Factura's deadline clock and its reconciliation with ANAF (issue 44 item 2, decision 0094), on PGlite and (with
 * TEST_DATABASE_URL) PostgreSQL, against the local fake of ANAF: the due date in Romanian working days, the admin's
 * list with what is due within 48 h first, the owner's one reminder, the daily reconciliation that finds an upload
 * whose answer was lost, ANAF's ZIP kept, "validată ANAF" for the customer, and the refresh token's warning.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { efacturaJobs, efacturaUnmatched, emailOutbox, invoices } from "#server/db/schema";
import { invoicingStore } from "#tests/server/invoicing-kit.ts";
import { startFakeAnaf, type FakeAnaf } from "#tests/server/anaf-fake.ts";
import { emptyTables } from "#tests/server/test-database.ts";
import { sendJson } from "#tests/server/account-kit.ts";

const { store, build, paidCardOrder, deliveredCod, invoicesOf, signUp } = invoicingStore();
const HOUR = 3_600_000;

let fake: FakeAnaf;
beforeAll(async () => {
  fake = await startFakeAnaf();
});
afterAll(() => fake.close());

async function withAnaf(refreshTokenIssuedOn?: string) {
  fake.reset();
  await emptyTables(store.database.db, efacturaJobs, efacturaUnmatched);
  build({ anaf: fake.anaf(refreshTokenIssuedOn) });
  store.members.owner = await store.staff.signIn(`owner-${Math.random().toString(36).slice(2)}@elara.test`, "owner");
}

const sweep = () => store.kit.platform.invoicing.invoices.sweep();
const mails = async (kind: string) => (await store.database.db.select().from(emailOutbox)).filter((row) => row.kind === kind);

describe("the Friday before Orthodox Easter", () => {
  it("sends a guest's COD invoice to /uploadb2c, gives it until the Monday after Easter week, and the reconciliation finds the lost answer", async () => {
    // Good Friday 2026, 11:00 in Bucharest.
    store.clock.set(new Date("2026-04-10T08:00:00.000Z"));
    await withAnaf();
    // A guest's cash-on-delivery order, packed, shipped and delivered now.
    const orderNumber = await deliveredCod({ email: "guest@example.ro" });
    const [invoice] = await invoicesOf(orderNumber);
    expect(invoice!.document.issueDate).toBe("2026-04-10");
    expect(invoice!.document.buyer.vatId).toBeNull();
    // Good Friday itself does not count; the weekend, Easter Monday (13 April) neither: 14, 15, 16, 17, 20.
    expect(invoice!.efacturaDueOn).toBe("2026-04-20");
    expect(invoice!.efacturaDueAt!.toISOString()).toBe("2026-04-20T21:00:00.000Z");

    // The upload lands at ANAF but its answer is lost on the way back: the store believes it failed.
    fake.loseNextAnswer = true;
    const sent = await store.staff.call("POST", `/api/admin/invoices/${invoice!.id}/efactura/send`, { member: store.members.owner });
    expect(sent.json).toMatchObject({ status: 502, code: "anaf_failed" });
    expect(fake.uploads).toHaveLength(1);
    expect(fake.uploads[0]).toMatchObject({ endpoint: "uploadb2c" });
    expect(fake.uploads[0]!.query.get("standard")).toBe("UBL");
    expect((await invoicesOf(orderNumber))[0]!.efacturaStatus).toBe("not_sent");

    // The daily reconciliation reads ANAF's message list and the signed copy, and records it.
    const report = await sweep();
    expect(report.followUp.reconciled).toEqual({ recorded: 1, unmatched: 0 });
    const [reconciled] = await invoicesOf(orderNumber);
    expect(reconciled).toMatchObject({ efacturaStatus: "accepted", efacturaUploadId: "5001", efacturaDownloadId: "95001" });
    expect(reconciled!.efacturaAnswer!.subarray(0, 2).toString()).toBe("PK");
    expect(fake.requests.filter((request) => request.path.startsWith("/rest/listaMesajeFactura?zile=60&cif=12345674"))).toHaveLength(1);

    // Staff download the ZIP as kept, without asking ANAF again.
    const before = fake.requests.length;
    const answer = await store.staff.call("GET", `/api/admin/invoices/${invoice!.id}/anaf-answer`, { member: store.members.owner });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("application/zip");
    expect(fake.requests.length).toBe(before);
    // The legal record is every member's to read, not only the owner's who sends.
    const forFulfilment = await store.staff.call("GET", `/api/admin/invoices/${invoice!.id}/anaf-answer`, {
      member: store.members.fulfilment,
    });
    expect(forFulfilment.status).toBe(200);
    expect(Buffer.from(await forFulfilment.response.arrayBuffer()).equals(reconciled!.efacturaAnswer!)).toBe(true);
    const [link] = await store.kit.platform.invoicing.invoices.linksForOrder(reconciled!.orderId, orderNumber);
    expect(link).toMatchObject({ label: reconciled!.document.label, validatedByAnaf: true });

    // Once a day: the next sweep does not ask for the list again.
    expect((await sweep()).followUp.reconciled).toBeNull();
    store.clock.advance(25 * HOUR);
    expect((await sweep()).followUp.reconciled).toEqual({ recorded: 0, unmatched: 0 });
  });
});

describe("the deadline in the admin and the owner's reminder", () => {
  it("lists what is due within 48 h first, marked, and emails the owner once when it is within 24 h", async () => {
    store.clock.set(new Date("2026-11-02T08:00:00.000Z")); // a Monday: due Monday 9 November
    const { orderNumber: older } = await paidCardOrder();
    store.clock.set(new Date("2026-11-05T08:00:00.000Z"));
    const { orderNumber: newer } = await paidCardOrder();
    let page = (await store.staff.pagesAs(store.members.owner).invoices({ efactura: null, page: 1 }))!;
    // Newest first while nothing is near its deadline.
    expect(page.rows.map((row) => row.orderNumber)).toEqual([newer, older]);
    expect(page.rows[1]!.deadline).toEqual({ dueOn: "2026-11-09", soon: false });

    // Sunday 8 November, 10:00: the older one ends Monday at midnight, within 48 h.
    store.clock.set(new Date("2026-11-08T08:00:00.000Z"));
    page = (await store.staff.pagesAs(store.members.owner).invoices({ efactura: null, page: 1 }))!;
    expect(page.rows.map((row) => [row.orderNumber, row.deadline.soon])).toEqual([
      [older, true],
      [newer, false],
    ]);
    expect((await sweep()).followUp.warned).toBe(0);

    // Monday 9 November, 10:00: within 24 h, not accepted: one email to the owner, however often the sweep runs.
    store.clock.set(new Date("2026-11-09T08:00:00.000Z"));
    expect((await sweep()).followUp.warned).toBe(1);
    expect((await sweep()).followUp.warned).toBe(0);
    const reminders = await mails("staff_notice");
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({ recipient: "owner@elara.test" });
    expect(reminders[0]!.subject).toContain("ELR-000001");
    expect(reminders[0]!.subject).toContain("2026-11-09");
    expect(reminders[0]!.text).toContain("Nu a fost trimisă încă");
  });

  it("does not remind the owner of an invoice ANAF accepted", async () => {
    store.clock.set(new Date("2026-11-02T08:00:00.000Z"));
    await withAnaf();
    const { orderNumber } = await paidCardOrder();
    const [invoice] = await invoicesOf(orderNumber);
    await store.staff.call("POST", `/api/admin/invoices/${invoice!.id}/efactura/send`, { member: store.members.owner });
    await store.staff.call("POST", `/api/admin/invoices/${invoice!.id}/efactura/refresh`, { member: store.members.owner });
    expect((await invoicesOf(orderNumber))[0]!.efacturaStatus).toBe("accepted");
    store.clock.set(new Date("2026-11-09T08:00:00.000Z"));
    expect((await sweep()).followUp.warned).toBe(0);
    // A week on, the owner signs in again.
    const owner = await store.staff.signIn("owner-again@elara.test", "owner");
    const page = (await store.staff.pagesAs(owner).invoices({ efactura: null, page: 1 }))!;
    expect(page.rows[0]!.deadline.soon).toBe(false);
  });

  it("gives documents issued before the clock existed their deadline", async () => {
    store.clock.set(new Date("2026-11-02T08:00:00.000Z"));
    const { orderNumber } = await paidCardOrder();
    const [invoice] = await invoicesOf(orderNumber);
    await store.database.db.update(invoices).set({ efacturaDueOn: null, efacturaDueAt: null }).where(eq(invoices.id, invoice!.id));
    expect((await sweep()).followUp.dated).toBe(1);
    expect((await invoicesOf(orderNumber))[0]).toMatchObject({ efacturaDueOn: "2026-11-09" });
  });
});

describe("the daily reconciliation", () => {
  it("records a refusal whose answer the store never read, with ANAF's errors, and keeps what it cannot match", async () => {
    store.clock.set(new Date("2026-11-02T08:00:00.000Z"));
    await withAnaf();
    fake.verdict = "nok";
    const { orderNumber } = await paidCardOrder();
    const [invoice] = await invoicesOf(orderNumber);
    await store.staff.call("POST", `/api/admin/invoices/${invoice!.id}/efactura/send`, { member: store.members.owner });
    // An upload made outside the store (another program, the SPV portal).
    fake.uploads.push({
      index: "7777",
      downloadId: "97777",
      endpoint: "upload",
      query: new URLSearchParams({ standard: "UBL", cif: "12345674" }),
      xml: fake.uploads[0]!.xml.replace("<cbc:ID>ELR-000001</cbc:ID>", "<cbc:ID>ALTA-1</cbc:ID>"),
      verdict: "ok",
    });
    // The status check is skipped (the sweep's own follow-up would find it too): the list alone must do.
    const report = await store.kit.platform.invoicing.invoices.sweep();
    expect(report.followUp.reconciled).toEqual({ recorded: 0, unmatched: 1 });
    const [refused] = await invoicesOf(orderNumber);
    expect(refused).toMatchObject({ efacturaStatus: "rejected", efacturaMessage: "E: validare esuata BR-RO-100" });
    expect(refused!.efacturaAnswer).not.toBeNull();
    const page = (await store.staff.pagesAs(store.members.owner).invoices({ efactura: null, page: 1 }))!;
    expect(page.notices.unmatched).toEqual([expect.objectContaining({ uploadId: "7777", type: "FACTURA TRIMISA" })]);
    expect(page.notices.reconciledAt).toBe("2026-11-02T08:00:00.000Z");
  });

  it("leaves the day's run to another instance when one holds the lease, and retries after a failed run", async () => {
    store.clock.set(new Date("2026-11-02T08:00:00.000Z"));
    await withAnaf();
    await store.database.db.insert(efacturaJobs).values({ key: "reconcile", leasedUntil: new Date("2026-11-02T08:10:00.000Z") });
    expect((await sweep()).followUp.reconciled).toBeNull();
    // The holder was killed: its lease runs out and the next sweep takes the run.
    store.clock.advance(11 * 60_000);
    expect((await sweep()).followUp.reconciled).toEqual({ recorded: 0, unmatched: 0 });
  });
});

describe("the refresh token's end", () => {
  it("warns the owner once, 30 days before the 365 days are up, and says so in the admin", async () => {
    store.clock.set(new Date("2026-11-02T08:00:00.000Z"));
    // Issued 2025-12-05, it dies on 2026-12-05: 33 days after 2 November, so no warning yet.
    await withAnaf("2025-12-05");
    expect((await sweep()).followUp.tokenWarned).toBe(false);
    let page = (await store.staff.pagesAs(store.members.owner).invoices({ efactura: null, page: 1 }))!;
    expect(page.notices.refreshToken).toEqual({ expiresOn: "2026-12-05", expiringSoon: false });

    store.clock.set(new Date("2026-11-05T08:00:00.000Z"));
    expect((await sweep()).followUp.tokenWarned).toBe(true);
    expect((await sweep()).followUp.tokenWarned).toBe(false);
    // One email to each owner.
    const warnings = await mails("staff_notice");
    expect(warnings.map((mail) => mail.recipient).sort()).toEqual(
      ["owner@elara.test", expect.stringMatching(/^owner-.+@elara\.test$/)].sort(),
    );
    for (const mail of warnings) expect(mail.subject).toContain("Autorizarea e-Factura expiră pe 2026-12-05");
    const owner = await store.staff.signIn("owner-again@elara.test", "owner");
    page = (await store.staff.pagesAs(owner).invoices({ efactura: null, page: 1 }))!;
    expect(page.notices.refreshToken).toEqual({ expiresOn: "2026-12-05", expiringSoon: true });
  });
});

describe("the customer's order page", () => {
  it("says the invoice is validated by ANAF once it is accepted", async () => {
    await withAnaf();
    const ana = await signUp("ana@example.ro");
    const { orderNumber } = await paidCardOrder({ email: "ana@example.ro" }, ana);
    const links = async () =>
      (
        (await sendJson(store.kit.app, "GET", `/api/account/orders/${orderNumber}`, ana)).json.order as {
          invoices: { validatedByAnaf: boolean }[];
        }
      ).invoices;
    expect((await links())[0]!.validatedByAnaf).toBe(false);
    const [invoice] = await invoicesOf(orderNumber);
    await store.staff.call("POST", `/api/admin/invoices/${invoice!.id}/efactura/send`, { member: store.members.owner });
    await store.staff.call("POST", `/api/admin/invoices/${invoice!.id}/efactura/refresh`, { member: store.members.owner });
    expect((await links())[0]!.validatedByAnaf).toBe(true);
  });
});
