/**
 * The flow emails' links over the app (decision 0110): a star link redirects to the product's review form and counts
 * the first click only; a tampered or expired link answers 404 in the shopper's language and changes nothing; the
 * unsubscribe page asks before it changes anything, and its button or a mail client's one-click POST stops this
 * flow or every flow, confirmed in the email's language; a permanent SMTP rejection stops every flow for the address.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, flowMessages, flowSuppressions, orders } from "#server/db/schema";
import { CLICK_LINK_LIFETIME_MS } from "#server/commerce/retention/flow-links";
import { testClock } from "#tests/server/account-kit.ts";
import { requestApp } from "#tests/server/app-request.ts";
import { insertOrderRow } from "#tests/server/orders-kit.ts";
import { buildTestApp } from "#tests/server/platform-kit.ts";
import { testDatabaseForFile } from "#tests/server/test-database.ts";

const database = testDatabaseForFile({ emptyEachTest: [flowMessages, flowSuppressions, emailOutbox, orders] });

const START = new Date("2026-03-02T09:00:00.000Z");

/** A review request sent to a customer, and the links of its email. */
async function sentRequest(language: "ro" | "en" = "ro", email = "ana@example.ro") {
  const clock = testClock(START);
  const kit = buildTestApp(database, { clock, mailTransport: null });
  await insertOrderRow(database.db, { status: "delivered", email });
  const messages = kit.platform.retention.messages;
  await messages.plan(database.db, {
    flow: "review_request",
    subject: "order:1",
    recipient: email,
    language,
    content: { orderNumber: 1001, products: [{ handle: "papillex", title: "Papillex" }] },
    dueAt: START,
  });
  // Whatever its holdout group, the row is sent here: the links are what this file tests.
  await database.db.update(flowMessages).set({ group: "sent" });
  await messages.sweep();
  const [mail] = await database.db.select().from(emailOutbox);
  const links = mail!.text.match(/https:\/\/shop\.example\/email\/\S+/g)!;
  const path = (link: string) => link.replace("https://shop.example", "");
  return {
    kit,
    clock,
    mail: mail!,
    starLinks: links.filter((link) => link.includes("/email/click/")).map(path),
    unsubscribeFlow: path(links.find((link) => link.includes(".flow."))!),
    unsubscribeAll: path(links.find((link) => link.includes(".all."))!),
  };
}

const html = async (answer: { response: Response }) => answer.response.text();

describe("a star link", () => {
  it("redirects to the product's review form with its rating, and counts the first click only", async () => {
    const { kit, clock, starLinks } = await sentRequest("en");
    expect(starLinks).toHaveLength(5);
    const four = starLinks[3]!;
    const answer = await requestApp(kit.app, "GET", four);
    expect(answer.status).toBe(302);
    // The form's visit counts as the review request's email.
    expect(answer.headers.get("Location")).toBe(
      "/products/papillex?review=4&lng=en&utm_source=elara&utm_medium=email&utm_campaign=review_request",
    );
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    const [first] = await database.db.select().from(flowMessages);
    expect(first!.firstClickedAt).toEqual(START);
    clock.advance(60_000);
    expect((await requestApp(kit.app, "GET", starLinks[0]!)).headers.get("Location")).toMatch(
      /^\/products\/papillex\?review=1&lng=en&utm_/,
    );
    const [again] = await database.db.select().from(flowMessages);
    expect(again!.firstClickedAt).toEqual(START);
  });

  it("answers 404 in the shopper's language to a tampered or expired link, and counts nothing", async () => {
    const { kit, clock, starLinks } = await sentRequest();
    const link = starLinks[4]!;
    const tampered = link.replace(/.$/, (last) => (last === "A" ? "B" : "A"));
    const ro = await requestApp(kit.app, "GET", tampered, { language: "ro" });
    expect(ro.status).toBe(404);
    expect(await html(ro)).toContain("Acest link nu este valid sau a expirat. Nu s-a schimbat nimic.");
    const en = await requestApp(kit.app, "GET", `${tampered}?lng=en`);
    expect(await html(en)).toContain("This link is not valid or has expired. Nothing has changed.");
    // Another target under the same signature.
    const [, id, expires, , mac] = /\/email\/click\/(\d+)\.(\d+)\.([^.]+)\.(.+)$/.exec(link)!;
    const elsewhere = Buffer.from("//evil.example/x").toString("base64url");
    expect((await requestApp(kit.app, "GET", `/email/click/${id}.${expires}.${elsewhere}.${mac}`)).status).toBe(404);
    clock.advance(CLICK_LINK_LIFETIME_MS);
    expect((await requestApp(kit.app, "GET", link)).status).toBe(404);
    const [row] = await database.db.select().from(flowMessages);
    expect(row!.firstClickedAt).toBeNull();
  });
});

