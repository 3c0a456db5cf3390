/**
 * The shoppers' route tree apart from the admin's (issue 69 item 5, decision 0184). React Router matches a request
 * against every route of its build, several times a render (the request, the data, the partial manifest the page
 * inlines), and turns the whole manifest into routes again for each render: with the admin's 41 routes among the 103,
 * two fifths of that work went to routes no shopper's page can reach. A shopper's request is answered from a build
 * without them; the admin's pages and the route discovery (which a shopper's browser asks when it follows a link into
 * the admin) are answered from the whole build, the same modules and the same manifest version.
 */
import type { ServerBuild } from "react-router";

/** The admin's top-level paths (`admin`, `admin/login`, `admin/setup`); every route under them is the admin's too. */
const ADMIN_PATH = /^admin(?:\/|$)/;

/** The build with the admin's routes left out of its routes and of its browser manifest; anything else is shared. */
export function withoutAdminRoutes(build: ServerBuild): ServerBuild {
  const isAdmin = (route: ServerBuild["routes"][string] | undefined): boolean =>
    route?.parentId === "root" ? ADMIN_PATH.test(route.path ?? "") : route?.parentId !== undefined && isAdmin(build.routes[route.parentId]);
  const adminIds = new Set(Object.values(build.routes).flatMap((route) => (route && isAdmin(route) ? [route.id] : [])));
  const keep = <Route>(routes: Record<string, Route>): Record<string, Route> =>
    Object.fromEntries(Object.entries(routes).filter(([id]) => !adminIds.has(id)));
  return { ...build, routes: keep(build.routes), assets: { ...build.assets, routes: keep(build.assets.routes) } };
}

/**
 * Whether a request needs the whole tree: the admin's pages and their data (`/admin`, `/admin/…`, `/admin.data`), and
 * the route discovery, which may be asked for any path.
 */
export function needsWholeTree(pathname: string, manifestPath: string): boolean {
  return pathname === manifestPath || pathname === "/admin" || pathname.startsWith("/admin/") || pathname.startsWith("/admin.");
}
