/**
 * Save offers measured against a holdout (issue 68 item 6, decision 0170): what the cancel form answers to each
 * reason, the owner's settings for it, and the results per reason — the subscribers offered an answer who took it
 * and stayed, against the holdout who saw the plain cancel and did not cancel. Read by the browser and the server
 * alike (no zod here: the settings' schema is in save-offer-schema.ts).
 */
import type { Language } from "./locale.ts";
import { CANCEL_REASONS, type CancelReason } from "./subscription-lifecycle.ts";

/**
 * The answer the cancel form shows for a reason, with the actions it offers first: a skip for too much product, a
 * word on how long supplements take (with the product's daily portion) and a pause for no results, a one-time
 * discount for the price; none for side effects, where the plain cancel and the adverse-effects report stand alone.
 */
export const SAVE_ANSWERS = ["skip_first", "takes_weeks", "discount", "none", "change_interval", "skip"] as const;
export type SaveAnswer = (typeof SAVE_ANSWERS)[number];

export const SAVE_ANSWER_BY_REASON = {
  too_much_product: "skip_first",
  not_seeing_results: "takes_weeks",
  too_expensive: "discount",
  side_effects: "none",
  another_product: "change_interval",
  other: "skip",
} as const satisfies Record<CancelReason, SaveAnswer>;

/** The portal's actions each answer offers, in the order the form shows them (besides "Cancel anyway"). */
export const SAVE_ANSWER_ACTIONS = {
  skip_first: ["skip", "change_interval"],
  takes_weeks: ["pause"],
  discount: ["accept_save_discount"],
  none: [],
  change_interval: ["change_interval"],
  skip: ["skip"],
} as const satisfies Record<SaveAnswer, readonly string[]>;

/** A cancellation attempt's group: offered the reason's answer, or held out and shown the plain cancel. */
export const SAVE_ARMS = ["offer", "holdout"] as const;
export type SaveArm = (typeof SAVE_ARMS)[number];

/** What an attempt came to: the offer taken and not cancelled, cancelled, or left without either. */
export const SAVE_OUTCOMES = ["saved", "cancelled", "abandoned"] as const;
export type SaveOutcome = (typeof SAVE_OUTCOMES)[number];

/** The owner's settings and their bounds. */
export const SAVE_OFFER_BOUNDS = {
  discountPercent: { min: 5, max: 50 },
  cooldownMonths: { min: 1, max: 24 },
  holdoutPercent: { min: 0, max: 50 },
} as const;
export interface SaveOfferSettings {
  /** The one-time discount on the next delivery for "too expensive", in percent. */
  discountPercent: number;
  /** A subscription gets the discount at most once in this many months. */
  cooldownMonths: number;
  /** The share of cancellation attempts, in whole percent, that see the plain cancel. */
  holdoutPercent: number;
}
export const DEFAULT_SAVE_OFFER_SETTINGS: SaveOfferSettings = { discountPercent: 15, cooldownMonths: 6, holdoutPercent: 20 };

/** The settings' field errors, by field: out of bounds or not a whole number. */
export function saveOfferSettingsErrors(
  values: Record<keyof SaveOfferSettings, unknown>,
): Partial<Record<keyof SaveOfferSettings, "range">> {
  const errors: Partial<Record<keyof SaveOfferSettings, "range">> = {};
  for (const field of Object.keys(SAVE_OFFER_BOUNDS) as (keyof SaveOfferSettings)[]) {
    const value = values[field];
    const { min, max } = SAVE_OFFER_BOUNDS[field];
    if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) errors[field] = "range";
  }
  return errors;
}

/** The day a subscription may have the discount again after one granted at `grantedAt`: `months` calendar months on. */
export function discountAvailableFrom(grantedAt: Date, months: number): Date {
  const next = new Date(grantedAt.getTime());
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

/**
 * Why supplements take weeks, with the product's own daily portion: no promise of an effect, no disease, only how
 * long and how regularly (the claims checker's rules, domain/claims-check.ts, are run over it in its test).
 */
export function takesWeeksText(language: Language, dailyPortion: string | null): string {
  const portion = dailyPortion?.trim();
  if (language === "ro")
    return [
      "Un supliment alimentar nu lucrează de pe o zi pe alta: de obicei sunt nevoie de câteva săptămâni de folosire zilnică, fără pauze, până observi o diferență.",
      portion ? `Porția zilnică recomandată pe etichetă: ${portion}.` : "Urmează porția zilnică recomandată pe etichetă.",
      "Dacă vrei să-i mai dai timp fără să primești o nouă livrare acum, poți pune abonamentul pe pauză.",
    ].join(" ");
  return [
    "A food supplement does not work overnight: it usually takes a few weeks of daily use, without breaks, before you notice a difference.",
    portion ? `The daily portion recommended on the label: ${portion}.` : "Follow the daily portion recommended on the label.",
    "If you want to give it more time without a new delivery now, you can pause the subscription.",
  ].join(" ");
}

/** What the portal shows when the cancel form opens for a reason: the arm and, in the offer arm, the answer. */
export interface CancelOfferView {
  reason: CancelReason;
  arm: SaveArm;
  /** `none` in the holdout arm, or where the reason has no answer (side effects), or the discount is not available. */
  answer: SaveAnswer;
  /** For `discount`: the percent off the next delivery. */
  discountPercent?: number;
  /** For `takes_weeks`: the explanation with the product's daily portion. */
  text?: string;
}

/** One attempt as the results count it. */
export interface SaveAttemptOutcome {
  reason: CancelReason;
  arm: SaveArm;
  outcome: SaveOutcome;
}

export interface ArmFigures {
  attempts: number;
  saved: number;
  cancelled: number;
  /** Attempts not cancelled (saved or abandoned). */
  notCancelled: number;
  /** saved ÷ attempts, 0..1. */
  savedShare: number;
  /** notCancelled ÷ attempts, 0..1. */
  notCancelledShare: number;
}

export interface SaveReasonResult {
  reason: CancelReason;
  offer: ArmFigures;
  holdout: ArmFigures;
  /**
   * The offer arm's saved share − the holdout's not-cancelled share, in shares (0.12 = 12 points); null when either
   * arm has no attempt.
   */
  difference: number | null;
}

function armFigures(attempts: readonly SaveAttemptOutcome[]): ArmFigures {
  const saved = attempts.filter((attempt) => attempt.outcome === "saved").length;
  const cancelled = attempts.filter((attempt) => attempt.outcome === "cancelled").length;
  const notCancelled = attempts.length - cancelled;
  const share = (count: number) => (attempts.length === 0 ? 0 : count / attempts.length);
  return { attempts: attempts.length, saved, cancelled, notCancelled, savedShare: share(saved), notCancelledShare: share(notCancelled) };
}

/** Every reason's two arms side by side, in the cancel form's order. */
export function saveResults(attempts: readonly SaveAttemptOutcome[]): SaveReasonResult[] {
  return CANCEL_REASONS.map((reason) => {
    const ofReason = attempts.filter((attempt) => attempt.reason === reason);
    const offer = armFigures(ofReason.filter((attempt) => attempt.arm === "offer"));
    const holdout = armFigures(ofReason.filter((attempt) => attempt.arm === "holdout"));
    const difference = offer.attempts === 0 || holdout.attempts === 0 ? null : offer.savedShare - holdout.notCancelledShare;
    return { reason, offer, holdout, difference };
  });
}
