/**
 * The claims checker (issue 44, decision 0097): Law 56/2021's words and disease names in Romanian and English, with and
 * without diacritics, in their inflections, by whole words, where they are, and the ordinary words it leaves alone.
 */
import { describe, expect, it } from "vitest";
import { CLAIMS_RULES, checkClaims, checkText, describeFinding, reviewClaimsHold } from "./claims-check.ts";
import type { Language } from "./locale.ts";

const words = (text: string, language: Language = "ro") => checkText({ field: "f", text, language }).map((finding) => finding.word);
const rules = (text: string, language: Language = "ro") => checkText({ field: "f", text, language }).map((finding) => finding.rule);

describe("the Romanian list", () => {
  it.each([
    ["boală", "law56_words"],
    ["boala", "law56_words"],
    ["BOALĂ", "law56_words"],
    ["bolile", "law56_words"],
    ["bolilor", "law56_words"],
    ["bolnavă", "law56_words"],
    ["tratament", "law56_words"],
    ["tratamentul", "law56_words"],
    ["tratamentelor", "law56_words"],
    ["tratează", "law56_words"],
    ["trateaza", "law56_words"],
    ["remediu", "law56_words"],
    ["remediile", "law56_words"],
    ["medicament", "law56_words"],
    ["medicamentele", "law56_words"],
    ["vindecă", "law56_words"],
    ["vindecat", "law56_words"],
    ["vindecare", "law56_words"],
    ["terapie", "law56_words"],
    ["medicală", "law56_words"],
    ["previne", "reg1169_prevention"],
    ["prevenirea", "reg1169_prevention"],
    ["cancer", "law56_diseases"],
    ["cancerul", "law56_diseases"],
    ["diabet", "law56_diseases"],
    ["diabetici", "law56_diseases"],
    ["herpes", "law56_diseases"],
    ["HPV", "law56_diseases"],
    ["endometrioză", "law56_diseases"],
    ["endometrioza", "law56_diseases"],
    ["chist ovarian", "law56_diseases"],
    ["chisturi ovariene", "law56_diseases"],
    ["sindromul ovarelor polichistice", "law56_diseases"],
    ["SOPK", "law56_diseases"],
    ["cistită", "law56_diseases"],
    ["cistita interstițială", "law56_diseases"],
    ["gripă", "law56_diseases"],
    ["gripei", "law56_diseases"],
    ["răceală", "law56_diseases"],
    ["raceli", "law56_diseases"],
    ["infecție urinară", "law56_diseases"],
  ])("finds “%s” (%s)", (text, rule) => {
    expect(words(`Un text despre ${text}, scris azi.`)).toEqual([text]);
    expect(rules(`Un text despre ${text}, scris azi.`)).toEqual([rule]);
  });

  it("reads the cedilla letters and decomposed diacritics as the comma letters", () => {
    expect(words("boală cu ş şi ţ: tratamentul e bun")).toEqual(["boală", "tratamentul"]);
    expect(words("o boa\u0306la\u0306 veche")).toEqual(["boa\u0306la\u0306"]);
    expect(words("infecţie urinară")).toEqual(["infecţie urinară"]);
  });

  it("finds the review of the issue's done-when, with both words and where they are", () => {
    expect(checkText({ field: "text", text: "M-a vindecat de cancer!", language: "ro" })).toEqual([
      { field: "text", offset: 4, word: "vindecat", term: "vindecă", rule: "law56_words" },
      { field: "text", offset: 16, word: "cancer", term: "cancer", rule: "law56_diseases" },
    ]);
  });

  it.each([
    ["apă tratată", "the participle “tratat” is ordinary Romanian"],
    ["am tratat comanda cu grijă", "the participle again"],
    ["o cură de trei luni", "“cure” is English"],
    ["medicul tău", "a doctor is not a medicine"],
    ["bolul de ceramică", "a bowl is not an illness"],
    ["lunile reci", "a cold month is not a cold"],
    ["sistemul imunitar", "nothing"],
    ["grupa de vârstă", "“gripa” needs its letters"],
    ["gripalul e inventat", "a longer word is another word"],
  ])("leaves “%s” alone (%s)", (text) => {
    expect(words(text)).toEqual([]);
  });

  it("lets the warnings the law allows through, but never a disease name in them", () => {
    expect(words("Nu înlocuiește tratamentul recomandat de medic.")).toEqual([]);
    expect(words("Dacă urmezi un tratament, discută cu medicul.")).toEqual([]);
    expect(words("Pot lua produsul împreună cu medicamente?")).toEqual([]);
    expect(words("Întreabă-ți medicul înainte, mai ales în timpul unui tratament.")).toEqual([]);
    expect(words("Nu înlocuiește tratamentul pentru cancer.")).toEqual(["cancer"]);
    expect(words("Tratamentul natural pentru tine.")).toEqual(["Tratamentul"]);
  });
});

