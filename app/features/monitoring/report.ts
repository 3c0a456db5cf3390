import type * as ClientLogger from "./client-logger.ts";

type Logger = typeof ClientLogger;
type LogOptions = ClientLogger.LogOptions;

/**
 * How the store's code reports an error or a warning. The logger (client-logger.ts) is a chunk of its own, fetched
 * with the first report: every page's first load was carrying about 1.5 KB (gzip) of it for an error that rarely
 * comes. Reports keep their order, as each waits on the same import.
 */
let loading: Promise<Logger> | undefined;

function withLogger(report: (logger: Logger) => void): void {
  loading ??= import("./client-logger.ts");
  // A logger that cannot load (the shopper went offline) leaves nothing to report with, and a rejection here would be
  // reported as an uncaught one, again and again; the next report tries the import anew.
  loading.then(report, () => {
    loading = undefined;
  });
}

export function logError(error: unknown, options?: LogOptions): void {
  withLogger((logger) => logger.logError(error, options));
}

export function logWarn(subject: unknown, options?: LogOptions): void {
  withLogger((logger) => logger.logWarn(subject, options));
}
