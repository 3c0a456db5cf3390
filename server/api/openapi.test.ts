/**
 * The generated API description (decision 0091): a valid OpenAPI 3.1 document, the public routes open to all and the
 * admin's only to a signed-in member, every REST route described (a route without a contract fails), and each route's
 * documented examples replayed against the store, their answers checked by the contract.
 */
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { auditLog, customers, emailOutbox, staffMembers } from "#server/db/schema";
import type { RouteExample } from "#server/http/kit/contract";
import { testClock } from "#tests/server/account-kit.ts";
import { testDatabaseForFile } from "#tests/server/test-database.ts";
import { signedInStaffEachTest } from "#tests/server/staff-kit.ts";
import { ADMIN_OPENAPI_PATH, OPENAPI_PATH } from "./openapi.ts";

const database = testDatabaseForFile({ seeded: true, emptyEachTest: [emailOutbox, customers, auditLog, staffMembers] });
const { kit, call, members } = signedInStaffEachTest(() => ({ database, clock: testClock() }), ["owner"]);

type Operation = { "x-examples"?: RouteExample[]; "x-permission"?: string; requestBody?: unknown };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const publicDocument = async () => (await call("GET", OPENAPI_PATH)).json as Document;
const adminDocument = async () => (await call("GET", ADMIN_OPENAPI_PATH, { member: members.owner })).json as Document;

const HTML_OR_FILES = /^GET \/dev\/|^GET \/images\//;

/** A step on the thing its path names: the address, the session and the door's CSRF header are the whole request. */
const STEP_ON_THE_PATH = "a step on what its path names: nothing else to send";
/** The changes that take no body, each with why (a route that reads one describes it, through `body()` or its contract). */
const BODILESS_CHANGES: Record<string, string> = {
  "POST /api/account/returns/{id}/cancel": STEP_ON_THE_PATH,
  "POST /api/account/addresses/{id}/default": STEP_ON_THE_PATH,
  "POST /api/admin/logout": "ends the session its cookie names",
  "POST /api/emag/callback/{token}": "eMAG names the order in its query (order_id), as it calls the URL registered there",
  "POST /api/admin/staff/{id}/invite": "sends the member's invitation again, with a link the server makes",
  "POST /api/admin/sessions/{id}/end": STEP_ON_THE_PATH,
  "POST /api/admin/events/{id}/retry": STEP_ON_THE_PATH,
  "POST /api/admin/orders/{number}/pack": STEP_ON_THE_PATH,
  "POST /api/admin/orders/{number}/deliver": STEP_ON_THE_PATH,
  "POST /api/admin/orders/{number}/cod-collected": STEP_ON_THE_PATH,
  "POST /api/admin/shipments/{id}/cancel": STEP_ON_THE_PATH,
  "POST /api/admin/invoices/{id}/efactura/send": "uploads the invoice the store already issued",
  "POST /api/admin/invoices/{id}/efactura/refresh": "asks ANAF how the sent invoice stands",
  "POST /api/admin/products/{id}/images/{imageId}/remove": STEP_ON_THE_PATH,
  "POST /api/admin/customers/{id}/block": STEP_ON_THE_PATH,
  "POST /api/admin/customers/{id}/unblock": STEP_ON_THE_PATH,
  "POST /api/admin/customers/{id}/resend-activation": "sends the customer a new activation link the server makes",
  "POST /api/admin/newsletter/{id}/unsubscribe": STEP_ON_THE_PATH,
  "POST /api/admin/reviews/{id}/publish": STEP_ON_THE_PATH,
  "POST /api/admin/reviews/{id}/hide": STEP_ON_THE_PATH,
  "POST /api/admin/reviews/{id}/delete": STEP_ON_THE_PATH,
  "POST /api/admin/discounts/{code}/disable": STEP_ON_THE_PATH,
  "POST /api/admin/discounts/{code}/enable": STEP_ON_THE_PATH,
  "POST /api/admin/promotions/{id}/disable": STEP_ON_THE_PATH,
  "POST /api/admin/promotions/{id}/enable": STEP_ON_THE_PATH,
  "POST /api/admin/shipments/{id}/close-task": STEP_ON_THE_PATH,
  "POST /api/admin/webhooks/{id}/disable": STEP_ON_THE_PATH,
  "POST /api/admin/webhooks/{id}/enable": STEP_ON_THE_PATH,
  "POST /api/admin/webhooks/{id}/rotate": "the new secret is one the server makes",
  "POST /api/admin/webhooks/{id}/test": "the test event is one the server makes",
  "POST /api/admin/webhooks/{id}/deliveries/{deliveryId}/resend": STEP_ON_THE_PATH,
  "POST /dev/courier/parcels/{awb}/refuse": STEP_ON_THE_PATH,
  "POST /dev/courier/sync": "runs the tracking job now",
  "POST /api/admin/returns/{id}/awb/cancel": STEP_ON_THE_PATH,
};

