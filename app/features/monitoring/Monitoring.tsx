import { useEffect } from "react";
import { CONSENT_CHANGED_EVENT } from "#domain/cookie-consent";
import { statisticsAllowed } from "#app/features/consent/consent-storage.ts";
import { captureGlobalErrors } from "./global-errors.ts";

// Module state: the vitals observers belong to the page load and cannot be removed, so a remount
// (or Strict Mode's double effect) must not register them a second time.
let vitalsStarted = false;

/**
 * Browser monitoring, started after hydration: uncaught errors always (strictly necessary to keep the store working,
 * decision 0053), Core Web Vitals only once the shopper has allowed statistics — now, or later from the banner.
 * Renders nothing.
 */
export function Monitoring() {
  useEffect(() => {
    const startVitals = () => {
      if (vitalsStarted || !statisticsAllowed()) return;
      vitalsStarted = true;
      // Loaded after hydration: measuring the page must not weigh on its first load.
      void import("./web-vitals.ts").then(({ reportWebVitals }) => reportWebVitals());
    };
    startVitals();
    window.addEventListener(CONSENT_CHANGED_EVENT, startVitals);
    const stopErrors = captureGlobalErrors();
    return () => {
      window.removeEventListener(CONSENT_CHANGED_EVENT, startVitals);
      stopErrors();
    };
  }, []);
  return null;
}
