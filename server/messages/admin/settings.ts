/** The texts of the admin's settings routes, in the member's language (Romanian "tu"), each naming its field. */
import { RATE_DECIMALS, RATE_MAX } from "#domain/admin/settings";
import type { Language } from "#domain/locale";

export interface SettingsMessages {
  label(field: string): string;
  required(label: string): string;
  rate(label: string): string;
  currency(label: string): string;
  percent(label: string): string;
  reducedAbove(label: string): string;
  invalid(label: string): string;
  url(label: string): string;
  tooLong(label: string): string;
}

export const ADMIN_SETTINGS_MESSAGES: Record<Language, SettingsMessages> = {
  ro: {
    label: (field) => {
      const vat = /^rates\.([A-Z]{2})\.(standard|reduced)$/.exec(field);
      if (vat) return `Cota ${vat[2] === "standard" ? "standard" : "redusă"} de TVA pentru ${vat[1]}`;
      if (field === "solUrl") return "Linkul SOL";
      if (field === "number") return "Seria și numărul înregistrării DSVSA";
      if (field === "issuer") return "Emitentul înregistrării DSVSA";
      if (field === "byHand") return "Livrarea cu mâna ta";
      return field.startsWith("rates.") ? `Cursul ${field.slice("rates.".length)}` : field === "active" ? "Comutatorul OSS" : "Cursurile";
    },
    required: (label) => `${label}: completează valoarea.`,
    percent: (label) => `${label}: scrie un procent între 0 și 100, cu cel mult două zecimale (de exemplu 21 sau 25,5).`,
    reducedAbove: (label) => `${label}: cota redusă nu poate fi mai mare decât cea standard.`,
    invalid: (label) => `${label}: valoarea nu este validă.`,
    tooLong: (label) => `${label}: textul este prea lung.`,
    rate: (label) =>
      `${label}: scrie câte unități ale monedei primești pentru 1 leu, un număr pozitiv de cel mult ${RATE_MAX} cu cel mult ${RATE_DECIMALS} zecimale (de exemplu 0,2010).`,
    currency: (label) => `${label}: moneda nu este una dintre monedele de afișare ale magazinului.`,
    url: (label) => `${label}: scrie o adresă care începe cu https:// (cel mult 500 de caractere) sau lasă câmpul gol.`,
  },
  en: {
    label: (field) => {
      const vat = /^rates\.([A-Z]{2})\.(standard|reduced)$/.exec(field);
      if (vat) return `${vat[1]} ${vat[2]} VAT rate`;
      if (field === "solUrl") return "SOL link";
      if (field === "number") return "DSVSA registration series and number";
      if (field === "issuer") return "DSVSA registration issuer";
      if (field === "byHand") return "Shipping by hand";
      return field.startsWith("rates.") ? `${field.slice("rates.".length)} rate` : field === "active" ? "The OSS switch" : "Rates";
    },
    required: (label) => `${label}: enter a value.`,
    percent: (label) => `${label}: enter a percent from 0 to 100 with at most two decimals (for example 21 or 25.5).`,
    reducedAbove: (label) => `${label}: the reduced rate cannot be above the standard rate.`,
    invalid: (label) => `${label}: this value is not valid.`,
    tooLong: (label) => `${label}: the text is too long.`,
    rate: (label) =>
      `${label}: enter how many units of the currency 1 leu buys, a positive number up to ${RATE_MAX} with at most ${RATE_DECIMALS} decimals (for example 0.2010).`,
    currency: (label) => `${label}: not one of the store's display currencies.`,
    url: (label) => `${label}: enter an address starting with https:// (at most 500 characters) or leave the field empty.`,
  },
};
