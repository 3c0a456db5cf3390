import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startCountingSweep, startRecurringJob } from "./recurring-job.ts";

describe("a recurring job", () => {
  // The first run at the end of its window, so the test knows when it comes.
  let random: { mockRestore(): void };
  beforeEach(() => {
    vi.useFakeTimers();
    random = vi.spyOn(Math, "random").mockReturnValue(1);
  });
  afterEach(() => {
    vi.useRealTimers();
    random.mockRestore();
  });

  it("runs once at a time: a tick while the last run still works is skipped", async () => {
    let started = 0;
    let finish: () => void = () => {};
    const job = startRecurringJob({
      everyMs: 1_000,
      work: () => {
        started += 1;
        return new Promise<void>((resolve) => (finish = resolve));
      },
      onError: () => {},
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(started).toBe(1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(started).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(started).toBe(2);
    job.stop();
  });

  it("reports a failed run and runs again at the next tick, and never after stop", async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const job = startRecurringJob({
      everyMs: 1_000,
      firstWithinMs: 200,
      work: async () => {
        runs += 1;
        if (runs === 1) throw new Error("database away");
      },
      onError: (error) => errors.push(error),
    });
    await vi.advanceTimersByTimeAsync(200);
    expect(errors).toEqual([new Error("database away")]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(2);
    job.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs).toBe(2);
  });

  it("a minute sweep logs a run that did something, is silent on an idle one, and names itself when it fails", async () => {
    const lines: unknown[][] = [];
    const runs = [
      { mailed: 0, held: 0 },
      { mailed: 2, held: 0 },
    ];
    const job = startCountingSweep({
      firstWithinMs: 500,
      sweep: async () => {
        const counts = runs.shift();
        if (!counts) throw new Error("database away");
        return counts;
      },
      done: "notices mailed",
      name: "notice sweep",
      logger: {
        info: (...line: unknown[]) => lines.push(["info", ...line]),
        error: (...line: unknown[]) => lines.push(["error", ...line]),
      },
    });
    await vi.advanceTimersByTimeAsync(500);
    expect(lines).toEqual([]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(lines).toEqual([["info", { mailed: 2, held: 0 }, "notices mailed"]]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(lines[1]).toEqual(["error", { err: new Error("database away") }, "notice sweep failed; it runs again in a minute"]);
    job.stop();
  });

  it("a sweep of another interval runs at it and says it when it fails", async () => {
    const lines: unknown[][] = [];
    let runs = 0;
    const job = startCountingSweep({
      every: { ms: 3_600_000, words: "an hour" },
      firstWithinMs: 500,
      sweep: async () => {
        runs += 1;
        throw new Error("database away");
      },
      done: "touches deleted",
      name: "touch sweep",
      logger: { info: () => {}, error: (...line: unknown[]) => lines.push(line) },
    });
    await vi.advanceTimersByTimeAsync(500 + 60_000);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(3_600_000 - 60_000);
    expect(runs).toBe(2);
    expect(lines[0]).toEqual([{ err: new Error("database away") }, "touch sweep failed; it runs again in an hour"]);
    job.stop();
  });
});
