/**
 * Commands asked of the e2e store this worker's journeys use (the shared one, or the worker's own), through the admin
 * channel the store opens beside its embedded database (server/admin-channel.ts): the very request `npm run admin` and
 * `npm run jobs` make once they have started. Asked from the test's own process, a command costs milliseconds; the
 * command line cost a node and tsx started for it, some 4 s of CPU apiece, tens of times a run on two cores.
 */
import { askAdminChannel, readAdminChannel } from "#server/admin-channel";
import { expect } from "./fixtures.ts";
import { storeDataDir } from "./e2e-store.ts";

/** The store's answer to `command` (as the command line sends it: `{ command: "create-staff", email, role }`), which must be a 200. */
export async function askStore(command: Record<string, unknown>): Promise<unknown> {
  const channel = readAdminChannel(storeDataDir());
  if (!channel) throw new Error(`no admin channel in ${storeDataDir()}: the e2e store runs on its embedded database and opens one`);
  const { status, body } = await askAdminChannel(channel, command);
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
}
