/**
 * The flow messages over a database alone, for the sweep's kill test and its child process: every address consents
 * (a newsletter subscriber), the default settings and texts, each flow's renderer, links signed with a test secret.
 */
import { DEFAULT_FLOW_SETTINGS } from "#domain/retention-flows";
import type { Database } from "#server/db/client";
import { createFlowLinks } from "#server/commerce/retention/flow-links";
import { createFlowMessages } from "#server/commerce/retention/flow-messages";
import { renderReviewRequestMessage } from "#server/commerce/retention/review-requests";
import { renderRefillReminderMessage } from "#server/commerce/retention/refill-reminders";
import { renderWelcomeMessage } from "#server/commerce/retention/welcome-series";
import { renderAbandonedCheckoutMessage } from "#server/commerce/retention/abandoned-checkouts";
import type { Mailer } from "#server/mail/outbox";

export function flowSweepParts(db: Database, mailer: Pick<Mailer, "enqueue" | "deliver">) {
  return createFlowMessages({
    db,
    clock: () => new Date(),
    mailer,
    branding: { brandName: "Elara", baseUrl: "https://shop.example", supportEmail: "suport@elara.ro" },
    links: createFlowLinks({ secret: () => "a test secret", baseUrl: "https://shop.example", clock: () => new Date() }),
    settings: {
      get: async () => DEFAULT_FLOW_SETTINGS,
      set: async (value) => value,
    },
    texts: { get: async () => ({}), set: async (value) => value },
    facts: { newsletterStanding: async () => "subscribed", isCustomer: async () => false },
    renderers: {
      review_request: renderReviewRequestMessage,
      refill_reminder: renderRefillReminderMessage,
      welcome: renderWelcomeMessage,
      abandoned_checkout: renderAbandonedCheckoutMessage,
    },
    onError: () => undefined,
  });
}
