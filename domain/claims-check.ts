/**
 * The claims checker (issue 44 item 4, decision 0097): the words Romanian law forbids in the advertising and labelling
 * of food supplements, found in a text with where they are and which rule forbids them. One pure rule that the
 * catalogue (publishing a product), the blog (publishing an article), the reviews (holding one for moderation) and the
 * admin's "Claims check" page all call, so they never disagree about what a forbidden word is.
 *
 * Matching is case-insensitive, by whole words (a letter or digit on either side is not a boundary, so "health" is not
 * "heal"), and Romanian is read with or without its diacritics ("boală", "boala", "BOALĂ", cedilla "ş"/"ţ" and
 * combining marks alike). What only looks like a listed word is read as that word (issue 64 item 6, decision 0129): a soft
 * hyphen or a zero-width space inside it, full-width letters, or Cyrillic and Greek look-alikes ("НРV", "herpеs"). Each
 * language is checked against its own lists: the English "cure" is a Romanian word too
 * ("o cură de trei luni"), and the Romanian "gripe" is an English one.
 *
 * Decided on purpose, so that ordinary words do not trip it:
 * - the past participle "tratat/tratată/tratate/tratați" and the English "treated" are not flagged: they are mostly
 *   neutral ("apă tratată", "treated with care"); every other form of "a trata"/"to treat" and every "tratament" is;
 * - "cold" alone is a temperature, so only "colds" and "common cold" are disease names;
 * - a forbidden word inside one of the warnings the law allows ("nu înlocuiește tratamentul recomandat de medic",
 *   "if you are taking medication, ask your doctor") is not a finding; a disease name always is.
 */
import CONFUSABLES from "unhomoglyph/data.json" with { type: "json" };
import { z } from "zod";
import type { Language } from "./locale.ts";
import { editorFieldLabel } from "./editor-field-labels.ts";

export const CLAIMS_RULE_IDS = ["law56_words", "law56_diseases", "reg1169_prevention"] as const;
export type ClaimsRuleId = (typeof CLAIMS_RULE_IDS)[number];

/** Where each rule comes from and what it forbids, in the owner's language. */
export const CLAIMS_RULES: Record<ClaimsRuleId, Record<Language, { law: string; says: string }>> = {
  law56_words: {
    ro: {
      law: "Legea nr. 56/2021 privind suplimentele alimentare, interdicțiile din publicitate și etichetare, lit. a)",
      says: "sunt interzise cuvintele „medical”, „bolnav”, „boală”, „remediu”, „medicament”, „tratament”, traducerile, sinonimele și familia lor de cuvinte (în afara unor atenționări)",
    },
    en: {
      law: "Romanian Law no. 56/2021 on food supplements, the advertising and labelling bans, letter a)",
      says: "the words “medical”, “ill”, “disease”, “remedy”, “medicine”, “treatment”, their translations, synonyms and word family are forbidden (outside certain warnings)",
    },
  },
  law56_diseases: {
    ro: {
      law: "Legea nr. 56/2021 privind suplimentele alimentare, interdicțiile din publicitate și etichetare, lit. b)",
      says: "sunt interzise numele de boli și numele sau reprezentarea simptomelor",
    },
    en: {
      law: "Romanian Law no. 56/2021 on food supplements, the advertising and labelling bans, letter b)",
      says: "disease names and the naming or depiction of symptoms are forbidden",
    },
  },
  reg1169_prevention: {
    ro: {
      law: "Regulamentul (UE) nr. 1169/2011, art. 7 alin. (3)",
      says: "unui aliment nu i se pot atribui proprietăți de prevenire, tratare sau vindecare a unei boli",
    },
    en: {
      law: "Regulation (EU) No 1169/2011, Article 7(3)",
      says: "food information must not attribute to a food the property of preventing, treating or curing a human disease",
    },
  },
};

/** One forbidden word found: as written, where, the word of the list it is a form of, and the rule. */
export interface ClaimsFinding {
  /** The name of the text it was found in (the caller's: "texts.ro.description", "body", "title"…). */
  field: string;
  /** Characters from the start of that text to the word, as written. */
  offset: number;
  /** The word as written in the text. */
  word: string;
  /** The list's entry it is a form of ("boală", "cancer"). */
  term: string;
  rule: ClaimsRuleId;
}

