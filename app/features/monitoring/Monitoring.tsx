import { useEffect } from "react";
import { captureGlobalErrors } from "./global-errors.ts";

// Module state: the vitals observers belong to the page load and cannot be removed, so a remount
// (or Strict Mode's double effect) must not register them a second time.
let vitalsStarted = false;

/** Browser monitoring, started after hydration: uncaught errors and Core Web Vitals. Renders nothing. */
export function Monitoring() {
  useEffect(() => {
    if (!vitalsStarted) {
      vitalsStarted = true;
      // Loaded after hydration: measuring the page must not weigh on its first load.
      void import("./web-vitals.ts").then(({ reportWebVitals }) => reportWebVitals());
    }
    return captureGlobalErrors();
  }, []);
  return null;
}
