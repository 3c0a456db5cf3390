/**
 * The e2e stores: the one Playwright's `webServer` starts for most journeys, and the stores of their own that the
 * journeys changing what every shopper sees get, one per worker (`ownStore` in fixtures.ts). Each is the built store
 * (`npm start`) over a fresh data directory, seeded exactly as on a new machine.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { renameSync, rmSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { createServer } from "node:net";
import { E2E_METRICS_TOKEN, E2E_STOREFRONT_TOKEN } from "./store-secrets.ts";

/** The shared store's data directory; the command-line helpers use it unless their worker has a store of its own. */
export const SHARED_DATA_DIR = "data/e2e";
/** Set in a worker that has a store of its own: where `npm run admin` and `npm run jobs` find that store. */
const OWN_DATA_DIR_VARIABLE = "E2E_OWN_STORE_DATA_DIR";

/** The environment a test store runs with, beside the port and the data directory. */
export function storeEnvironment(port: number, dataDir: string): Record<string, string> {
  return {
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    PUBLIC_STOREFRONT_TOKEN: E2E_STOREFRONT_TOKEN,
    // Tests that post to rate-limited routes name their own client with X-Forwarded-For, so parallel
    // tests from one machine do not share one limit; without the header the peer address counts.
    TRUST_PROXY: "1",
    // No SMTP here: the account journeys read their activation, login and reset emails at /dev/mailbox,
    // which production refuses unless unsafe settings are allowed (for tests only).
    DEV_MAILBOX: "1",
    ALLOW_UNSAFE_DEV_SETTINGS: "1",
    // The card journeys pay on the sandbox's page, in test mode.
    PAYMENTS_SANDBOX: "1",
    // The sandbox courier stands in for Sameday, FAN and Cargus: the parcel journeys ship by it, pick its lockers and move it at /dev/courier.
    COURIER_SANDBOX: "1",
    // Every REST answer the journeys get is checked against its route's contract (decision 0091): a broken one is a 500.
    API_RESPONSE_CHECKS: "1",
    // Production serves /metrics only with its bearer token.
    METRICS_TOKEN: E2E_METRICS_TOKEN,
  };
}

/** The data directory of the store this worker's journeys use, for the command-line helpers. */
export const storeDataDir = () => process.env[OWN_DATA_DIR_VARIABLE] ?? SHARED_DATA_DIR;

export interface OwnStore {
  url: string;
  dataDir: string;
  /** Moves the store's clock this far ahead of the machine's (STORE_CLOCK_FILE, decision 0163), from its next request on. */
  setClockAhead(milliseconds: number): void;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, "close");
  return port;
}

async function untilHealthy(url: string, store: ChildProcess, output: () => string) {
  for (;;) {
    if (store.exitCode !== null) throw new Error(`the store stopped before it answered (exit ${store.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Starts a store of this worker's own (`name` tells its data directory apart) and points the command-line helpers at it.
 * `env` adds to the test store's environment; `keepData` starts it again over the data a stopped one left.
 */
export async function startOwnStore(
  name: string,
  { env = {}, keepData = false }: { env?: Record<string, string>; keepData?: boolean } = {},
): Promise<OwnStore> {
  const dataDir = `data/e2e-${name}`;
  const clockFile = resolve(`${dataDir}-clock`);
  if (!keepData) rmSync(dataDir, { recursive: true, force: true });
  rmSync(clockFile, { force: true });
  const port = await freePort();
  const store = spawn("node", ["scripts/start.mjs"], {
    env: { ...process.env, ...storeEnvironment(port, dataDir), STORE_CLOCK_FILE: clockFile, ...env },
    stdio: "pipe",
  });
  let output = "";
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  store.stdout!.on("data", keep);
  store.stderr!.on("data", keep);
  const url = `http://localhost:${port}`;
  await untilHealthy(url, store, () => output);
  process.env[OWN_DATA_DIR_VARIABLE] = dataDir;
  return {
    url,
    dataDir,
    setClockAhead(milliseconds) {
      // Whole, by rename: the store never reads half a number.
      writeFileSync(`${clockFile}.next`, String(milliseconds));
      renameSync(`${clockFile}.next`, clockFile);
    },
    async stop() {
      delete process.env[OWN_DATA_DIR_VARIABLE];
      if (store.exitCode !== null) return;
      const exited = once(store, "exit");
      store.kill("SIGTERM");
      await exited;
    },
  };
}
