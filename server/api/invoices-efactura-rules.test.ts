/**
 * Issue 44 item 1: ANAF's CIUS-RO Schematron checks every invoice before it is uploaded (decision 0095). An invoice
 * it finds fatal is not uploaded, nothing about the invoice changes, and the owner reads ANAF's rule id and text in
 * their language. The e2e run asks each store to check all it issued the same way (check-efactura).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices } from "#server/db/schema";
import { channelCommandHandler } from "#server/channel-commands";
import { invoicingStore, sellerCompany } from "#tests/server/invoicing-kit.ts";

const { store, build, paidCardOrder } = invoicingStore();

describe("ANAF's Schematron in the store: before an upload, and on the e2e stores' channel", () => {
  let server: Server;
  let base = "";
  const seen: string[] = [];

  beforeAll(async () => {
    // ANAF as far as the store gets before the Schematron refuses: a token, never an upload.
    server = createServer((request, response) => {
      seen.push(request.url!);
      response.setHeader("Content-Type", "application/json");
      response.end(JSON.stringify({ access_token: "access-token-from-fake", expires_in: 3600, token_type: "Bearer" }));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("refuses to upload an invoice whose seller's county is no ISO 3166-2:RO code, with ANAF's BR-RO-110 in ro and en", async () => {
    build({
      // The owner's COMPANY_COUNTY as one might write it, which no ISO 3166-2:RO code matches.
      company: { ...sellerCompany, address: { ...sellerCompany.address, city: "Cluj-Napoca", county: "Ardeal" } },
      anaf: {
        clientId: "client-id-123",
        clientSecret: "client-secret-456",
        refreshToken: "refresh-token-abcdefghijkl",
        refreshTokenIssuedOn: "2026-09-01",
        tokenUrl: `${base}/oauth/token`,
        apiBase: `${base}/rest`,
      },
    });
    store.members.owner = await store.staff.signIn("owner3@elara.test", "owner");
    await paidCardOrder();
    const [stored] = await store.database.db.select().from(invoices);
    const send = (language: string) =>
      store.staff.call("POST", `/api/admin/invoices/${stored!.id}/efactura/send`, { member: store.members.owner, language });
    const ro = await send("ro");
    expect(ro.status).toBe(422);
    expect(ro.json).toMatchObject({ code: "breaks_rules", breaches: [{ rule: "BR-RO-110", location: "/Invoice[1]" }] });
    expect(ro.json.error).toMatch(
      /^Factura nu respectă regulile e-Factura \(validatorul ANAF\); nu a fost trimisă\. BR-RO-110: Daca Codul tarii Vanzatorului \(BT-40\) este RO/,
    );
    const en = await send("en");
    expect(en.json.error).toMatch(/it was not sent\. BR-RO-110: If the Seller's country Code \(BT-40\) is RO, then/);

    expect(seen.filter((path) => path.startsWith("/rest/upload"))).toEqual([]);
    const [after] = await store.database.db.select().from(invoices).where(eq(invoices.id, stored!.id));
    expect(after).toMatchObject({ efacturaStatus: "not_sent", efacturaUploadId: null, efacturaSentAt: null });
  });

  it("answers check-efactura on the store's channel with every document issued and those ANAF's rules refuse", async () => {
    build();
    const ask = () => channelCommandHandler(store.kit.platform, null)({ command: "check-efactura" });
    await paidCardOrder();
    await paidCardOrder();
    expect(await ask()).toEqual({ status: 200, body: { checked: 2, refused: [] } });

    build({ company: { ...sellerCompany, address: { ...sellerCompany.address, city: "București", county: "București" } } });
    await paidCardOrder();
    const { body } = await ask();
    expect(body).toMatchObject({ checked: 3, refused: [{ label: "ELR-000003", breaches: [{ rule: "BR-RO-100" }] }] });
  });
});
