/** The texts of the admin's flow routes, in the member's language (Romanian "tu"), each naming its field. */
import type { Language } from "#domain/locale";
import { MAX_ABANDONED_DELAY_HOURS, MAX_DELAY_DAYS, MAX_FREQUENCY_CAP_HOURS, MIN_FREQUENCY_CAP_HOURS } from "#domain/retention-flows";
import type { FlowDraftProblem } from "#server/commerce/retention/module";
import { ADMIN_FIELD_SENTENCES } from "./fields.ts";

/** Flow names; a flow added without one is named by its key until it gets words here. */
const FLOW_NAMES: Record<Language, Partial<Record<string, string>>> = {
  ro: {
    review_request: "Cererea de recenzie",
    refill_reminder: "Memento de reaprovizionare",
    welcome: "Seria de bun venit",
    abandoned_checkout: "Comanda neterminată",
  },
  en: {
    review_request: "Review request",
    refill_reminder: "Refill reminder",
    welcome: "Welcome series",
    abandoned_checkout: "Abandoned checkout",
  },
};

export const flowName = (language: Language, flow: string) => FLOW_NAMES[language][flow] ?? flow;

const SENTENCES = {
  ro: {
    holdout: "Grupul de control: scrie un număr întreg de procente între 0 și 50.",
    frequencyCap: `Cel mult un e-mail din fluxuri la fiecare: scrie un număr întreg de ore între ${MIN_FREQUENCY_CAP_HOURS} și ${MAX_FREQUENCY_CAP_HOURS}.`,
    delay: (flow: string) => `${flow} – întârzierea: scrie un număr întreg de zile între 0 și ${MAX_DELAY_DAYS}.`,
    enabled: (flow: string) => `${flow}: alege pornit sau oprit.`,
    steps: (flow: string) => `${flow} – numărul de e-mailuri: alege 1 sau 2.`,
    secondStepDelay: (flow: string) =>
      `${flow} – al doilea e-mail: scrie un număr întreg de zile, mai mare decât al primului e-mail și cel mult ${MAX_DELAY_DAYS}.`,
    delayHours: (flow: string, step: number) =>
      `${flow} – e-mailul ${step}: scrie un număr întreg de ore între 1 și ${MAX_ABANDONED_DELAY_HOURS}, mai mare decât la e-mailul dinainte.`,
    incentiveCode: (flow: string) =>
      `${flow} – codul de reducere: scrie un cod existent și activ din „Reduceri” sau lasă câmpul gol pentru niciun cod.`,
  },
  en: {
    holdout: "Holdout group: enter a whole number of percent from 0 to 50.",
    frequencyCap: `At most one flow email every: enter a whole number of hours from ${MIN_FREQUENCY_CAP_HOURS} to ${MAX_FREQUENCY_CAP_HOURS}.`,
    delay: (flow: string) => `${flow} – delay: enter a whole number of days from 0 to ${MAX_DELAY_DAYS}.`,
    enabled: (flow: string) => `${flow}: choose on or off.`,
    steps: (flow: string) => `${flow} – number of emails: choose 1 or 2.`,
    secondStepDelay: (flow: string) =>
      `${flow} – second email: enter a whole number of days, more than the first email's and at most ${MAX_DELAY_DAYS}.`,
    delayHours: (flow: string, step: number) =>
      `${flow} – email ${step}: enter a whole number of hours from 1 to ${MAX_ABANDONED_DELAY_HOURS}, more than the email before.`,
    incentiveCode: (flow: string) =>
      `${flow} – discount code: enter an existing, active code from "Discounts", or leave it empty for no code.`,
  },
} satisfies Record<Language, unknown>;

/**
 * The sentence for a wrong field of the flow settings (`holdoutPercent`, `flows.<flow>.delayDays|enabled`, the
 * welcome's `steps|secondStepDelayDays`, `flows.abandoned_checkout.delayHours.<0–2>|incentiveCode`).
 */
export function flowFieldSentence(language: Language, field: string): string {
  const say = SENTENCES[language];
  if (field === "holdoutPercent") return say.holdout;
  if (field === "frequencyCapHours") return say.frequencyCap;
  const hours = /^flows\.([a-z_]+)\.delayHours(?:\.(\d))?$/.exec(field);
  if (hours) return say.delayHours(flowName(language, hours[1]!), Number(hours[2] ?? 0) + 1);
  const code = /^flows\.([a-z_]+)\.incentiveCode$/.exec(field);
  if (code) return say.incentiveCode(flowName(language, code[1]!));
  const flowField = /^flows\.([a-z_]+)\.(delayDays|enabled|steps|secondStepDelayDays)$/.exec(field);
  if (flowField) {
    const name = flowName(language, flowField[1]!);
    const sentences = { delayDays: say.delay, enabled: say.enabled, steps: say.steps, secondStepDelayDays: say.secondStepDelay };
    return sentences[flowField[2] as keyof typeof sentences](name);
  }
  return ADMIN_FIELD_SENTENCES[language].invalid(field || "body");
}

