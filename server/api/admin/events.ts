/**
 * The owner's retry of a domain event that failed for good (decision 0087), JSON under /api/admin: back in the
 * dispatcher's queue, due now, audited (`event.retry`); 404 for an event that does not exist, 409 for one that is
 * not dead.
 */
import { eventRetriedSchema } from "#domain/admin/domain-events";
import type { EventLog } from "#server/events/event-log";
import { contract } from "#server/http/kit/contract";
import { problem } from "#server/http/kit/problem";
import { shopperLanguage } from "#server/http/shopper-language";
import { ADMIN_EVENT_MESSAGES } from "#server/messages/admin/events";
import { ADMIN_API } from "./auth.ts";
import { adminRouteModule } from "./door.ts";
import { staffActor } from "./http.ts";

/** An id as the events table numbers them; anything else names no event. */
const EVENT_ID = /^[1-9]\d{0,14}$/;

export const adminEventRoutes = adminRouteModule<{ eventLog: Pick<EventLog, "retryDead"> }>((app, { eventLog, door, trustProxyHops }) => {
  app.post(
    `${ADMIN_API}/events/:id/retry`,
    contract({
      summary: "Retry a domain event that failed for good",
      tags: ["Admin: events"],
      responses: { 200: { description: "The event, back in the queue and due now.", schema: eventRetriedSchema } },
      problems: [404, 409],
      examples: [{ name: "an unknown event", params: { id: "987654" }, status: 404 }],
    }),
    door.permit("events.retry"),
    async (c) => {
      const messages = ADMIN_EVENT_MESSAGES[shopperLanguage(c)];
      const param = c.req.param("id");
      if (!EVENT_ID.test(param)) return problem(c, 404, "not_found", messages.unknown(param.slice(0, 20)), { field: "id" });
      const id = Number(param);
      const outcome = await eventLog.retryDead(id, staffActor(c, trustProxyHops));
      if (!outcome.ok && outcome.reason === "unknown") return problem(c, 404, "not_found", messages.unknown(String(id)), { field: "id" });
      if (!outcome.ok)
        return problem(c, 409, "not_dead", messages.notDead(id, messages.states[outcome.state] ?? outcome.state), {
          field: "id",
          state: outcome.state,
        });
      const { event } = outcome;
      return c.json({
        event: {
          id: event.id,
          type: event.type,
          state: "pending" as const,
          attempts: event.attempts,
          nextAttemptAt: event.nextAttemptAt.toISOString(),
        },
      });
    },
  );
});
