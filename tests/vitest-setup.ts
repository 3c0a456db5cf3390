import type * as Argon2 from "@node-rs/argon2";
import { afterEach, beforeEach, vi } from "vitest";

// Testing Library's findBy/waitFor give up after 1 s by default: a component test waits on its condition, and a
// render that took longer than that while CI shared the two cores with other work (load average 18) is slow, not
// wrong. A failing condition still fails, only later.
if (typeof document !== "undefined") (await import("@testing-library/react")).configure({ asyncUtilTimeout: 10_000 });

// A console.error during a test is a bug the test did not notice: fail it.
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});
afterEach(async () => {
  // Testing Library cleans up after itself only with Vitest globals on; do it here for jsdom tests.
  if (typeof document !== "undefined") (await import("@testing-library/react")).cleanup();
  vi.mocked(console.error).mockRestore();
  if (consoleErrors.length > 0) {
    throw new Error(`console.error was called during the test:\n${consoleErrors.map((a) => a.map(String).join(" ")).join("\n")}`);
  }
});

// Hashing a password at OWASP's cost takes about 50 ms of a core, and the route tests sign in some two thousand staff
// members and customers a run. Every test but passwords.test.ts (which proves the store's real parameters) hashes at
// the lowest cost argon2id takes: the hash still verifies the same way, since its parameters travel inside it.
vi.mock("@node-rs/argon2", async (importActual) => {
  const argon2 = await importActual<typeof Argon2>();
  return { ...argon2, hash: (password: string) => argon2.hash(password, { memoryCost: 8, timeCost: 1, parallelism: 1 }) };
});
