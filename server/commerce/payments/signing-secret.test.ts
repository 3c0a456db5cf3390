import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { resolvePaymentSigningSecret, SECRET_FILE_NAME, type SigningSecretSource } from "./signing-secret.ts";

const folders: string[] = [];
const dataDir = () => {
  const folder = mkdtempSync(path.join(tmpdir(), "elara-secret-"));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const configured = "c".repeat(40);

/** A production store on its embedded database with no secret configured, but for `changes`. */
const resolveFor = (dataDir: string, changes: Partial<SigningSecretSource> = {}) =>
  resolvePaymentSigningSecret({ nodeEnv: "production", paymentSigningSecret: undefined, databaseUrl: undefined, dataDir, ...changes });

describe("resolvePaymentSigningSecret", () => {
  it("uses PAYMENT_SIGNING_SECRET when set", () => {
    expect(resolveFor(dataDir(), { paymentSigningSecret: configured })).toEqual({ secret: configured, origin: "configured" });
  });

  it("keeps a generated key beside the embedded database in production, and reuses it after a restart", () => {
    const folder = dataDir();
    const first = resolveFor(folder);
    expect(first.origin).toBe("data_dir");
    expect(first.secret.length).toBeGreaterThanOrEqual(32);
    const file = path.join(folder, SECRET_FILE_NAME);
    expect(readFileSync(file, "utf8").trim()).toBe(first.secret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveFor(folder)).toEqual(first);
  });

  it("uses a random key per process in development and tests, writing nothing", () => {
    const folder = dataDir();
    const a = resolveFor(folder, { nodeEnv: "development" });
    const b = resolveFor(folder, { nodeEnv: "test" });
    expect(a.origin).toBe("ephemeral");
    expect(a.secret).not.toBe(b.secret);
    expect(() => statSync(path.join(folder, SECRET_FILE_NAME))).toThrow();
  });
});
