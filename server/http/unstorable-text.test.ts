/**
 * A NUL character in any text a shopper sends: PostgreSQL text cannot hold it, so before the shared body
 * reader refused it every route below answered 500. Each answers 400 with the field named, in the
 * shopper's language, and nothing is written.
 */
import { describe, expect, it } from "vitest";
import { customers, orders, reviews } from "#server/db/schema";
import { buildAccountApp, linkFrom, postJson, recordingTransport, socketFrom } from "#tests/server/account-kit.ts";
import { orderBody, romanianAddress, seededStoreForFile } from "#tests/server/orders-kit.ts";
import { testConfig } from "#tests/server/platform-kit.ts";
import { refusal } from "#tests/server/problem-kit.ts";
import { STOREFRONT_API_PATH } from "#domain/storefront-endpoint";

const NUL = "\u0000";

const { database, variants } = seededStoreForFile({ variant: "PAP-1" });

async function signedIn(kit: ReturnType<typeof buildAccountApp>, sent: ReturnType<typeof recordingTransport>["sent"]) {
  await postJson(kit.app, "/api/send-magic-link", { email: "ana@example.ro" });
  await kit.platform.mailer.idle();
  const token = linkFrom(sent, "ana@example.ro", "/verify-magic-link").searchParams.get("token")!;
  const verified = await postJson(kit.app, "/api/verify-magic-link", { token });
  return (verified.json.user as { accessToken: string }).accessToken;
}

/** A signed-in customer's way to send any body to any route, answering the status and the text. */
async function signedInSender() {
  const transport = recordingTransport();
  const kit = buildAccountApp({ database, transport, config: testConfig });
  const accessToken = await signedIn(kit, transport.sent);
  return async (method: string, path: string, body: unknown, language = "en") => {
    const response = await kit.app.request(
      path,
      {
        method,
        headers: { "Content-Type": "application/json", "Accept-Language": language, Authorization: `Bearer ${accessToken}` },
        body: JSON.stringify(body),
      },
      socketFrom(),
    );
    return { status: response.status, text: await response.text() };
  };
}

