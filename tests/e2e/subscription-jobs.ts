/**
 * The subscription journeys' helpers: the dev mailbox read, the sweeps of `npm run jobs` asked of the running e2e store,
 * and a lock the store-wide journeys hold while one of their subscriptions is due and they sweep as of its day.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext, TestInfo } from "@playwright/test";
import { storeDataDir } from "./e2e-store.ts";
import { askStore } from "./store-channel.ts";

export interface Mail {
  id: number;
  kind: string;
  language: string;
  subject: string;
  text: string;
  links: string[];
}

/** The emails of one kind the store wrote to `email`, newest first. */
export async function mailsTo(request: APIRequestContext, email: string, kind: string): Promise<Mail[]> {
  const response = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
  const { messages } = (await response.json()) as { messages: Mail[] };
  return messages.filter((message) => message.kind === kind);
}

/** What a sweep reports (server/job-commands.ts): the day it ran as of, and its counts. */
export interface JobReport {
  job: string;
  asOf: string;
  created?: number;
  sent?: number;
  failed?: number;
  charged?: number;
}

/**
 * `npm run jobs -- <job> --as-of <day>` asked of the running e2e store through its channel, without starting the
 * command line: the sweep's report.
 */
export async function runJob(job: string, asOf: string): Promise<JobReport> {
  return (await askStore({ command: job, asOf })) as JobReport;
}

/** The same through the command line itself, and the line it prints: for the one journey that reads that line. */
export function runJobByCommandLine(job: string, asOf: string): string {
  return execFileSync("npx", ["tsx", "server/jobs-cli.ts", job, "--as-of", asOf], {
    env: { ...process.env, DATA_DIR: storeDataDir(), LOG_LEVEL: "silent" },
    encoding: "utf8",
  }).trim();
}

export const dayBefore = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** A lock older than this was left by a run that was killed while it held it. */
const STALE_LOCK_MS = 3 * 60_000;

/**
 * Runs `journey` while no other store-wide journey is between moving a subscription's delivery close and sweeping
 * as of that day. The jobs sweep the whole store: without this, one journey's renewals could renew another's
 * subscription before that one's reminder went, or its reminders remind a subscription about to change. The lock is
 * a directory under the run's output folder (emptied when a run starts), so it works across Playwright's workers.
 */
export async function withSubscriptionCalendar<T>(testInfo: TestInfo, journey: () => Promise<T>): Promise<T> {
  const lock = path.join(testInfo.project.outputDir, ".subscription-calendar.lock");
  mkdirSync(testInfo.project.outputDir, { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      try {
        if (Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS) rmSync(lock, { recursive: true, force: true });
      } catch {
        // Released meanwhile: try again.
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await journey();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
