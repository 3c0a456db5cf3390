/**
 * The owner's retry of a domain event that failed for good (decision 0087), JSON under /api/admin:
 *
 * - POST /events/{id}/retry → {event: {id, type, state: "pending", attempts, nextAttemptAt}}: back in the dispatcher's
 *   queue, due now, audited (`event.retry`); 404 for an event that does not exist, 409 for one that is not dead.
 */
import { Hono } from "hono";
import type { Language } from "#domain/locale";
import type { StaffSessions } from "#server/commerce/staff/staff-sessions";
import type { EventLog } from "#server/events/event-log";
import { shopperLanguage } from "#server/http/shopper-language";
import { ADMIN_API } from "./admin-auth.ts";
import { adminFailure, requireStaff, staffActor, type AdminVariables } from "./admin-http.ts";

const MESSAGES: Record<
  Language,
  { unknown: (id: string) => string; notDead: (id: number, state: string) => string; states: Record<string, string> }
> = {
  ro: {
    unknown: (id) => `Evenimentul ${id} nu există.`,
    notDead: (id, state) => `Evenimentul ${id} nu a eșuat definitiv (este ${state}), deci nu are ce reîncerca.`,
    states: { pending: "în așteptare", done: "livrat" },
  },
  en: {
    unknown: (id) => `There is no event ${id}.`,
    notDead: (id, state) => `Event ${id} has not failed for good (it is ${state}), so there is nothing to retry.`,
    states: { pending: "waiting", done: "delivered" },
  },
};

/** An id as the events table numbers them; anything else names no event. */
const EVENT_ID = /^[1-9]\d{0,14}$/;

export function adminEventRoutes({
  eventLog,
  sessions,
  baseUrl,
  trustProxyHops,
}: {
  eventLog: Pick<EventLog, "retryDead">;
  sessions: StaffSessions;
  baseUrl: string;
  trustProxyHops: number;
}): Hono<{ Variables: AdminVariables }> {
  const app = new Hono<{ Variables: AdminVariables }>();

  app.post(`${ADMIN_API}/events/:id/retry`, requireStaff({ sessions, baseUrl }, "events.retry"), async (c) => {
    const messages = MESSAGES[shopperLanguage(c)];
    const param = c.req.param("id");
    if (!EVENT_ID.test(param)) return adminFailure(c, 404, messages.unknown(param.slice(0, 20)), "id");
    const id = Number(param);
    const outcome = await eventLog.retryDead(id, staffActor(c, trustProxyHops));
    if (!outcome.ok && outcome.reason === "unknown") return adminFailure(c, 404, messages.unknown(String(id)), "id");
    if (!outcome.ok) return adminFailure(c, 409, messages.notDead(id, messages.states[outcome.state] ?? outcome.state), "id");
    const { event } = outcome;
    return c.json({
      event: {
        id: event.id,
        type: event.type,
        state: event.state,
        attempts: event.attempts,
        nextAttemptAt: event.nextAttemptAt.toISOString(),
      },
    });
  });

  return app;
}
