/**
 * Domain events as the admin shows them (decision 0087): on an order's page, what its lifecycle published and how
 * each was delivered; on the audit page, the events that failed for good. Dates are ISO strings, as loader data are.
 */
import { z } from "zod";

/** Delivered (when, if the event settled after that was recorded), still waiting, or failed for good. */
export type AdminDomainEventDelivery =
  | { state: "done"; at: string | null }
  | { state: "pending"; attempts: number; nextAttemptAt: string; lastError: string | null }
  | { state: "dead"; attempts: number; lastError: string | null; at: string | null };

export interface AdminDomainEvent {
  id: number;
  type: string;
  aggregateType: string;
  aggregateId: string;
  /** The order's number when the aggregate is an order: its page's address. */
  orderNumber: number | null;
  createdAt: string;
  delivery: AdminDomainEventDelivery;
  /** The handlers that have had it, in the order they did. */
  handledBy: { handler: string; at: string }[];
}

/** Where an event type's words are kept: the texts' keys are dotted paths, so `order.paid` is `order_paid`. */
export const eventTypeKey = (type: string) => type.replaceAll(".", "_");

/** The owner's retry of a dead event (`POST /api/admin/events/{id}/retry`): the event back in the queue, due now. */
export const eventRetriedSchema = z.object({
  event: z.object({
    id: z.number().int(),
    type: z.string(),
    state: z.literal("pending"),
    attempts: z.number().int(),
    nextAttemptAt: z.iso.datetime(),
  }),
});

export type EventRetried = z.infer<typeof eventRetriedSchema>;
