/**
 * The store speaks to shoppers in one Romanian register, "tu" (issue 15). These are the marks of the polite
 * "dumneavoastră" register: its pronouns and its second-person plural verbs (încercați, introduceți-vă …).
 */
const POLITE_PRONOUN = /(?<![\p{L}-])(vă|v-(?:am|ați|au|a|o)|dumneavoastră|dvs\.?)(?![\p{L}])/giu;
const PLURAL_VERB = /(?<![\p{L}-])[\p{L}]+(?:ați|eți|iți|âți)(?:-(?:vă|l|le|o|i))?(?![\p{L}])/gu;

/**
 * Words that end like a plural verb but are not one addressed to the shopper: past participles and nouns
 * (aprobați, plătiți, returnați, bărbați, the admin's abonați, blocați, activați), the "tu" forms of -i verbs
 * (să soliciți, să trimiți, retrimiți, să achiți),
 * and a question the shopper asks the store ("Ce metode de plată acceptați?").
 */
const NOT_ADDRESSED = new Set([
  "toți",
  "câți",
  "bărbați",
  "aprobați",
  "plătiți",
  "returnați",
  "diagnosticați",
  "cinstiți",
  "folați",
  "soliciți",
  "trimiți",
  "achiți",
  "înghiți",
  "acceptați",
  "galați",
  "abonați",
  "activați",
  "neactivați",
  "blocați",
  "neblocați",
  "retrimiți",
]);

/** The polite-register words in a text, lower-cased; empty when it speaks as "tu". */
export function politeRegisterWords(text: string): string[] {
  const pronouns = [...text.matchAll(POLITE_PRONOUN)].map((match) => match[0].toLowerCase());
  const verbs = [...text.matchAll(PLURAL_VERB)].map((match) => match[0].toLowerCase()).filter((word) => !NOT_ADDRESSED.has(word));
  return [...pronouns, ...verbs];
}
