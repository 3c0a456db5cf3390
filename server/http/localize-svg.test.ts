import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SUPPORTED_LANGUAGES } from "#domain/locale";
import { SEED_IMAGES_DIR } from "#server/storefront-api/image-versions";
import { IMAGE_LABELS, isLanguageNeutral } from "./image-labels.ts";
import { localizeSvg, svgLabels } from "./localize-svg.ts";

const LABELS = {
  "60 capsules": { ro: "60 de capsule", en: "60 capsules" },
  "Gluten & lactose free": { ro: "Fără gluten & <lactoză>", en: "Gluten & lactose free" },
  "Immune support": { ro: "", en: "" },
};

describe("localizeSvg", () => {
  it("rewrites texts and titles from the dictionary, keeping their attributes", () => {
    const svg = `<svg><title>60 capsules</title><text x="0" font-size="15">60 capsules</text><text>AHCC</text></svg>`;
    expect(localizeSvg(svg, "ro", LABELS)).toBe(
      `<svg><title>60 de capsule</title><text x="0" font-size="15">60 de capsule</text><text>AHCC</text></svg>`,
    );
  });

  it("looks entities up decoded and escapes what it writes", () => {
    const svg = `<svg><text fill="#555">Gluten &amp; lactose free</text></svg>`;
    expect(localizeSvg(svg, "ro", LABELS)).toBe(`<svg><text fill="#555">Fără gluten &amp; &lt;lactoză&gt;</text></svg>`);
    expect(localizeSvg(svg, "en", LABELS)).toBe(`<svg><text fill="#555">Gluten &amp; lactose free</text></svg>`);
  });

  it("drops an element whose words are empty in the language", () => {
    expect(localizeSvg(`<svg><text y="1">Suport</text><text y="2">Immune support</text></svg>`, "en", LABELS)).toBe(
      `<svg><text y="1">Suport</text></svg>`,
    );
  });

  it("leaves unknown words and texts with markup inside as drawn", () => {
    const svg = `<svg><text>Unknown</text><text>60 <tspan>capsules</tspan></text><textPath>60 capsules</textPath></svg>`;
    expect(localizeSvg(svg, "ro", LABELS)).toBe(svg);
  });

  it("lists an SVG's words decoded, in document order", () => {
    expect(svgLabels(`<svg><title>A &amp; B</title><text x="1">&#169; C</text><rect/></svg>`)).toEqual(["A & B", "© C"]);
  });
});

describe("the label dictionary", () => {
  // A product's full label (`*-label.svg`, decision 0096) is the Romanian label itself, the same in every language.
  const drawings = readdirSync(SEED_IMAGES_DIR).filter((file) => file.endsWith(".svg") && !file.endsWith("-label.svg"));

  it("translates every word of every seed picture, or knows it reads the same in every language", () => {
    const untranslated = drawings.flatMap((file) =>
      svgLabels(readFileSync(path.join(SEED_IMAGES_DIR, file), "utf8"))
        .filter((text) => !isLanguageNeutral(text) && !(text in IMAGE_LABELS))
        .map((text) => `${file}: ${text}`),
    );
    expect(untranslated).toEqual([]);
  });

  it("has both languages for every entry, and no entry for a neutral text", () => {
    for (const [source, label] of Object.entries(IMAGE_LABELS)) {
      for (const language of SUPPORTED_LANGUAGES) expect(typeof label[language], `${source} in ${language}`).toBe("string");
      expect(isLanguageNeutral(source), source).toBe(false);
    }
  });

  it("tells amounts, numbers and names from words", () => {
    for (const neutral of ["100 mg", "25 µg", "×3", "3×", "24", "Elara", "PCO-Well", "?"])
      expect(isLanguageNeutral(neutral), neutral).toBe(true);
    for (const word of ["60 capsules", "3 MONTHS", "Zinc", "mg"]) expect(isLanguageNeutral(word), word).toBe(false);
  });

  it("keeps only words the pictures use", () => {
    const used = new Set(drawings.flatMap((file) => svgLabels(readFileSync(path.join(SEED_IMAGES_DIR, file), "utf8"))));
    expect(Object.keys(IMAGE_LABELS).filter((source) => !used.has(source))).toEqual([]);
  });

  it("leaves no English on a Romanian picture: each word is translated or the same in both", () => {
    const english = /\b(?:capsules|SUPPORT|SUPPLEMENT|Serving|extract|tested|bottle|by Elara)\b/;
    for (const file of drawings) {
      const romanian = svgLabels(localizeSvg(readFileSync(path.join(SEED_IMAGES_DIR, file), "utf8"), "ro"));
      expect(
        romanian.filter((text) => english.test(text)),
        file,
      ).toEqual([]);
    }
  });
});
