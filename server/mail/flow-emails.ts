/**
 * Every flow's email, by flow (decision 0116): what the owner's texts editor lists and previews, and what the admin
 * checks an owner's text against. A flow added to `FLOWS` registers here.
 */
import type { Flow } from "#domain/retention-flows";
import { ABANDONED_CHECKOUT_EMAIL } from "./abandoned-checkout.ts";
import type { FlowEmail } from "./flow-email.ts";
import { REFILL_REMINDER_EMAIL } from "./refill-reminder.ts";
import { REVIEW_REQUEST_EMAIL } from "./review-request.ts";
import { WELCOME_EMAIL } from "./welcome-series.ts";

export const FLOW_EMAILS: Record<Flow, FlowEmail<never>> = {
  review_request: REVIEW_REQUEST_EMAIL,
  refill_reminder: REFILL_REMINDER_EMAIL,
  welcome: WELCOME_EMAIL,
  abandoned_checkout: ABANDONED_CHECKOUT_EMAIL,
};
