/**
 * /dev/courier: the sandbox courier's parcels, and the buttons a real courier's day presses (issue 43, decision 0092):
 * move a parcel forward by some hours, have it refused at the door, and ask every courier for its news now instead
 * of in fifteen minutes. For a developer, a demo and the browser tests, which cannot wait a day for a parcel to
 * arrive. It exists only where the sandbox courier does (outside production, or `COURIER_SANDBOX=1`, which production
 * refuses without `ALLOW_UNSAFE_DEV_SETTINGS=1`); everywhere else every path answers 404. Its parcels are pretend ones,
 * but moving one moves its order (delivered, invoiced, paid): so only a signed-in member whose role may fulfil orders
 * reads or presses anything here, and a press carries the member's CSRF token from this page or the admin's (issue 64
 * item 6, decision 0131).
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import { CSRF_HEADER } from "#domain/admin/paths";
import { can } from "#domain/staff-roles";
import { contract } from "#server/http/kit/contract";
import { problem } from "#server/http/kit/problem";
import { readBody } from "#server/http/kit/read-body";
import { sameSecret } from "#server/http/same-secret";
import { cameFromStorePage } from "#server/http/store-page-origin";
import { escapeHtml } from "#domain/escape-html";
import type { StaffSessions } from "#server/commerce/staff/module";
import type { SandboxCourier, Tracking } from "#server/commerce/shipping/module";
import { adminMessages, staffCookie } from "./admin/http.ts";

export const DEV_COURIER_PATH = "/dev/courier";
/** A parcel's whole script takes under four days; a week covers it and its cash transfer. */
const MAX_ADVANCE_HOURS = 24 * 7;
/** The form field the page's buttons carry the member's CSRF token in (a form cannot send the admin's header). */
const CSRF_FIELD = "csrf";

const eventSchema = z.object({ code: z.string(), at: z.string(), description: z.string(), location: z.string().nullable() });
const parcelSchema = z.object({
  awb: z.string(),
  reference: z.string(),
  lockerId: z.string().nullable(),
  cashOnDeliveryMinor: z.number().int(),
  events: z.array(eventSchema),
});
const advanceSchema = z.object({ hours: z.coerce.number().int().min(1).max(MAX_ADVANCE_HOURS) });
const syncSchema = z.object({
  couriers: z.array(
    z.object({
      courier: z.string(),
      events: z.number().int().optional(),
      moved: z.number().int().optional(),
      skipped: z.string().optional(),
    }),
  ),
});

