/**
 * The store's real password hashing: every other test hashes at argon2id's lowest cost (tests/vitest-setup.ts), so
 * this file alone proves the parameters a customer's and a staff member's passwords are kept with.
 */
import { describe, expect, it, vi } from "vitest";
import { hashPassword, verifyNothing, verifyPassword } from "./passwords.ts";

vi.unmock("@node-rs/argon2");

describe("password hashing", () => {
  it("keeps argon2id at OWASP's minimum (19 MiB, 2 passes, 1 lane), with a salt of its own each time", async () => {
    const first = await hashPassword("a long staff password");
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hashPassword("a long staff password")).not.toBe(first);
  });

  it("verifies the password it was made from and no other, and a malformed hash as a wrong password", async () => {
    const stored = await hashPassword("a long staff password");
    expect(await verifyPassword(stored, "a long staff password")).toBe(true);
    expect(await verifyPassword(stored, "a long staff passworD")).toBe(false);
    expect(await verifyPassword("not a hash", "a long staff password")).toBe(false);
    expect(await verifyNothing("anything")).toBe(false);
  });

  it("still verifies a hash kept at the cheaper parameters tests use, since the parameters travel inside it", async () => {
    const { hash } = await import("@node-rs/argon2");
    const cheap = await hash("a long staff password", { memoryCost: 8, timeCost: 1, parallelism: 1 });
    expect(await verifyPassword(cheap, "a long staff password")).toBe(true);
  });
});
