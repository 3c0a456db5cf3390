/**
 * /dev/courier: the sandbox courier's parcels, and the buttons a real courier's day presses (issue 43, decision 0092):
 * move a parcel forward by some hours, have it refused at the door, and ask every courier for its news now instead
 * of in fifteen minutes. For a developer, a demo and the browser tests, which cannot wait a day for a parcel to
 * arrive. It exists only where the sandbox courier does (outside production, or `COURIER_SANDBOX=1`): its parcels are
 * pretend ones, so nothing here can move a real parcel; everywhere else every path answers 404.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import { contract } from "#server/http/kit/contract";
import { problem } from "#server/http/kit/problem";
import { readBody } from "#server/http/kit/read-body";
import { escapeHtml } from "#domain/escape-html";
import type { SandboxCourier } from "#server/commerce/shipping/carriers/sandbox-courier";
import type { Tracking } from "#server/commerce/shipping/tracking";

export const DEV_COURIER_PATH = "/dev/courier";
/** A parcel's whole script takes under four days; a week covers it and its cash transfer. */
const MAX_ADVANCE_HOURS = 24 * 7;

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

function parcelsPage(parcels: ReturnType<SandboxCourier["parcels"]>, pickups: ReturnType<SandboxCourier["pickups"]>): string {
  const rows = parcels
    .map((parcel) => {
      const last = parcel.events.at(-1);
      const action = (what: string, label: string, fields = "") =>
        `<form method="post" action="${DEV_COURIER_PATH}/parcels/${encodeURIComponent(parcel.awb)}/${what}">${fields}<button>${label}</button></form>`;
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
<form method="post" action="${DEV_COURIER_PATH}/sync"><button>Ask the couriers for news now</button></form>
${table}${visits}</body>
</html>`;
}

/** The routes, present only with a sandbox courier; `tracking` is what the recurring job runs. */
export function devCourierRoutes({
  sandbox,
  tracking,
}: {
  sandbox: SandboxCourier | undefined;
  tracking: Pick<Tracking, "syncAll">;
}): Hono {
  const app = new Hono();
  const notFound = (c: Context) => problem(c, 404, "not_found", "Not found");
  // A form posted from the page answers with the page again; a program gets JSON.
  const fromProgram = (c: Context) => c.req.header("Content-Type")?.startsWith("application/json") ?? false;
  const answer = (c: Context, json: Record<string, unknown>) => (fromProgram(c) ? c.json(json) : c.redirect(DEV_COURIER_PATH, 303));

  app.use(`${DEV_COURIER_PATH}*`, async (c, next) => {
    if (!sandbox) return notFound(c);
    // Another site's page cannot press these buttons: a browser says where a request comes from.
    if (c.req.method === "POST" && c.req.header("Sec-Fetch-Site") === "cross-site")
      return problem(c, 403, "cross_site", "Cross-site request");
    await next();
    c.header("Cache-Control", "no-store");
  });

  app.get(DEV_COURIER_PATH, (c) => c.html(parcelsPage(sandbox!.parcels(), sandbox!.pickups())));

  app.get(
    `${DEV_COURIER_PATH}.json`,
    contract({
      summary: "The sandbox courier's parcels and their events (outside production only)",
      tags: ["Development"],
      responses: { 200: { description: "Its parcels, newest first.", schema: z.object({ parcels: z.array(parcelSchema) }) } },
      problems: [404],
    }),
    (c) => c.json({ parcels: sandbox!.parcels() }),
  );

  app.post(
    `${DEV_COURIER_PATH}/parcels/:awb/advance`,
    contract({
      summary: "Moves a sandbox parcel's story forward by some hours (outside production only)",
      description: "The steps it skips happen now, so the next tracking run hears them. A form post answers with the page.",
      tags: ["Development"],
      responses: { 200: { description: "Moved.", schema: z.object({ awb: z.string() }) }, 303: { description: "Back to the page." } },
      problems: [400, 403, 404],
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
      summary: "Makes a sandbox parcel be refused at the door and come back (outside production only)",
      tags: ["Development"],
      responses: {
        200: { description: "It will be refused.", schema: z.object({ awb: z.string() }) },
        303: { description: "Back to the page." },
      },
      problems: [403, 404],
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
      summary: "Asks every enabled courier for its parcels' news now (outside production only)",
      description: "What the tracking job does every 15 minutes, at once.",
      tags: ["Development"],
      responses: { 200: { description: "What each courier said.", schema: syncSchema }, 303: { description: "Back to the page." } },
      problems: [403, 404],
    }),
    async (c) => answer(c, { couriers: await tracking.syncAll() }),
  );

  return app;
}
