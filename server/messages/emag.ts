/** The texts of eMAG's order callback (`/api/emag/callback/{token}`), in the caller's language (Romanian "tu"). */
import type { Language } from "#domain/locale";

interface EmagCallbackMessages {
  off: string;
  orderIdInvalid: string;
  orderUnknown: string;
  unavailable: string;
}

export const EMAG_CALLBACK_MESSAGES: Record<Language, EmagCallbackMessages> = {
  ro: {
    off: "Adresa nu există: magazinul nu este legat de eMAG Marketplace sau tokenul nu este cel înregistrat.",
    orderIdInvalid: "Parametrul „order_id” trebuie să fie numărul comenzii eMAG (doar cifre).",
    orderUnknown: "eMAG nu are o comandă cu numărul din parametrul „order_id”.",
    unavailable: "eMAG nu a răspuns acum; comanda se preia la următoarea verificare, în cel mult un minut.",
  },
  en: {
    off: "No such address: the store is not connected to eMAG Marketplace, or the token is not the registered one.",
    orderIdInvalid: 'The parameter "order_id" must be the eMAG order\'s number (digits only).',
    orderUnknown: 'eMAG has no order with the number in the parameter "order_id".',
    unavailable: "eMAG did not answer just now; the order is taken at the next check, within a minute.",
  },
};
