/**
 * The per-release accessibility report (issue 66 item 3): each axe run of `expectAccessible` leaves one line (the
 * page, the project, the violations counted by impact) in a file of its worker, and the run's global teardown gathers
 * them into `reports/accessibility/axe-report.json` and `.md`, with the package's version and the date, for the owner
 * to show. Appending one line per page costs nothing beside axe's own second.
 */
import { appendFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

export const AXE_RUNS_DIR = "test-results/axe-runs";
export const AXE_REPORT_DIR = "reports/accessibility";

export type Impact = "minor" | "moderate" | "serious" | "critical";
export interface AxePageRun {
  url: string;
  project: string;
  violations: Record<Impact, number>;
  rules: string[];
}

export function recordAxeRun(run: AxePageRun, worker: string) {
  mkdirSync(AXE_RUNS_DIR, { recursive: true });
  appendFileSync(path.join(AXE_RUNS_DIR, `${worker}.jsonl`), `${JSON.stringify(run)}\n`);
}

/** Writes the report of every run recorded since the last one (which it removes); returns the pages checked, or 0 when none ran axe. */
export function writeAxeReport(now = new Date()): number {
  let files: string[];
  try {
    files = readdirSync(AXE_RUNS_DIR).filter((file) => file.endsWith(".jsonl"));
  } catch {
    return 0;
  }
  const runs: AxePageRun[] = files.flatMap((file) =>
    readFileSync(path.join(AXE_RUNS_DIR, file), "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as AxePageRun),
  );
  if (runs.length === 0) return 0;
  const { version } = JSON.parse(readFileSync("package.json", "utf8")) as { version: string };
  const axeVersion = (JSON.parse(readFileSync("node_modules/axe-core/package.json", "utf8")) as { version: string }).version;
  // One row per page and project: the worst a page showed across its visits.
  const pages = new Map<string, AxePageRun>();
  for (const run of runs) {
    const pathOnly = new URL(run.url).pathname + new URL(run.url).search.replace(/([?&])(order|token)=[^&]*/g, "$1$2=…");
    const key = `${run.project} ${pathOnly}`;
    const seen = pages.get(key);
    if (!seen) pages.set(key, { ...run, url: pathOnly });
    else {
      for (const impact of Object.keys(run.violations) as Impact[])
        seen.violations[impact] = Math.max(seen.violations[impact], run.violations[impact]);
      seen.rules = [...new Set([...seen.rules, ...run.rules])];
    }
  }
  const rows = [...pages.values()].sort((a, b) => a.project.localeCompare(b.project) || a.url.localeCompare(b.url));
  const total = (impact: Impact) => rows.reduce((sum, row) => sum + row.violations[impact], 0);
  const report = {
    store: "elara",
    version,
    date: now.toISOString(),
    tool: `axe-core ${axeVersion} (WCAG 2.0, 2.1 A and AA, best practices)`,
    checks: runs.length,
    pages: rows,
    violations: { critical: total("critical"), serious: total("serious"), moderate: total("moderate"), minor: total("minor") },
  };
  mkdirSync(AXE_REPORT_DIR, { recursive: true });
  writeFileSync(path.join(AXE_REPORT_DIR, "axe-report.json"), `${JSON.stringify(report, null, 2)}\n`);
  const markdown = [
    `# Accessibility check of Elara ${version}`,
    "",
    `${report.date.slice(0, 10)}: ${report.tool}, run by the end-to-end suite on every page it visits (${runs.length} checks, ${rows.length} pages × projects).`,
    "",
    `Violations: critical ${report.violations.critical}, serious ${report.violations.serious}, moderate ${report.violations.moderate}, minor ${report.violations.minor}.`,
    "",
    "| Project | Page | Critical | Serious | Moderate | Minor |",
    "| --- | --- | --- | --- | --- | --- |",
    ...rows.map(
      (row) =>
        `| ${row.project} | \`${row.url}\` | ${row.violations.critical} | ${row.violations.serious} | ${row.violations.moderate} | ${row.violations.minor} |`,
    ),
    "",
  ].join("\n");
  writeFileSync(path.join(AXE_REPORT_DIR, "axe-report.md"), markdown);
  rmSync(AXE_RUNS_DIR, { recursive: true, force: true });
  return runs.length;
}
