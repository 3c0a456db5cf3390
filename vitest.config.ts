import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { configDefaults, defineConfig } from "vitest/config";

const TEST_FILES = ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "domain/**/*.test.ts", "scripts/**/*.test.ts", "tests/**/*.test.ts"];
/**
 * Files that replace a module with `vi.mock`: a worker's copy of a module that imported the real one would outlive them
 * (a full run failed same-secret.test.ts on node:crypto, and report-offline.test.ts on a mocked logger), so they run in
 * a worker of their own. Found by reading the sources, so a new mocking file cannot slip into the shared workers.
 */
const MOCKING_FILES = ["app", "server", "domain", "scripts", "tests"].flatMap((root) =>
  readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((path) => /\.test\.tsx?$/.test(path) && !path.includes("node_modules"))
    .map((path) => join(root, path))
    .filter((file) => /\bvi\.(?:do)?[mM]ock\(/.test(readFileSync(file, "utf8"))),
);
/**
 * Files a pass of `npm test` leaves out (scripts/test.mjs: the PostgreSQL pass skips the engine-independent ones),
 * comma-separated. An environment variable, not `--exclude`: a project's own `exclude` replaces the command line's.
 */
const LEFT_OUT = process.env.VITEST_LEFT_OUT?.split(",").filter(Boolean) ?? [];

export default defineConfig({
  test: {
    setupFiles: ["./tests/vitest-setup.ts"],
    globalSetup: ["./tests/database-templates.ts"],
    // PGlite runs initdb per instance (about 2 s); one per test file keeps files independent.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default is one worker fewer than the cores: a single worker on CI's two cores. Most files wait on
    // PGlite's start-up or PostgreSQL, so two workers finish in about half the time.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "shared-modules",
          include: TEST_FILES,
          exclude: [...configDefaults.exclude, ...MOCKING_FILES, ...LEFT_OUT],
          // A worker keeps its modules from one test file to the next instead of importing the store afresh for each
          // (issue 64, CI time): the PGlite pass took 718 s instead of 1,290 s, the PostgreSQL pass 540 s instead of
          // 767 s. Each file still opens its own database, and the set-up file runs again for it. The price is that a
          // module's state outlives its file: a test must put back what it changes in one (environment, mocks, timers).
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: "own-modules", include: MOCKING_FILES, exclude: [...configDefaults.exclude, ...LEFT_OUT], isolate: true },
      },
    ],
  },
});
