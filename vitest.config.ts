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
    // Vitest's default is one worker fewer than the cores: a single worker on CI's two cores. Most files wait on
    // PGlite's start-up or PostgreSQL, so two workers finish in about half the time.
    maxWorkers: 2,
  },
});
