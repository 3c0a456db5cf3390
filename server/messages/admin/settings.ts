/** The texts of the admin's settings routes, in the member's language (Romanian "tu"), each naming its field. */
import { RATE_DECIMALS, RATE_MAX } from "#domain/admin/settings";
import { LICENCES_MAX } from "#domain/licences";
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
  tooMany(label: string): string;
  date(label: string): string;
  kind(label: string): string;
  token(label: string): string;
}

/** "licences.2.name.en" → the third authorisation's English name, as the form's fields are labelled. */
const LICENCE_FIELD = /^licences\.(\d+)\.(kind|name\.ro|name\.en|number|issuer|issuedOn|url)$/;

const LICENCE_LABELS: Record<Language, Record<string, string>> = {
  ro: {
    kind: "felul",
    "name.ro": "denumirea în română",
    "name.en": "denumirea în engleză",
    number: "seria și numărul",
    issuer: "emitentul",
    issuedOn: "data emiterii",
    url: "linkul",
  },
  en: {
    kind: "kind",
    "name.ro": "Romanian name",
    "name.en": "English name",
    number: "series and number",
    issuer: "issuer",
    issuedOn: "issue date",
    url: "link",
  },
};

function licenceLabel(field: string, language: Language): string | null {
  const match = LICENCE_FIELD.exec(field);
  if (!match) return field === "licences" ? (language === "ro" ? "Autorizațiile" : "Authorisations") : null;
  const place = Number(match[1]) + 1;
  const part = LICENCE_LABELS[language][match[2]!]!;
  return language === "ro" ? `Autorizația ${place}, ${part}` : `Authorisation ${place}, ${part}`;
}

export const ADMIN_SETTINGS_MESSAGES: Record<Language, SettingsMessages> = {
  ro: {
    label: (field) => {
      const vat = /^rates\.([A-Z]{2})\.(standard|reduced)$/.exec(field);
      if (vat) return `Cota ${vat[2] === "standard" ? "standard" : "redusă"} de TVA pentru ${vat[1]}`;
      if (field === "solUrl") return "Linkul SOL";
      const licence = licenceLabel(field, "ro");
      if (licence) return licence;
      if (field === "byHand") return "Livrarea cu mâna ta";
      if (field === "token") return "Cheia secretă a fluxurilor de produse";
      if (field === "send") return "Trimiterea conversiilor";
      if (field === "value") return "Valoarea trimisă";
      if (field === "cashOnDelivery") return "Comenzile cu plata la livrare";
      return field.startsWith("rates.") ? `Cursul ${field.slice("rates.".length)}` : field === "active" ? "Comutatorul OSS" : "Cursurile";
    },
    required: (label) => `${label}: completează valoarea.`,
    percent: (label) => `${label}: scrie un procent între 0 și 100, cu cel mult două zecimale (de exemplu 21 sau 25,5).`,
    reducedAbove: (label) => `${label}: cota redusă nu poate fi mai mare decât cea standard.`,
    invalid: (label) => `${label}: valoarea nu este validă.`,
    tooLong: (label) => `${label}: textul este prea lung.`,
    tooMany: (label) => `${label}: cel mult ${LICENCES_MAX}.`,
    date: (label) => `${label}: alege o zi din calendar (AAAA-LL-ZZ).`,
    kind: (label) => `${label}: alege „DSVSA” sau „Alta”.`,
    token: (label) => `${label}: folosește între 16 și 128 de litere, cifre, „-” sau „_”, ori lasă câmpul gol pentru fluxuri publice.`,
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
      const licence = licenceLabel(field, "en");
      if (licence) return licence;
      if (field === "byHand") return "Shipping by hand";
      if (field === "token") return "The product feeds' secret token";
      if (field === "send") return "Sending conversions";
      if (field === "value") return "Value sent";
      if (field === "cashOnDelivery") return "Cash-on-delivery orders";
      return field.startsWith("rates.") ? `${field.slice("rates.".length)} rate` : field === "active" ? "The OSS switch" : "Rates";
    },
    required: (label) => `${label}: enter a value.`,
    percent: (label) => `${label}: enter a percent from 0 to 100 with at most two decimals (for example 21 or 25.5).`,
    reducedAbove: (label) => `${label}: the reduced rate cannot be above the standard rate.`,
    invalid: (label) => `${label}: this value is not valid.`,
    tooLong: (label) => `${label}: the text is too long.`,
    tooMany: (label) => `${label}: at most ${LICENCES_MAX}.`,
    date: (label) => `${label}: pick a calendar day (YYYY-MM-DD).`,
    kind: (label) => `${label}: choose "DSVSA" or "Other".`,
    token: (label) => `${label}: use 16 to 128 letters, digits, "-" or "_", or leave the field empty for public feeds.`,
    rate: (label) =>
      `${label}: enter how many units of the currency 1 leu buys, a positive number up to ${RATE_MAX} with at most ${RATE_DECIMALS} decimals (for example 0.2010).`,
    currency: (label) => `${label}: not one of the store's display currencies.`,
    url: (label) => `${label}: enter an address starting with https:// (at most 500 characters) or leave the field empty.`,
  },
};
