/** The owner's retry of a dead domain event (decision 0087): its refusals, in the member's language. */
import type { Language } from "#domain/locale";

export const ADMIN_EVENT_MESSAGES = {
  ro: {
    unknown: (id: string) => `Evenimentul ${id} nu există.`,
    notDead: (id: number, state: string) => `Evenimentul ${id} nu a eșuat definitiv (este ${state}), deci nu are ce reîncerca.`,
    states: { pending: "în așteptare", done: "livrat" } as Record<string, string>,
  },
  en: {
    unknown: (id: string) => `There is no event ${id}.`,
    notDead: (id: number, state: string) => `Event ${id} has not failed for good (it is ${state}), so there is nothing to retry.`,
    states: { pending: "waiting", done: "delivered" } as Record<string, string>,
  },
} satisfies Record<Language, unknown>;
