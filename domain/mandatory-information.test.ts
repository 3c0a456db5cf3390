import { describe, expect, it } from "vitest";
import { allergenSegments } from "./allergens.ts";
import {
  emptyMandatoryInformation,
  isCalendarDate,
  mandatoryEditSchema,
  mandatoryView,
  missingMandatoryFields,
} from "./mandatory-information.ts";

describe("allergens in an ingredient list", () => {
  it("reads what is between double asterisks as an allergen", () => {
    expect(allergenSegments("lapte praf, lecitină de **soia**, **gluten**")).toEqual([
      { text: "lapte praf, lecitină de ", allergen: false },
      { text: "soia", allergen: true },
      { text: ", ", allergen: false },
      { text: "gluten", allergen: true },
    ]);
    expect(allergenSegments("fără alergeni")).toEqual([{ text: "fără alergeni", allergen: false }]);
  });

  it("refuses a mark left open or an empty one", () => {
    expect(allergenSegments("lecitină de **soia")).toBeNull();
    expect(allergenSegments("****")).toBeNull();
  });
});

describe("what publishing asks for", () => {
  it("names every required field of an empty product, the product's own warnings excepted", () => {
    const missing = missingMandatoryFields(emptyMandatoryInformation());
    expect(missing).toContain("mandatory.texts.ro.legalName");
    expect(missing).toContain("mandatory.texts.en.storage");
    expect(missing).not.toContain("mandatory.texts.ro.warnings");
    expect(missing.slice(-7)).toEqual([
      "mandatory.nutrients",
      "mandatory.operatorName",
      "mandatory.operatorAddress",
      "mandatory.notificationNumber",
      "mandatory.notificationAuthority",
      "mandatory.notificationDate",
      "mandatory.labelPhoto",
    ]);
  });

  it("asks a nutrient row for its names, amount and unit, but not for %NRV", () => {
    const information = emptyMandatoryInformation();
    information.nutrients = [{ code: "magnesium", amount: "300", unit: "", nrv: "", ro: { name: "Magneziu" }, en: { name: "" } }];
    const missing = missingMandatoryFields(information);
    expect(missing).not.toContain("mandatory.nutrients");
    expect(missing).toContain("mandatory.nutrients.0.en.name");
    expect(missing).toContain("mandatory.nutrients.0.unit");
    expect(missing.filter((field) => field.includes("nrv"))).toEqual([]);
  });
});

describe("the editor's form", () => {
  const issues = (input: unknown) => {
    const parsed = mandatoryEditSchema.safeParse(input);
    return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  };

  it("takes an empty form: a draft is filled in over several saves", () => {
    expect(issues({ texts: { ro: {}, en: {} } })).toEqual([]);
  });

  it("refuses a legal name without the words, an open allergen mark, a wrong amount, %NRV or date", () => {
    expect(
      issues({
        texts: { ro: { legalName: "Papillex", ingredients: "**soia" }, en: { legalName: "Papillex – FOOD SUPPLEMENT" } },
        nutrients: [{ amount: "3 00", unit: "mg", nrv: "12%", ro: { name: "Zinc" }, en: { name: "Zinc" } }],
        notificationDate: "2026-02-29",
      }),
    ).toEqual([
      "texts.ro.legalName: legal_name",
      "texts.ro.ingredients: allergen_marks",
      "nutrients.0.amount: amount",
      "nutrients.0.nrv: nrv",
      "notificationDate: date",
    ]);
    expect(isCalendarDate("2028-02-29")).toBe(true);
  });

  it("takes a nutrient code of the register or none, each code on one row only", () => {
    const row = (code: unknown) => ({ code, amount: "10", unit: "mg", nrv: "100", ro: { name: "Zinc" }, en: { name: "Zinc" } });
    const texts = { ro: {}, en: {} };
    expect(issues({ texts, nutrients: [row("zinc"), row(null), row(null)] })).toEqual([]);
    // A row written before nutrient codes existed reads as none.
    expect(
      mandatoryEditSchema.parse({ texts, nutrients: [{ amount: "1", unit: "g", nrv: "", ro: { name: "x" }, en: { name: "x" } }] })
        .nutrients[0]!.code,
    ).toBeNull();
    expect(issues({ texts, nutrients: [row("zinc"), row("selenium"), row("zinc")] })).toEqual(["nutrients.2.code: duplicate_code"]);
    expect(issues({ texts, nutrients: [row("ashwagandha")] })).toEqual(["nutrients.0.code: invalid"]);
  });
});

describe("the product page's view", () => {
  it("is null for a product with nothing written, and falls back to Romanian for a text missing in English", () => {
    expect(mandatoryView(emptyMandatoryInformation(), "en")).toBeNull();
    const information = emptyMandatoryInformation();
    information.texts.ro.storage = "Loc uscat";
    expect(mandatoryView(information, "en")!.texts.storage).toBe("Loc uscat");
  });
});
