import type { Language } from "#domain/locale";

const AVERAGE_FORMATS: Record<Language, Intl.NumberFormat> = {
  ro: new Intl.NumberFormat("ro-RO", { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  en: new Intl.NumberFormat("en-GB", { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
};

/** An average as the page prints it: one decimal, with the language's decimal mark ("4,5" / "4.5"). */
export function formatAverage(average: number, language: Language): string {
  return AVERAGE_FORMATS[language].format(average);
}
