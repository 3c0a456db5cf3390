/**
 * The storefront's visit beacon (issue 67 item 1, decision 0149): once per browser session it tells the store where
 * the visit came from (the landing address and the referrer), so the page cache keeps one copy of each page for
 * everyone. When the shopper allows statistics later in the session, it sends the session's first landing again with
 * the choice's id, so the visit's source is kept for them without counting the visit twice. No zod, no React: a few
 * hundred bytes, loaded after hydration.
 */
import { apiCall } from "#app/lib/rest-client.ts";
import { CONSENT_RECORDED_EVENT } from "#app/features/consent/consent-events.ts";
import { storedConsent } from "#app/features/consent/consent-storage.ts";

/** The route's limit on each address (a longer query is cut: its tail is never a campaign tag's first word). */
const ADDRESS_MAX_LENGTH = 2_000;

/** What this session sent: its first landing, its referrer, and whether it was kept under a consenting choice. */
export const VISIT_SESSION_KEY = "elara_visit";

interface SessionVisit {
  landing: string;
  referrer: string | null;
  kept: boolean;
}

function readSession(): SessionVisit | null {
  const raw = window.sessionStorage.getItem(VISIT_SESSION_KEY);
  return raw ? (JSON.parse(raw) as SessionVisit) : null;
}

const remember = (visit: SessionVisit) => window.sessionStorage.setItem(VISIT_SESSION_KEY, JSON.stringify(visit));

/** The choice's id when it allows statistics: the server checks it against its own record. */
function consentingId(): string | undefined {
  const consent = storedConsent();
  return consent?.statistics ? consent.id : undefined;
}

/** Sends this session's visit if not sent yet, and follows the choices recorded later in it. Returns its stop. */
export function startVisitBeacon(): () => void {
  let session: SessionVisit | null;
  try {
    session = readSession();
    if (session === null) {
      const consentId = consentingId();
      session = {
        landing: (window.location.pathname + window.location.search).slice(0, ADDRESS_MAX_LENGTH),
        referrer: document.referrer.slice(0, ADDRESS_MAX_LENGTH) || null,
        kept: consentId !== undefined,
      };
      // Remembered before it is sent: a second start on this page (Strict Mode) or the next page sends nothing.
      remember(session);
      void apiCall("POST", "/api/visits", { body: { landing: session.landing, referrer: session.referrer, consentId }, keepalive: true });
    }
  } catch {
    // Storage refused: the visit is not counted rather than counted on every page.
    return () => {};
  }
  const visit = session;
  const onRecorded = () => {
    const consentId = consentingId();
    if (visit.kept || consentId === undefined) return;
    visit.kept = true;
    remember(visit);
    void apiCall("POST", "/api/visits", {
      body: { landing: visit.landing, referrer: visit.referrer, consentId, counted: true },
      keepalive: true,
    });
  };
  window.addEventListener(CONSENT_RECORDED_EVENT, onRecorded);
  return () => window.removeEventListener(CONSENT_RECORDED_EVENT, onRecorded);
}
