/**
 * The one door of `/api/admin` (decision 0091): every admin route declares beside it what it needs — `permit(p)`
 * for a member whose role allows `p`, `permit("signed_in")` for any member, `openDoor` for the sign-in and setup
 * steps — and this file is where that is checked: a live staff session (401), a change sent from the admin's own
 * pages with its CSRF token (403), a role allowed the permission (403). The declaration is also the route's
 * `x-permission` in the OpenAPI description, and a test refuses an admin route that declares nothing.
 */
import { Hono, type MiddlewareHandler } from "hono";
import { uniqueSymbol } from "hono-openapi";
import { CSRF_HEADER } from "#domain/admin/paths";
import { admits, type StaffRule } from "#domain/staff-roles";
import type { StaffSessions } from "#server/commerce/staff/module";
import { declareSharedProblems } from "#server/http/kit/contract";
import { problem } from "#server/http/kit/problem";
import { sizeLimit } from "#server/http/kit/size-limit";
import { sameSecret } from "#server/http/same-secret";
import { cameFromStorePage } from "#server/http/store-page-origin";
import { ADMIN_BODY_LIMIT, adminMessages, staffCookie, type AdminVariables } from "./http.ts";

/** What a route may ask of the door. */
export type DoorRule = StaffRule | "open";

const PROBLEM = { content: { "application/json": { schema: { $ref: "#/components/schemas/Problem" } } } };

function described(rule: DoorRule) {
  if (rule === "open")
    return { "x-permission": "none", responses: { 403: { description: "Not sent from the admin's pages.", ...PROBLEM } } };
  return {
    "x-permission": rule === "signed_in" ? "any member" : rule,
    security: [{ staffSession: [] }],
    responses: {
      401: { description: "No live staff session.", ...PROBLEM },
      403: { description: "Not sent from the admin's pages, no CSRF token, or a role without the permission.", ...PROBLEM },
    },
  };
}

function marked(rule: DoorRule, middleware: MiddlewareHandler<{ Variables: AdminVariables }>) {
  return Object.assign(middleware, { [uniqueSymbol]: { spec: described(rule) } });
}

const isRead = (method: string) => method === "GET" || method === "HEAD";

export interface AdminDoor {
  /** A member signed in, and for a permission one whose role allows it; changes from the admin's pages with the CSRF token. */
  permit: (rule: StaffRule) => MiddlewareHandler<{ Variables: AdminVariables }>;
  /** No session needed (sign-in, setup); a change must still come from the admin's own pages. */
  openDoor: MiddlewareHandler<{ Variables: AdminVariables }>;
}

/** What every admin route module is given besides its services. */
export interface AdminRouteOptions {
  door: AdminDoor;
  /** Reverse proxies whose X-Forwarded-For is believed, for the member's address in the audit. */
  trustProxyHops: number;
}

/** An admin route module's routes: past the door, `staff` is the member. */
export type AdminRoutes = Hono<{ Variables: AdminVariables }>;

/** An admin route module whose routes are registered in groups, each group given the module's one kit. */
export function adminRouteGroups<Kit>(kit: Kit, groups: readonly ((app: AdminRoutes, kit: Kit) => void)[]): AdminRoutes {
  const app: AdminRoutes = new Hono<{ Variables: AdminVariables }>();
  for (const register of groups) register(app, kit);
  return app;
}

/**
 * An admin route module over its services: `register` adds the module's routes to a router of its own, given the
 * services and the door, so each module writes only its routes.
 */
export function adminRouteModule<Services>(register: (app: AdminRoutes, options: AdminRouteOptions & Services) => void) {
  return (options: AdminRouteOptions & Services): AdminRoutes => adminRouteGroups(options, [register]);
}

/** An admin route's body limit, refused in the member's language before the body is read. */
export const adminBodyLimit = (maxSize = ADMIN_BODY_LIMIT) => sizeLimit(maxSize, (c) => adminMessages(c).tooLarge);

export function adminDoor({ sessions, baseUrl }: { sessions: StaffSessions; baseUrl: string }): AdminDoor {
  const openDoor = marked("open", async (c, next) => {
    declareSharedProblems(c, [403]);
    if (!isRead(c.req.method) && !cameFromStorePage(c, baseUrl)) return problem(c, 403, "not_from_admin", adminMessages(c).notFromAdmin);
    await next();
  });
  const permit = (rule: StaffRule) =>
    marked(rule, async (c, next) => {
      declareSharedProblems(c, [401, 403]);
      const messages = adminMessages(c);
      const token = staffCookie(c);
      const staff = token === undefined ? null : await sessions.authenticate(token);
      if (!staff) return problem(c, 401, "signed_out", messages.signedOut);
      if (!isRead(c.req.method)) {
        if (!cameFromStorePage(c, baseUrl)) return problem(c, 403, "not_from_admin", messages.notFromAdmin);
        if (!sameSecret(c.req.header(CSRF_HEADER), staff.csrfToken)) return problem(c, 403, "csrf", messages.csrf);
      }
      if (!admits(staff.member.role, rule)) return problem(c, 403, "forbidden", messages.forbidden);
      c.set("staff", staff);
      await next();
    });
  return { permit, openDoor };
}
