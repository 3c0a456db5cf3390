/**
 * Deep JSON on every route that reads JSON (issue 39 item 1, decision 0069). Before the shared reader scanned the
 * depth and walked the value iteratively, `{"a": [[[…4,000…]]]}` overflowed the stack (500) and depth 3,500 cost
 * 125–190 ms of the main thread. Each route now answers 400 with the problem named in the caller's language, or 413
 * when the body is over the route's size anyway. The list of routes is checked against the app's own, so a new route
 * must say what it reads. And a client over its limit is refused before its body is read.
 */
import { describe, expect, it } from "vitest";
import { CSRF_HEADER, STAFF_COOKIE } from "#server/api/admin/http";
import { STOREFRONT_TOKEN_HEADER } from "#domain/storefront-endpoint";
import { testDatabaseForFile } from "#tests/server/test-database.ts";
import {
  buildAccountApp,
  postJson,
  recordingTransport,
  socketFrom,
  testClock,
  testLimits,
  mailedLoginToken,
} from "#tests/server/account-kit.ts";
import { LOGS_PATH, LOGS_PER_MINUTE } from "./monitoring.ts";
import { staffKit } from "#tests/server/staff-kit.ts";
import { TEST_BASE_URL, testConfig } from "#tests/server/platform-kit.ts";
import { refusal } from "#tests/server/problem-kit.ts";

/** Who a route lets in: the reader is only reached behind its guard. */
type Caller = "anyone" | "customer" | "staff" | "pendingStaff";

type RouteBody =
  /**
   * `path`: the address of a route whose link this file cannot make, else its parameters are filled in from
   * PARAMETER_VALUES; `maxBytes`: its body limit when under 8 KB; `guardedBy`: the status a signed link's guard
   * answers before the body is read, for such a link (the deep body behind a real link is proven in the route's own
   * test file).
   */
  { reads: "json"; caller: Caller; path?: string; maxBytes?: number; guardedBy?: 404 } | { reads: "nothing" | "form" | "multipart" };

