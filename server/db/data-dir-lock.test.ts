import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DataDirInUseError, LOCK_FILE, lockDataDir } from "./data-dir-lock.ts";

const newDir = () => mkdtempSync(path.join(tmpdir(), "elara-lock-"));

describe("the data directory lock", () => {
  it("names this process in the lock file and removes it when the last handle of this process lets go", () => {
    const dir = newDir();
    const first = lockDataDir(dir);
    const second = lockDataDir(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE), "utf8")).toBe(String(process.pid));
    first();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(true);
    second();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it("refuses a directory a live process holds, naming it", async () => {
    const dir = newDir();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      writeFileSync(path.join(dir, LOCK_FILE), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
      expect(() => lockDataDir(dir)).toThrow(`(pid ${other.pid})`);
    } finally {
      other.kill();
    }
  });

  it("takes over a lock whose process is gone", async () => {
    const dir = newDir();
    const gone = spawn(process.execPath, ["-e", ""]);
    await new Promise((resolve) => gone.on("exit", resolve));
    writeFileSync(path.join(dir, LOCK_FILE), String(gone.pid));
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE), "utf8")).toBe(String(process.pid));
    release();
  });
});
