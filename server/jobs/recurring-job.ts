/**
 * What every background loop of an instance shares: one run at a time in this process, instances spread apart by a
 * random first delay, nothing after `stop`, and a failed run logged and tried again at the next tick. Safety with
 * several instances and with a kill at any moment is each job's own (its claims and unique keys), never this loop's.
 */
import type { Logger } from "#server/logger";

export interface RecurringJob {
  stop(): void;
}

export function startRecurringJob({
  everyMs,
  firstWithinMs = everyMs,
  work,
  onError,
}: {
  everyMs: number;
  /** The first run comes at a random moment within this long of the start. */
  firstWithinMs?: number;
  work: () => Promise<void>;
  onError: (error: unknown) => void;
}): RecurringJob {
  let running = false;
  let stopped = false;
  const run = async () => {
    if (running || stopped) return;
    running = true;
    try {
      await work();
    } catch (error) {
      onError(error);
    } finally {
      running = false;
    }
  };
  let interval: NodeJS.Timeout | undefined;
  const first = setTimeout(
    () => {
      void run();
      interval = setInterval(() => void run(), everyMs);
      interval.unref();
    },
    Math.round(Math.random() * firstWithinMs),
  );
  first.unref();
  return {
    stop() {
      stopped = true;
      clearTimeout(first);
      if (interval) clearInterval(interval);
    },
  };
}

/** A minute, as a counting sweep runs by default and its failure's log line says it. */
const EVERY_MINUTE = { ms: 60_000, words: "a minute" };

/**
 * The counting sweeps' one loop: a line only when the run did something (any count above nought), so an idle store
 * writes nothing at each tick, and a failure says when the sweep comes again. Most run every minute.
 */
export function startCountingSweep<Counts extends { [K in keyof Counts]: number }>({
  every = EVERY_MINUTE,
  firstWithinMs = 10_000,
  sweep,
  done,
  name,
  logger,
}: {
  /** How often it runs, and that interval in the failure's log line ("an hour"). */
  every?: { ms: number; words: string };
  /** The first run comes at a random moment within this long of the start: soon, as a store just started has work waiting. */
  firstWithinMs?: number;
  sweep: () => Promise<Counts>;
  /** The log line of a run that did something. */
  done: string;
  /** The sweep as the failure's log line names it. */
  name: string;
  logger: Pick<Logger, "info" | "error">;
}): RecurringJob {
  return startRecurringJob({
    everyMs: every.ms,
    firstWithinMs,
    work: async () => {
      const counts: Record<string, number> = await sweep();
      if (Object.values(counts).some((count) => count > 0)) logger.info(counts, done);
    },
    onError: (error) => logger.error({ err: error }, `${name} failed; it runs again in ${every.words}`),
  });
}
