/**
 * `npm run lint` is what keeps the module map of docs/decisions/0085 true, so its refusals are tested here: a
 * planted import in each direction the map forbids must fail lint, and the directions it allows must pass.
 * The planted files exist only as text (ESLint's lintText with a path), so nothing is written to the tree. A cycle
 * needs files on disk (lint reads the imported file to follow its imports), so those are planted in a copy of the
 * project's layout under the system's temporary folder, linted with this project's config and package imports.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MODULE_DEPENDENCIES, moduleCircle } from "../eslint.config.js";

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

/** One shipped (non-test) file of a module other than its module.ts, to import from a planted neighbour. */
function someFileOf(module: string): string {
  const file = readdirSync(path.join(COMMERCE, module)).find(
    (name) => name.endsWith(".ts") && !name.endsWith(".test.ts") && name !== "module.ts",
  );
  if (!file) throw new Error(`server/commerce/${module} has no .ts file at its top`);
  return `#server/commerce/${module}/${file.replace(/\.ts$/, "")}`;
}

/** The one file other modules and the server's layers import a module by (decision 0134). */
const surfaceOf = (module: string) => `#server/commerce/${module}/module`;

const MODULES = readdirSync(COMMERCE, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== "shared")
  .map((entry) => entry.name);

describe("lint fences the commerce modules", () => {
  it("knows the modules the project has (settings and consent were once left out)", () => {
    expect(MODULES).toEqual(expect.arrayContaining(["settings", "consent", "catalog", "orders"]));
  });

  it.each(MODULES)("refuses an import of a module the map does not list for %s/", async (module) => {
    const allowed = MODULE_DEPENDENCIES[module] ?? [];
    const neighbour = MODULES.find((other) => other !== module && !allowed.includes(other))!;
    const errors = await boundaryErrors(
      `server/commerce/${module}/planted.ts`,
      `import * as neighbour from "${surfaceOf(neighbour)}";\nexport const planted = neighbour;\n`,
    );
    expect(errors).toEqual([expect.stringContaining("A module imports only the modules the map lists")]);
  });

  it.each(Object.entries(MODULE_DEPENDENCIES).flatMap(([module, allowed]) => allowed.map((other) => [module, other])))(
    "lets %s/ import %s/, as the map lists",
    async (module, other) => {
      const errors = await boundaryErrors(
        `server/commerce/${module}/planted.ts`,
        `import * as neighbour from "${surfaceOf(other!)}";\nexport const planted = neighbour;\n`,
      );
      expect(errors).toEqual([]);
    },
  );

  it("refuses the way back along the map: payments never import orders, orders never import subscriptions", async () => {
    for (const [module, other] of [
      ["payments", "orders"],
      ["orders", "subscriptions"],
      ["catalog", "orders"],
      ["invoicing", "orders"],
    ])
      expect(
        await boundaryErrors(
          `server/commerce/${module}/planted.ts`,
          `import * as x from "${surfaceOf(other!)}";\nexport const planted = x;\n`,
        ),
      ).toEqual([expect.stringContaining("A module imports only the modules the map lists")]);
  });

  it("keeps the map free of circles, and would see one", () => {
    expect(moduleCircle(MODULE_DEPENDENCIES)).toBeNull();
    expect(moduleCircle({ ...MODULE_DEPENDENCIES, payments: ["orders"] })).toEqual(["payments", "orders", "payments"]);
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

describe("a module's own files are reachable only through its module.ts (issue 65 item 1)", () => {
  const plant = (from: string) => `import * as planted from "${from}";\nexport const use = planted;\n`;

  it.each(MODULES)("refuses a route, a page or a job importing one of %s/'s own files", async (module) => {
    for (const file of ["server/api/planted.ts", "server/web/planted.ts", "server/jobs/planted.ts"])
      expect(await boundaryErrors(file, plant(someFileOf(module))), file).toEqual([
        expect.stringContaining(`Reach ${module}'s files through server/commerce/${module}/module.ts`),
      ]);
  });

  it.each(Object.entries(MODULE_DEPENDENCIES).flatMap(([module, allowed]) => allowed.map((other) => [module, other])))(
    "refuses %s/ reaching past %s/'s module.ts, though the map lets it use the module",
    async (module, other) => {
      expect(await boundaryErrors(`server/commerce/${module}/planted.ts`, plant(someFileOf(other!)))).toEqual([
        expect.stringContaining(`Reach ${other}'s files through server/commerce/${other}/module.ts`),
      ]);
    },
  );

  it("lets the server's layers import a module.ts", async () => {
    for (const module of MODULES) expect(await boundaryErrors("server/api/planted.ts", plant(surfaceOf(module))), module).toEqual([]);
  });
});

/**
 * One import style inside commerce (issue 65 item 7): a module's own files by their relative path, so a module reads
 * as one folder; another module's, the shared kernel's and the rest of the server's by their `#server/…` alias, so a
 * crossing stands out. Each import that breaks it, as `file: specifier`.
 */
function importsAgainstTheStyle(): string[] {
  const moduleOf = (file: string) => path.relative(COMMERCE, file).split(path.sep)[0];
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(path.join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [path.join(dir, entry.name)] : [],
    );
  return files(COMMERCE).flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(/(?:from|import)\s*\(?\s*"((?:\.{1,2}\/|#server\/)[^"]+)"/g)].flatMap(([, specifier]) => {
      const target = specifier!.startsWith("#server/")
        ? path.join(ROOT, "server", `${specifier!.slice("#server/".length)}.ts`)
        : path.resolve(path.dirname(file), specifier!);
      const inside = target.startsWith(COMMERCE + path.sep);
      const sameModule = inside && moduleOf(target) === moduleOf(file);
      // A file outside the server (a script a test runs) has no alias to be named by.
      const hasAlias = target.startsWith(path.join(ROOT, "server") + path.sep);
      const wrong = sameModule ? specifier!.startsWith("#") : hasAlias && !specifier!.startsWith("#");
      return wrong ? [`${path.relative(ROOT, file)}: ${specifier}`] : [];
    }),
  );
}

describe("one import style inside commerce (issue 65 item 7)", () => {
  it("imports a module's own files by relative path and everything else by its alias", () => {
    expect(importsAgainstTheStyle()).toEqual([]);
  });
});

describe("lint lets the platform only assemble (decision 0134)", () => {
  const plant = (from: string) => `import * as planted from "${from}";\nexport const use = planted;\n`;

  it.each(MODULES)("refuses server/platform.ts importing one of %s/'s own files", async (module) => {
    expect(await boundaryErrors("server/platform.ts", plant(someFileOf(module)))).toEqual([
      expect.stringContaining("server/platform.ts builds a module through its module.ts"),
    ]);
  });

  it("finds a module.ts in every module, and lets the platform import it and the shared kernel", async () => {
    for (const module of MODULES) expect(existsSync(path.join(COMMERCE, module, "module.ts")), module).toBe(true);
    for (const module of MODULES)
      expect(await boundaryErrors("server/platform.ts", plant(`#server/commerce/${module}/module`))).toEqual([]);
    expect(await boundaryErrors("server/platform.ts", plant("#server/commerce/shared/clock"))).toEqual([]);
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

describe("lint keeps the browser features one way", () => {
  const plant = (from: string) => `import * as planted from "${from}";\nexport const use = planted;\n`;

  it.each([
    ["app/features/returns/planted.tsx", "#app/features/account/AuthPageShell.tsx"],
    ["app/features/subscriptions/planted.ts", "#app/features/account/session.ts"],
  ])("refuses %s importing %s", async (file, from) => {
    expect(await boundaryErrors(file, plant(from))).toEqual([expect.stringContaining("account shows returns and subscriptions")]);
  });

  it("lets account show returns and subscriptions, and all three use app/lib and app/ui", async () => {
    expect(await boundaryErrors("app/features/account/planted.tsx", plant("#app/features/returns/ReturnStatusBadge.tsx"))).toEqual([]);
    expect(await boundaryErrors("app/features/account/planted.tsx", plant("#app/features/subscriptions/SubscriptionFacts.tsx"))).toEqual(
      [],
    );
    expect(await boundaryErrors("app/features/returns/planted.tsx", plant("#app/lib/server-calls.ts"))).toEqual([]);
    expect(await boundaryErrors("app/features/subscriptions/planted.tsx", plant("#app/ui/forms/AddressFields.tsx"))).toEqual([]);
  });

  it("keeps the pieces they share from reaching back into a feature", async () => {
    expect(await boundaryErrors("app/ui/forms/planted.tsx", plant("#app/features/account/AuthPageShell.tsx"))).toEqual([
      expect.stringContaining("Primitives know no feature"),
    ]);
  });
});

describe("lint keeps a shopper's React Router to the exports the shell already carries (decision 0148)", () => {
  /** The complaints of the shopper's React Router rule about `source` as the file at `file`. */
  async function routerErrors(file: string, source: string): Promise<string[]> {
    const [result] = await eslint.lintText(source, { filePath: path.join(ROOT, file) });
    return result!.messages
      .filter((message) => message.ruleId === "@typescript-eslint/no-restricted-imports")
      .map((message) => message.message);
  }
  const FETCHER = `import { useFetcher } from "react-router";\nexport const use = useFetcher;\n`;

  it.each([
    ["a name", FETCHER],
    ["a namespace", `import * as router from "react-router";\nexport const use = router;\n`],
    ["a re-export", `export { Form } from "react-router";\n`],
    ["the DOM entry's other router", `import { RouterProvider } from "react-router/dom";\nexport const use = RouterProvider;\n`],
  ])("refuses a shopper page %s the store does not use yet", async (_, source) => {
    expect(await routerErrors("app/features/product/planted.tsx", source)).toEqual([
      expect.stringContaining("joins every page's first-load JS"),
    ]);
  });

  it("lets a shopper page use the names it uses today, and any type", async () => {
    const source = `import { Link, useNavigate, type Fetcher } from "react-router";\nimport type { FetcherWithComponents } from "react-router";\nexport const use = [Link, useNavigate];\nexport type Used = [Fetcher, FetcherWithComponents<unknown>];\n`;
    expect(await routerErrors("app/features/product/planted.tsx", source)).toEqual([]);
  });

  it.each([
    "app/features/admin/planted.tsx",
    "app/routes/admin.planted.tsx",
    "app/features/product/planted.test.tsx",
    "app/features/product/planted.server.ts",
  ])("leaves %s alone: it is not shopper code", async (file) => {
    expect(await routerErrors(file, FETCHER)).toEqual([]);
  });
});

describe("lint refuses import cycles (decision 0089)", () => {
  const plantedTrees: string[] = [];
  afterAll(() => {
    for (const tree of plantedTrees) rmSync(tree, { recursive: true, force: true });
  });

  /** Lints `files` (path relative to the root → source) written into a fresh tree that resolves imports as ours does. */
  async function cycleErrors(files: Record<string, string>): Promise<Record<string, string[]>> {
    const tree = mkdtempSync(path.join(tmpdir(), "elara-planted-cycle-"));
    plantedTrees.push(tree);
    const { type, imports } = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8"));
    writeFileSync(path.join(tree, "package.json"), JSON.stringify({ name: "planted", type, imports }));
    for (const [file, source] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
      writeFileSync(path.join(tree, file), source);
    }
    const linter = new ESLint({ cwd: tree, overrideConfigFile: path.join(ROOT, "eslint.config.js") });
    const results = await linter.lintFiles(Object.keys(files));
    return Object.fromEntries(
      results.map((result) => [
        path.relative(tree, result.filePath),
        result.messages.filter((message) => message.ruleId === "import-x/no-cycle").map((message) => message.message),
      ]),
    );
  }

  const importing = (from: string, name: string) => `import { ${name} } from "${from}";\nexport const planted = () => ${name};\n`;
  const cycle = [expect.stringMatching(/^Dependency cycle/)];

  it.each([
    ["relative .ts paths", "server/planted/a.ts", "./b", "server/planted/b.ts", "./a"],
    ["#server/ imports", "server/planted/a.ts", "#server/planted/b", "server/planted/b.ts", "#server/planted/a"],
    ["#domain/ imports", "domain/planted/a.ts", "#domain/planted/b", "domain/planted/b.ts", "#domain/planted/a"],
    ["#app/ imports between .tsx and .ts", "app/planted/a.tsx", "#app/planted/b.ts", "app/planted/b.ts", "#app/planted/a.tsx"],
  ])("refuses two files importing each other through %s", async (_how, first, toSecond, second, toFirst) => {
    const errors = await cycleErrors({ [first]: importing(toSecond, "planted"), [second]: importing(toFirst, "planted") });
    expect(errors).toEqual({ [first]: cycle, [second]: cycle });
  });

  it("follows a longer circle and names the way round", async () => {
    const errors = await cycleErrors({
      "server/planted/a.ts": importing("#server/planted/b", "planted"),
      "server/planted/b.ts": importing("#server/planted/c", "planted"),
      "server/planted/c.ts": importing("#server/planted/a", "planted"),
    });
    expect(errors["server/planted/a.ts"]).toEqual([expect.stringContaining('via "#server/planted/c:1"')]);
  });

  it("lets a type-only import point back, since it is gone once compiled", async () => {
    const errors = await cycleErrors({
      "server/planted/a.ts": importing("#server/planted/b", "planted"),
      "server/planted/b.ts": `import type { planted as first } from "#server/planted/a";\nexport const planted = (use: typeof first) => use;\n`,
    });
    expect(errors).toEqual({ "server/planted/a.ts": [], "server/planted/b.ts": [] });
  });

  it("lets the schema files import each other's tables for foreign keys both ways", async () => {
    const errors = await cycleErrors({
      "server/db/schema/planted-a.ts": importing("#server/db/schema/planted-b", "planted"),
      "server/db/schema/planted-b.ts": importing("#server/db/schema/planted-a", "planted"),
    });
    expect(errors).toEqual({ "server/db/schema/planted-a.ts": [], "server/db/schema/planted-b.ts": [] });
  });
});
