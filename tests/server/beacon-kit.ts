/**
 * What the tests of the storefront's counting beacons (the visits, the funnel's steps) set up alike: the file's
 * database, a clock that starts each test at the same moment, a fresh app over emptied counters, and a phone's
 * browser, as most shoppers come.
 */
import { beforeEach } from "vitest";
import { cookieConsents, funnelCounts, rateLimitCounters, visitCounts, visitorTouches } from "#server/db/schema";
import { testClock } from "./account-kit.ts";
import { buildTestApp } from "./platform-kit.ts";
import { emptyTables, testDatabaseForFile } from "./test-database.ts";

export const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1";

/** What the beacons write (counts, touches, consents) and their per-client counters: each test starts with none. */
const BEACON_TABLES = [visitCounts, visitorTouches, funnelCounts, cookieConsents, rateLimitCounters];

/** Before each test: the beacons' tables emptied, the clock back at `start`, and a new app, which `kit()` answers with. */
export function beaconAppEachTest(start: Date) {
  const database = testDatabaseForFile();
  const clock = testClock(start);
  let kit: ReturnType<typeof buildTestApp>;
  beforeEach(async () => {
    await emptyTables(database.db, ...BEACON_TABLES);
    clock.set(start);
    kit = buildTestApp(database, { clock });
  });
  return { database, clock, kit: () => kit };
}
