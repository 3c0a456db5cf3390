/**
 * What may happen to a subscription in each state (issue 18 item 6), and which event each action leaves in
 * its history. The portal shows only the actions allowed here; the services check again, inside the
 * transaction that holds the subscription's row, so a cancellation racing the renewal job is settled once.
 * The diagram is in docs/subscriptions.md.
 */

export const SUBSCRIPTION_STATES = ["active", "paused", "past_due", "cancelled"] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

export const SUBSCRIPTION_EVENT_KINDS = [
  "created",
  "skipped",
  "skip_undone",
  "paused",
  "resumed",
  "rescheduled",
  "changed",
  "renewal_created",
  "charge_failed",
  "charge_recovered",
  "cancelled",
] as const;
export type SubscriptionEventKind = (typeof SUBSCRIPTION_EVENT_KINDS)[number];

/** The domain events a subscription publishes (decision 0090): one per entry of its history, of the same kind. */
export const SUBSCRIPTION_EVENT_TYPES = SUBSCRIPTION_EVENT_KINDS.map((kind) => `subscription.${kind}` as const);
export type SubscriptionEventType = `subscription.${SubscriptionEventKind}`;

/** Why a customer cancels (the portal's list); `other` comes with the customer's own words. */
export const CANCEL_REASONS = [
  "too_much_product",
  "too_expensive",
  "not_seeing_results",
  "side_effects",
  "another_product",
  "other",
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** Who acts: `customer` and `staff` only through the portal's actions, `system` (the renewal job) only through its own. */
export type SubscriptionActor = "customer" | "staff" | "system";

interface Transition {
  from: Partial<Record<SubscriptionState, SubscriptionState>>;
  event: SubscriptionEventKind;
  by: "people" | "system";
}

const TRANSITIONS = {
  skip: { from: { active: "active" }, event: "skipped", by: "people" },
  undo_skip: { from: { active: "active" }, event: "skip_undone", by: "people" },
  // Pausing again while paused changes how long the pause lasts.
  pause: { from: { active: "paused", paused: "paused" }, event: "paused", by: "people" },
  resume: { from: { paused: "active" }, event: "resumed", by: "people" },
  reschedule: { from: { active: "active" }, event: "rescheduled", by: "people" },
  deliver_now: { from: { active: "active" }, event: "renewal_created", by: "people" },
  // Interval, quantity, variant, address or card: a new card is how a past-due subscription is put right.
  change: { from: { active: "active", paused: "paused", past_due: "past_due" }, event: "changed", by: "people" },
  cancel: { from: { active: "cancelled", paused: "cancelled", past_due: "cancelled" }, event: "cancelled", by: "people" },
  // The job: a renewal on its day, and a paused subscription whose resume day has come renews and is active again.
  renew: { from: { active: "active", paused: "active" }, event: "renewal_created", by: "system" },
  charge_failed: { from: { active: "past_due", past_due: "past_due" }, event: "charge_failed", by: "system" },
  charge_recovered: { from: { past_due: "active" }, event: "charge_recovered", by: "system" },
  // After the last retry the subscription waits for the customer, never cancelled without them.
  stop_retrying: { from: { past_due: "paused" }, event: "paused", by: "system" },
} as const satisfies Record<string, Transition>;

export type SubscriptionAction = keyof typeof TRANSITIONS;

export type TransitionOutcome =
  | { allowed: true; next: SubscriptionState; event: SubscriptionEventKind }
  | { allowed: false; reason: "not_in_this_state" | "not_for_this_actor" };

export function subscriptionTransition(state: SubscriptionState, action: SubscriptionAction, actor: SubscriptionActor): TransitionOutcome {
  const transition: Transition = TRANSITIONS[action];
  if ((transition.by === "system") !== (actor === "system")) return { allowed: false, reason: "not_for_this_actor" };
  const next = transition.from[state];
  return next ? { allowed: true, next, event: transition.event } : { allowed: false, reason: "not_in_this_state" };
}

/** The actions a customer (or staff on their behalf) is offered in `state`, in the portal's order. */
export function actionsOffered(state: SubscriptionState): SubscriptionAction[] {
  return (Object.keys(TRANSITIONS) as SubscriptionAction[]).filter((action) => subscriptionTransition(state, action, "customer").allowed);
}