const TEXT_SENTENCES = {
  ro: {
    language: { ro: "Textul în română", en: "Textul în engleză" },
    part: { subject: "subiectul", body: "textul" },
    empty: (where: string) => `${where}: scrie ceva, nu poate rămâne gol.`,
    tooLong: (where: string, max: number) => `${where}: cel mult ${max} de caractere.`,
    braces: (where: string) => `${where}: o acoladă { sau } fără pereche; un câmp variabil se scrie {{nume}}.`,
    unknown: (where: string, name: string, known: string) =>
      `${where}: {{${name}}} nu e un câmp variabil al acestui e-mail. Poți folosi: ${known}.`,
    incentive: (where: string, word: string) =>
      `${where}: „${word}” sună a recompensă pentru recenzie. Legea (practici comerciale neloiale) interzice să oferi ceva în schimbul unei recenzii: scoate cuvântul.`,
    testLanguage: "Limba e-mailului de test: alege româna sau engleza.",
    notFound: "Nu există acest flux sau acest pas.",
  },
  en: {
    language: { ro: "Romanian text", en: "English text" },
    part: { subject: "subject", body: "body" },
    empty: (where: string) => `${where}: write something, it cannot be empty.`,
    tooLong: (where: string, max: number) => `${where}: at most ${max} characters.`,
    braces: (where: string) => `${where}: a brace { or } without its pair; a placeholder is written {{name}}.`,
    unknown: (where: string, name: string, known: string) =>
      `${where}: {{${name}}} is not a placeholder of this email. You can use: ${known}.`,
    incentive: (where: string, word: string) =>
      `${where}: “${word}” reads as a reward for a review. The law (unfair commercial practices) forbids offering anything for a review: remove the word.`,
    testLanguage: "Test email's language: choose Romanian or English.",
    notFound: "There is no such flow or step.",
  },
} satisfies Record<Language, unknown>;

/** The sentence for a draft's problem, naming the language and the part (`ro.subject`). */
export function flowTextSentence(
  language: Language,
  problem: FlowDraftProblem,
  { placeholders, subjectMax, bodyMax }: { placeholders: readonly string[]; subjectMax: number; bodyMax: number },
): string {
  const say = TEXT_SENTENCES[language];
  const where = `${say.language[problem.language]} – ${say.part[problem.field]}`;
  switch (problem.problem) {
    case "empty":
      return say.empty(where);
    case "too_long":
      return say.tooLong(where, problem.field === "subject" ? subjectMax : bodyMax);
    case "unbalanced_braces":
      return say.braces(where);
    case "unknown_placeholder":
      return say.unknown(where, problem.placeholder, placeholders.map((name) => `{{${name}}}`).join(", "));
    case "incentive":
      return say.incentive(where, problem.word);
  }
}

export const flowTextsNotFound = (language: Language) => TEXT_SENTENCES[language].notFound;

/** The sentence for a draft field the body reader refused (`ro.subject` not text, `language` unknown). */
export function flowTextFieldSentence(language: Language, field: string): string {
  const say = TEXT_SENTENCES[language];
  if (field === "language") return say.testLanguage;
  const part = /^(?:(ro|en)\.)?(subject|body)$/.exec(field);
  if (part) {
    const part_ = say.part[part[2] as "subject" | "body"];
    return say.empty(part[1] ? `${say.language[part[1] as Language]} – ${part_}` : part_);
  }
  return ADMIN_FIELD_SENTENCES[language].invalid(field || "body");
}

const SAVE_OFFER_SENTENCES: Record<Language, Record<string, string>> = {
  ro: {
    discountPercent: "Reducerea: scrie un număr întreg de procente între 5 și 50.",
    cooldownMonths: "O dată la: scrie un număr întreg de luni între 1 și 24.",
    holdoutPercent: "Grupul de control: scrie un număr întreg de procente între 0 și 50.",
  },
  en: {
    discountPercent: "Discount: enter a whole number of percent from 5 to 50.",
    cooldownMonths: "Once every: enter a whole number of months from 1 to 24.",
    holdoutPercent: "Holdout group: enter a whole number of percent from 0 to 50.",
  },
};

/** The save-offer settings' field sentences (decision 0170); an unknown field reads as the discount's. */
export const saveOfferFieldSentence = (language: Language, field: string) =>
  SAVE_OFFER_SENTENCES[language][field] ?? SAVE_OFFER_SENTENCES[language].discountPercent!;
