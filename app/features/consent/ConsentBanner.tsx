import { useEffect, useId, useRef, useState } from "react";
import { apiCall } from "#app/lib/rest-client.ts";
import { Link } from "react-router";
import { CONSENT_STORAGE_KEY, type ConsentChoice, type ConsentRecordBody, type StoredConsent } from "#domain/cookie-consent";
import { CONSENT_CHANGED_EVENT, CONSENT_RECORDED_EVENT } from "./consent-events.ts";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { ConsentCategories } from "./ConsentCategories.tsx";
import { storedConsent } from "./consent-storage.ts";

const primaryButton =
  "inline-flex min-h-11 items-center justify-center rounded-full bg-brand px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-dark";
// "Necessary only" weighs as much as "accept all": refusing must be as easy as accepting.
const equalButton =
  "inline-flex min-h-11 items-center justify-center rounded-full border-2 border-brand px-5 py-2.5 text-sm font-semibold text-brand-dark hover:bg-brand-soft";

/** A version-4 UUID from the browser's random source, which insecure origins (a shop on a LAN address) still have. */
function newConsentId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Keeps the choice in this browser, tells what waits for it, and records it on the server as proof (decision 0053).
 * The proof is sent once and not retried: the choice holds in the browser even if the store did not hear of it.
 */
function saveChoice(choice: ConsentChoice, version: string, language: string): void {
  const consent: StoredConsent = { id: storedConsent()?.id ?? newConsentId(), version, decidedAt: Date.now(), ...choice };
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent));
  } catch {
    // Storage refused (private mode): the choice lasts for this page, and the banner asks again on the next.
  }
  window.dispatchEvent(new Event(CONSENT_CHANGED_EVENT));
  const body: ConsentRecordBody = { consentId: consent.id, textVersion: version, language, ...choice };
  void apiCall<unknown>("POST", "/api/cookie-consent", { body, keepalive: true }).then((answer) => {
    if (answer.kind === "ok") window.dispatchEvent(new Event(CONSENT_RECORDED_EVENT));
  });
}

/**
 * The cookie banner (issue 21 item 4): fixed at the bottom, over the page rather than pushing it (no layout shift),
 * never taking focus. Accept all / necessary only / choose; Escape closes it only when it was reopened from the
 * footer, keeping the choice already made — never as an acceptance.
 */
export default function ConsentBanner({
  version,
  reopened,
  onDone,
  hiddenIfChoiceKept = false,
}: {
  version: string;
  reopened: boolean;
  onDone: () => void;
  /** The server's render, kept until the page is live: app.css hides it where the head's script found a choice. */
  hiddenIfChoiceKept?: boolean;
}) {
  const { t, i18n } = useTranslation("layout");
  const id = useId();
  const [choosing, setChoosing] = useState(reopened);
  const [choice, setChoice] = useState<ConsentChoice>(() => {
    // The server's render and the hydration that must match it start from no choice; the server has no storage to ask.
    const current = hiddenIfChoiceKept ? null : storedConsent();
    return { statistics: current?.statistics ?? false, marketing: current?.marketing ?? false };
  });
  const [announce, setAnnounce] = useState(false);
  const firstChoice = useRef<HTMLInputElement>(null);

  // Filled after mount, so screen readers hear that a banner appeared although focus stays where the shopper is.
  useEffect(() => {
    const frame = requestAnimationFrame(() => setAnnounce(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  useEffect(() => {
    if (!reopened) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") onDone();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [reopened, onDone]);
  useEffect(() => {
    if (choosing && !reopened) firstChoice.current?.focus();
  }, [choosing, reopened]);

  const choose = (choice: ConsentChoice) => {
    saveChoice(choice, version, i18n.language);
    onDone();
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className={`${hiddenIfChoiceKept ? "consent-unless-kept " : ""}fixed inset-x-0 bottom-0 z-50 max-h-[80dvh] overflow-y-auto border-t border-line bg-white shadow-[0_-8px_24px_rgba(42,32,36,0.12)]`}
    >
      <p role="status" className="sr-only">
        {announce ? t("consent.announce") : ""}
      </p>
      <div className="mx-auto max-w-6xl px-4 py-4 sm:py-5">
        <h2 id={`${id}-title`} className="text-base font-semibold text-ink">
          {t("consent.title")}
        </h2>
        <p id={`${id}-text`} className="mt-1 max-w-3xl text-sm leading-relaxed text-muted">
          {t("consent.text")}{" "}
          <Link to="/cookies" className="font-semibold text-brand-dark underline underline-offset-2">
            {t("consent.policy")}
          </Link>
        </p>
        {choosing ? <ConsentCategories id={id} choice={choice} onChoiceChange={setChoice} firstChoiceRef={firstChoice} /> : null}
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <button type="button" className={primaryButton} onClick={() => choose({ statistics: true, marketing: true })}>
            {t("consent.acceptAll")}
          </button>
          <button type="button" className={equalButton} onClick={() => choose({ statistics: false, marketing: false })}>
            {t("consent.necessaryOnly")}
          </button>
          {choosing ? (
            <button type="button" className={equalButton} onClick={() => choose(choice)}>
              {t("consent.save")}
            </button>
          ) : (
            <button
              type="button"
              className="min-h-11 px-2 text-sm font-semibold text-brand-dark underline underline-offset-2"
              onClick={() => setChoosing(true)}
            >
              {t("consent.choose")}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
