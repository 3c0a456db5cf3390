/**
 * Staff's AWBs (issue 43 item 3, docs/api.md "Store admin: AWBs and labels"), under /api/admin, for members who may
 * fulfil orders: POST /orders/{number}/awb {courier?, service?, parcels?} makes the order's AWB with what the order
 * proposes (its service's courier, the shopper's locker), changed where staff say, once however often it is pressed;
 * POST /orders/ship-batch {orderNumbers, format} does that for up to 50 orders and answers one labels address;
 * POST /shipments/{id}/cancel calls an AWB back while the courier allows it; GET /shipments/labels.pdf?ids=…&format=
 * prints the labels of several AWBs, whatever their couriers, as one PDF.
 */
import { taggedContract } from "../route-kit.ts";
import type { Context } from "hono";
import { z } from "zod";
import {
  awbAnswerSchema,
  cancelAwbAnswerSchema,
  COURIER_NAMES,
  createAwbSchema,
  LABEL_FORMATS,
  labelsQuerySchema,
  labelsUrl,
  readShipmentIds,
  shipBatchAnswerSchema,
  shipBatchSchema,
  type BatchResult,
} from "#domain/admin/shipments";
import type { AwbDesk, DeskOutcome, Awbs } from "#server/commerce/shipping/module";
import { CarrierError } from "#server/commerce/shipping/module";
import { problem } from "#server/http/kit/problem";
import { body, type FieldDescriber } from "#server/http/kit/read-body";
import { shopperLanguage } from "#server/http/shopper-language";
import { ADMIN_SHIPMENT_MESSAGES, type AdminShipmentMessages } from "#server/messages/admin/shipments";
import { ADMIN_API } from "./auth.ts";
import { adminBodyLimit, adminRouteGroups, type AdminRouteOptions, type AdminRoutes } from "./door.ts";
import { staffActor } from "./http.ts";

export interface AdminShipmentRoutesOptions extends AdminRouteOptions {
  desk: AwbDesk;
  awbs: Pick<Awbs, "labels">;
}

const described = taggedContract(["Admin: AWBs"]);
const idParam = z.coerce.number().int().positive().max(2_147_483_647);
/** The courier is asked again after this; nothing was lost meanwhile. */
const RETRY_AFTER_SECONDS = "5";

type Refusal = { status: 404 | 409 | 422 | 503; code: string; error: string; field?: string };

/** Why the desk made no AWB, as the one-order route and each line of a batch say it. */
function refusalOf(outcome: Exclude<DeskOutcome, { kind: "created" }>, messages: AdminShipmentMessages): Refusal {
  switch (outcome.kind) {
    case "not_found":
      return { status: 404, code: "not_found", error: messages.refused.not_found };
    case "not_shippable":
    case "in_progress":
      return { status: 409, code: outcome.kind, error: messages.refused[outcome.kind] };
    case "courier_unavailable":
      return { status: 503, code: "courier_unavailable", error: messages.refused.courier_unavailable };
    case "courier_refused":
      return { status: 422, code: "courier_refused", error: messages.courierRefused(outcome.message) };
    case "courier_not_enabled":
    case "no_courier":
      return { status: 422, code: outcome.kind, error: messages.refused[outcome.kind], field: "courier" };
    case "no_locker":
      return { status: 422, code: "no_locker", error: messages.refused.no_locker, field: "service" };
    case "locker_elsewhere":
      return { status: 422, code: "locker_elsewhere", error: messages.lockerElsewhere(COURIER_NAMES[outcome.courier]), field: "courier" };
  }
}

const messages = (c: Context) => ADMIN_SHIPMENT_MESSAGES[shopperLanguage(c)];
const describeField: FieldDescriber = ({ problem: name, field }, c) => messages(c).field(name, field);

function refuse(c: Context, { status, code, error, field }: Refusal) {
  return problem(
    c,
    status,
    code,
    error,
    field ? { field, fields: { [field]: error } } : {},
    status === 503 ? { "Retry-After": RETRY_AFTER_SECONDS } : undefined,
  );
}

function badField(c: Context, field: "ids" | "format") {
  const error = messages(c).field(field, field);
  return problem(c, 400, "invalid", error, { field, fields: { [field]: error } });
}

export function adminShipmentRoutes(options: AdminShipmentRoutesOptions): AdminRoutes {
  return adminRouteGroups(options, [awbCreationRoutes, awbCancelRoute, awbLabelsRoute]);
}

