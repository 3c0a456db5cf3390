import { describe, expect, it } from "vitest";
import type { InvoiceService } from "./commerce/invoicing/module.ts";
import { isJobCommand, runJobCommand } from "./job-commands.ts";

const INVOICE_SWEEP_REPORT: Awaited<ReturnType<InvoiceService["sweep"]>> = {
  invoiced: 1,
  outside: { issued: 1, failed: 0 },
  checked: 2,
  followUp: { dated: 0, warned: 0, reconciled: null, tokenWarned: false },
};

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
      flows: {
        sweep: async (asOf?: Date) => {
          asked.push(`flow-emails ${asOf?.toISOString()}`);
          return { sent: 3, heldOut: 1, suppressed: 1, postponed: 0 };
        },
      },
      tracking: {
        syncAll: async () => {
          asked.push("track-parcels");
          return [{ courier: "sandbox" as const, events: 4, moved: 2 }];
        },
      },
      remittances: {
        importAll: async (options: { since?: string } = {}) => {
          asked.push(`import-remittances ${options.since ?? "from the cursor"}`);
          return [{ courier: "cargus" as const, days: 3, imported: 2, collected: 1, unmatched: 1, differing: 0 }];
        },
      },
      backInStock: {
        sweep: async () => {
          asked.push("back-in-stock");
          return 2;
        },
      },
      invoices: {
        sweep: async () => {
          asked.push("invoices");
          return INVOICE_SWEEP_REPORT;
        },
      },
      clock: () => new Date("2026-03-10T08:00:00Z"),
    },
  };
}

/** The command's answer when the job ran: what it did. */
const answered = (body: Record<string, unknown>) => ({ status: 200, body });
/** The command's answer when it refuses, with the sentence that says why. */
const refused = (error: string) => ({ status: 400, body: { error } });

