import { useEffect } from "react";
import { isRouteErrorResponse } from "react-router";
import { logError } from "#app/features/monitoring/report.ts";

/**
 * Reports the error a route boundary shows, once per error. Responses a loader throws on purpose
 * with a 4xx status (a missing page or product) are answers, not faults: the server's request log
 * already counts them, and reporting every mistyped URL would bury the real failures.
 */
export function useReportRouteError(error: unknown, component: string): void {
  useEffect(() => {
    if (isRouteErrorResponse(error) && error.status < 500) return;
    logError(error, { component });
  }, [error, component]);
}
