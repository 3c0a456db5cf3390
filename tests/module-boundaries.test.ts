/**
 * `npm run lint` is what keeps the module map of docs/decisions/0085 true, so its refusals are tested here: a
 * planted import in each direction the map forbids must fail lint, and the directions it allows must pass.
 * The planted files exist only as text (ESLint's lintText with a path), so nothing is written to the tree.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const COMMERCE = path.join(ROOT, "server/commerce");

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The boundary rule's complaints about `source` as if it were the file at `file` (relative to the root). */
async function boundaryErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(ROOT, file) });
  return result!.messages.filter((message) => message.ruleId === "import-x/no-restricted-paths").map((message) => message.message);
}

/** One shipped (non-test) file of a module, to import from a planted neighbour. */
function someFileOf(module: string): string {
  const file = readdirSync(path.join(COMMERCE, module)).find((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"));
  if (!file) throw new Error(`server/commerce/${module} has no .ts file at its top`);
  return `#server/commerce/${module}/${file.replace(/\.ts$/, "")}`;
}

const MODULES = readdirSync(COMMERCE, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== "shared")
  .map((entry) => entry.name);

describe("lint fences the commerce modules", () => {
  it("knows the modules the project has (settings and consent were once left out)", () => {
    expect(MODULES).toEqual(expect.arrayContaining(["settings", "consent", "catalog", "orders"]));
  });

  it.each(MODULES)("refuses an import of another module from %s/", async (module) => {
    const neighbour = MODULES.find((other) => other !== module)!;
    const errors = await boundaryErrors(
      `server/commerce/${module}/planted.ts`,
      `import * as neighbour from "${someFileOf(neighbour)}";\nexport const planted = neighbour;\n`,
    );
    expect(errors).toEqual([expect.stringContaining("A module reaches another only through what the platform injects")]);
  });

  it("lets every module use the shared kernel, and the kernel use no module", async () => {
    const kernel = `import { LOCALES_DIR } from "#server/commerce/shared/locale";\nexport const planted = LOCALES_DIR;\n`;
    expect(await boundaryErrors("server/commerce/settings/planted.ts", kernel)).toEqual([]);
    const errors = await boundaryErrors(
      "server/commerce/shared/planted.ts",
      `import * as settings from "${someFileOf("settings")}";\nexport const planted = settings;\n`,
    );
    expect(errors).toEqual([expect.stringContaining("commerce/shared is the kernel")]);
  });

  it("lets a module's own files import each other", async () => {
    const own = `import * as own from "${someFileOf("settings")}";\nexport const planted = own;\n`;
    expect(await boundaryErrors("server/commerce/settings/planted.ts", own)).toEqual([]);
  });
});

describe("lint keeps the server's layers one way", () => {
  const plant = (from: string) => `import * as planted from "${from}";\nexport const use = planted;\n`;

  it.each([
    ["server/http/planted.ts", "#server/web/ssr", "http/ is the toolkit"],
    ["server/http/planted.ts", "#server/storefront-api/http", "http/ is the toolkit"],
    ["server/api/planted.ts", "#server/storefront-api/global-id", "reach the Storefront API's contract through domain/"],
    ["server/api/planted.ts", "#server/web/staff-reader", "reach the Storefront API's contract through domain/"],
    ["server/storefront-api/planted.ts", "#server/web/page-cache-policy", "web/ renders pages over the Storefront API"],
  ])("refuses %s importing %s", async (file, from, message) => {
    expect(await boundaryErrors(file, plant(from))).toEqual([expect.stringContaining(message)]);
  });

  it("lets the page renderer read through the Storefront API and use the toolkit", async () => {
    expect(await boundaryErrors("server/web/planted.ts", plant("#server/storefront-api/global-id"))).toEqual([]);
    expect(await boundaryErrors("server/web/planted.ts", plant("#server/http/page-cache"))).toEqual([]);
  });
});
