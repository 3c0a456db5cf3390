/**
 * The fence around the two modules that lean on what React and React Router do rather than on what they promise
 * (decision 0137): `render-when-seen.tsx` (hydration left to the server's HTML, a transition that keeps a Suspense
 * boundary's content) and `document-stream.ts` (React's flushes and Suspense markers, React Router's inlined
 * manifest). An upgrade of either library fails here until someone has checked both modules against the new version
 * and moved the pins; a new importer fails here until a decision record says why it may use them.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const RECORD = "docs/decisions/0137-render-when-seen-and-document-stream-fenced.md";

/** The versions both modules were last checked against (what `npm ci` installs and what package.json asks for). */
const CHECKED = {
  react: { installed: "19.3.1", asked: "^19.3.1" },
  "react-dom": { installed: "19.3.1", asked: "^19.3.1" },
  "react-router": { installed: "7.18.4", asked: "7.18.4" },
};

/** Every file that imports either module today; a new one needs a decision record first. */
const IMPORTERS = [
  "app/entry.server.tsx",
  "app/features/product/ProductView.tsx",
  "app/lib/document-stream.test.ts",
  "app/lib/kept-render.test.tsx",
  "app/lib/render-when-seen.test.tsx",
];

const FENCED = /(?:from\s*|import\s*\(\s*)["'][^"']*\/(?:render-when-seen|document-stream)(?:\.tsx?)?["']/;
const SOURCE = /\.(?:[cm]?[jt]sx?)$/;

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}

const readJson = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), "utf8")) as Record<string, unknown>;

describe("render-when-seen and document-stream stay fenced", () => {
  it("run on the React and React Router versions they were checked against", () => {
    const manifest = readJson("package.json") as { dependencies: Record<string, string> };
    for (const [name, checked] of Object.entries(CHECKED)) {
      const installed = readJson(`node_modules/${name}/package.json`).version;
      const found = { installed, asked: manifest.dependencies[name] };
      expect(
        found,
        `${name} is not the version app/lib/render-when-seen.tsx and app/lib/document-stream.ts were checked against: ` +
          `check both against it as ${RECORD} says, then move CHECKED in this file`,
      ).toEqual(checked);
    }
  });

  it("have no importer beyond today's without a decision record", () => {
    const importers = ["app", "server", "domain", "scripts", "tests"]
      .flatMap(sourceFiles)
      .filter((file) => FENCED.test(readFileSync(path.join(ROOT, file), "utf8")))
      .sort();
    expect(
      importers,
      `a new user of render-when-seen or document-stream needs a decision record first (${RECORD}); then add it to IMPORTERS`,
    ).toEqual(IMPORTERS);
  });
});