/** Every POST, PUT, PATCH and DELETE route of the app, and what its body is. */
const ROUTES: Record<string, RouteBody> = {
  "POST /api/2024-01/graphql.json": { reads: "json", caller: "anyone" },
  "POST /api/csp-report": { reads: "json", caller: "anyone" },
  "POST /api/shopify": { reads: "json", caller: "anyone" },
  "POST /api/monitoring/logs": { reads: "json", caller: "anyone" },
  "POST /api/monitoring/metrics": { reads: "json", caller: "anyone" },
  "POST /api/validate-discount": { reads: "json", caller: "anyone", maxBytes: 4096 },
  "POST /api/newsletter-signup": { reads: "json", caller: "anyone", maxBytes: 4096 },
  "POST /api/back-in-stock": { reads: "json", caller: "anyone", maxBytes: 4096 },
  "POST /api/finder-result": { reads: "json", caller: "anyone", maxBytes: 4096 },
  "POST /api/accessibility-barriers": { reads: "json", caller: "anyone" },
  "POST /api/checkout/abandoned-cart": { reads: "json", caller: "anyone", maxBytes: 4096 },
  "POST /api/newsletter-unsubscribe": { reads: "json", caller: "anyone", maxBytes: 4096 },
  "POST /api/auth": { reads: "json", caller: "anyone" },
  "POST /api/send-magic-link": { reads: "json", caller: "anyone" },
  "POST /api/verify-magic-link": { reads: "json", caller: "anyone" },
  "POST /api/reviews": { reads: "json", caller: "anyone" },
  "POST /api/review-vote": { reads: "json", caller: "anyone", maxBytes: 1024 },
  "POST /api/create-order": { reads: "json", caller: "anyone" },
  "POST /api/price-order": { reads: "json", caller: "anyone" },
  "POST /api/cookie-consent": { reads: "json", caller: "anyone", maxBytes: 4096 },
  "POST /api/visits": { reads: "json", caller: "anyone" },
  "POST /api/visits/steps": { reads: "json", caller: "anyone" },
  "POST /api/order-status": { reads: "json", caller: "anyone" },
  "POST /api/withdrawals": { reads: "json", caller: "anyone" },
  "POST /api/parcel-additions": { reads: "json", caller: "anyone" },
  "POST /api/return-links/:token": { reads: "json", caller: "anyone", path: "/api/return-links/not-a-token", guardedBy: 404 },
  "POST /api/return-links/:token/quote": {
    reads: "json",
    caller: "anyone",
    path: "/api/return-links/not-a-token/quote",
    guardedBy: 404,
  },
  "POST /api/verify-payment": { reads: "json", caller: "anyone" },
  "POST /api/retry-payment": { reads: "json", caller: "anyone" },
  "POST /pay/:paymentId": { reads: "form" },
  "POST /email/unsubscribe/:token": { reads: "nothing" },
  "POST /api/emag/callback/:token": { reads: "nothing" },
  "POST /pay/card-setup/:setupId": { reads: "form" },
  "POST /api/account/returns/quote": { reads: "json", caller: "customer" },
  "POST /api/account/returns": { reads: "json", caller: "customer" },
  "POST /api/account/returns/:id/cancel": { reads: "nothing" },
  "POST /api/account/subscriptions/:id/actions": { reads: "json", caller: "customer" },
  "POST /api/account/subscriptions/:id/cancel-offer": { reads: "json", caller: "customer" },
  "POST /api/subscription-links/:token/actions": { reads: "json", caller: "anyone" },
  "POST /api/subscription-links/:token/cancel-offer": { reads: "json", caller: "anyone" },
  "DELETE /api/account/payment-methods/:id": { reads: "nothing" },
  "PATCH /api/account": { reads: "json", caller: "customer" },
  "POST /api/account/addresses": { reads: "json", caller: "customer" },
  "PATCH /api/account/addresses/:id": { reads: "json", caller: "customer" },
  "DELETE /api/account/addresses/:id": { reads: "nothing" },
  "POST /api/account/addresses/:id/default": { reads: "nothing" },
  "PUT /api/account/wishlist": { reads: "json", caller: "customer" },
  "PUT /api/admin/flows/settings": { reads: "json", caller: "staff" },
  "PUT /api/admin/flows/save-offers": { reads: "json", caller: "staff" },
  "PUT /api/admin/flows/texts/:flow/:step": { reads: "json", caller: "staff" },
  "POST /api/admin/flows/texts/:flow/:step/preview": { reads: "json", caller: "staff" },
  "POST /api/admin/flows/texts/:flow/:step/test": { reads: "json", caller: "staff" },
  "DELETE /api/account/wishlist": { reads: "json", caller: "customer" },
  "POST /api/account/wishlist/merge": { reads: "json", caller: "customer" },
  "POST /api/admin/login": { reads: "json", caller: "anyone" },
  "POST /api/admin/login/second-factor": { reads: "json", caller: "pendingStaff" },
  "POST /api/admin/logout": { reads: "nothing" },
  "POST /api/admin/setup": { reads: "json", caller: "anyone" },
  "POST /api/admin/staff": { reads: "json", caller: "staff" },
  "POST /api/admin/staff/:id/role": { reads: "json", caller: "staff" },
  "POST /api/admin/staff/:id/disabled": { reads: "json", caller: "staff" },
  "POST /api/admin/staff/:id/invite": { reads: "nothing" },
  "POST /api/admin/sessions/:id/end": { reads: "nothing" },
  "POST /api/admin/orders/:number/note": { reads: "json", caller: "staff" },
  "POST /api/admin/orders/:number/pack": { reads: "nothing" },
  "POST /api/admin/orders/:number/ship": { reads: "json", caller: "staff" },
  "POST /api/admin/orders/:number/awb": { reads: "json", caller: "staff" },
  "POST /api/admin/orders/ship-batch": { reads: "json", caller: "staff" },
  "POST /api/admin/shipments/:id/cancel": { reads: "nothing" },
  "POST /api/admin/shipments/:id/close-task": { reads: "nothing" },
  "POST /api/admin/orders/:number/deliver": { reads: "nothing" },
  "POST /api/admin/orders/:number/cancel": { reads: "json", caller: "staff" },
  "POST /api/admin/orders/:number/refund": { reads: "json", caller: "staff" },
  "POST /api/admin/orders/:number/cod-collected": { reads: "nothing" },
  "POST /api/admin/invoices/:id/efactura/send": { reads: "nothing" },
  "POST /api/admin/invoices/:id/efactura/refresh": { reads: "nothing" },
  "POST /api/admin/invoices/issuer": { reads: "json", caller: "staff" },
  "POST /api/admin/products": { reads: "json", caller: "staff" },
  "POST /api/admin/products/variants/:id": { reads: "json", caller: "staff" },
  "POST /api/admin/products/:id/status": { reads: "json", caller: "staff" },
  "POST /api/admin/products/:id/claims": { reads: "json", caller: "staff" },
  "POST /api/admin/products/:id/safety": { reads: "json", caller: "staff" },
  "PUT /api/admin/products/:id/parcel-offer": { reads: "json", caller: "staff" },
  "POST /api/admin/claims-check": { reads: "json", caller: "staff" },
  "POST /api/admin/products/:id": { reads: "json", caller: "staff" },
  "POST /api/admin/products/:id/images": { reads: "multipart" },
  "POST /api/admin/products/:id/images/order": { reads: "json", caller: "staff" },
  "POST /api/admin/products/:id/images/:imageId{[0-9]+}": { reads: "json", caller: "staff" },
  "POST /api/admin/products/:id/images/:imageId{[0-9]+}/remove": { reads: "nothing" },
  "POST /api/admin/products/:id/label-photo": { reads: "multipart" },
  "POST /api/admin/articles": { reads: "json", caller: "staff" },
  "POST /api/admin/articles/:id": { reads: "json", caller: "staff" },
  "POST /api/admin/articles/:id/cover": { reads: "multipart" },
  "DELETE /api/admin/articles/:id/cover": { reads: "nothing" },
  "POST /api/admin/content/:page": { reads: "json", caller: "staff" },
  "POST /api/admin/finder": { reads: "json", caller: "staff" },
  "POST /api/admin/customers/:id/block": { reads: "nothing" },
  "POST /api/admin/customers/:id/unblock": { reads: "nothing" },
  "POST /api/admin/customers/:id/resend-activation": { reads: "nothing" },
  "POST /api/admin/customers/:id/store-credit": { reads: "json", caller: "staff" },
  "POST /api/admin/customers/:id/loyalty": { reads: "json", caller: "staff" },
  "PUT /api/admin/loyalty/settings": { reads: "json", caller: "staff" },
  "POST /api/admin/returns/:id/approve": { reads: "json", caller: "staff" },
  "POST /api/admin/returns/:id/awb": { reads: "json", caller: "staff" },
  "POST /api/admin/returns/:id/awb/cancel": { reads: "nothing" },
  "POST /api/admin/returns/:id/reject": { reads: "json", caller: "staff" },
  "POST /api/admin/returns/:id/receive": { reads: "json", caller: "staff" },
  "POST /api/admin/returns/:id/refund": { reads: "json", caller: "staff" },
  "POST /api/admin/subscriptions/:id/actions": { reads: "json", caller: "staff" },
  "POST /api/admin/variants/:id/stock/adjustments": { reads: "json", caller: "staff" },
  "POST /api/admin/variants/:id/stock/threshold": { reads: "json", caller: "staff" },
  "POST /api/admin/accessibility-barriers/:id/handled": { reads: "json", caller: "staff" },
  "POST /api/admin/stock/inspections/:id": { reads: "json", caller: "staff" },
  "POST /api/admin/newsletter/:id/unsubscribe": { reads: "nothing" },
  "POST /api/admin/reviews/:id/reply": { reads: "json", caller: "staff" },
  "POST /api/admin/reviews/:id/hide": { reads: "nothing" },
  "POST /api/admin/reviews/:id/publish": { reads: "nothing" },
  "POST /api/admin/reviews/:id/delete": { reads: "nothing" },
  "POST /api/admin/settings/reviews": { reads: "json", caller: "staff" },
  "POST /api/admin/settings/shipping-zones": { reads: "json", caller: "staff" },
  "POST /api/admin/settings/vat-rates": { reads: "json", caller: "staff" },
  "POST /api/admin/settings/oss": { reads: "json", caller: "staff" },
  "POST /api/admin/settings/anpc": { reads: "json", caller: "staff" },
  "POST /api/admin/settings/licences": { reads: "json", caller: "staff" },
  "POST /api/admin/settings/feeds": { reads: "json", caller: "staff" },
  "POST /api/admin/settings/conversions": { reads: "json", caller: "staff" },
  "POST /api/admin/settings/shipping-by-hand": { reads: "json", caller: "staff" },
  "POST /api/admin/settings/backups": { reads: "json", caller: "staff" },
  "POST /api/admin/settings/exchange-rates": { reads: "json", caller: "staff" },
  "POST /api/admin/discounts": { reads: "json", caller: "staff" },
  "POST /api/admin/discounts/:code": { reads: "json", caller: "staff" },
  "POST /api/admin/promotions": { reads: "json", caller: "staff" },
  "PUT /api/admin/promotions/:id": { reads: "json", caller: "staff" },
  "POST /api/admin/promotions/:id/enable": { reads: "nothing" },
  "POST /api/admin/promotions/:id/disable": { reads: "nothing" },
  "POST /api/admin/webhooks": { reads: "json", caller: "staff" },
  "POST /api/admin/webhooks/:id": { reads: "json", caller: "staff" },
  "POST /api/admin/webhooks/:id/enable": { reads: "nothing" },
  "POST /api/admin/webhooks/:id/disable": { reads: "nothing" },
  "POST /api/admin/webhooks/:id/rotate": { reads: "nothing" },
  "POST /api/admin/webhooks/:id/test": { reads: "nothing" },
  "DELETE /api/admin/webhooks/:id": { reads: "nothing" },
  "POST /api/admin/webhooks/:id/deliveries/:deliveryId/resend": { reads: "nothing" },
  "POST /api/admin/discounts/:code/enable": { reads: "nothing" },
  "POST /api/admin/events/:id/retry": { reads: "nothing" },
  "POST /dev/courier/parcels/:awb/advance": { reads: "json", caller: "staff" },
  "POST /dev/courier/parcels/:awb/refuse": { reads: "nothing" },
  "POST /dev/courier/sync": { reads: "nothing" },
  "POST /api/admin/discounts/:code/disable": { reads: "nothing" },
};