function parcelsPage(
  parcels: ReturnType<SandboxCourier["parcels"]>,
  pickups: ReturnType<SandboxCourier["pickups"]>,
  csrfToken: string,
): string {
  const token = `<input type="hidden" name="${CSRF_FIELD}" value="${escapeHtml(csrfToken)}">`;
  const rows = parcels
    .map((parcel) => {
      const last = parcel.events.at(-1);
      const action = (what: string, label: string, fields = "") =>
        `<form method="post" action="${DEV_COURIER_PATH}/parcels/${encodeURIComponent(parcel.awb)}/${what}">${token}${fields}<button>${label}</button></form>`;
      return `<tr><td>${escapeHtml(parcel.awb)}</td><td>${escapeHtml(parcel.reference)}</td><td>${escapeHtml(parcel.lockerId ?? "")}</td><td>${escapeHtml(last ? `${last.description} (${last.at})` : "")}</td><td>${action("advance", "+24 h", '<input type="hidden" name="hours" value="24">')}${action("refuse", "Refuse at the door")}</td></tr>`;
    })
    .join("\n");
  const table = parcels.length
    ? `<table><thead><tr><th scope="col">AWB</th><th scope="col">Reference</th><th scope="col">Locker</th><th scope="col">Last event</th><th scope="col">Actions</th></tr></thead><tbody>${rows}</tbody></table>`
    : "<p>No sandbox parcels since the store started.</p>";
  const visits = pickups.length
    ? `<h2>Pick-ups booked</h2><table><thead><tr><th scope="col">As</th><th scope="col">From</th><th scope="col">To</th><th scope="col">AWBs</th></tr></thead><tbody>${pickups
        .map(
          (pickup) =>
            `<tr><td>${escapeHtml(pickup.account)}</td><td>${pickup.from}</td><td>${pickup.to}</td><td>${escapeHtml(pickup.awbs.join(", "))}</td></tr>`,
        )
        .join("\n")}</tbody></table>`
    : "";
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Sandbox courier</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:64rem;padding:0 1rem;color:#1f2933}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.4rem .6rem;border-bottom:1px solid #ddd;vertical-align:top}form{display:inline-block;margin:0 .25rem .25rem 0}</style>
</head>
<body><h1>Sandbox courier</h1><p>Pretend parcels made since the store started, newest first (development only). Moving one forward makes the steps it skips happen now.</p>
<form method="post" action="${DEV_COURIER_PATH}/sync">${token}<button>Ask the couriers for news now</button></form>
${table}${visits}</body>
</html>`;
}

const signInPage = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Sandbox courier</title></head>
<body><h1>Sandbox courier</h1><p>Only staff who fulfil orders may use this page. <a href="/admin/login">Sign in to the admin</a>, then come back.</p></body>
</html>`;

/**
 * The routes, present only with a sandbox courier; `tracking` is what the recurring job runs, `sessions` and `baseUrl`
 * what tells a member of the staff from anyone else.
 */
export function devCourierRoutes({
  sandbox,
  tracking,
  sessions,
  baseUrl,
}: {
  sandbox: SandboxCourier | undefined;
  tracking: Pick<Tracking, "syncAll">;
  sessions: Pick<StaffSessions, "authenticate">;
  baseUrl: string;
}): Hono<{ Variables: { csrfToken: string } }> {
  const app = new Hono<{ Variables: { csrfToken: string } }>();
  const notFound = (c: Context) => problem(c, 404, "not_found", "Not found");
  // A form posted from the page answers with the page again; a program gets JSON.
  const fromProgram = (c: Context) => c.req.header("Content-Type")?.startsWith("application/json") ?? false;
  const answer = (c: Context, json: Record<string, unknown>) => (fromProgram(c) ? c.json(json) : c.redirect(DEV_COURIER_PATH, 303));

  app.use(`${DEV_COURIER_PATH}*`, async (c, next) => {
    if (!sandbox) return notFound(c);
    c.header("Cache-Control", "no-store");
    const messages = adminMessages(c);
    const token = staffCookie(c);
    const staff = token === undefined ? null : await sessions.authenticate(token);
    if (!staff) return c.req.path === DEV_COURIER_PATH ? c.html(signInPage, 401) : problem(c, 401, "signed_out", messages.signedOut);
    if (!can(staff.member.role, "orders.fulfil")) return problem(c, 403, "forbidden", messages.forbidden);
    if (c.req.method === "POST") {
      // As the admin's own door (admin-door.ts): sent from the store's pages, with the member's token.
      if (!cameFromStorePage(c, baseUrl)) return problem(c, 403, "not_from_admin", messages.notFromAdmin);
      const form = fromProgram(c) ? null : await c.req.parseBody({ all: true }).catch(() => null);
      const given = c.req.header(CSRF_HEADER) ?? (typeof form?.[CSRF_FIELD] === "string" ? form[CSRF_FIELD] : undefined);
      if (!sameSecret(given, staff.csrfToken)) return problem(c, 403, "csrf", messages.csrf);
    }
    c.set("csrfToken", staff.csrfToken);
    await next();
  });

  app.get(DEV_COURIER_PATH, (c) => c.html(parcelsPage(sandbox!.parcels(), sandbox!.pickups(), c.var.csrfToken)));

  app.get(
    `${DEV_COURIER_PATH}.json`,
    contract({
      summary: "The sandbox courier's parcels and their events (sandbox courier only; staff who fulfil orders)",
      tags: ["Development"],
      responses: { 200: { description: "Its parcels, newest first.", schema: z.object({ parcels: z.array(parcelSchema) }) } },
      problems: [401, 403, 404],
    }),
    (c) => c.json({ parcels: sandbox!.parcels() }),
  );

  app.post(
    `${DEV_COURIER_PATH}/parcels/:awb/advance`,
    contract({
      summary: "Moves a sandbox parcel's story forward by some hours (sandbox courier only; staff who fulfil orders)",
      description: "The steps it skips happen now, so the next tracking run hears them. A form post answers with the page.",
      tags: ["Development"],
      responses: { 200: { description: "Moved.", schema: z.object({ awb: z.string() }) }, 303: { description: "Back to the page." } },
      problems: [400, 401, 403, 404],
      requestBody: {
        description: "How many hours (1 to a week).",
        contentType: "application/json",
        schema: advanceSchema,
        alternative: { contentType: "application/x-www-form-urlencoded", schema: advanceSchema },
      },
    }),
    async (c) => {
      const read = await readBody(c, advanceSchema, { form: !fromProgram(c) });
      if (!read.ok) return read.response;
      const awb = c.req.param("awb");
      if (!sandbox!.advance(awb, read.value.hours)) return notFound(c);
      return answer(c, { awb });
    },
  );

  app.post(
    `${DEV_COURIER_PATH}/parcels/:awb/refuse`,
    contract({
      summary: "Makes a sandbox parcel be refused at the door and come back (sandbox courier only; staff who fulfil orders)",
      tags: ["Development"],
      responses: {
        200: { description: "It will be refused.", schema: z.object({ awb: z.string() }) },
        303: { description: "Back to the page." },
      },
      problems: [401, 403, 404],
    }),
    (c) => {
      const awb = c.req.param("awb");
      if (!sandbox!.refuse(awb)) return notFound(c);
      return answer(c, { awb });
    },
  );

  app.post(
    `${DEV_COURIER_PATH}/sync`,
    contract({
      summary: "Asks every enabled courier for its parcels' news now (sandbox courier only; staff who fulfil orders)",
      description: "What the tracking job does every 15 minutes, at once.",
      tags: ["Development"],
      responses: { 200: { description: "What each courier said.", schema: syncSchema }, 303: { description: "Back to the page." } },
      problems: [401, 403, 404],
    }),
    async (c) => answer(c, { couriers: await tracking.syncAll() }),
  );

  return app;
}
