/** A return's AWB (issue 43 item 8): the refusals of its admin routes and of the customer's label, in both languages. */
import type { Language } from "#domain/locale";

export type ReturnAwbProblem =
  | "not_found"
  | "not_returnable"
  | "mode_not_offered"
  | "unknown_locker"
  | "in_progress"
  | "courier_refused"
  | "courier_unavailable"
  | "no_awb"
  | "too_late";

export const RETURN_AWB_MESSAGES = {
  ro: {
    not_found: "Returul nu există.",
    not_returnable: "AWB-ul de retur se face doar pentru un retur aprobat și încă neprimit.",
    mode_not_offered:
      "Niciun curier activ nu face AWB de retur în felul acesta prin magazin. Fă-l pe site-ul curierului sau alege celălalt fel.",
    unknown_locker: "Lockerul nu există la curierul returului. Verifică ID-ul lockerului.",
    in_progress: "Curierul încă răspunde la cererea de adineauri. Reîncarcă pagina peste un minut.",
    courier_refused: (words: string) => `Curierul a refuzat AWB-ul de retur: ${words}`,
    courier_unavailable: "Curierul nu a răspuns. Încearcă din nou: AWB-ul nu se face de două ori.",
    no_awb: "Returul nu are un AWB de retur activ.",
    too_late: "Curierul a preluat deja coletul: AWB-ul nu se mai poate anula.",
  },
  en: {
    not_found: "No such return.",
    not_returnable: "A return AWB is made only for an approved return not yet received.",
    mode_not_offered:
      "No enabled courier makes a return AWB this way through the store. Make it on the courier's site, or choose the other way.",
    unknown_locker: "The return's courier has no such locker. Check the locker's id.",
    in_progress: "The courier is still answering the request just made. Reload the page in a minute.",
    courier_refused: (words: string) => `The courier refused the return AWB: ${words}`,
    courier_unavailable: "The courier did not answer. Try again: the AWB is not made twice.",
    no_awb: "The return has no live return AWB.",
    too_late: "The courier has already picked the parcel up: the AWB can no longer be cancelled.",
  },
} satisfies Record<Language, Record<Exclude<ReturnAwbProblem, "courier_refused">, string> & { courier_refused: (words: string) => string }>;
