/** Errors nobody caught: scripts that threw and promises that rejected with no handler. */
import { redactUrl } from "#domain/monitoring";
import { logError } from "./report.ts";

export function captureGlobalErrors(): () => void {
  const onError = (event: ErrorEvent) => {
    // A cross-origin script reports only "Script error." with no Error object; the text is all there is.
    logError(event.error ?? event.message, {
      component: "window",
      action: "error",
      ...(event.filename ? { metadata: { source: redactUrl(event.filename), line: event.lineno, column: event.colno } } : {}),
    });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    logError(event.reason, { component: "window", action: "unhandledrejection" });
  };
  // Bubbling listeners only: resource load failures (a broken image) reach window in the capture phase alone.
  window.addEventListener("error", onError);
  window.addEventListener("unhandledrejection", onRejection);
  return () => {
    window.removeEventListener("error", onError);
    window.removeEventListener("unhandledrejection", onRejection);
  };
}
