/**
 * `GET /api/pickup-points` as schemas (decision 0091): the checkout's locker picker takes its types from here with
 * `import type`, so its chunk carries no zod.
 */
import { z } from "zod";
import { COURIER_IDS } from "./shipments.ts";

/** The most points one answer lists; the picker narrows by county, city or words rather than paging. */
export const PICKUP_POINTS_MAX = 50;

export const pickupPointsQuerySchema = z.object({
  courier: z.enum(COURIER_IDS).describe("The courier of the shipping service chosen."),
  county: z.string().optional().describe("A county, as the points name it (`Cluj`, `București`); any case."),
  city: z.string().optional().describe("The start of a city's name."),
  q: z.string().optional().describe("Words of the point's name or address; at most 80 characters."),
  lat: z.string().optional().describe("With `lng`: nearest first, from where the shopper shared they are."),
  lng: z.string().optional(),
  weight: z.string().optional().describe("The cart's weight in grams: points that cannot take it are left out."),
  cod: z.enum(["0", "1"]).optional().describe("`1`: paid on collection, so points taking neither cash nor card are left out."),
  limit: z.string().optional().describe(`1 to ${PICKUP_POINTS_MAX}; default 20.`),
});

export const pickupPointJsonSchema = z
  .object({
    courier: z.enum(COURIER_IDS),
    id: z.string().describe("The courier's own id of the point: the order's `pickupPointId`."),
    kind: z.enum(["locker", "pickup_point"]),
    name: z.string(),
    address: z.string(),
    city: z.string(),
    county: z.string(),
    postalCode: z.string().nullable(),
    latitude: z.number(),
    longitude: z.number(),
    hours: z.string().nullable().describe("As the courier writes them."),
    acceptsCash: z.boolean(),
    acceptsCard: z.boolean(),
  })
  .meta({ id: "PickupPoint" });

export const pickupPointsAnswerSchema = z.object({
  points: z.array(pickupPointJsonSchema),
  cities: z
    .array(z.string())
    .describe("With `county`: every city of that county where the courier has a point, for the picker's city list."),
});

export type PickupPointJson = z.infer<typeof pickupPointJsonSchema>;
export type PickupPointsAnswer = z.infer<typeof pickupPointsAnswerSchema>;
