import { writeDecimal } from "#domain/format-price";
import type { Language } from "#domain/locale";

const DECIMAL_MARKS: Record<Language, { group: string; decimal: string }> = {
  ro: { group: ".", decimal: "," },
  en: { group: ",", decimal: "." },
};

/**
 * An average as the page prints it: one decimal, with the language's decimal mark ("4,5" / "4.5"). Written out, not
 * through Intl.NumberFormat, whose first use loads the browser's number data inside the reviews' render.
 */
export function formatAverage(average: number, language: Language): string {
  return writeDecimal(average, 1, DECIMAL_MARKS[language]) ?? String(average);
}
