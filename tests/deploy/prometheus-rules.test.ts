/**
 * deploy/prometheus/elara-alerts.yml is what a host loads into Prometheus: promtool (Debian's `prometheus` package,
 * which .ci/run installs) must accept it and pass its unit tests, and every store metric it names must be one the
 * store serves on /metrics.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createMetrics } from "#server/http/metrics";

const FOLDER = path.join(process.cwd(), "deploy", "prometheus");
const RULES = "elara-alerts.yml";
const RULE_TESTS = "elara-alerts.test.yml";

const promtool = (process.env.PATH ?? "")
  .split(path.delimiter)
  .map((folder) => path.join(folder, "promtool"))
  .find((candidate) => existsSync(candidate));

function run(args: string[], cwd: string) {
  const result = spawnSync(promtool!, args, { cwd, encoding: "utf8" });
  return { status: result.status, said: result.stdout + result.stderr };
}

describe("the Prometheus alert rules", () => {
  const rules = readFileSync(path.join(FOLDER, RULES), "utf8");
  const scratch = mkdtempSync(path.join(tmpdir(), "elara-rules-"));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  // Skipped only without promtool (`apt-get install prometheus` gives it); CI installs it, so there it always runs.
  it.skipIf(!promtool)("pass `promtool check rules` (needs promtool)", () => {
    const checked = run(["check", "rules", RULES], FOLDER);
    expect(checked.said).toContain("SUCCESS: 14 rules found");
    expect(checked.status).toBe(0);
  });

  // Skipped only without promtool, as above.
  it.skipIf(!promtool)(
    "raise each alert on the figures it watches and stay quiet short of them (needs promtool: `promtool test rules`)",
    () => {
      const tested = run(["test", "rules", RULE_TESTS], FOLDER);
      expect(tested.said).toContain("SUCCESS");
      expect(tested.status).toBe(0);
      // promtool evaluates two days of series minute by minute: seconds of work on a shared machine.
    },
    60_000,
  );

  // Skipped only without promtool, as above.
  it.skipIf(!promtool)(
    "would fail those tests if a threshold moved (needs promtool)",
    () => {
      copyFileSync(path.join(FOLDER, RULE_TESTS), path.join(scratch, RULE_TESTS));
      const moved = rules.replace(
        '(elara_email_outbox_oldest_pending_age_seconds{job="elara"}) > 30 * 60',
        '(elara_email_outbox_oldest_pending_age_seconds{job="elara"}) > 60 * 60',
      );
      expect(moved).not.toBe(rules);
      writeFileSync(path.join(scratch, RULES), moved);
      const tested = run(["test", "rules", RULE_TESTS], scratch);
      expect(tested.status).not.toBe(0);
      expect(tested.said).toContain("alertname: ElaraEmailBacklog");
    },
    60_000,
  );

  it("name only metrics the store serves", async () => {
    const served = await createMetrics({
      // The backups' gauges (decisions 0101, 0181), served when BACKUP_DIR is set, and WAL archiving's on PostgreSQL (0182).
      lastGoodBackupAt: async () => null,
      restoreDrills: async () => [],
      walArchiveLag: async () => ({ pendingFiles: 0, lagSeconds: 0 }),
      subscriptionCounts: async () => ({ subscriptions: {}, renewals: {} }),
      store: {
        healthy: async () => true,
        emailOutbox: async () => ({ pending: 0, oldestPendingAt: null }),
        domainEvents: async () => ({ pending: 0, oldestPendingAt: null, dead: 0 }),
        efacturaDeadlines: async () => ({ dueWithinDay: 0, overdue: 0 }),
        paymentOutcomes: () => [],
        dataDir: process.cwd(),
        now: () => new Date(),
      },
    }).registry.getMetricsAsJSON();
    const servedNames = new Set(served.map((metric) => metric.name));
    const named = new Set([...rules.matchAll(/\b(elara_[a-z0-9_]+)/g)].map((match) => match[1]!));
    expect(named.size).toBeGreaterThan(5);
    expect([...named].filter((name) => !servedNames.has(name))).toEqual([]);
  });
});