describe("a NUL character in a request", () => {
  it("is refused with 400 and the field named on every route that takes text, and nothing is written", async () => {
    const send = await signedInSender();

    const order = orderBody([{ variantId: variants.variant, quantity: 1 }], { shippingAddress: romanianAddress({ city: `Cluj${NUL}` }) });
    const cases: [string, string, unknown, string][] = [
      ["POST", "/api/create-order", order, "shippingAddress.city"],
      ["POST", "/api/price-order", { lines: [{ variantId: `${variants.variant}${NUL}`, quantity: 1 }] }, "lines.0.variantId"],
      ["POST", "/api/validate-discount", { code: `WELCOME${NUL}`, email: "ana@example.ro" }, "code"],
      ["POST", "/api/auth", { action: "create-account", email: "ion@example.ro", firstName: `Ion${NUL}` }, "firstName"],
      ["POST", "/api/send-magic-link", { email: `ion${NUL}@example.ro` }, "email"],
      ["POST", "/api/reviews", { product: "papillex", rating: 5, title: `Bun${NUL}`, body: "Foarte bun." }, "title"],
      ["POST", "/api/monitoring/logs", { level: "error", message: `boom${NUL}` }, "message"],
      ["POST", "/api/newsletter-signup", { email: `ion${NUL}@example.ro` }, "email"],
      ["POST", "/api/order-status", { orderNumber: 1001, email: `ana${NUL}@example.ro` }, "email"],
      ["PATCH", "/api/account", { firstName: `Ana${NUL}` }, "firstName"],
      ["POST", "/api/account/addresses", { ...romanianAddress(), address1: `Str. Lungă 1${NUL}` }, "address1"],
      ["PUT", "/api/account/wishlist", { handles: [`papillex${NUL}`] }, "handles.0"],
    ];
    for (const [method, path, body, field] of cases) {
      const answer = await send(method, path, body);
      expect({ path, status: answer.status }).toEqual({ path, status: 400 });
      expect(answer.text, path).toContain(`The field \\"${field}\\" contains a character that cannot be stored (NUL).`);
    }
    const romanian = await send("POST", "/api/create-order", order, "ro");
    expect(romanian.text).toContain("Câmpul „shippingAddress.city” conține un caracter care nu poate fi salvat (NUL).");

    expect(await database.db.select().from(orders)).toEqual([]);
    expect(await database.db.select().from(reviews)).toEqual([]);
    expect((await database.db.select().from(customers)).map((row) => row.email)).toEqual(["ana@example.ro"]);
  });

  it("a tab or line break in a name, an address line, an email or a phone is refused the same way, and kept in a text of many lines (issue 64)", async () => {
    const send = await signedInSender();
    const order = orderBody([{ variantId: variants.variant, quantity: 1 }], {
      shippingAddress: romanianAddress({ firstName: "Ana\tMaria" }),
    });
    const cases: [string, string, unknown, string][] = [
      ["POST", "/api/create-order", order, "shippingAddress.firstName"],
      ["POST", "/api/auth", { action: "create-account", email: "ion@example.ro", lastName: "Pop\nescu" }, "lastName"],
      ["POST", "/api/order-status", { orderNumber: 1001, email: "ana@example.ro\r" }, "email"],
      ["PATCH", "/api/account", { firstName: "Ana\r\n" }, "firstName"],
      ["POST", "/api/account/addresses", { ...romanianAddress(), address1: "Str. Lungă 1\nbl. 2" }, "address1"],
      ["POST", "/api/account/addresses", { ...romanianAddress(), phone: "0722\t123456" }, "phone"],
    ];
    for (const [method, path, body, field] of cases) {
      const answer = await send(method, path, body);
      expect({ path, status: answer.status }).toEqual({ path, status: 400 });
      expect(answer.text, path).toContain(`The field \\"${field}\\" must be one line, without a tab or line break.`);
    }
    const romanian = await send("POST", "/api/create-order", order, "ro");
    expect(romanian.text).toContain("Câmpul „shippingAddress.firstName” trebuie să stea pe un singur rând, fără tab sau rând nou.");
    expect(await database.db.select().from(orders)).toEqual([]);
    expect((await database.db.select().from(customers)).map((row) => [row.email, row.firstName])).toEqual([["ana@example.ro", ""]]);

    const review = await send("POST", "/api/reviews", {
      productHandle: "papillex",
      rating: 5,
      title: "Bun",
      text: "Primul rând.\nAl doilea rând.",
      name: "Ana",
    });
    expect(review.status, review.text).toBe(201);
  });

  it("is refused in the address too: a page path or an API query parameter", async () => {
    const kit = buildAccountApp({ database, config: testConfig });
    const reviews = await kit.app.request("/api/reviews?product=pap%00illex", { headers: { "Accept-Language": "en" } }, socketFrom());
    expect(reviews.status).toBe(400);
    expect(await reviews.json()).toEqual({
      ...refusal(400, "unstorable_url", 'The request address contains a character that cannot be used (NUL), in "product".'),
      field: "product",
    });
    const page = await kit.app.request("/products/pap%00illex", {}, socketFrom());
    expect(page.status).toBe(400);
    expect(await page.text()).toBe("Adresa cererii conține un caracter care nu poate fi folosit (NUL), în „path”.");
  });

  it("is refused by the Storefront API in variables and in the query's own strings", async () => {
    const kit = buildAccountApp({ database, config: testConfig });
    const graphql = async (body: unknown) => {
      const response = await kit.app.request(
        STOREFRONT_API_PATH,
        {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Shopify-Storefront-Access-Token": testConfig.publicStorefrontToken },
          body: JSON.stringify(body),
        },
        socketFrom(),
      );
      return { status: response.status, json: (await response.json()) as { errors?: { message: string }[] } };
    };
    const byVariable = await graphql({
      query: "query ($handle: String!) { productByHandle(handle: $handle) { id } }",
      variables: { handle: `papillex${NUL}` },
    });
    expect(byVariable.status).toBe(400);
    expect(byVariable.json.errors![0]!.message).toContain('"variables.handle" holds a character that cannot be stored (NUL)');
    const inline = await graphql({ query: '{ productByHandle(handle: "papillex\\u0000") { id } }' });
    expect(inline.status).toBe(400);
    expect(inline.json.errors![0]!.message).toContain('"query" holds a character that cannot be stored (NUL)');
    // Any character XML 1.0 forbids, as GraphQL's escapes write it (decision 0132).
    for (const [escape, name] of [
      ["\\u0001", "U+0001"],
      ["\\u001F", "U+001F"],
      ["\\u{1f}", "U+001F"],
      ["\\uFFFE", "U+FFFE"],
    ] as const) {
      const answer = await graphql({
        query: `mutation { customerCreate(input: {email: "a@example.ro", password: "parola lungă", firstName: "Ana${escape}"}) { customer { id } } }`,
      });
      expect({ escape, status: answer.status }).toEqual({ escape, status: 400 });
      expect(answer.json.errors![0]!.message).toContain(`"query" holds a character that cannot be stored (${name})`);
    }
    const tabbed = await graphql({ query: '{ productByHandle(handle: "papillex\\t") { id } }' });
    expect(tabbed.status).toBe(200);
  });
});
