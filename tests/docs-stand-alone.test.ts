/**
 * A person who clones the repository has only the repository: the README and docs/ must not send them to
 * files outside it, and every relative link in them must open a file that is there.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = process.cwd();

function markdownFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith(".md") ? [path] : [];
  });
}

const DOCUMENTS = [join(ROOT, "README.md"), ...markdownFiles(join(ROOT, "docs"))];
/** Written by us; the spec and the research are kept as their authors wrote them. */
const OURS = DOCUMENTS.filter((file) => !/docs\/(spec|research)\//.test(file));

function relativeLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z]+:/i.test(target) && !target.startsWith("#"))
    .map((target) => target.split("#")[0]!);
}

describe("the repository's documents stand alone", () => {
  it.each(OURS.map((file) => [relative(ROOT, file), file]))("%s names no file outside the repository", (_name, file) => {
    expect(readFileSync(file, "utf8")).not.toMatch(/\.\.\/shared\b|\bshared\/(ARCHITECTURE|STACK-NOTES|spec|research)/);
  });

  it.each(DOCUMENTS.map((file) => [relative(ROOT, file), file]))(
    "every relative link in %s opens a file of the repository",
    (_name, file) => {
      const missing = relativeLinks(readFileSync(file, "utf8")).filter((target) => !existsSync(join(dirname(file), target)));
      expect(missing).toEqual([]);
    },
  );

  it("points a newcomer to the architecture, the way we work and the specification", () => {
    const readme = readFileSync(join(ROOT, "README.md"), "utf8");
    for (const doc of ["docs/architecture.md", "docs/contributing.md", "docs/spec/storefront-spec.md"]) {
      expect(readme).toContain(`](${doc})`);
    }
  });
});
