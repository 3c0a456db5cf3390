/**
 * The couriers' cash-on-delivery page and its spreadsheets (issue 43 item 7): who may read them (those who record the
 * couriers' cash: owner and fulfilment), the late parcels and the transfers that paid no order in the member's
 * language and Excel's separators, and a bad number of days refused naming the field. On PGlite, and on PostgreSQL
 * with TEST_DATABASE_URL.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { readCodFilter } from "#domain/cod-reconciliation";
import { auditLog, codRemittances, courierSyncCursors, staffMembers } from "#server/db/schema";
import { testClock } from "#tests/server/account-kit.ts";
import { orderBody, placeOrder, seededStoreForFile } from "#tests/server/orders-kit.ts";
import { eachRole, signedInStaffEachTest } from "#tests/server/staff-kit.ts";
import { emptyTables } from "#tests/server/test-database.ts";

const HOUR = 3_600_000;
const { database, variants } = seededStoreForFile({ single: "PAP-1" });
const clock = testClock();
beforeEach(async () => {
  await emptyTables(database.db, codRemittances, courierSyncCursors, auditLog, staffMembers);
  // Members sign in on the day the page is read: the parcel is made back in time, before it.
  clock.set(new Date("2026-03-10T13:00:00.000Z"));
});
const { kit, call, members, pagesAs } = signedInStaffEachTest(() => ({ database, clock }), ["owner", "fulfilment", "support"]);

/** A spreadsheet's lines, without the byte-order mark. */
const linesOf = async (answer: { response: Response }) =>
  (await answer.response.text())
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");

/** A cash-on-delivery parcel delivered on the sandbox courier eight days ago, its cash never transferred. */
async function lateParcel() {
  clock.set(new Date("2026-03-01T10:00:00.000Z"));
  const { orderNumber } = await placeOrder(kit, orderBody([{ variantId: variants.single, quantity: 1 }], { paymentMethod: "cod" }));
  const [member] = await database.db.select().from(staffMembers).where(eq(staffMembers.email, "owner@elara.test"));
  const actor = { staffId: member!.id, email: member!.email, client: "test" };
  const made = await kit.platform.shipping.awbs.create(orderNumber, { courier: "sandbox", service: "standard" }, actor);
  if (made.kind !== "created") throw new Error(made.kind);
  clock.advance(27 * HOUR);
  await kit.platform.shipping.tracking.syncAll();
  clock.advance(8 * 24 * HOUR);
  await database.db.insert(codRemittances).values({
    courier: "sandbox",
    awb: "SBX77777777",
    amountMinor: 4_990,
    paidOn: "2026-03-05",
    bankReference: "=HYPERLINK(1)",
    importedAt: clock(),
  });
  return { orderNumber, awb: made.shipment.awb! };
}

describe("the cash-on-delivery page", () => {
  it.each(eachRole({ owner: [true, 200], fulfilment: [true, 200], support: [false, 403] }))(
    "%s: reads the page %s, downloads %i",
    async (role, reads, status) => {
      await lateParcel();
      const view = await pagesAs(members[role]).codReconciliation(readCodFilter(new URLSearchParams()));
      expect(view !== null).toBe(reads);
      expect((await call("GET", "/api/admin/cod/late.csv", { member: members[role] })).status).toBe(status);
      expect((await call("GET", "/api/admin/cod/transfers.csv", { member: members[role] })).status).toBe(status);
    },
  );

  it("refuses the signed out", async () => {
    expect(await pagesAs(undefined).codReconciliation(readCodFilter(new URLSearchParams()))).toBeNull();
    expect((await call("GET", "/api/admin/cod/late.csv")).status).toBe(401);
  });

  it("lists the late parcel and the transfer that paid no order, on the page and in the spreadsheets", async () => {
    const { orderNumber, awb } = await lateParcel();
    const view = (await pagesAs(members.fulfilment).codReconciliation(readCodFilter(new URLSearchParams("?days=7"))))!;
    // Earlier tests' parcels are late too: this test reads its own.
    expect(view.late.rows.filter((row) => row.orderNumber === orderNumber)).toEqual([
      expect.objectContaining({ orderNumber, awb, courier: "sandbox", daysWaiting: 8 }),
    ]);
    expect(view.transfers.rows).toEqual([expect.objectContaining({ awb: "SBX77777777", problem: "unmatched" })]);
    const amount = view.late.rows[0]!.amountMinor;

    const romanian = await call("GET", "/api/admin/cod/late.csv?days=7", { member: members.owner, language: "ro" });
    expect(romanian.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(romanian.headers.get("Content-Disposition")).toBe('attachment; filename="ramburs-intarziat-2026-03-10.csv"');
    const lines = await linesOf(romanian);
    expect(lines[0]).toBe("Comanda;Curier;AWB;Ramburs (lei);Livrat;Așteaptă de (zile)");
    expect(lines).toContain(`${orderNumber};Sandbox;${awb};${(amount / 100).toFixed(2).replace(".", ",")};2026-03-02 14:00;8`);
    // Not late yet after ten days.
    const later = await call("GET", "/api/admin/cod/late.csv?days=10", { member: members.owner, language: "en" });
    expect((await linesOf(later)).some((line) => line.startsWith(`${orderNumber},`))).toBe(false);

    const transfers = await call("GET", "/api/admin/cod/transfers.csv", { member: members.owner, language: "en" });
    expect(await linesOf(transfers)).toEqual([
      "Paid on,Courier,AWB,Transferred (lei),Owed on the parcel (lei),Order,Bank reference,Why",
      "2026-03-05,Sandbox,SBX77777777,49.90,,,'=HYPERLINK(1),No parcel of the store has this AWB",
    ]);
  });

  it("refuses days out of range in the member's language, naming the field, and an unknown list", async () => {
    const refused = await call("GET", "/api/admin/cod/late.csv?days=0", { member: members.owner, language: "ro" });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ code: "invalid_days", field: "days", error: "„Zile” este un număr întreg de la 1 la 90." });
    const unknown = await call("GET", "/api/admin/cod/couriers.csv", { member: members.owner });
    expect(unknown.status).toBe(404);
  });
});
