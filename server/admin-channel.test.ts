/**
 * `npm run admin` beside a running store on the embedded database: the store's channel answers only
 * on 127.0.0.1 and only with the secret from a file its user alone can read; the staff commands run
 * the same through it as directly.
 */
import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { testDatabaseForFile } from "#tests/server/test-database.ts";
import { adminChannelPath, askAdminChannel, readAdminChannel, startAdminChannel } from "./admin-channel.ts";
import { systemClock } from "./commerce/shared/clock.ts";
import { createStaffServices } from "./commerce/staff/staff-services.ts";
import { runStaffCommand } from "./staff-commands.ts";

const database = testDatabaseForFile();

describe("the admin channel", () => {
  it("runs a staff command for whoever holds the file's secret, and goes away with the store", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "elara-channel-"));
    const staff = createStaffServices({ db: database.db, clock: systemClock });
    const channel = await startAdminChannel(dataDir, (command) => runStaffCommand(staff, "https://elara.example", command));
    try {
      expect(statSync(adminChannelPath(dataDir)).mode & 0o777).toBe(0o600);
      const found = readAdminChannel(dataDir)!;
      expect(found.pid).toBe(process.pid);

      const created = await askAdminChannel(found, { command: "create-staff", email: "Owner@Elara.example", role: "owner" });
      expect(created).toMatchObject({
        status: 200,
        body: {
          email: "owner@elara.example",
          role: "owner",
          setupUrl: expect.stringMatching(/^https:\/\/elara\.example\/admin\/setup\?token=[\w-]{43}$/),
        },
      });
      expect(await askAdminChannel(found, { command: "create-staff", email: "x", role: "owner" })).toMatchObject({
        status: 400,
        body: { error: "--email: not an email address" },
      });
      expect(await askAdminChannel(found, { command: "create-staff", email: "a@elara.example", role: "king" })).toMatchObject({
        status: 400,
        body: { error: "--role: must be one of owner, fulfilment, support" },
      });
      expect(await askAdminChannel(found, { command: "dance" })).toMatchObject({ status: 400, body: { error: 'unknown command "dance"' } });
      expect(await askAdminChannel({ ...found, secret: "guess" }, { command: "list-staff" })).toMatchObject({ status: 403 });
      expect(await askAdminChannel(found, { command: "list-staff" })).toMatchObject({
        status: 200,
        body: { staff: [{ email: "owner@elara.example", role: "owner", active: false }] },
      });
    } finally {
      await channel.close();
    }
    expect(readAdminChannel(dataDir)).toBeNull();
  });
});
