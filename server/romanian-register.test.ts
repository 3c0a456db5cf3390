import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { politeRegisterWords } from "#tests/romanian-register.ts";

/** Where the server writes what a shopper reads: API messages and emails (the product texts are the seed's). */
const SOURCES = ["server/api", "server/mail", "server/commerce", "server/storefront-api", "server/http"];

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return Promise.resolve(entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [full] : []);
    }),
  );
  return nested.flat();
}

/** The string literals of a module, quoted or template. */
function literals(source: string): string[] {
  return [...source.matchAll(/"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)].map((match) => match[1] ?? match[2] ?? "");
}

describe("the server's Romanian", () => {
  it("speaks to the shopper as 'tu' in every message and email", async () => {
    const files = (await Promise.all(SOURCES.map(sourceFiles))).flat();
    expect(files.length).toBeGreaterThan(20);
    const polite: string[] = [];
    for (const file of files) {
      for (const text of literals(await readFile(file, "utf8"))) {
        for (const word of politeRegisterWords(text)) polite.push(`${file}: ${word} in "${text.slice(0, 80)}"`);
      }
    }
    expect(polite).toEqual([]);
  });

  it("knows the polite register when it sees it", () => {
    expect(politeRegisterWords("Vă rugăm să încercați din nou.")).toEqual(["vă", "încercați"]);
    expect(politeRegisterWords("Folosiți-l la prima comandă. Nu v-am putut abona.")).toEqual(["v-am", "folosiți-l"]);
    expect(politeRegisterWords("Încearcă din nou. Poți să soliciți un link nou.")).toEqual([]);
  });
});
