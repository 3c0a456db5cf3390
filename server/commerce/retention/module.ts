/**
 * The retention module (decision 0134): the marketing flows that bring shoppers back (decision 0110), their planned
 * messages, links, the owner's settings and texts, and their results. It imports no module; its ports are narrow
 * questions the others answer: `AddressFacts` (newsletter standing, existing customer), `RefillFacts` (orders,
 * catalog, subscriptions), `ReviewRequestFacts` and `AddressOrders` (orders), the checkout's variants (catalog),
 * whether a code is honoured (promotions), back-in-stock figures (catalog) and its two settings (settings). Its
 * handlers plan the review requests, refill reminders and end abandoned checkouts from the orders' events.
 */
import type { Infrastructure } from "#server/commerce/shared/infrastructure";
import type { Database } from "#server/db/client";
import { FLOW_EMAILS } from "#server/mail/flow-emails";
import {
  abandonedCheckoutDueCheck,
  abandonedCheckoutHandlers,
  createAbandonedCheckouts,
  forgetAbandonedCheckouts,
  renderAbandonedCheckoutMessage,
  type AbandonedCheckouts,
  type CheckoutVariantsOf,
} from "./abandoned-checkouts.ts";
import { createFlowAdmin, type FlowAdmin } from "./flow-admin.ts";
import { createFlowLinks, type FlowLinks } from "./flow-links.ts";
import { createFlowMessages, type AddressFacts, type FlowMessages, type FlowSettingsStore, type FlowTextsStore } from "./flow-messages.ts";
import { createFlowResults, type AddressOrdersLookup } from "./flow-results.ts";
import { createFlowTextsAdmin, type FlowTextsAdmin } from "./flow-texts.ts";
import { refillDueCheck, refillReminderHandlers, renderRefillReminderMessage, type RefillFacts } from "./refill-reminders.ts";
import { renderReviewRequestMessage, reviewRequestHandlers, type ReviewRequestFactsOf } from "./review-requests.ts";
import { planWelcomeSeries, renderWelcomeMessage, welcomeDueCheck, type FirstSignup } from "./welcome-series.ts";

/** What other modules and the server's layers use of this module's own files: reachable only through here. */
export type { AbandonedCheckouts } from "./abandoned-checkouts.ts";
export type { FlowAdmin } from "./flow-admin.ts";
export { FLOW_CLICK_PATH, FLOW_UNSUBSCRIBE_PATH } from "./flow-links.ts";
export type { FlowMessages } from "./flow-messages.ts";
export type { FlowDraftProblem, FlowTextsAdmin } from "./flow-texts.ts";

/** A setting kept in the store settings, with when and by whom it was last saved. */
type KeptSetting<Store extends { get(tx?: Database): Promise<unknown> }> = Store & {
  lastChange(): Promise<{ updatedAt: Date | null; updatedBy: string | null }>;
};

export interface RetentionPorts extends Pick<Infrastructure, "config" | "db" | "clock" | "mailer" | "branding" | "onError"> {
  flowSettings: KeptSetting<FlowSettingsStore>;
  flowTexts: KeptSetting<FlowTextsStore>;
  addressFacts: AddressFacts;
  refillFacts: RefillFacts;
  reviewRequestFacts: ReviewRequestFactsOf;
  checkoutVariantsOf: CheckoutVariantsOf;
  addressOrders: AddressOrdersLookup;
  /** The code as honoured now, or null (promotions). */
  honouredCode(code: string, tx?: Database): Promise<string | null>;
  backInStockFigures: Parameters<typeof createFlowAdmin>[0]["backInStockFigures"];
  signingSecret: () => string;
}

export interface RetentionServices {
  messages: FlowMessages;
  links: FlowLinks;
  /** The owner's controls and each flow's results against its holdout (decision 0113). */
  admin: FlowAdmin;
  texts: FlowTextsAdmin;
  abandonedCheckouts: AbandonedCheckouts;
  /** Plans the welcome series in a first newsletter sign-up's transaction (newsletter's port). */
  welcome(tx: Database, signup: FirstSignup): Promise<void>;
}

export function createRetentionModule(ports: RetentionPorts) {
  const { config, db, clock, mailer, branding, onError, flowSettings, flowTexts, refillFacts } = ports;
  const links = createFlowLinks({ secret: ports.signingSecret, baseUrl: config.baseUrl, clock });
  // The last abandoned-checkout email's code: the owner's, while promotions still honours it.
  const incentiveCodeOf = async (tx: Database) => {
    const code = (await flowSettings.get(tx)).flows.abandoned_checkout.incentiveCode;
    return code ? ports.honouredCode(code, tx) : null;
  };
  const messages = createFlowMessages({
    db,
    clock,
    mailer,
    branding,
    links,
    settings: flowSettings,
    texts: flowTexts,
    facts: ports.addressFacts,
    renderers: {
      review_request: renderReviewRequestMessage,
      refill_reminder: renderRefillReminderMessage,
      welcome: renderWelcomeMessage,
      abandoned_checkout: renderAbandonedCheckoutMessage,
    },
    dueChecks: {
      refill_reminder: refillDueCheck(refillFacts),
      welcome: welcomeDueCheck(flowSettings),
      abandoned_checkout: abandonedCheckoutDueCheck(incentiveCodeOf),
    },
    forget: (now) => forgetAbandonedCheckouts(db, now),
    onError,
  });
  const services: RetentionServices = {
    messages,
    links,
    admin: createFlowAdmin({
      store: messages.settings,
      codeHonoured: async (code) => (await ports.honouredCode(code)) !== null,
      lastChange: () => flowSettings.lastChange(),
      results: createFlowResults({ db, addressOrders: ports.addressOrders }),
      backInStockFigures: ports.backInStockFigures,
    }),
    texts: createFlowTextsAdmin({
      db,
      store: messages.texts,
      lastChange: () => flowTexts.lastChange(),
      emails: FLOW_EMAILS,
      branding,
      mailer,
    }),
    abandonedCheckouts: createAbandonedCheckouts({ db, clock, messages, variantsOf: ports.checkoutVariantsOf }),
    welcome: (tx, signup) => planWelcomeSeries(messages)(tx, signup),
  };
  return {
    services,
    handlers: {
      reviewRequests: reviewRequestHandlers({ messages, factsOf: ports.reviewRequestFacts }),
      refillReminders: refillReminderHandlers({ messages, facts: refillFacts }),
      abandonedCheckouts: abandonedCheckoutHandlers({
        emailOf: async (tx, orderId) => (await refillFacts.orderOf(tx, orderId))?.email ?? null,
      }),
    },
  };
}
