/** The architecture's "event → handlers" table is the platform's: a handler added or moved without `npm run docs:events` fails here. */
import { readFile } from "node:fs/promises";
import { expect, it } from "vitest";
import { ARCHITECTURE_FILE, generatedArchitecture } from "./event-map.ts";

it("docs/architecture.md lists each event's handlers as the platform registers them today", async () => {
  expect(await readFile(ARCHITECTURE_FILE, "utf8"), "run `npm run docs:events` and commit the file").toBe(await generatedArchitecture());
}, 120_000);
