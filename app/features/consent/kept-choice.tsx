import { CONSENT_LIFETIME_DAYS, CONSENT_STORAGE_KEY } from "#domain/cookie-consent";

/** Set on `<html>` before the first paint when this browser keeps a cookie choice; app.css hides the server's banner. */
const KEPT_CHOICE_ATTRIBUTE = "data-consent-kept";

/**
 * The server renders the cookie banner into every storefront page, so a first visit paints it with the page instead of
 * after hydration (it was the largest paint on the shop page, 2 s after the first). A visitor who already chose must
 * not see it flash: this runs in the head, before the body paints, and marks the page when a choice in force is kept.
 * It repeats `readStoredConsent`'s test of age and shape; ConsentRuntime decides for good once the page is live.
 * A function, so the browser's bundle drops it and the domain module it reads.
 */
const keptChoiceScript = () =>
  `try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)})),a=Date.now()-(c&&c.decidedAt);if(typeof c.id=="string"&&typeof c.statistics=="boolean"&&a>=-864e5&&a<=${CONSENT_LIFETIME_DAYS * 86_400_000})document.documentElement.setAttribute(${JSON.stringify(KEPT_CHOICE_ATTRIBUTE)},"")}catch(e){}`;

/** Only the server writes the script's text: the browser has run it by the time React hydrates, and keeps it as sent. */
export function MarkKeptConsentChoice({ nonce }: { nonce: string | undefined }) {
  return (
    <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? keptChoiceScript() : "" }} />
  );
}
