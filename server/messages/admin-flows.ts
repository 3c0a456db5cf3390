/** The texts of the admin's flow routes, in the member's language (Romanian "tu"), each naming its field. */
import type { Language } from "#domain/locale";
import { MAX_DELAY_DAYS } from "#domain/retention-flows";
import { ADMIN_FIELD_SENTENCES } from "./admin-fields.ts";

/** Flow names; a flow added without one is named by its key until it gets words here. */
const FLOW_NAMES: Record<Language, Partial<Record<string, string>>> = {
  ro: { review_request: "Cererea de recenzie", refill_reminder: "Memento de reaprovizionare", welcome: "Seria de bun venit" },
  en: { review_request: "Review request", refill_reminder: "Refill reminder", welcome: "Welcome series" },
};

export const flowName = (language: Language, flow: string) => FLOW_NAMES[language][flow] ?? flow;

const SENTENCES = {
  ro: {
    holdout: "Grupul de control: scrie un număr întreg de procente între 0 și 50.",
    delay: (flow: string) => `${flow} – întârzierea: scrie un număr întreg de zile între 0 și ${MAX_DELAY_DAYS}.`,
    enabled: (flow: string) => `${flow}: alege pornit sau oprit.`,
    steps: (flow: string) => `${flow} – numărul de e-mailuri: alege 1 sau 2.`,
    secondStepDelay: (flow: string) =>
      `${flow} – al doilea e-mail: scrie un număr întreg de zile, mai mare decât al primului e-mail și cel mult ${MAX_DELAY_DAYS}.`,
  },
  en: {
    holdout: "Holdout group: enter a whole number of percent from 0 to 50.",
    delay: (flow: string) => `${flow} – delay: enter a whole number of days from 0 to ${MAX_DELAY_DAYS}.`,
    enabled: (flow: string) => `${flow}: choose on or off.`,
    steps: (flow: string) => `${flow} – number of emails: choose 1 or 2.`,
    secondStepDelay: (flow: string) =>
      `${flow} – second email: enter a whole number of days, more than the first email's and at most ${MAX_DELAY_DAYS}.`,
  },
} satisfies Record<Language, unknown>;

/**
 * The sentence for a wrong field of the flow settings (`holdoutPercent`, `flows.<flow>.delayDays|enabled`, the
 * welcome's `steps|secondStepDelayDays`).
 */
export function flowFieldSentence(language: Language, field: string): string {
  const say = SENTENCES[language];
  if (field === "holdoutPercent") return say.holdout;
  const flowField = /^flows\.([a-z_]+)\.(delayDays|enabled|steps|secondStepDelayDays)$/.exec(field);
  if (flowField) {
    const name = flowName(language, flowField[1]!);
    const sentences = { delayDays: say.delay, enabled: say.enabled, steps: say.steps, secondStepDelayDays: say.secondStepDelay };
    return sentences[flowField[2] as keyof typeof sentences](name);
  }
  return ADMIN_FIELD_SENTENCES[language].invalid(field || "body");
}
