/**
 * The one-writer tests (issue 65 item 4): a state column only one file of the server writes, so that every change of
 * it is one its lifecycle table allows. Each names that file, how a write of the state is found in a source, and
 * sources the scan must catch and must let pass: a scan that found nothing at all would otherwise pass too.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { writesBesides } from "./source-scan.ts";

export interface OneWriter {
  /** Whose state it is, as the test's title says it: "a shipment's state". */
  state: string;
  /** The one file allowed to write it, its path below `server`. */
  writer: string;
  /** The state's columns, as the test's title names them: "shipments.status". */
  columns: string;
  /** What a source writes to the state, one entry a write. */
  writes: (source: string) => string[];
  /** Sources that each write the state once, on their own. */
  caught: readonly string[];
  /** Sources that write something else beside it, or read it to decide what to write. */
  passed: readonly string[];
}

export function describeOneWriter({ state, writer, columns, writes, caught, passed }: OneWriter) {
  describe(`writers of ${state}`, () => {
    it(`are ${path.basename(writer)} alone: no other file of the server writes ${columns}`, () => {
      expect(writesBesides(path.resolve("server"), writer, writes)).toEqual([]);
    });

    it("would catch a writer that sets the status itself", () => {
      for (const source of caught) expect(writes(source), source).toHaveLength(1);
      for (const source of passed) expect(writes(source), source).toEqual([]);
    });
  });
}
