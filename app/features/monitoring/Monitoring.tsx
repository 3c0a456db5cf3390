import { lazy, Suspense, useEffect } from "react";
import { CONSENT_CHANGED_EVENT } from "#app/features/consent/consent-events.ts";
import { captureGlobalErrors } from "./global-errors.ts";

// Module state: the vitals observers belong to the page load and cannot be removed, so a remount
// (or Strict Mode's double effect) must not register them a second time.
let vitalsStarted = false;

const ConsentRuntime = lazy(() =>
  import("#app/features/consent/ConsentRuntime.tsx").then(({ ConsentRuntime }) => ({ default: ConsentRuntime })),
);

/**
 * What runs in the browser once the page has hydrated (decision 0053): uncaught errors are reported always (strictly
 * necessary to keep the store working); the cookie banner is opened where no choice is in force (`consentVersion`,
 * absent in the admin); Core Web Vitals are reported only once the shopper allows statistics, now or later. The
 * consent code and the vitals are chunks of their own, so none of it weighs on a page's first load. The server
 * renders the banner for everyone (the head's script hides it where a choice is kept), so every page's HTML stays
 * the same for everyone and a first visit paints it with the page. On the storefront (where the banner is)
 * the visit beacon says once per session where the visit came from (decision 0149), a chunk of its own too.
 */
export function Monitoring({ consentVersion }: { consentVersion?: string | undefined }) {
  useEffect(() => {
    const loaded = import("#app/features/consent/ConsentRuntime.tsx");
    const startVitals = () =>
      void loaded.then(async ({ statisticsAllowed }) => {
        if (vitalsStarted || !statisticsAllowed()) return;
        vitalsStarted = true;
        (await import("./web-vitals.ts")).reportWebVitals(statisticsAllowed);
      });
    startVitals();
    window.addEventListener(CONSENT_CHANGED_EVENT, startVitals);
    const stopErrors = captureGlobalErrors();
    return () => {
      window.removeEventListener(CONSENT_CHANGED_EVENT, startVitals);
      stopErrors();
    };
  }, []);
  const storefront = consentVersion !== undefined;
  useEffect(() => {
    if (!storefront) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    void import("#app/features/attribution/visit-beacon.ts").then(({ startVisitBeacon }) => {
      if (!stopped) stop = startVisitBeacon();
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [storefront]);
  return consentVersion ? (
    <Suspense fallback={null}>
      <ConsentRuntime version={consentVersion} />
    </Suspense>
  ) : null;
}
