/** The browser's call types follow the routes' contracts: a contract changed without `npm run api:types` fails here. */
import { readFile } from "node:fs/promises";
import { expect, it } from "vitest";
import { API_TYPES_FILE, generatedApiTypes } from "./api-types.ts";

it("app/lib/api-paths.generated.ts is what `npm run api:types` writes from the contracts today", async () => {
  expect(await readFile(API_TYPES_FILE, "utf8"), "run `npm run api:types` and commit the file").toBe(await generatedApiTypes());
}, 120_000);
