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
import { landingHere, rememberedVisit, rememberVisit, type SessionVisit } from "./visit-session.ts";

/** The choice's id when it allows statistics: the server checks it against its own record. */
function consentingId(): string | undefined {
  const consent = storedConsent();
  return consent?.statistics ? consent.id : undefined;
}

/** Sends this session's visit if not sent yet, and follows the choices recorded later in it. Returns its stop. */
export function startVisitBeacon(): () => void {
  let session: SessionVisit | null;
  try {
    session = rememberedVisit();
    if (session === null) {
      const consentId = consentingId();
      session = { ...landingHere(), kept: consentId !== undefined };
      // Remembered before it is sent: a second start on this page (Strict Mode) or the next page sends nothing.
      rememberVisit(session);
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
    rememberVisit(visit);
    void apiCall("POST", "/api/visits", {
      body: { landing: visit.landing, referrer: visit.referrer, consentId, counted: true },
      keepalive: true,
    });
  };
  window.addEventListener(CONSENT_RECORDED_EVENT, onRecorded);
  return () => window.removeEventListener(CONSENT_RECORDED_EVENT, onRecorded);
}