export const claimsFindingSchema = z
  .object({ field: z.string(), offset: z.number().int(), word: z.string(), term: z.string(), rule: z.enum(CLAIMS_RULE_IDS) })
  .meta({ id: "ClaimsFinding" });

/** A text to check: its name, its words, and the language it is written in. */
export interface CheckedText {
  field: string;
  text: string;
  language: Language;
  /** HTML: only what a reader sees is checked, not its tags and their attributes (an anchor's `id`, a link). */
  html?: boolean;
}

interface Term {
  term: string;
  /** A pattern over the folded text: lower case, no diacritics; `\s+` between the words of a name. */
  pattern: string;
  rule: ClaimsRuleId;
}

const words = (rule: ClaimsRuleId, entries: Record<string, string>): Term[] =>
  Object.entries(entries).map(([term, pattern]) => ({ term, pattern, rule }));

/** Romanian: the law's words and their word family, then the disease names. Patterns are written without diacritics. */
const RO_TERMS: Term[] = [
  ...words("law56_words", {
    medical: "medical(?:a|e|i|ul|ului)?",
    bolnav: "bolnav(?:a|e|i|ul|ului|ii|ilor|ele|elor)?",
    boală: "boal(?:a|ei)|boli(?:le|i|lor)?",
    remediu: "remedi(?:u|ul|ului|i|ile|ilor)",
    leac: "leac(?:ul|ului|uri|urile|urilor)?",
    medicament: "medicament(?:e|ul|ului|ele|elor|os|oasa|oase|osi)?",
    tratament: "tratament(?:e|ul|ului|ele|elor)?",
    // Not the participle "tratat/ă/e/i": see the module's note.
    "a trata": "trat(?:a|ez|ezi|eaza|am|eze|and|ase|asem|au)",
    vindecă: "vindec[a-z]*",
    terapie: "terapi(?:e|a|ei|i|ile|ilor)|terapeutic[a-z]*",
    curativ: "curativ[a-z]*",
  }),
  ...words("reg1169_prevention", {
    previne: "previn(?:e|)|preven(?:i|ind|ire|irea|irii|it|ita|ite|iti)",
  }),
  ...words("law56_diseases", {
    cancer: "cancer(?:ul|ului|e|ele|elor|os|oasa|oase|osi)?|canceri(?:gen|gena|gene)?",
    tumoră: "tumor(?:a|ii|i|ile|ilor|al|ala|ale)",
    diabet: "diabet(?:ul|ului|ic|ica|ici|ice|icii|icilor)?",
    herpes: "herpes(?:ul|ului)?",
    HPV: "hpv",
    papilomavirus: "papiloma\\s*virus(?:ul|ului|uri)?|virus(?:ul|ului)?\\s+papiloma",
    endometrioză: "endometrioz(?:a|ei|e|ele)",
    "chist ovarian": "chist(?:ul|ului|uri|urile|urilor)?\\s+ovar(?:ian|iana|iane|iene|ien)",
    "sindromul ovarelor polichistice":
      "(?:sindrom(?:ul)?\\s+(?:(?:de\\s+)?ovar(?:e|elor|ului)?\\s+)?polichistic(?:e)?|ovar(?:e|ele|elor)?\\s+polichistic(?:e)?|sopk)",
    cistită: "cistit(?:a|ei|e|ele|elor)(?:\\s+interstitial(?:a|e))?",
    "infecție urinară": "infecti(?:e|a|ei|i|ile|ilor)\\s+urinar(?:a|e|ei|elor)",
    infecție: "infecti(?:e|a|ei|i|ile|ilor)",
    gripă: "grip(?:a|ei|e|ele|al|ala|ale)",
    răceală: "raceal(?:a|ei)|raceli(?:le|lor)?",
    hipertensiune: "hipertensiun(?:e|ea|ii)",
    depresie: "depresi(?:e|a|ei|i|ile)",
    insomnie: "insomni(?:e|a|ei|i|ile)",
    candidoză: "candidoz(?:a|ei|e|ele)",
    artrită: "artrit(?:a|ei|e|ele)",
    osteoporoză: "osteoporoz(?:a|ei)",
    obezitate: "obezitat(?:e|ea|ii)",
    Alzheimer: "alzheimer",
    hepatită: "hepatit(?:a|ei|e|ele)",
    displazie: "displazi(?:e|a|ei|i|ile)",
    negi: "negi(?:i|lor)?|veruc(?:a|i|ile|ilor)",
    condiloame: "condiloam(?:e|ele|elor)",
    infertilitate: "infertilitat(?:e|ea|ii)",
    prostatită: "prostatit(?:a|ei|e)",
    "adenom de prostată": "adenom(?:ul)?\\s+de\\s+prostata|hiperplazi(?:e|a)\\s+de\\s+prostata",
    acnee: "acne(?:e|ea|ei)",
    eczemă: "eczem(?:a|ei|e|ele)",
    psoriazis: "psoriazis(?:ul|ului)?",
    anemie: "anemi(?:e|a|ei|i)",
    astm: "astm(?:ul|ului|atic|atica|atici|atice)?",
  }),
];