describe("npm run jobs", () => {
  it("runs the renewal sweep as of a calendar day, or of an instant's day in Bucharest", async () => {
    const { asked, jobs } = recordingSweeps();
    expect(await runJobCommand(jobs, { command: "renewals", asOf: "2026-03-01" })).toEqual(
      answered({ job: "renewals", asOf: "2026-03-01", created: 3, failed: 0 }),
    );
    // 22:30 UTC on 28 February is already 1 March in Bucharest.
    await runJobCommand(jobs, { command: "renewals", asOf: "2026-02-28T22:30:00Z" });
    expect(asked).toEqual(["renewals 2026-03-01", "renewals 2026-03-01"]);
  });

  it("runs the reminder sweep the same way", async () => {
    const { asked, jobs } = recordingSweeps();
    expect(await runJobCommand(jobs, { command: "reminders", asOf: "2026-03-01" })).toEqual(
      answered({ job: "reminders", asOf: "2026-03-01", sent: 2, failed: 1 }),
    );
    expect(asked).toEqual(["reminders 2026-03-01"]);
  });

  it("runs the card charges and dunning retries due by the end of the day in Bucharest, winter and summer", async () => {
    const { asked, jobs } = recordingSweeps();
    expect(await runJobCommand(jobs, { command: "charges", asOf: "2026-03-01" })).toEqual(
      answered({ job: "charges", asOf: "2026-03-01", charged: 4, retrying: 1, paused: 0, abandoned: 0, cashOnDelivery: 0, errors: 0 }),
    );
    await runJobCommand(jobs, { command: "charges", asOf: "2026-07-15" });
    expect(asked).toEqual(["charges 2026-03-01T21:59:59.999Z", "charges 2026-07-15T20:59:59.999Z"]);
  });

  it("writes the batched subscription change emails of every change quiet by the end of the day in Bucharest", async () => {
    const { asked, jobs } = recordingSweeps();
    expect(await runJobCommand(jobs, { command: "subscription-updates", asOf: "2026-03-01" })).toEqual(
      answered({ job: "subscription-updates", asOf: "2026-03-01", sent: 5 }),
    );
    expect(asked).toEqual(["subscription-updates 2026-03-01T21:59:59.999Z"]);
    asked.length = 0;
    expect(await runJobCommand(jobs, { command: "flow-emails", asOf: "2026-03-01" })).toEqual(
      answered({ job: "flow-emails", asOf: "2026-03-01", sent: 3, heldOut: 1, suppressed: 1, postponed: 0 }),
    );
    expect(asked).toEqual(["flow-emails 2026-03-01T21:59:59.999Z"]);
  });

  it("refuses a missing or unreadable date and an unknown job, naming what is wrong, and sweeps nothing", async () => {
    const { asked, jobs } = recordingSweeps();
    expect(await runJobCommand(jobs, { command: "renewals" })).toEqual(refused("--as-of is required (a date such as 2026-03-01)"));
    expect(await runJobCommand(jobs, { command: "reminders", asOf: "next tuesday" })).toEqual(
      refused('--as-of "next tuesday" is not a date (use 2026-03-01 or an ISO instant)'),
    );
    expect(await runJobCommand(jobs, { command: "refunds", asOf: "2026-03-01" })).toEqual(refused('unknown job "refunds"'));
    expect(asked).toEqual([]);
  });

  it("runs the couriers' jobs as of now, and a remittance import from a day within the last three months", async () => {
    const { asked, jobs } = recordingSweeps();
    expect(await runJobCommand(jobs, { command: "track-parcels" })).toEqual(
      answered({ job: "track-parcels", couriers: [{ courier: "sandbox", events: 4, moved: 2 }] }),
    );
    expect(await runJobCommand(jobs, { command: "import-remittances" })).toMatchObject(
      answered({ job: "import-remittances", couriers: [{ courier: "cargus", collected: 1, unmatched: 1 }] }),
    );
    expect(await runJobCommand(jobs, { command: "import-remittances", since: "2026-02-01" })).toMatchObject({ status: 200 });
    expect(asked).toEqual(["track-parcels", "import-remittances from the cursor", "import-remittances 2026-02-01"]);
  });

  it("serves the back-in-stock requests as of now, and refuses a day", async () => {
    const { asked, jobs } = recordingSweeps();
    expect(await runJobCommand(jobs, { command: "back-in-stock" })).toEqual(answered({ job: "back-in-stock", mailed: 2 }));
    expect(await runJobCommand(jobs, { command: "back-in-stock", asOf: "2026-03-01" })).toEqual(
      refused("--as-of is not taken by this job (it serves the stock there is now)"),
    );
    expect(asked).toEqual(["back-in-stock"]);
  });

  it("runs the invoices' sweep as of now, and refuses a day", async () => {
    const { asked, jobs } = recordingSweeps();
    expect(await runJobCommand(jobs, { command: "invoices" })).toEqual(answered({ job: "invoices", ...INVOICE_SWEEP_REPORT }));
    expect(await runJobCommand(jobs, { command: "invoices", asOf: "2026-03-01" })).toEqual(
      refused("--as-of is not taken by this job (it invoices what is due now)"),
    );
    expect(asked).toEqual(["invoices"]);
  });

  it("refuses a day for the couriers' jobs they cannot take, and runs nothing", async () => {
    const { asked, jobs } = recordingSweeps();
    expect(await runJobCommand(jobs, { command: "track-parcels", asOf: "2026-03-01" })).toEqual(
      refused("--as-of is not taken by this job (it asks the couriers as of now)"),
    );
    expect(await runJobCommand(jobs, { command: "import-remittances", since: "March" })).toEqual(
      refused("--since is a day such as 2026-03-01"),
    );
    for (const since of ["2026-03-11", "2025-12-07"])
      expect(await runJobCommand(jobs, { command: "import-remittances", since })).toEqual(
        refused("--since is a day from 2025-12-08 to 2026-03-10"),
      );
    expect(asked).toEqual([]);
  });

  it("tells the store's channel which commands are jobs", () => {
    expect(isJobCommand({ command: "import-remittances" })).toBe(true);
    expect(isJobCommand({ command: "renewals" })).toBe(true);
    expect(isJobCommand({ command: "reminders" })).toBe(true);
    expect(isJobCommand({ command: "create-staff" })).toBe(false);
    expect(isJobCommand(null)).toBe(false);
  });
});