/** What a route's parameters are filled with: rows the seeded store has, or the names the routes take. */
const PARAMETER_VALUES: Record<string, string> = {
  id: "1",
  imageId: "1",
  deliveryId: "1",
  number: "1001",
  page: "home",
  code: "WELCOME10",
  awb: "SBX00000001",
  flow: "review_request",
  step: "1",
};

/** The routes that read JSON, each with the address it is called at; `token` is the subscription link's. */
function jsonRoutes(linkToken: string) {
  const values: Record<string, string> = { ...PARAMETER_VALUES, token: linkToken };
  return Object.entries(ROUTES).flatMap(([route, body]) => {
    if (body.reads !== "json") return [];
    const [method, pattern] = route.split(" ") as [string, string];
    const path = body.path ?? pattern.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) => values[name]!);
    return [{ route, method, path, body }];
  });
}

/** An object holding arrays nested `depth` deep: 2 bytes a level, so 4,000 fit the 16 KB bodies. */
const deepArrays = (depth: number) => `{"a":${"[".repeat(depth)}${"]".repeat(depth)}}`;

/** Each route's answer names the problem: its catalogue's sentence, or the Storefront API's own. */
const TOO_DEEP = {
  en: /nested too deeply \(at most 32 levels\)|nested deeper than 32 levels/,
  ro: /prea multe niveluri unul în altul \(cel mult 32\)/,
};