const EN_TERMS: Term[] = [
  ...words("law56_words", {
    medical: "medical(?:ly)?",
    ill: "ill|illness(?:es)?",
    sick: "sick(?:ness|nesses)?",
    disease: "diseases?|diseased",
    remedy: "remed(?:y|ies)",
    medicine: "medicines?|medicinal|medications?",
    // Not "treated": see the module's note.
    treat: "treat(?:s|ing|ment|ments)?",
    cure: "cur(?:e|es|ed|ing|ative)",
    heal: "heal(?:s|ed|ing|er|ers)?",
    therapy: "therap(?:y|ies|eutic|eutically)",
  }),
  ...words("reg1169_prevention", {
    prevent: "prevent(?:s|ed|ing|ion|ive)?",
  }),
  ...words("law56_diseases", {
    cancer: "cancers?|cancerous|carcinogenic",
    tumour: "tumou?rs?",
    diabetes: "diabetes|diabetic",
    herpes: "herpes",
    "cold sore": "cold\\s+sores?",
    HPV: "hpv",
    papillomavirus: "(?:human\\s+)?papilloma\\s*virus(?:es)?",
    endometriosis: "endometriosis",
    "ovarian cyst": "ovarian\\s+cysts?",
    "polycystic ovary syndrome": "polycystic\\s+ovar(?:y|ies|ian)(?:\\s+syndrome)?|pcos",
    cystitis: "(?:interstitial\\s+)?cystitis",
    "urinary tract infection": "urinary\\s+tract\\s+infections?|utis?",
    infection: "infections?",
    flu: "flu|influenza",
    "common cold": "colds|common\\s+cold",
    hypertension: "hypertension",
    depression: "depression",
    insomnia: "insomnia",
    candidiasis: "candidiasis|thrush",
    arthritis: "arthritis",
    osteoporosis: "osteoporosis",
    obesity: "obesity",
    "Alzheimer's": "alzheimer(?:'s)?",
    hepatitis: "hepatitis",
    dysplasia: "dysplasia",
    warts: "warts?",
    infertility: "infertility",
    prostatitis: "prostatitis",
    "prostate enlargement": "(?:benign\\s+)?prostatic\\s+hyperplasia|enlarged\\s+prostate",
    acne: "acne",
    eczema: "eczema",
    psoriasis: "psoriasis",
    anaemia: "an(?:a)?emi(?:a|c)",
    asthma: "asthma(?:tic)?",
  }),
];

/**
 * The warnings the law allows a forbidden word in: a finding of the law's words inside a sentence that is one of these
 * is not reported. Over the folded sentence.
 */