describe("unsubscribing", () => {
  it("asks first on the page the link opens, in the email's language, and changes nothing until confirmed", async () => {
    const { kit, unsubscribeFlow } = await sentRequest("ro");
    const page = await requestApp(kit.app, "GET", unsubscribeFlow, { language: "en" });
    expect(page.status).toBe(200);
    const text = await html(page);
    expect(text).toContain('<html lang="ro">');
    expect(text).toContain("Nu mai vrei să primești cererile de recenzie de la noi?");
    expect(text).toContain('<form method="post"');
    expect(await database.db.select().from(flowSuppressions)).toEqual([]);
  });

  it("stops this flow with the page's button, confirmed in the email's language, and the next request is suppressed", async () => {
    const { kit, unsubscribeFlow } = await sentRequest("en");
    const done = await requestApp(kit.app, "POST", unsubscribeFlow, { headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(done.status).toBe(200);
    expect(await html(done)).toContain("Done: we will not send you review requests any more.");
    expect(await database.db.select().from(flowSuppressions)).toEqual([
      expect.objectContaining({ recipient: "ana@example.ro", scope: "review_request", reason: "unsubscribed" }),
    ]);
    expect(await kit.platform.retention.messages.consentOf(database.db, "review_request", "ana@example.ro")).toEqual({
      allowed: false,
      reason: "unsubscribed",
    });
    // Twice is still once.
    expect((await requestApp(kit.app, "POST", unsubscribeFlow)).status).toBe(200);
    expect(await database.db.select().from(flowSuppressions)).toHaveLength(1);
  });

  it("stops every flow from a mail client's one-click POST (RFC 8058) to the header's address", async () => {
    const { kit, mail, unsubscribeAll } = await sentRequest("ro");
    const header = mail.headers!["List-Unsubscribe"]!.slice(1, -1).replace("https://shop.example", "");
    expect(header).toMatch(/^\/email\/unsubscribe\/\d+\.flow\./);
    const oneClick = await requestApp(kit.app, "POST", unsubscribeAll, {
      body: "List-Unsubscribe=One-Click",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://mail.example" },
    });
    expect(oneClick.status).toBe(200);
    expect(await html(oneClick)).toContain("Gata: nu îți mai trimitem niciun e-mail de acest fel.");
    expect(await database.db.select().from(flowSuppressions)).toEqual([expect.objectContaining({ scope: "all" })]);
  });

  it("answers 404 to a tampered token, GET or POST, and suppresses nothing", async () => {
    const { kit, unsubscribeFlow } = await sentRequest("ro");
    const tampered = unsubscribeFlow.replace(".flow.", ".all.");
    expect((await requestApp(kit.app, "GET", tampered)).status).toBe(404);
    const posted = await requestApp(kit.app, "POST", `${tampered}?lng=en`);
    expect(posted.status).toBe(404);
    expect(await html(posted)).toContain("This link is not valid or has expired.");
    expect(await database.db.select().from(flowSuppressions)).toEqual([]);
  });
});

describe("a permanent rejection", () => {
  it("suppresses the address for every flow, and a temporary failure does not", async () => {
    const clock = testClock(START);
    const failures = [
      Object.assign(new Error("421 try later"), { responseCode: 421 }),
      Object.assign(new Error("550 no such user"), { responseCode: 550 }),
    ];
    const { platform } = buildTestApp(database, {
      clock,
      mailTransport: {
        async send() {
          throw failures.shift();
        },
      },
    });
    const write = async () => {
      const id = await platform.mailer.enqueue(database.db, {
        kind: "order_shipped",
        to: "gone@example.ro",
        language: "ro",
        subject: "s",
        html: "h",
        text: "t",
      });
      await platform.mailer.deliver([id]);
    };
    await write();
    expect(await database.db.select().from(flowSuppressions)).toEqual([]);
    await write();
    expect(await database.db.select().from(flowSuppressions)).toEqual([
      expect.objectContaining({ recipient: "gone@example.ro", scope: "all", reason: "bounced" }),
    ]);
    expect(await database.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, "gone@example.ro"))).toHaveLength(2);
  });
});
