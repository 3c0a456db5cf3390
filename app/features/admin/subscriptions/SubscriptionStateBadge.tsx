import type { SubscriptionState } from "#domain/subscription-lifecycle";
import { stateBadge } from "../StateBadge.tsx";

/** A subscription's state. */
export const SubscriptionStateBadge = stateBadge<SubscriptionState>(
  "subscriptions.state",
  {
    active: "bg-emerald-100 text-emerald-900",
    paused: "bg-sky-100 text-sky-900",
    past_due: "bg-amber-100 text-amber-900",
    cancelled: "bg-stone-200 text-stone-900",
  },
  { size: "sm" },
);
