import { describe, expect, it } from "vitest";
import { isStorageFailure } from "./storage-failure.ts";

/** PGlite's and pg's error shape: a DatabaseError with the SQLSTATE as `code`, wrapped by drizzle. */
function databaseError(code: string, message: string) {
  return Object.assign(new Error(message), { code, severity: "ERROR" });
}
const wrappedByDrizzle = (cause: unknown) => new Error("Failed query: insert into orders …\nparams: …", { cause });

describe("isStorageFailure", () => {
  it("recognises a full disk and a failing one, as PGlite and PostgreSQL report them through drizzle", () => {
    expect(
      isStorageFailure(wrappedByDrizzle(databaseError("53100", 'could not extend file "base/5/18094": No space left on device'))),
    ).toBe(true);
    expect(isStorageFailure(databaseError("58030", 'could not write to file "pg_wal/xlogtemp.1": Input/output error'))).toBe(true);
    expect(isStorageFailure(Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" }))).toBe(true);
  });

  it("leaves other database errors alone, and does not read the disk's words in a shopper's text", () => {
    expect(isStorageFailure(wrappedByDrizzle(databaseError("23505", "duplicate key value violates unique constraint")))).toBe(false);
    expect(isStorageFailure(new Error("Failed query: insert into notes values ($1)\nparams: No space left on device"))).toBe(false);
    expect(isStorageFailure({ message: "could not extend file" })).toBe(false);
    expect(isStorageFailure(null)).toBe(false);
  });
});
