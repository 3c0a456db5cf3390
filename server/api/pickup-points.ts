/**
 * GET /api/pickup-points: the lockers and pick-up points the checkout's picker lists (issue 43 item 4), from the
 * store's own table the daily sync fills, so a shopper's search never waits on a courier. Only what suits the cart
 * is answered: the checkout sends its weight (and `cod=1` when paid on collection), the same facts the order's own
 * check reads, so a point listed here is one the order takes.
 */
import { Hono, type Context } from "hono";
import { isCourierId } from "#domain/shipments";
import { PICKUP_POINTS_MAX, pickupPointsAnswerSchema, pickupPointsQuerySchema, type PickupPointJson } from "#domain/pickup-point-schemas";
import { contract } from "#server/http/kit/contract";
import { problem } from "#server/http/kit/problem";
import { shopperLanguage } from "#server/http/shopper-language";
import type { RequestVariables } from "#server/http/request-logging";
import { clientAddress, rateLimit, type RateLimits } from "#server/limits/rate-limit";
import { REQUEST_MESSAGES } from "#server/messages/request";
import { PICKUP_POINT_MESSAGES } from "#server/messages/pickup-points";
import { DEFAULT_BOX_CM } from "#server/commerce/shipping/module";
import type { PickupPointQuery, PickupPointRow, PickupPoints } from "#server/commerce/shipping/module";

export const PICKUP_POINTS_PATH = "/api/pickup-points";
/** A shopper types and pans the list; a script walking every county is slowed. */
export const PICKUP_POINT_SEARCHES_PER_MINUTE = 60;
const DEFAULT_LIMIT = 20;
const MAX_TEXT = 80;
/** Heavier than any courier's locker takes. */
const MAX_WEIGHT_GRAMS = 1_000_000;

type Env = { Variables: RequestVariables };

export interface PickupPointRoutesOptions {
  pickupPoints: Pick<PickupPoints, "search" | "citiesIn">;
  rateLimits: RateLimits;
  trustProxyHops: number;
}

const pointJson = (row: PickupPointRow): PickupPointJson => ({
  courier: row.courier as PickupPointJson["courier"],
  id: row.externalId,
  kind: row.kind === "pickup_point" ? "pickup_point" : "locker",
  name: row.name,
  address: row.address,
  city: row.city,
  county: row.county,
  postalCode: row.postalCode,
  latitude: row.latitude,
  longitude: row.longitude,
  hours: row.hours,
  acceptsCash: row.acceptsCash,
  acceptsCard: row.acceptsCard,
});

const wholeNumber = (text: string | undefined) => (text !== undefined && /^\d{1,7}$/.test(text) ? Number(text) : Number.NaN);
const degrees = (text: string | undefined, max: number) => {
  const value = text !== undefined && /^-?\d{1,3}(\.\d{1,10})?$/.test(text) ? Number(text) : Number.NaN;
  return Math.abs(value) <= max ? value : Number.NaN;
};

/** The query read into a search, or every wrong parameter with its sentence. */
function readQuery(
  c: Context,
): { query: PickupPointQuery & { courier: NonNullable<PickupPointQuery["courier"]> } } | { fields: Record<string, string> } {
  const text = PICKUP_POINT_MESSAGES[shopperLanguage(c)];
  const asked = c.req.query();
  const fields: Record<string, string> = {};
  if (!isCourierId(asked.courier)) fields.courier = text.courier;
  for (const name of ["county", "city", "q"] as const) if ((asked[name] ?? "").length > MAX_TEXT) fields[name] = text.text(MAX_TEXT);
  const near =
    asked.lat !== undefined || asked.lng !== undefined
      ? { latitude: degrees(asked.lat, 90), longitude: degrees(asked.lng, 180) }
      : undefined;
  if (near && (Number.isNaN(near.latitude) || Number.isNaN(near.longitude)))
    fields[Number.isNaN(near.latitude) ? "lat" : "lng"] = text.place;
  const weight = asked.weight === undefined ? undefined : wholeNumber(asked.weight);
  if (weight !== undefined && !(weight >= 1 && weight <= MAX_WEIGHT_GRAMS)) fields.weight = text.weight;
  if (asked.cod !== undefined && asked.cod !== "0" && asked.cod !== "1") fields.cod = text.cod;
  const limit = asked.limit === undefined ? DEFAULT_LIMIT : wholeNumber(asked.limit);
  if (!(limit >= 1 && limit <= PICKUP_POINTS_MAX)) fields.limit = text.limit(PICKUP_POINTS_MAX);
  if (Object.keys(fields).length > 0 || !isCourierId(asked.courier)) return { fields };
  const trimmed = (value: string | undefined) => value?.trim() || undefined;
  return {
    query: {
      courier: asked.courier,
      county: trimmed(asked.county),
      city: trimmed(asked.city),
      text: trimmed(asked.q),
      ...(near ? { near } : {}),
      // The order's check puts the cart in the store's standard box: the list must not offer what it would refuse.
      ...(weight !== undefined ? { parcel: { weightGrams: weight, ...DEFAULT_BOX_CM } } : {}),
      cashOnDelivery: asked.cod === "1",
      limit,
    },
  };
}

export function pickupPointRoutes({ pickupPoints, rateLimits, trustProxyHops }: PickupPointRoutesOptions): Hono<Env> {
  const app = new Hono<Env>();
  app.get(
    PICKUP_POINTS_PATH,
    contract({
      summary: "Lockers and pick-up points of a courier",
      description:
        "Active points of the courier, synced daily, that take a cart of `weight` grams (and, with `cod=1`, some payment on " +
        `collection); by county, city and words, or nearest to \`lat\`,\`lng\`. At most ${PICKUP_POINTS_MAX}; ` +
        `${PICKUP_POINT_SEARCHES_PER_MINUTE} a minute per client; cached publicly for five minutes.`,
      tags: ["Checkout"],
      query: pickupPointsQuerySchema,
      responses: { 200: { description: "The points, and the county's cities.", schema: pickupPointsAnswerSchema } },
      problems: [400, 429],
      examples: [
        { name: "Cluj's easyboxes", query: { courier: "sameday", county: "Cluj", weight: "450", cod: "1" }, status: 200 },
        { name: "an unknown courier", query: { courier: "dhl" }, status: 400 },
      ],
    }),
    rateLimit({
      limiter: rateLimits.limiter({ bucket: "pickup-points.search", limit: PICKUP_POINT_SEARCHES_PER_MINUTE, windowMs: 60_000 }),
      key: (c) => clientAddress(c, trustProxyHops),
      onLimited: (c, seconds) => problem(c, 429, "rate_limited", REQUEST_MESSAGES[shopperLanguage(c)].tooMany(seconds)),
    }),
    async (c) => {
      const read = readQuery(c);
      if ("fields" in read)
        return problem(c, 400, "invalid_field", PICKUP_POINT_MESSAGES[shopperLanguage(c)].invalid, {
          field: Object.keys(read.fields)[0],
          fields: read.fields,
        });
      const { query } = read;
      const [rows, cities] = await Promise.all([
        pickupPoints.search(query),
        query.county ? pickupPoints.citiesIn(query.courier, query.county) : Promise.resolve([]),
      ]);
      // The same for every shopper asking the same; the daily sync changes it slowly.
      c.header("Cache-Control", "public, max-age=300");
      return c.json({ points: rows.map(pointJson), cities });
    },
  );
  return app;
}
