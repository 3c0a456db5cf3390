#!/usr/bin/env node
/**
 * `npm test`: unit and integration tests, then the browser journeys. Without Chromium the browser
 * tests are skipped loudly, except under CI=true, where a missing browser fails the run.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

/** Runs one pass and says how long it took, so CI's log shows where a slow run's time went. */
const run = (command, args, env = process.env) => {
  const started = Date.now();
  const status = spawnSync(command, args, { stdio: "inherit", env }).status ?? 1;
  console.log(`\n${[command, ...args].join(" ")}: ${Math.round((Date.now() - started) / 1000)} s, exit ${status}`);
  return status;
};

// Everything against embedded PGlite first; then, when a PostgreSQL server is named, the
// database-backed suites again against it, so both engines stay proven.
const { TEST_DATABASE_URL, ...withoutServer } = process.env;
const unit = run("npx", ["vitest", "run"], withoutServer);
if (unit !== 0) process.exit(unit);
if (TEST_DATABASE_URL) {
  console.log(`\nDatabase-backed tests again on PostgreSQL (${TEST_DATABASE_URL.replace(/:[^:@/]*@/, ":***@")})`);
  // The upgrade test starts the previous release's code on a database of its own choosing, PostgreSQL in this pass.
  // Files that open no test database ran whole in the PGlite pass (tests/engine-independent-files.json says which).
  const { files: engineIndependent } = JSON.parse(readFileSync("tests/engine-independent-files.json", "utf8"));
  const postgres = run("npx", ["vitest", "run", "server", "tests/upgrade/previous-release.test.ts"], {
    ...process.env,
    VITEST_LEFT_OUT: engineIndependent.join(","),
  });
  if (postgres !== 0) process.exit(postgres);
}

// The browser journeys run in Debian's headless shell, the screenshot comparison in its full Chromium (playwright.config.ts).
const browsers = [
  [process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", "chromium"],
  [process.env.CHROMIUM_SHELL_PATH ?? "/usr/bin/chromium-headless-shell", "chromium-headless-shell"],
];
const missing = browsers.filter(([path]) => !existsSync(path));
if (missing.length > 0) {
  const banner = `\n${"!".repeat(72)}\n  No ${missing.map(([path]) => path).join(" and no ")}: the browser tests did NOT run.\n  Install with: apt-get install -y ${missing.map(([, name]) => name).join(" ")}\n${"!".repeat(72)}\n`;
  console.error(banner);
  process.exit(process.env.CI === "true" ? 1 : 0);
}
process.exit(run("npx", ["playwright", "test"]));
