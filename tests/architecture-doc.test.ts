/**
 * docs/architecture.md is the map a newcomer reads first (issue 65 item 8): a path it names in backticks must be in
 * the repository, and every commerce module must be in its module table and its picture of the platform. The map
 * once named `server/payments/` a year after that folder had gone, and had no line for shipping or retention.
 * docs/contributing.md is held to the same paths.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const ARCHITECTURE = readFileSync(path.join(ROOT, "docs/architecture.md"), "utf8");
const CONTRIBUTING = readFileSync(path.join(ROOT, "docs/contributing.md"), "utf8");

/** The repository's top folders a path in the docs starts from; a word like `order.placed` is not a path. */
const TOP = ["app", "server", "domain", "tests", "scripts", "docs", "deploy", "public", ".ci"];

/**
 * The repository paths a Markdown text names in backticks. A pattern (`server/db/schema/<module>.ts`,
 * `*.test.ts`, `app/locales/{ro,en}/`) names no one path and is left out.
 */
function namedPaths(markdown: string): string[] {
  const quoted = [...markdown.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!.trim());
  const paths = quoted.filter((text) => TOP.some((top) => text === `${top}/` || text.startsWith(`${top}/`)) && /^[\w.@$/-]+$/.test(text));
  return [...new Set(paths)];
}

function missing(paths: readonly string[]): string[] {
  return paths.filter((named) => !existsSync(path.join(ROOT, named)));
}

/** The text under a `## ` heading, up to the next one. */
function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`docs/architecture.md has no "## ${heading}" section`);
  const next = markdown.indexOf("\n## ", start + 1);
  return markdown.slice(start, next < 0 ? undefined : next);
}

const MODULES = readdirSync(path.join(ROOT, "server/commerce"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== "shared")
  .map((entry) => entry.name);

describe("docs/architecture.md", () => {
  it("names only paths the repository has", () => {
    expect(namedPaths(ARCHITECTURE).length).toBeGreaterThan(40);
    expect(missing(namedPaths(ARCHITECTURE))).toEqual([]);
  });

  it.each(MODULES)("gives server/commerce/%s/ its line in the module table", (module) => {
    expect(section(ARCHITECTURE, "The commerce modules")).toMatch(new RegExp(`^\\| \`server/commerce/${module}/\` +\\|`, "m"));
  });

  it.each(MODULES)("names %s in its picture of the platform", (module) => {
    const picture = /```\n([\s\S]*?)```/.exec(section(ARCHITECTURE, "The picture"))?.[1] ?? "";
    expect(picture).toMatch(new RegExp(`\\b${module}\\b`));
  });

  it("would catch a folder that is gone, and leaves patterns and non-paths alone", () => {
    const planted = [
      "The providers live in `server/payments/`, the rules in `server/commerce/orders/`.",
      "Tables in `server/db/schema/<module>.ts`, tests as `*.test.ts`, texts in `app/locales/{ro,en}/`; `order.placed` is an event.",
    ].join("\n");
    expect(namedPaths(planted)).toEqual(["server/payments/", "server/commerce/orders/"]);
    expect(missing(namedPaths(planted))).toEqual(["server/payments/"]);
  });
});

describe("docs/contributing.md", () => {
  it("names only paths the repository has", () => {
    expect(missing(namedPaths(CONTRIBUTING))).toEqual([]);
  });
});
