/** The texts of the admin's flow routes, in the member's language (Romanian "tu"), each naming its field. */
import type { Language } from "#domain/locale";
import { MAX_ABANDONED_DELAY_HOURS, MAX_DELAY_DAYS } from "#domain/retention-flows";
import { ADMIN_FIELD_SENTENCES } from "./admin-fields.ts";

/** Flow names; a flow added without one is named by its key until it gets words here. */
const FLOW_NAMES: Record<Language, Partial<Record<string, string>>> = {
  ro: { review_request: "Cererea de recenzie", refill_reminder: "Memento de reaprovizionare", abandoned_checkout: "Comanda neterminată" },
  en: { review_request: "Review request", refill_reminder: "Refill reminder", abandoned_checkout: "Abandoned checkout" },
};

export const flowName = (language: Language, flow: string) => FLOW_NAMES[language][flow] ?? flow;

const SENTENCES = {
  ro: {
    holdout: "Grupul de control: scrie un număr întreg de procente între 0 și 50.",
    delay: (flow: string) => `${flow} – întârzierea: scrie un număr întreg de zile între 0 și ${MAX_DELAY_DAYS}.`,
    enabled: (flow: string) => `${flow}: alege pornit sau oprit.`,
    delayHours: (flow: string, step: number) =>
      `${flow} – e-mailul ${step}: scrie un număr întreg de ore între 1 și ${MAX_ABANDONED_DELAY_HOURS}, mai mare decât la e-mailul dinainte.`,
    incentiveCode: (flow: string) =>
      `${flow} – codul de reducere: scrie un cod existent și activ din „Reduceri” sau lasă câmpul gol pentru niciun cod.`,
  },
  en: {
    holdout: "Holdout group: enter a whole number of percent from 0 to 50.",
    delay: (flow: string) => `${flow} – delay: enter a whole number of days from 0 to ${MAX_DELAY_DAYS}.`,
    enabled: (flow: string) => `${flow}: choose on or off.`,
    delayHours: (flow: string, step: number) =>
      `${flow} – email ${step}: enter a whole number of hours from 1 to ${MAX_ABANDONED_DELAY_HOURS}, more than the email before.`,
    incentiveCode: (flow: string) =>
      `${flow} – discount code: enter an existing, active code from "Discounts", or leave it empty for no code.`,
  },
} satisfies Record<Language, unknown>;

/**
 * The sentence for a wrong field of the flow settings (`holdoutPercent`, `flows.<flow>.delayDays|enabled`,
 * `flows.abandoned_checkout.delayHours.<0–2>|incentiveCode`).
 */
export function flowFieldSentence(language: Language, field: string): string {
  const say = SENTENCES[language];
  if (field === "holdoutPercent") return say.holdout;
  const hours = /^flows\.([a-z_]+)\.delayHours(?:\.(\d))?$/.exec(field);
  if (hours) return say.delayHours(flowName(language, hours[1]!), Number(hours[2] ?? 0) + 1);
  const code = /^flows\.([a-z_]+)\.incentiveCode$/.exec(field);
  if (code) return say.incentiveCode(flowName(language, code[1]!));
  const flowField = /^flows\.([a-z_]+)\.(delayDays|enabled)$/.exec(field);
  if (flowField) {
    const name = flowName(language, flowField[1]!);
    return flowField[2] === "delayDays" ? say.delay(name) : say.enabled(name);
  }
  return ADMIN_FIELD_SENTENCES[language].invalid(field || "body");
}
