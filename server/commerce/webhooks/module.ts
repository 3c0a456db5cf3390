/**
 * The webhooks module (issue 70 item 1, decision 0171): the owner's endpoints, the deliveries of the store's domain
 * events to them, signed the Standard Webhooks way, retried for three days and then dead-lettered. Its ports: an
 * order's number, totals and lines for the order topics (orders' `conversionFacts`, of which it sends no personal
 * data) and the staff notice that tells the owner an endpoint was disabled. Its handler queues the deliveries in
 * the event's transaction; its sweep sends them.
 */
import type { Infrastructure } from "#server/commerce/shared/infrastructure";
import type { NotifyStaff } from "#server/mail/staff-notice";
import {
  pruneWebhookDeliveries,
  sweepWebhookDeliveries,
  webhookHandler,
  webhookPoster,
  type WebhookOrderFactsOf,
  type WebhookPost,
} from "./deliveries.ts";
import { createWebhookAdmin, type WebhookAdmin } from "./endpoint-admin.ts";
import type { Resolve } from "./url-safety.ts";

/** What other modules and the server's layers use of this module's own files: reachable only through here. */
export type {
  WebhookAdmin,
  WebhookDeliveryView,
  WebhookEndpointView,
  WebhookForm,
  WebhookFormProblem,
  WebhookSaveOutcome,
} from "./endpoint-admin.ts";
export type { WebhookPost, SendOutcome } from "./deliveries.ts";

export interface WebhooksPorts extends Pick<Infrastructure, "config" | "db" | "clock" | "audit" | "mailer"> {
  /** An order's number, totals and lines (orders' `conversionFacts`): only those fields are sent. */
  orderFacts: WebhookOrderFactsOf;
  notifyStaff: NotifyStaff;
  /** Tests send through their own client and resolver; the store through `fetch` and DNS. */
  post?: WebhookPost;
  resolve?: Resolve;
}

export interface WebhooksServices {
  admin: WebhookAdmin;
  /** Sends the deliveries that are due; every instance runs it, safe together and after a kill (decision 0171). */
  sweep(): Promise<{ delivered: number; failed: number; dead: number }>;
  /** Deletes the deliveries the log no longer keeps; answers how many. Safe in every instance at once. */
  prune(): Promise<number>;
}

export function createWebhooksModule(ports: WebhooksPorts) {
  const { config, db, clock, audit, mailer, notifyStaff } = ports;
  const production = config.nodeEnv === "production";
  const post = ports.post ?? webhookPoster({ production, resolve: ports.resolve });
  const services: WebhooksServices = {
    admin: createWebhookAdmin({ db, clock, audit, production, resolve: ports.resolve }),
    sweep: () =>
      sweepWebhookDeliveries({
        db,
        clock,
        production,
        post,
        resolve: ports.resolve,
        async onDisabled(tx, endpoint) {
          // The host only: an endpoint's path or query may carry the receiver's own token.
          const ids = await notifyStaff(tx, {
            kind: "webhook_disabled",
            endpointId: endpoint.id,
            url: new URL(endpoint.url).host,
            failures: endpoint.failures,
          });
          return () => mailer.deliver(ids);
        },
      }),
    prune: () => pruneWebhookDeliveries(db, clock()),
  };
  return { services, handlers: { queueDeliveries: webhookHandler(ports.orderFacts) } };
}