const database = testDatabaseForFile({ seeded: true });

describe("deep JSON", () => {
  it("lists every route that takes a body", () => {
    const kit = buildAccountApp({ database, config: testConfig });
    const registered = new Set(
      kit.app.routes
        .filter((route) => ["POST", "PUT", "PATCH", "DELETE"].includes(route.method))
        .map((route) => `${route.method} ${route.path}`),
    );
    expect([...registered].sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it("is answered 400 with the problem named on every JSON route, at depth 4,000 and 3,500, never 500", async () => {
    const transport = recordingTransport();
    const clock = testClock(new Date());
    const kit = buildAccountApp({ database, transport, clock });
    const token = await mailedLoginToken(kit, transport.sent, "ana@example.ro");
    const accessToken = ((await postJson(kit.app, "/api/verify-magic-link", { token })).json.user as { accessToken: string }).accessToken;
    const staff = staffKit(kit, clock);
    const owner = await staff.signIn("owner@example.ro", "owner");
    const pending = await kit.app.request(
      "/api/admin/login",
      {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: TEST_BASE_URL },
        body: JSON.stringify({ email: "owner@example.ro", password: "a long staff password" }),
      },
      socketFrom(),
    );
    const pendingCookie = new RegExp(`${STAFF_COOKIE}=([^;]*)`).exec(pending.headers.get("Set-Cookie") ?? "")![1]!;
    const linkToken = kit.platform.subscriptions.subscriptionLinks.issue(1);

    const callerHeaders: Record<Caller, Record<string, string>> = {
      anyone: {},
      customer: { Authorization: `Bearer ${accessToken}` },
      staff: { Cookie: `${STAFF_COOKIE}=${owner.cookie}`, [CSRF_HEADER]: owner.csrf },
      pendingStaff: { Cookie: `${STAFF_COOKIE}=${pendingCookie}` },
    };
    const send = async (method: string, path: string, caller: Caller, body: string, language = "en") => {
      const response = await kit.app.request(
        path,
        {
          method,
          headers: {
            "Content-Type": "application/json",
            "Accept-Language": language,
            Origin: TEST_BASE_URL,
            [STOREFRONT_TOKEN_HEADER]: testConfig.publicStorefrontToken,
            ...callerHeaders[caller],
          },
          body,
        },
        socketFrom(),
      );
      return { status: response.status, text: await response.text() };
    };

    const answers: string[] = [];
    for (const { route, method, path, body } of jsonRoutes(linkToken)) {
      for (const depth of [4000, 3500]) {
        const text = deepArrays(depth);
        const answer = await send(method, path, body.caller, text);
        const expected = body.guardedBy ?? (body.maxBytes !== undefined && text.length > body.maxBytes ? 413 : 400);
        answers.push(`${route} ${depth}: ${answer.status}`);
        expect(`${route} ${depth}: ${answer.status}`).toBe(`${route} ${depth}: ${expected}`);
        if (expected === 400 && route !== "POST /api/csp-report") expect(answer.text, route).toMatch(TOO_DEEP.en);
      }
      // A route whose size limit refuses those bodies first refuses the deepest body it takes as too deep.
      if (body.maxBytes !== undefined) {
        const fitting = deepArrays(Math.floor((body.maxBytes - 6) / 2));
        const answer = await send(method, path, body.caller, fitting, "ro");
        expect(`${route}: ${answer.status}`).toBe(`${route}: 400`);
        expect(answer.text, route).toMatch(TOO_DEEP.ro);
      }
    }
    expect(answers.some((answer) => answer.endsWith(": 500"))).toBe(false);

    // A character XML 1.0 forbids (decision 0132), in a key or a value: refused by the same walk, the field named.
    for (const { route, method, path, body } of jsonRoutes(linkToken)) {
      for (const [text, field, character] of [
        [JSON.stringify({ lastName: "Pop\u0001escu" }), "lastName", "U+0001"],
        [JSON.stringify({ address: { ["city\u001f"]: "Cluj" } }), "address.city", "U+001F"],
        [JSON.stringify({ lines: [{ title: "ok" }, { title: "Papillex\uffff" }] }), "lines.1.title", "U+FFFF"],
      ] as const) {
        const answer = await send(method, path, body.caller, text);
        expect(`${route} ${field}: ${answer.status}`).toBe(`${route} ${field}: ${body.guardedBy ?? 400}`);
        if (route === "POST /api/csp-report" || body.guardedBy) continue;
        expect(answer.text, route).toContain(`${field}`);
        expect(answer.text, route).toContain(`(${character})`);
      }
    }

    const romanian = await send("POST", "/api/admin/orders/1001/note", "staff", deepArrays(3500), "ro");
    expect(JSON.parse(romanian.text)).toEqual(
      refusal(400, "body_too_deep", "Corpul cererii are prea multe niveluri unul în altul (cel mult 32)."),
    );
    const tooMany = await send(
      "POST",
      "/api/admin/content/home",
      "staff",
      JSON.stringify({ texts: Array.from({ length: 10_000 }, () => 0) }),
    );
    expect(tooMany.status).toBe(400);
    expect(JSON.parse(tooMany.text)).toEqual(
      refusal(400, "body_too_many_values", "The request body holds too many values (at most 10,000)."),
    );
  });
});

describe("a client over its limit", () => {
  it("is answered 429 before its body is read on the sign-in, magic-link and monitoring routes", async () => {
    const windowMs = 15 * 60_000;
    const kit = buildAccountApp({
      database,
      limits: testLimits({ authRequests: { perClient: 2, windowMs }, magicLink: { perClient: 2, perEmail: 5, windowMs } }),
    });
    const from = socketFrom("203.0.113.9");
    // Not JSON: a route that read the body first would answer 400 however often it came.
    const send = (path: string) =>
      kit.app.request(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: "not json" }, from);
    for (const [path, allowed] of [
      ["/api/auth", 2],
      ["/api/send-magic-link", 2],
      [LOGS_PATH, LOGS_PER_MINUTE],
    ] as const) {
      for (let attempt = 0; attempt < allowed; attempt++) expect(`${path} ${(await send(path)).status}`).toBe(`${path} 400`);
      const refused = await send(path);
      expect(`${path} ${refused.status}`).toBe(`${path} 429`);
      expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    }
  });
});
