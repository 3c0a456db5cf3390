/**
 * Where the payment-result signing key comes from. `PAYMENT_SIGNING_SECRET` when set (required in
 * production on PostgreSQL, where several instances must agree on it). In production on the embedded
 * database, which only one process opens, a key is generated once and kept beside the data
 * (`DATA_DIR/.payment-signing-secret`, mode 0600), so `npm start` works on a fresh machine and links
 * stay valid across restarts. In development and tests a random key per process does, with a
 * warning: a signed link from before a restart no longer verifies.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export const SECRET_FILE_NAME = ".payment-signing-secret";

export interface SigningSecretSource {
  nodeEnv: "development" | "production" | "test";
  paymentSigningSecret: string | undefined;
  databaseUrl: string | undefined;
  dataDir: string;
}

export type SigningSecret = { secret: string; origin: "configured" | "data_dir" | "ephemeral" };

const newSecret = () => randomBytes(32).toString("base64url");

export function resolvePaymentSigningSecret(config: SigningSecretSource): SigningSecret {
  if (config.paymentSigningSecret) return { secret: config.paymentSigningSecret, origin: "configured" };
  if (config.nodeEnv !== "production" || config.databaseUrl) return { secret: newSecret(), origin: "ephemeral" };
  const file = path.join(config.dataDir, SECRET_FILE_NAME);
  try {
    const stored = readFileSync(file, "utf8").trim();
    if (stored.length >= 32) return { secret: stored, origin: "data_dir" };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const secret = newSecret();
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return { secret, origin: "data_dir" };
}
