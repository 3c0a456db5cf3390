/**
 * A parcel's task marked done (issue 43 item 5, decision 0092), JSON under /api/admin: a parcel refused, coming back,
 * back at the shop or lost leaves the dashboard's list once staff have dealt with it. Fulfilment's and the owner's,
 * audited (`parcel.task_close`); a second press answers the first's time and changes nothing; 404 for a parcel that
 * does not exist, 409 for one that is not a task (on its way, delivered, a return's own parcel).
 */
import { parcelTaskClosedSchema } from "#domain/parcel-tasks";
import type { ParcelTasks } from "#server/commerce/shipping/module";
import { contract } from "#server/http/kit/contract";
import { problem } from "#server/http/kit/problem";
import { shopperLanguage } from "#server/http/shopper-language";
import { ADMIN_PARCEL_TASK_MESSAGES } from "#server/messages/admin/parcel-tasks";
import { ADMIN_API } from "./auth.ts";
import { adminRouteModule } from "./door.ts";
import { staffActor } from "./http.ts";

/** An id as the shipments table numbers them; anything else names no parcel. */
const SHIPMENT_ID = /^[1-9]\d{0,8}$/;

export const adminParcelTaskRoutes = adminRouteModule<{ parcelTasks: Pick<ParcelTasks, "close"> }>(
  (app, { parcelTasks, door, trustProxyHops }) => {
    app.post(
      `${ADMIN_API}/shipments/:id/close-task`,
      contract({
        summary: "Mark a refused, returned or lost parcel dealt with",
        tags: ["Admin: shipping"],
        responses: { 200: { description: "The task, closed now or by an earlier press.", schema: parcelTaskClosedSchema } },
        problems: [404, 409],
        examples: [{ name: "an unknown parcel", params: { id: "987654" }, status: 404 }],
      }),
      door.permit("orders.fulfil"),
      async (c) => {
        const messages = ADMIN_PARCEL_TASK_MESSAGES[shopperLanguage(c)];
        const param = c.req.param("id");
        if (!SHIPMENT_ID.test(param)) return problem(c, 404, "not_found", messages.unknown(param.slice(0, 20)), { field: "id" });
        const shipmentId = Number(param);
        const outcome = await parcelTasks.close(shipmentId, staffActor(c, trustProxyHops));
        if (outcome.kind === "not_found") return problem(c, 404, "not_found", messages.unknown(param), { field: "id" });
        if (outcome.kind === "not_a_task")
          return problem(c, 409, "not_a_task", messages.notATask(shipmentId), { field: "id", parcelStatus: outcome.status });
        return c.json({ shipmentId, closedAt: outcome.closedAt.toISOString(), changed: outcome.changed });
      },
    );
  },
);
