import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "domain/**/*.test.ts", "scripts/**/*.test.ts", "tests/**/*.test.ts"],
    setupFiles: ["./tests/vitest-setup.ts"],
    globalSetup: ["./tests/database-templates.ts"],
    // PGlite runs initdb per instance (about 2 s); one per test file keeps files independent.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: "forks",
    // A worker keeps its modules from one test file to the next instead of importing the store afresh for each (issue
    // 64, CI time): the admin route tests took 120 s instead of 170 s, the component tests 73 s instead of 199 s. Each
    // file still opens its own database, and the set-up file runs again for it. The price is that a module's state
    // outlives its file: a test must put back what it changes in one (environment, mocks, timers), as they all do.
    isolate: false,
    // Vitest's default is one worker fewer than the cores: a single worker on CI's two cores. Most files wait on
    // PGlite's start-up or PostgreSQL, so two workers finish in about half the time.
    maxWorkers: 2,
  },
});
