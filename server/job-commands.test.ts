import { describe, expect, it } from "vitest";
import { isJobCommand, runJobCommand } from "./job-commands.ts";

function recordingSweeps() {
  const asked: string[] = [];
  return {
    asked,
    jobs: {
      renewals: {
        sweep: async (asOf: string) => {
          asked.push(`renewals ${asOf}`);
          return { created: 3, failed: 0 };
        },
      },
      reminders: {
        sweep: async (asOf: string) => {
          asked.push(`reminders ${asOf}`);
          return { sent: 2, failed: 1 };
        },
      },
      charges: {
        sweep: async (asOf?: Date) => {
          asked.push(`charges ${asOf?.toISOString()}`);
          return { charged: 4, retrying: 1, paused: 0, abandoned: 0, cashOnDelivery: 0, errors: 0 };
        },
      },
      subscriptionActions: {
        sendQuietUpdates: async (asOf?: Date) => {
          asked.push(`subscription-updates ${asOf?.toISOString()}`);
          return 5;
        },
      },
    },
  };
}

describe("npm run jobs", () => {
  it("runs the renewal sweep as of a calendar day, or of an instant's day in Bucharest", async () => {
    const { asked, jobs } = recordingSweeps();
    expect(await runJobCommand(jobs, { command: "renewals", asOf: "2026-03-01" })).toEqual({
      status: 200,
      body: { job: "renewals", asOf: "2026-03-01", created: 3, failed: 0 },
    });
    // 22:30 UTC on 28 February is already 1 March in Bucharest.
    await runJobCommand(jobs, { command: "renewals", asOf: "2026-02-28T22:30:00Z" });
    expect(asked).toEqual(["renewals 2026-03-01", "renewals 2026-03-01"]);
  });

  it("runs the reminder sweep the same way", async () => {
    const { asked, jobs } = recordingSweeps();
    expect(await runJobCommand(jobs, { command: "reminders", asOf: "2026-03-01" })).toEqual({
      status: 200,
      body: { job: "reminders", asOf: "2026-03-01", sent: 2, failed: 1 },
    });
    expect(asked).toEqual(["reminders 2026-03-01"]);
  });

  it("runs the card charges and dunning retries due by the end of the day in Bucharest, winter and summer", async () => {
    const { asked, jobs } = recordingSweeps();
    expect(await runJobCommand(jobs, { command: "charges", asOf: "2026-03-01" })).toEqual({
      status: 200,
      body: { job: "charges", asOf: "2026-03-01", charged: 4, retrying: 1, paused: 0, abandoned: 0, cashOnDelivery: 0, errors: 0 },
    });
    await runJobCommand(jobs, { command: "charges", asOf: "2026-07-15" });
    expect(asked).toEqual(["charges 2026-03-01T21:59:59.999Z", "charges 2026-07-15T20:59:59.999Z"]);
  });

  it("writes the batched subscription change emails of every change quiet by the end of the day in Bucharest", async () => {
    const { asked, jobs } = recordingSweeps();
    expect(await runJobCommand(jobs, { command: "subscription-updates", asOf: "2026-03-01" })).toEqual({
      status: 200,
      body: { job: "subscription-updates", asOf: "2026-03-01", sent: 5 },
    });
    expect(asked).toEqual(["subscription-updates 2026-03-01T21:59:59.999Z"]);
  });

  it("refuses a missing or unreadable date and an unknown job, naming what is wrong, and sweeps nothing", async () => {
    const { asked, jobs } = recordingSweeps();
    expect(await runJobCommand(jobs, { command: "renewals" })).toEqual({
      status: 400,
      body: { error: "--as-of is required (a date such as 2026-03-01)" },
    });
    expect(await runJobCommand(jobs, { command: "reminders", asOf: "next tuesday" })).toEqual({
      status: 400,
      body: { error: '--as-of "next tuesday" is not a date (use 2026-03-01 or an ISO instant)' },
    });
    expect(await runJobCommand(jobs, { command: "refunds", asOf: "2026-03-01" })).toEqual({
      status: 400,
      body: { error: 'unknown job "refunds"' },
    });
    expect(asked).toEqual([]);
  });

  it("tells the store's channel which commands are jobs", () => {
    expect(isJobCommand({ command: "renewals" })).toBe(true);
    expect(isJobCommand({ command: "reminders" })).toBe(true);
    expect(isJobCommand({ command: "create-staff" })).toBe(false);
    expect(isJobCommand(null)).toBe(false);
  });
});
