import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "./routes.ts";

function asRouteObjects(entries: RouteConfigEntry[]): RouteObject[] {
  return entries.map((entry) =>
    entry.index
      ? { id: entry.file, index: true }
      : { id: entry.file, path: entry.path, children: entry.children ? asRouteObjects(entry.children) : undefined },
  );
}

/** The layout route a path renders in: which frame the shopper sees, and which chunk the page loads. */
function frameOf(pathname: string): string | undefined {
  const matches = matchRoutes(asRouteObjects(routes), pathname) ?? [];
  return matches.map((match) => match.route.id).find((file) => file?.endsWith("-frame.tsx"));
}

describe("page frames", () => {
  it.each(["/cart", "/checkout", "/finish", "/verify-magic-link"])("keeps %s on the task, without header and footer", (path) => {
    expect(frameOf(path)).toBe("routes/task-frame.tsx");
  });

  it.each([
    "/",
    "/shop",
    "/products/papillex",
    "/product",
    "/blog/news/an-article",
    "/my-account/orders",
    "/success",
    "/terms",
    "/no-such-page",
  ])("shows %s in the shop's frame", (path) => {
    expect(frameOf(path)).toBe("routes/site-frame.tsx");
  });

  it.each(["/admin", "/admin/orders", "/admin/login", "/sitemap.xml"])("leaves %s outside the shop's frames", (path) => {
    expect(frameOf(path)).toBeUndefined();
  });
});