describe("the English list", () => {
  it.each([
    ["disease", "law56_words"],
    ["diseases", "law56_words"],
    ["illness", "law56_words"],
    ["cure", "law56_words"],
    ["cured", "law56_words"],
    ["treat", "law56_words"],
    ["treats", "law56_words"],
    ["treatment", "law56_words"],
    ["remedy", "law56_words"],
    ["remedies", "law56_words"],
    ["medicine", "law56_words"],
    ["medication", "law56_words"],
    ["heal", "law56_words"],
    ["healing", "law56_words"],
    ["therapy", "law56_words"],
    ["prevents", "reg1169_prevention"],
    ["cancer", "law56_diseases"],
    ["diabetes", "law56_diseases"],
    ["herpes", "law56_diseases"],
    ["cold sores", "law56_diseases"],
    ["HPV", "law56_diseases"],
    ["endometriosis", "law56_diseases"],
    ["ovarian cysts", "law56_diseases"],
    ["polycystic ovary syndrome", "law56_diseases"],
    ["PCOS", "law56_diseases"],
    ["interstitial cystitis", "law56_diseases"],
    ["flu", "law56_diseases"],
    ["influenza", "law56_diseases"],
    ["colds", "law56_diseases"],
  ])("finds “%s” (%s)", (text, rule) => {
    expect(words(`A note on ${text}, written today.`, "en")).toEqual([text]);
    expect(rules(`A note on ${text}, written today.`, "en")).toEqual([rule]);
  });

  it.each(["healthy habits", "good health", "treated with care", "the colder months", "a cold morning", "flue gas", "curry", "new skills"])(
    "leaves “%s” alone",
    (text) => expect(words(text, "en")).toEqual([]),
  );

  it("lets a warning through", () => {
    expect(words("It does not replace the diagnosis and treatment set by your doctor.", "en")).toEqual([]);
    expect(words("If you take any medication, ask your doctor first.", "en")).toEqual([]);
    expect(words("Can I take it with medication?", "en")).toEqual([]);
  });

  it("checks each language against its own list: “cure” is Romanian too, “gripe” English", () => {
    expect(words("o cură de trei luni", "ro")).toEqual([]);
    expect(words("a cure in three months", "en")).toEqual(["cure"]);
    expect(words("no gripes at all", "en")).toEqual([]);
    expect(words("sezonul gripei", "ro")).toEqual(["gripei"]);
  });
});

describe("words hidden by how they are written (issue 64 item 6)", () => {
  it.each([
    ["a soft hyphen", "HP\u00ADV", "ro", "HPV"],
    ["a zero-width space", "her\u200Bpes", "en", "herpes"],
    ["a zero-width joiner and a word joiner", "can\u200Dc\u2060er", "en", "cancer"],
    ["Cyrillic capitals", "\u041D\u0420V", "ro", "HPV"],
    ["a Cyrillic small e", "herp\u0435s", "ro", "herpes"],
    ["Greek look-alikes", "\u0397\u03A1V", "en", "HPV"],
    ["full-width letters", "\uFF48\uFF50\uFF56", "en", "HPV"],
    ["mathematical letters", "\u{1D421}\u{1D41E}\u{1D42B}\u{1D429}\u{1D41E}\u{1D42C}", "en", "herpes"],
    ["a Cyrillic і in a Romanian word with its diacritics", "\u0456nfecție urinară", "ro", "infecție urinară"],
  ] as const)("finds a disease name written with %s", (_how, written, language, term) => {
    const [finding, ...more] = checkText({ field: "body", text: `Un text despre ${written} azi.`, language });
    expect(more).toEqual([]);
    expect(finding).toMatchObject({ term, offset: 15, word: written, rule: "law56_diseases" });
  });

  it("still leaves alone the words it left alone, in Latin letters or look-alikes", () => {
    expect(words("health and \u0441old weather", "en")).toEqual([]);
    expect(words("o cur\u0103 de trei luni, apă tratată")).toEqual([]);
    expect(words("Ελληνικά και русский текст")).toEqual([]);
  });

  it("holds a review hiding a disease name, so it is not published at once", () => {
    expect(reviewClaimsHold({ title: "Super", text: "Gata cu herp\u0435sul", language: "ro" })?.map((f) => f.term)).toEqual(["herpes"]);
  });
});

describe("findings", () => {
  it("say where: each text's name and the offset in it, in order, the longest of overlapping names", () => {
    const found = checkClaims([
      { field: "texts.ro.title", text: "Fără boală", language: "ro" },
      { field: "texts.en.title", text: "An urinary tract infection and an infection", language: "en" },
    ]);
    expect(found.map(({ field, offset, word }) => [field, offset, word])).toEqual([
      ["texts.ro.title", 5, "boală"],
      ["texts.en.title", 3, "urinary tract infection"],
      ["texts.en.title", 34, "infection"],
    ]);
  });

  it("name their rule with its law in both languages", () => {
    const [finding] = checkText({ field: "texts.ro.longDescription", text: "un remediu", language: "ro" });
    expect(describeFinding(finding!, "ro")).toContain(
      "„remediu”, în Descriere pe pagina produsului (română), poziția 3: Legea nr. 56/2021",
    );
    expect(describeFinding(finding!, "en")).toContain(
      "“remediu”, in Description on the product page (Romanian), position 3: Romanian Law no. 56/2021",
    );
    for (const rule of Object.values(CLAIMS_RULES)) for (const said of Object.values(rule)) expect(said.law && said.says).toBeTruthy();
  });

  it("hold a review that names a disease or a forbidden word, and only such a review", () => {
    expect(reviewClaimsHold({ title: "Minunat", text: "M-a vindecat de cancer", language: "ro" })?.map((f) => f.field)).toEqual([
      "text",
      "text",
    ]);
    expect(reviewClaimsHold({ title: "Easy to take", text: "Two capsules with breakfast.", language: "en" })).toBeNull();
  });
});
