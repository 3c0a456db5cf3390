/**
 * What every background loop of an instance shares: one run at a time in this process, instances spread apart by a
 * random first delay, nothing after `stop`, and a failed run logged and tried again at the next tick. Safety with
 * several instances and with a kill at any moment is each job's own (its claims and unique keys), never this loop's.
 */
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