const ALLOWED_WARNINGS: Record<Language, RegExp[]> = {
  ro: [
    /\bnu (?:inlocuieste|inlocuiesc|inlocuiti)\b.{0,80}\b(?:tratament|medicament|sfatul medic)/,
    /\bdaca (?:urmezi|urmati|iei|luati|folosesti|folositi|ai|aveti)\b.{0,40}\b(?:tratament|medicament)/,
    /\bin paralel cu (?:un |orice )?(?:tratament|medicament)/,
    /\bpot lua\b.{0,60}\b(?:medicament|tratament)/,
    /\binterac(?:tiona|tiun)\w*\b.{0,80}\b(?:medicament|tratament)/,
    /\b(?:daca|sau)\b.{0,40}\b(?:urmezi|urmati|iei|luati)\b.{0,30}\b(?:tratament|medicament)/,
    /\bnu (?:intrerupe|opri|intrerupeti)\b.{0,30}\btratament/,
    /\b(?:intreaba|intrebati|discuta|discutati|cere)\b.{0,25}\bmedic\w*\b.{0,80}\b(?:tratament|medicament)/,
  ],
  en: [
    /\b(?:does not|do not|doesn't|don't|is not|are not) (?:replace|a substitute for)\b.{0,80}\b(?:treatment|medication|medicine|medical advice)/,
    /\bif you (?:are|re|'re) (?:on|taking|using|following)\b.{0,40}\b(?:treatment|medication|medicine)/,
    /\bif you take\b.{0,40}\b(?:medication|medicine)/,
    /\balongside (?:any |your )?(?:treatment|medication)/,
    /\bcan i take\b.{0,60}\b(?:medication|medicine|treatment)/,
    /\binteract\w*\b.{0,80}\b(?:medication|medicine|treatment)/,
    /\b(?:if|or)\b.{0,40}\b(?:having|on|taking|take|following)\b.{0,30}\b(?:treatment|medication|medicine)/,
    /\bdo not stop\b.{0,30}\btreatment/,
    /\b(?:ask|talk to|consult)\b.{0,25}\bdoctor\b.{0,80}\b(?:treatment|medication|medicine)/,
  ],
};

/** Romanian letters with diacritics, both the comma and the cedilla forms, to their bare letter. */
const BARE: Record<string, string> = { ă: "a", â: "a", î: "i", ș: "s", ş: "s", ț: "t", ţ: "t" };
const COMBINING_MARK = /\p{Mn}/u;
/** Invisible in a text as read (soft hyphen, zero-width space and joiners, variation selectors…): a word goes on across them. */
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/u;
const ASCII = /^\p{ASCII}*$/u;
const ASCII_LETTERS = /^[A-Za-z]+$/;

let confusables: Map<string, string> | undefined;
/**
 * A character that is not ASCII written as the Latin letters it looks like ("Н" and "Р" of Cyrillic, "ρ" of Greek), from
 * Unicode's confusables (the `unhomoglyph` package's table of confusables.txt). Only for characters outside ASCII,
 * and only where the look-alike is made of Latin letters: the table's own skeletons also rewrite ASCII ("m" as
 * "rn"), which would break the lists' patterns. The lower-case form is looked up first, since the table reads a
 * capital I as an "l". Made the first time a text is checked.
 */
function latinLookAlike(character: string): string | undefined {
  if (!confusables) {
    confusables = new Map();
    for (const [from, to] of Object.entries(CONFUSABLES as Record<string, string>))
      if (!ASCII.test(from) && ASCII_LETTERS.test(to)) confusables.set(from, to.toLowerCase());
  }
  return confusables.get(character.toLowerCase()) ?? confusables.get(character);
}

/**
 * The text lower-cased without diacritics, and for each of its characters the offset of the character it came from.
 * Written so that what looks like a listed word is read as that word: each character in its compatibility form
 * (NFKC: full-width letters, ligatures), invisible characters and combining marks dropped (a decomposed "ă" is
 * "a"), look-alikes of other scripts read as the Latin letters they resemble. Offsets still point into the text as
 * written, so a finding shows the word with whatever hid it.
 */
function fold(text: string): { folded: string; origin: number[] } {
  let folded = "";
  const origin: number[] = [];
  let index = 0;
  for (const codePoint of text) {
    if (!IGNORABLE.test(codePoint) && !COMBINING_MARK.test(codePoint)) {
      for (const character of codePoint.normalize("NFKC")) {
        if (COMBINING_MARK.test(character) || IGNORABLE.test(character)) continue;
        const lower = character.toLowerCase();
        const bare = BARE[lower] ?? (ASCII.test(lower) ? lower : (latinLookAlike(character) ?? (lower.length === 1 ? lower : character)));
        for (let unit = 0; unit < bare.length; unit++) origin.push(index);
        folded += bare;
      }
    }
    index += codePoint.length;
  }
  origin.push(text.length);
  return { folded, origin };
}

const compiled = new Map<Language, { term: Term; pattern: RegExp }[]>();
function patternsOf(language: Language) {
  let found = compiled.get(language);
  if (!found) {
    found = (language === "ro" ? RO_TERMS : EN_TERMS).map((term) => ({
      term,
      // A letter or a digit on either side means the word goes on: "health" is not "heal", "gripal" not "grip".
      pattern: new RegExp(`(?<![\\p{L}\\p{N}])(?:${term.pattern})(?![\\p{L}\\p{N}])`, "gu"),
    }));
    compiled.set(language, found);
  }
  return found;
}

/** The sentence around `at` in the folded text: from the last stop before it to the next. */
function sentenceAround(folded: string, at: number): string {
  const stops = /[.!?\n;]/;
  let start = at;
  while (start > 0 && !stops.test(folded[start - 1]!)) start--;
  let end = at;
  while (end < folded.length && !stops.test(folded[end]!)) end++;
  return folded.slice(start, end);
}

/** Every forbidden word in one text, in the order they appear; overlapping matches keep the longest. */
export function checkText({ field, text, language, html = false }: CheckedText): ClaimsFinding[] {
  if (text === "") return [];
  // A tag becomes as many spaces, so every offset still points into the text as written.
  const { folded, origin } = fold(html ? text.replace(/<[^>]*>/g, (tag) => " ".repeat(tag.length)) : text);
  const matches: { start: number; end: number; term: Term }[] = [];
  for (const { term, pattern } of patternsOf(language)) {
    pattern.lastIndex = 0;
    for (let match = pattern.exec(folded); match; match = pattern.exec(folded))
      matches.push({ start: match.index, end: match.index + match[0].length, term });
  }
  matches.sort((a, b) => a.start - b.start || b.end - a.end);
  const findings: ClaimsFinding[] = [];
  let covered = -1;
  for (const match of matches) {
    if (match.start < covered) continue;
    covered = match.end;
    if (
      match.term.rule === "law56_words" &&
      ALLOWED_WARNINGS[language].some((warning) => warning.test(sentenceAround(folded, match.start)))
    )
      continue;
    const offset = origin[match.start]!;
    findings.push({
      field,
      offset,
      word: text.slice(offset, origin[match.end]!),
      term: match.term.term,
      rule: match.term.rule,
    });
  }
  return findings;
}

/** Every forbidden word in several texts, text by text. */
export function checkClaims(texts: readonly CheckedText[]): ClaimsFinding[] {
  return texts.flatMap(checkText);
}

/** A finding in one sentence of the owner's language: the word, where, and the rule with its source. */
export function describeFinding(finding: ClaimsFinding, language: Language): string {
  const rule = CLAIMS_RULES[finding.rule][language];
  const field = editorFieldLabel(language, finding.field);
  return language === "ro"
    ? `„${finding.word}”, în ${field}, poziția ${finding.offset}: ${rule.law}: ${rule.says}.`
    : `“${finding.word}”, in ${field}, position ${finding.offset}: ${rule.law}: ${rule.says}.`;
}

/** Why a review waits for moderation when it names a disease or a forbidden word: its findings, or null to publish. */
export function reviewClaimsHold(review: { title: string; text: string; language: Language }): ClaimsFinding[] | null {
  const findings = checkClaims([
    { field: "title", text: review.title, language: review.language },
    { field: "text", text: review.text, language: review.language },
  ]);
  return findings.length === 0 ? null : findings;
}
