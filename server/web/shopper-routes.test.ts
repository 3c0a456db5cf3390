/**
 * The shoppers' route tree apart from the admin's (decision 0184): the build a shopper's request is answered from has
 * none of the admin's routes, while the admin's pages, their data and the route discovery are answered from the whole
 * build. The built store's part needs `npm run build` (CI builds before the tests).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "#tests/server/platform-kit.ts";
import { createSeededTestDatabase, type TestDatabase } from "#tests/server/test-database.ts";
import { needsWholeTree, withoutAdminRoutes } from "./shopper-routes.ts";

const BUILT_PAGES = path.resolve("build/server/index.js");

/** A build of `[id, parentId, path]` routes, each also in the browser's manifest; nothing else of a build is read. */
function buildOf(routes: Array<[string, string | undefined, string | undefined]>): ServerBuild {
  const entries = routes.map(([id, parentId, routePath]) => [id, { id, parentId, path: routePath, module: {} }] as const);
  return {
    routes: Object.fromEntries(entries),
    assets: { version: "v1", routes: Object.fromEntries(entries) },
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

describe("the shoppers' build", () => {
  it("leaves out the admin's routes and every route under them, from the routes and the browser's manifest alike", () => {
    const build = buildOf([
      ["root", undefined, ""],
      ["routes/site-frame", "root", undefined],
      ["routes/home", "routes/site-frame", undefined],
      ["routes/administration", "routes/site-frame", "administration"],
      ["routes/admin.login", "root", "admin/login"],
      ["routes/admin", "root", "admin"],
      ["routes/admin.orders", "routes/admin", "orders"],
      ["routes/admin.order-notes", "routes/admin.orders", ":orderNumber/notes"],
      ["routes/admins-blog", "root", "admins-blog"],
    ]);
    const shoppers = withoutAdminRoutes(build);
    const kept = ["root", "routes/site-frame", "routes/home", "routes/administration", "routes/admins-blog"];
    expect(Object.keys(shoppers.routes)).toEqual(kept);
    expect(Object.keys(shoppers.assets.routes)).toEqual(kept);
    // The whole build is not changed, and what is not a route is shared.
    expect(Object.keys(build.routes)).toHaveLength(9);
    expect(shoppers.assets.version).toBe("v1");
    expect(shoppers.routeDiscovery).toBe(build.routeDiscovery);
  });

  it.each([
    ["/admin", true],
    ["/admin/orders/12", true],
    ["/admin.data", true],
    ["/admin/orders.data", true],
    ["/__manifest", true],
    ["/", false],
    ["/products/papillex", false],
    ["/_root.data", false],
    ["/administration", false],
    ["/blog/admin", false],
  ])("%s needs the whole tree: %s", (pathname, whole) => {
    expect(needsWholeTree(pathname, "/__manifest")).toBe(whole);
  });
});

// Skipped without `npm run build`: it reads the built pages; CI builds before the tests, so there it always runs.
describe.skipIf(!existsSync(BUILT_PAGES))("the built store's two trees (needs a build)", () => {
  let database: TestDatabase;
  let app: ReturnType<typeof buildTestApp>["app"];
  let build: ServerBuild;

  beforeAll(async () => {
    database = await createSeededTestDatabase();
    build = (await import(pathToFileURL(BUILT_PAGES).href)) as ServerBuild;
    app = buildTestApp(database, { ssr: { build, mode: "production" } }).app;
  });
  afterAll(() => database?.close());

  const get = (url: string) => app.request(url, { headers: { "Accept-Language": "ro", "Accept-Encoding": "identity" } });

  it("renders a shopper's page from the tree without the admin, and the admin's pages from the whole tree", async () => {
    const adminIds = Object.keys(build.routes).filter((id) => !(id in withoutAdminRoutes(build).routes));
    expect(adminIds).toContain("routes/admin.orders");
    expect(adminIds.every((id) => id.startsWith("routes/admin"))).toBe(true);

    const product = await get("/products/papillex");
    expect(product.status).toBe(200);
    expect(await product.text()).toContain("Papillex");
    const notFound = await get("/no-such-page");
    expect(notFound.status).toBe(404);

    const login = await get("/admin/login");
    expect(login.status).toBe(200);
    expect(await login.text()).toMatch(/"routes\/admin\.login"/);
    // Signed out, the admin's data still comes from its own route (a redirect to its sign-in), not the shop's 404.
    const data = await get("/admin/orders.data");
    expect(data.status).not.toBe(404);
  });

  it("discovers the admin's routes for a shopper's browser that follows a link into the admin", async () => {
    const discovery = await get(`/__manifest?paths=${encodeURIComponent("/admin/orders,/shop")}&version=${build.assets.version}`);
    expect(discovery.status).toBe(200);
    const patches = (await discovery.json()) as Record<string, { id: string }>;
    expect(Object.keys(patches)).toEqual(expect.arrayContaining(["routes/admin", "routes/admin.orders", "routes/shop"]));
  });
});
