/** Marking a parcel's task done (issue 43 item 5): its refusals, in the member's language. */
import type { Language } from "#domain/locale";

export const ADMIN_PARCEL_TASK_MESSAGES = {
  ro: {
    unknown: (id: string) => `Coletul ${id} nu există.`,
    notATask: (id: number) => `Coletul ${id} nu a fost refuzat, returnat sau pierdut: nu ai ce rezolva la el.`,
  },
  en: {
    unknown: (id: string) => `There is no parcel ${id}.`,
    notATask: (id: number) => `Parcel ${id} was not refused, returned or lost: there is nothing to deal with.`,
  },
} satisfies Record<Language, unknown>;
