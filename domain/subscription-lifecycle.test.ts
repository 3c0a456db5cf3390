import { describe, expect, it } from "vitest";
import { actionsOffered, SUBSCRIPTION_STATES, subscriptionTransition, type SubscriptionAction } from "./subscription-lifecycle.ts";

describe("subscription states", () => {
  it("offers the customer every portal action while active", () => {
    expect(actionsOffered("active")).toEqual(["skip", "undo_skip", "pause", "reschedule", "deliver_now", "change", "cancel"]);
  });

  it("offers resume, a longer or shorter pause, changes and cancel while paused", () => {
    expect(actionsOffered("paused")).toEqual(["pause", "resume", "change", "cancel"]);
    expect(subscriptionTransition("paused", "resume", "customer")).toEqual({ allowed: true, next: "active", event: "resumed" });
  });

  it("lets a past-due subscription change its card or cancel, nothing that would create a delivery", () => {
    expect(actionsOffered("past_due")).toEqual(["change", "cancel"]);
  });

  it("ends in cancelled: nothing happens to a cancelled subscription, not even a renewal", () => {
    expect(actionsOffered("cancelled")).toEqual([]);
    for (const action of ["renew", "charge_failed", "charge_recovered", "stop_retrying"] as const) {
      expect(subscriptionTransition("cancelled", action, "system")).toEqual({ allowed: false, reason: "not_in_this_state" });
    }
  });

  it("records a cancellation from any other state", () => {
    for (const state of SUBSCRIPTION_STATES.filter((candidate) => candidate !== "cancelled")) {
      expect(subscriptionTransition(state, "cancel", "staff")).toEqual({ allowed: true, next: "cancelled", event: "cancelled" });
    }
  });

  it("runs dunning: a failed charge is past due, a later success active again, the last failure paused", () => {
    expect(subscriptionTransition("active", "charge_failed", "system")).toEqual({
      allowed: true,
      next: "past_due",
      event: "charge_failed",
    });
    expect(subscriptionTransition("past_due", "charge_failed", "system")).toEqual({
      allowed: true,
      next: "past_due",
      event: "charge_failed",
    });
    expect(subscriptionTransition("past_due", "charge_recovered", "system")).toEqual({
      allowed: true,
      next: "active",
      event: "charge_recovered",
    });
    expect(subscriptionTransition("past_due", "stop_retrying", "system")).toEqual({ allowed: true, next: "paused", event: "paused" });
  });

  it("renews an active subscription, and a paused one whose resume day has come", () => {
    expect(subscriptionTransition("active", "renew", "system")).toEqual({ allowed: true, next: "active", event: "renewal_created" });
    expect(subscriptionTransition("paused", "renew", "system")).toEqual({ allowed: true, next: "active", event: "renewal_created" });
    expect(subscriptionTransition("past_due", "renew", "system")).toEqual({ allowed: false, reason: "not_in_this_state" });
  });

  it("keeps the job's actions to the job and the portal's to people", () => {
    expect(subscriptionTransition("active", "renew", "customer")).toEqual({ allowed: false, reason: "not_for_this_actor" });
    expect(subscriptionTransition("active", "skip", "system")).toEqual({ allowed: false, reason: "not_for_this_actor" });
  });

  it("refuses what a state does not allow", () => {
    const refused: [(typeof SUBSCRIPTION_STATES)[number], SubscriptionAction][] = [
      ["active", "resume"],
      ["paused", "skip"],
      ["paused", "deliver_now"],
      ["paused", "reschedule"],
      ["past_due", "pause"],
      ["cancelled", "change"],
    ];
    for (const [state, action] of refused) {
      expect(subscriptionTransition(state, action, "customer")).toEqual({ allowed: false, reason: "not_in_this_state" });
    }
  });
});
