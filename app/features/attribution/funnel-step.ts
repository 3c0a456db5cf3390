/**
 * The storefront funnel's steps (issue 67 item 2): a product page shown, a line added to the cart, the checkout's form
 * shown. Each is told to the store once per browser session, with the session's first landing and referrer, so it is
 * counted under the source its visit was; nothing about the person goes with it. No zod, no React: a chunk of a few
 * hundred bytes, which the product page, the cart's add and the checkout's form import when they need it, so no page's
 * first load grows.
 */
import type { FunnelStep } from "#domain/visit-source";
import { apiCall } from "#app/lib/rest-client.ts";
import { landingHere, rememberedVisit } from "./visit-session.ts";

/** The steps this session has sent. */
export const FUNNEL_SESSION_KEY = "elara_funnel";

/** Sends the step unless this session sent it already. Never throws: a step lost is a count one short, never a page broken. */
export function reportFunnelStep(step: FunnelStep): void {
  try {
    const sent = JSON.parse(window.sessionStorage.getItem(FUNNEL_SESSION_KEY) ?? "[]") as FunnelStep[];
    if (sent.includes(step)) return;
    // Before the beacon has remembered the session's visit, this page is the session's first: its landing is the visit's.
    const { landing, referrer } = rememberedVisit() ?? landingHere();
    // Remembered before it is sent, as the beacon's visit is: a second report on this page or the next sends nothing.
    window.sessionStorage.setItem(FUNNEL_SESSION_KEY, JSON.stringify([...sent, step]));
    void apiCall("POST", "/api/visits/steps", { body: { step, landing, referrer }, keepalive: true });
  } catch {
    // Storage refused: the step is not counted rather than counted on every page.
  }
}