/** AWBs made for a batch of orders or for one. */
function awbCreationRoutes(app: AdminRoutes, { desk, door, trustProxyHops }: AdminShipmentRoutesOptions) {
  app.post(
    `${ADMIN_API}/orders/ship-batch`,
    described({
      summary: "Make the AWBs of several orders and answer one PDF of their labels",
      description:
        "Each order's AWB is made as `POST /orders/{number}/awb` makes it, with what the order proposes, one after " +
        "another; each order's outcome is reported, and a refusal of one does not stop the others. Pressed again, " +
        "it answers the AWBs already made (`repeated`).",
      responses: { 200: { description: "Each order's outcome, and the labels of those made.", schema: shipBatchAnswerSchema } },
      problems: [400, 413],
      examples: [{ name: "no orders", body: { orderNumbers: [], format: "a6" }, status: 400 }],
    }),
    door.permit("orders.fulfil"),
    adminBodyLimit(),
    body(shipBatchSchema, describeField),
    async (c) => {
      const { orderNumbers, format } = c.req.valid("json");
      const actor = staffActor(c, trustProxyHops);
      const results: BatchResult[] = [];
      const made: string[] = [];
      // One after another: a courier's session is shared, and a day's batch is small enough to wait for.
      for (const orderNumber of orderNumbers) {
        const outcome = await desk.create(orderNumber, {}, actor);
        if (outcome.kind === "created") {
          if (!outcome.repeated) made.push(outcome.shipment.courier);
          results.push({
            orderNumber,
            outcome: outcome.repeated ? "repeated" : "created",
            code: null,
            message: null,
            shipmentId: outcome.shipment.id,
            awb: outcome.shipment.awb,
          });
        } else {
          const { code, error } = refusalOf(outcome, messages(c));
          results.push({ orderNumber, outcome: "refused", code, message: error, shipmentId: null, awb: null });
        }
      }
      const shipmentIds = results.flatMap((result) => (result.shipmentId === null ? [] : [result.shipmentId]));
      return c.json({
        results,
        shipmentIds,
        labelsUrl: shipmentIds.length > 0 ? labelsUrl(shipmentIds, format) : null,
        pickups: await desk.bookPickups(made),
      });
    },
  );

  app.post(
    `${ADMIN_API}/orders/:number/awb`,
    described({
      summary: "Make an order's AWB with its courier (once, however often it is pressed) and ship the order",
      description:
        "Left out, the courier is the order's shipping service's (or the shopper's locker's), the service `locker` " +
        "where the shopper chose one, and one parcel of the order's weight. The order is shipped with the AWB and the " +
        "shopper emailed it. 503 `courier_unavailable`: the courier did not answer; pressing again finds or makes the " +
        "AWB without a second parcel.",
      responses: {
        201: { description: "The AWB made now.", schema: awbAnswerSchema },
        200: { description: "The order had its AWB already (`repeated`); nothing was asked of the courier.", schema: awbAnswerSchema },
      },
      problems: [400, 404, 409, 413, 422, 503],
      examples: [{ name: "an unknown order", params: { number: "999999" }, body: {}, status: 404 }],
    }),
    door.permit("orders.fulfil"),
    adminBodyLimit(),
    body(createAwbSchema, describeField),
    async (c) => {
      const number = idParam.safeParse(c.req.param("number"));
      if (!number.success) return refuse(c, refusalOf({ kind: "not_found" }, messages(c)));
      const outcome = await desk.create(number.data, c.req.valid("json"), staffActor(c, trustProxyHops));
      if (outcome.kind !== "created") return refuse(c, refusalOf(outcome, messages(c)));
      const [pickup] = outcome.repeated ? [] : await desk.bookPickups([outcome.shipment.courier]);
      return c.json(
        { repeated: outcome.repeated, shipment: await desk.view(outcome.shipment), pickup: pickup ?? null },
        outcome.repeated ? 200 : 201,
      );
    },
  );
}

function awbCancelRoute(app: AdminRoutes, { desk, door, trustProxyHops }: AdminShipmentRoutesOptions) {
  app.post(
    `${ADMIN_API}/shipments/:id/cancel`,
    described({
      summary: "Cancel an AWB the courier has not yet scanned",
      description: "After it, a new AWB may be made for the order; it corrects the tracking number the shopper was sent.",
      responses: { 200: { description: "The AWB cancelled (or cancelled already).", schema: cancelAwbAnswerSchema } },
      problems: [404, 409, 503],
      examples: [{ name: "an unknown parcel", params: { id: "999999" }, status: 404 }],
    }),
    door.permit("orders.fulfil"),
    async (c) => {
      const id = idParam.safeParse(c.req.param("id"));
      const outcome = id.success ? await desk.cancel(id.data, staffActor(c, trustProxyHops)) : "not_found";
      if (outcome === "not_found") return problem(c, 404, "not_found", messages(c).shipmentNotFound);
      if (outcome === "too_late") return problem(c, 409, "too_late", messages(c).tooLate);
      if (outcome === "courier_unavailable")
        return problem(c, 503, "courier_unavailable", messages(c).cancelUnavailable, {}, { "Retry-After": RETRY_AFTER_SECONDS });
      return c.json({ shipment: (await desk.shipment(id.data!))! });
    },
  );
}

function awbLabelsRoute(app: AdminRoutes, { awbs, door }: AdminShipmentRoutesOptions) {
  app.get(
    `${ADMIN_API}/shipments/labels.pdf`,
    described({
      summary: "Print the labels of several AWBs as one PDF, whatever their couriers",
      query: labelsQuerySchema,
      responses: { 200: { description: "One PDF, the labels in the order asked.", contentType: "application/pdf" } },
      problems: [400, 404, 503],
      examples: [
        { name: "ids that are not numbers", query: { ids: "1,x" }, status: 400 },
        { name: "an unknown parcel", query: { ids: "999999", format: "a4" }, status: 404 },
      ],
    }),
    door.permit("orders.fulfil"),
    async (c) => {
      const ids = readShipmentIds(c.req.query("ids"));
      if (!ids) return badField(c, "ids");
      const format = c.req.query("format") ?? "a6";
      if (!(LABEL_FORMATS as readonly string[]).includes(format)) return badField(c, "format");
      let pdf: Uint8Array | null;
      try {
        pdf = await awbs.labels(ids, format === "a4" ? "pdf-a4" : "pdf-a6");
      } catch (error) {
        if (!(error instanceof CarrierError)) throw error;
        return problem(c, 503, "courier_unavailable", messages(c).labelsUnavailable, {}, { "Retry-After": RETRY_AFTER_SECONDS });
      }
      if (!pdf) return problem(c, 404, "not_found", messages(c).labelsMissing, { field: "ids" });
      return c.body(new Uint8Array(pdf), 200, {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="awb-${ids.length === 1 ? ids[0] : `${ids.length}-labels`}.pdf"`,
        "Cache-Control": "no-store",
      });
    },
  );
}
