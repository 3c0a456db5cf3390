import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "domain/**/*.test.ts", "scripts/**/*.test.ts", "tests/**/*.test.ts"],
    setupFiles: ["./tests/vitest-setup.ts"],
    // PGlite runs initdb per instance (about 2 s); one per test file keeps files independent.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
