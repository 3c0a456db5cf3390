/** The texts of the admin's stock ledger routes, in the member's language (Romanian "tu"), each naming its field. */
import { MAX_STOCK_QUANTITY } from "#domain/admin/products";
import type { Language } from "#domain/locale";
import { STOCK_NOTE_MAX_LENGTH } from "#domain/stock-ledger";

export const ADMIN_STOCK_MESSAGES: Record<
  Language,
  {
    variantNotFound: string;
    change: string;
    note: string;
    key: string;
    threshold: string;
    notCounted: string;
    short: (left: number) => string;
    outcome: string;
    inspectionNotFound: string;
    alreadyInspected: (state: "sellable" | "damaged") => string;
  }
> = {
  ro: {
    variantNotFound: "Varianta nu există.",
    change: `„Modificare” este un număr întreg diferit de 0, între -${MAX_STOCK_QUANTITY.toLocaleString("ro-RO")} și ${MAX_STOCK_QUANTITY.toLocaleString("ro-RO")}: de exemplu 24 pentru marfă primită, -2 pentru sticle sparte.`,
    note: `„Notă” are cel mult ${STOCK_NOTE_MAX_LENGTH} de caractere.`,
    key: "Formularul a expirat. Reîncarcă pagina și încearcă din nou.",
    threshold: `„Prag de stoc scăzut” este un număr întreg între 0 și ${MAX_STOCK_QUANTITY.toLocaleString("ro-RO")}.`,
    notCounted: "Stocul acestei variante nu este numărat. Pornește numărarea din lista de produse, scriind stocul.",
    short: (left) => `„Modificare” ar lăsa stocul sub 0: mai sunt doar ${left} bucăți.`,
    outcome: "„Decizie” este „vandabil” sau „deteriorat”.",
    inspectionNotFound: "Nu există un colet de verificat cu acest număr.",
    alreadyInspected: (state) =>
      `Altcineva a verificat deja aceste bucăți și le-a marcat ca ${state === "sellable" ? "vandabile" : "deteriorate"}. Stocul nu s-a schimbat din nou.`,
  },
  en: {
    variantNotFound: "No such variant.",
    change: `"Change" is a whole number other than 0, from -${MAX_STOCK_QUANTITY.toLocaleString("en-GB")} to ${MAX_STOCK_QUANTITY.toLocaleString("en-GB")}: for example 24 for goods received, -2 for broken bottles.`,
    note: `"Note" has at most ${STOCK_NOTE_MAX_LENGTH} characters.`,
    key: "The form has expired. Reload the page and try again.",
    threshold: `"Low-stock threshold" is a whole number from 0 to ${MAX_STOCK_QUANTITY.toLocaleString("en-GB")}.`,
    notCounted: "This variant's stock is not counted. Start counting it in the product list by entering its stock.",
    short: (left) => `"Change" would take the stock below 0: only ${left} left.`,
    outcome: `"Decision" is "sellable" or "damaged".`,
    inspectionNotFound: "There are no units to inspect with this number.",
    alreadyInspected: (state) => `Someone has already inspected these units and marked them ${state}. The stock did not change again.`,
  },
};