describe("the generated description", () => {
  it("is a valid OpenAPI 3.1 document, for the public routes and for the admin's", async () => {
    const validator = new Validator();
    for (const document of [await publicDocument(), await adminDocument()]) {
      expect(document.openapi).toBe("3.1.0");
      const result = await validator.validate(document as never);
      expect(result.errors ?? []).toEqual([]);
      expect(result.valid).toBe(true);
    }
  });

  it("shows the admin's routes only to a signed-in member, and none of them in the public description", async () => {
    expect((await call("GET", ADMIN_OPENAPI_PATH)).status).toBe(401);
    expect(Object.keys((await publicDocument()).paths).filter((path) => path.startsWith("/api/admin"))).toEqual([]);
    const admin = await adminDocument();
    for (const [path, operations] of Object.entries(admin.paths))
      for (const [method, operation] of Object.entries(operations))
        expect(operation["x-permission"], `${method.toUpperCase()} ${path} declares what it needs`).toBeDefined();
  });

  it("describes every REST route", async () => {
    const described = new Set<string>();
    for (const document of [await publicDocument(), await adminDocument()])
      for (const [path, operations] of Object.entries(document.paths))
        for (const method of Object.keys(operations)) described.add(`${method.toUpperCase()} ${path}`);
    const routes = new Set(
      kit.app.routes
        .filter((route) => !["ALL", "OPTIONS"].includes(route.method) && route.path.startsWith("/api/"))
        .map((route) => `${route.method} ${route.path.replace(/:(\w+)(\{[^}]*\})?/g, "{$1}")}`)
        .filter((route) => !HTML_OR_FILES.test(route)),
    );
    expect([...routes].filter((route) => !described.has(route))).toEqual([]);
  });

  it("every POST/PUT/PATCH operation declares its request body, but the changes that take none", async () => {
    const undeclared: string[] = [];
    for (const document of [await publicDocument(), await adminDocument()])
      for (const [path, operations] of Object.entries(document.paths))
        for (const [method, operation] of Object.entries(operations))
          if (["post", "put", "patch"].includes(method) && !operation.requestBody) undeclared.push(`${method.toUpperCase()} ${path}`);
    expect(undeclared.sort()).toEqual(Object.keys(BODILESS_CHANGES).sort());
  });
});

describe("the documented examples", () => {
  it("each answers the status its example names, in the shape its contract allows", async () => {
    const replayed: string[] = [];
    for (const document of [await publicDocument(), await adminDocument()])
      for (const [path, operations] of Object.entries(document.paths))
        for (const [method, operation] of Object.entries(operations))
          for (const example of operation["x-examples"] ?? []) {
            const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(example.params?.[name] ?? ""));
            const query = example.query ? `?${new URLSearchParams(example.query)}` : "";
            const answer = await call(method.toUpperCase(), `${filled}${query}`, { member: members.owner, body: example.body });
            expect(answer.status, `${method.toUpperCase()} ${path}: ${example.name} (${JSON.stringify(answer.json)})`).toBe(example.status);
            replayed.push(`${method} ${path}`);
          }
    expect(replayed.length).toBeGreaterThan(0);
  });
});
