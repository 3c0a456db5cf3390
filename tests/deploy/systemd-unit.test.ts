/**
 * deploy/elara.service is what a host installs: systemd's own checker must accept it as written, and its stop timeout
 * must leave the store's graceful shutdown its time before systemd kills it.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const UNIT = path.join(process.cwd(), "deploy", "elara.service");
const SYSTEMD_ANALYZE = "/usr/bin/systemd-analyze";

/** A key's values in the unit's [Service] section (a key may repeat). */
function serviceValues(unit: string, key: string): string[] {
  const service = unit.split(/^\[Service\]$/m)[1]?.split(/^\[/m)[0] ?? "";
  return [...service.matchAll(new RegExp(`^${key}=(.*)$`, "gm"))].map((match) => match[1]!.trim());
}

/** systemd's time span as seconds: `30s`, `1min 30s`, or a bare number of seconds. */
function seconds(span: string): number {
  const units: Record<string, number> = { "": 1, s: 1, sec: 1, min: 60, m: 60 };
  return [...span.matchAll(/(\d+)\s*([a-z]*)/g)].reduce((sum, [, value, unit]) => sum + Number(value) * units[unit!]!, 0);
}

describe("deploy/elara.service", () => {
  const unit = readFileSync(UNIT, "utf8");
  const scratch = mkdtempSync(path.join(tmpdir(), "elara-unit-"));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  // Skipped only where systemd's tools are missing (a non-Debian laptop); Debian machines and CI have them.
  /** What `systemd-analyze verify` says of this text as a unit; it refuses a unit whose program does not exist. */
  function verify(text: string, name: string) {
    const [program] = serviceValues(text, "ExecStart")[0]!.split(" ");
    const file = path.join(scratch, name);
    // The copy runs this machine's node in this checkout, where a host's would run /usr/bin/node in /opt/elara.
    writeFileSync(
      file,
      text
        .replace(`ExecStart=${program}`, `ExecStart=${process.execPath}`)
        .replace(/^WorkingDirectory=.*$/m, `WorkingDirectory=${process.cwd()}`),
    );
    const result = spawnSync(SYSTEMD_ANALYZE, ["verify", file], { encoding: "utf8" });
    return { status: result.status, said: result.stderr + result.stdout };
  }

  // Skipped only where systemd's tools are missing (a non-Debian laptop); Debian machines and CI have them.
  it.skipIf(!existsSync(SYSTEMD_ANALYZE))("passes `systemd-analyze verify` with nothing to say (needs systemd-analyze)", () => {
    // verify answers 0 for a misspelt key or a bad value too, and only says so: anything said is a failure.
    expect(verify(unit, "elara.service")).toEqual({ status: 0, said: "" });
  });

  // Skipped only where systemd's tools are missing, as above.
  it.skipIf(!existsSync(SYSTEMD_ANALYZE))(
    "would be caught by that check with a misspelt key or a bad value (needs systemd-analyze)",
    () => {
      expect(verify(unit.replace(/^ProtectSystem=/m, "ProtectSytem="), "misspelt.service").said).toContain("Unknown key 'ProtectSytem'");
      expect(verify(unit.replace(/^KillMode=.*$/m, "KillMode=gently"), "bad-value.service").said).toContain("kill mode");
    },
  );

  it("runs the built entry with the settings file, restarts on failure and stops with SIGTERM after the store's grace", () => {
    expect(serviceValues(unit, "ExecStart")).toEqual(["/usr/bin/node dist/server/main.js"]);
    expect(existsSync(path.join(process.cwd(), "server", "main.ts")), "dist/server/main.js is built from server/main.ts").toBe(true);
    expect(serviceValues(unit, "EnvironmentFile")).toEqual(["/etc/elara/elara.env"]);
    expect(serviceValues(unit, "Restart")).toEqual(["on-failure"]);
    expect(serviceValues(unit, "KillSignal")).toEqual(["SIGTERM"]);

    const grace = /const SHUTDOWN_GRACE_MS = ([\d_]+);/.exec(readFileSync(path.join(process.cwd(), "server", "main.ts"), "utf8"));
    expect(grace, "server/main.ts names its graceful shutdown's limit SHUTDOWN_GRACE_MS").not.toBeNull();
    const graceSeconds = Number(grace![1]!.replaceAll("_", "")) / 1000;
    // The grace covers open requests; closing the mailer and the database comes after it.
    expect(seconds(serviceValues(unit, "TimeoutStopSec")[0]!)).toBeGreaterThanOrEqual(graceSeconds + 10);
  });

  it("lets the store write only its data and backup directories, with privileges dropped", () => {
    expect(serviceValues(unit, "ProtectSystem")).toEqual(["strict"]);
    expect(serviceValues(unit, "NoNewPrivileges")).toEqual(["yes"]);
    expect(serviceValues(unit, "PrivateTmp")).toEqual(["yes"]);
    expect(serviceValues(unit, "ReadWritePaths")).toEqual(["/var/lib/elara /var/lib/elara-backups"]);
    // V8's JIT and PGlite's WebAssembly write code at run time: this option would stop the store at its first page.
    expect(serviceValues(unit, "MemoryDenyWriteExecute")).toEqual([]);
    expect(serviceValues(unit, "User")).toEqual(["elara"]);
  });
});

describe("deploy/pgbackrest's backup service and timers (decision 0182)", () => {
  const folder = path.join(process.cwd(), "deploy", "pgbackrest");
  const service = readFileSync(path.join(folder, "elara-pgbackrest-backup@.service"), "utf8");
  const scratch = mkdtempSync(path.join(tmpdir(), "elara-pgbackrest-units-"));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  /** What `systemd-analyze verify` says of the service as instantiated by the timers, and of the timers. */
  function verifyUnits(files: Record<string, string>) {
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(scratch, name), text);
    const result = spawnSync(SYSTEMD_ANALYZE, ["verify", ...Object.keys(files).map((name) => path.join(scratch, name))], {
      encoding: "utf8",
    });
    return { status: result.status, said: result.stderr + result.stdout };
  }
  const units = () => ({
    "elara-pgbackrest-backup@.service": service,
    "elara-pgbackrest-backup@full.service": service,
    "elara-pgbackrest-full.timer": readFileSync(path.join(folder, "elara-pgbackrest-full.timer"), "utf8"),
    "elara-pgbackrest-diff.timer": readFileSync(path.join(folder, "elara-pgbackrest-diff.timer"), "utf8"),
  });

  // Skipped only where systemd's tools or pgBackRest are missing; CI installs pgBackRest from Debian.
  it.skipIf(!existsSync(SYSTEMD_ANALYZE) || !existsSync("/usr/bin/pgbackrest"))(
    "pass `systemd-analyze verify` with nothing to say, and a bad schedule would not (needs systemd-analyze, pgbackrest)",
    () => {
      expect(verifyUnits(units())).toEqual({ status: 0, said: "" });
      const broken = {
        ...units(),
        "elara-pgbackrest-full.timer": units()["elara-pgbackrest-full.timer"].replace(/^OnCalendar=.*$/m, "OnCalendar=Sundayish"),
      };
      expect(verifyUnits(broken).said).toContain("Failed to parse calendar specification");
    },
  );

  it("back up weekly in full and daily in difference, as postgres, to both repositories", () => {
    expect(serviceValues(service, "User")).toEqual(["postgres"]);
    expect(serviceValues(service, "ExecStart")).toEqual([
      "/usr/bin/pgbackrest --stanza=elara --type=%i --repo=1 backup",
      "/usr/bin/pgbackrest --stanza=elara --type=%i --repo=2 backup",
    ]);
    expect(units()["elara-pgbackrest-full.timer"]).toMatch(/^OnCalendar=Sun \*-\*-\* 02:30:00$/m);
    expect(units()["elara-pgbackrest-full.timer"]).toMatch(/^Unit=elara-pgbackrest-backup@full\.service$/m);
    expect(units()["elara-pgbackrest-diff.timer"]).toMatch(/^OnCalendar=Mon\.\.Sat \*-\*-\* 02:30:00$/m);
    expect(units()["elara-pgbackrest-diff.timer"]).toMatch(/^Unit=elara-pgbackrest-backup@diff\.service$/m);
  });
});
