/** The texts of the admin's flow routes, in the member's language (Romanian "tu"), each naming its field. */
import type { Language } from "#domain/locale";
import { MAX_DELAY_DAYS } from "#domain/retention-flows";
import { ADMIN_FIELD_SENTENCES } from "./admin-fields.ts";

/** Flow names; a flow added without one is named by its key until it gets words here. */
const FLOW_NAMES: Record<Language, Partial<Record<string, string>>> = {
  ro: { review_request: "Cererea de recenzie", refill_reminder: "Memento de reaprovizionare" },
  en: { review_request: "Review request", refill_reminder: "Refill reminder" },
};

export const flowName = (language: Language, flow: string) => FLOW_NAMES[language][flow] ?? flow;

const SENTENCES = {
  ro: {
    holdout: "Grupul de control: scrie un număr întreg de procente între 0 și 50.",
    delay: (flow: string) => `${flow} – întârzierea: scrie un număr întreg de zile între 0 și ${MAX_DELAY_DAYS}.`,
    enabled: (flow: string) => `${flow}: alege pornit sau oprit.`,
  },
  en: {
    holdout: "Holdout group: enter a whole number of percent from 0 to 50.",
    delay: (flow: string) => `${flow} – delay: enter a whole number of days from 0 to ${MAX_DELAY_DAYS}.`,
    enabled: (flow: string) => `${flow}: choose on or off.`,
  },
} satisfies Record<Language, unknown>;

/** The sentence for a wrong field of the flow settings (`holdoutPercent`, `flows.<flow>.delayDays|enabled`). */
export function flowFieldSentence(language: Language, field: string): string {
  const say = SENTENCES[language];
  if (field === "holdoutPercent") return say.holdout;
  const flowField = /^flows\.([a-z_]+)\.(delayDays|enabled)$/.exec(field);
  if (flowField) {
    const name = flowName(language, flowField[1]!);
    return flowField[2] === "delayDays" ? say.delay(name) : say.enabled(name);
  }
  return ADMIN_FIELD_SENTENCES[language].invalid(field || "body");
}
