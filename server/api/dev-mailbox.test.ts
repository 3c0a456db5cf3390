/** /dev/mailbox: the outbox readable in a browser outside production, and absent in production. */
import { describe, expect, it } from "vitest";
import { testDatabaseForFile } from "#tests/server/test-database.ts";
import { buildAccountApp, postJson } from "#tests/server/account-kit.ts";
import { testConfig } from "#tests/server/platform-kit.ts";

const database = testDatabaseForFile();

describe("/dev/mailbox", () => {
  it("lists stored messages, shows one, and answers JSON with the links for tools and tests", async () => {
    // No transport: a machine without SMTP_URL.
    const { app, platform } = buildAccountApp({ database, transport: null });
    await postJson(app, "/api/auth", { action: "create-account", email: "ana@example.ro", firstName: "<b>Ana</b>" });
    await postJson(app, "/api/send-magic-link?lng=en", { email: "ion@example.ro" });
    await platform.mailer.idle();

    const list = await app.request("/dev/mailbox");
    expect(list.status).toBe(200);
    expect(list.headers.get("Cache-Control")).toBe("no-store");
    const html = await list.text();
    expect(html).toContain("Activează-ți contul Elara");
    expect(html).toContain("Your Elara login link");
    expect(html).toContain("stored");

    const json = (await (await app.request("/dev/mailbox.json?to=ANA@example.ro")).json()) as {
      messages: { id: number; kind: string; recipient: string; links: string[]; status: string }[];
    };
    expect(json.messages).toHaveLength(1);
    expect(json.messages[0]).toMatchObject({ kind: "activation", recipient: "ana@example.ro", status: "stored" });
    expect(json.messages[0]!.links[0]).toMatch(
      /^https:\/\/shop\.example\/account\/activate\/\d+\/[A-Za-z0-9_-]{43}\?utm_source=elara&utm_medium=email&utm_campaign=activation$/,
    );

    const view = await app.request(`/dev/mailbox/${json.messages[0]!.id}`);
    const page = await view.text();
    // The page escapes the link's "&" as HTML does.
    expect(page).toContain(json.messages[0]!.links[0]!.replaceAll("&", "&#38;"));
    expect(page).toContain('sandbox=""');
    // The recipient's own HTML only ever appears escaped, inside the sandboxed frame.
    expect(page).not.toContain("<b>Ana</b>");
    expect((await app.request("/dev/mailbox/999999")).status).toBe(404);
    expect((await app.request("/dev/mailbox/abc")).status).toBe(404);
  });

  it("does not exist in production (where config turns it off unless DEV_MAILBOX=1)", async () => {
    const { app } = buildAccountApp({ database, transport: null, config: { ...testConfig, nodeEnv: "production", devMailbox: false } });
    for (const path of ["/dev/mailbox", "/dev/mailbox.json", "/dev/mailbox/1"]) {
      expect((await app.request(path)).status).toBe(404);
    }
  });
});
