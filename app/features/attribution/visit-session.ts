/**
 * This browser session's visit as the beacon remembered it (decision 0149): its first landing and referrer, which the
 * funnel's steps are sent with too, so that a step is counted under the source its visit was.
 */

/** The route's limit on each address (a longer query is cut: its tail is never a campaign tag's first word). */
const ADDRESS_MAX_LENGTH = 2_000;

/** What this session sent: its first landing, its referrer, and whether it was kept under a consenting choice. */
export const VISIT_SESSION_KEY = "elara_visit";

export interface SessionVisit {
  landing: string;
  referrer: string | null;
  kept: boolean;
}

/** The session's visit as remembered; null before its beacon. Throws when the browser refuses its storage. */
export function rememberedVisit(): SessionVisit | null {
  const raw = window.sessionStorage.getItem(VISIT_SESSION_KEY);
  return raw ? (JSON.parse(raw) as SessionVisit) : null;
}

export const rememberVisit = (visit: SessionVisit) => window.sessionStorage.setItem(VISIT_SESSION_KEY, JSON.stringify(visit));

/** This page's address and referrer as the session's landing: what the beacon sends from the session's first page. */
export function landingHere(): Pick<SessionVisit, "landing" | "referrer"> {
  return {
    landing: (window.location.pathname + window.location.search).slice(0, ADDRESS_MAX_LENGTH),
    referrer: document.referrer.slice(0, ADDRESS_MAX_LENGTH) || null,
  };
}
