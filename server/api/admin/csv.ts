/**
 * How the admin's spreadsheets are written (decision 0034), once for the orders, the newsletter, the reports and the
 * safety file: UTF-8 with a byte-order mark, each language's Excel separators and decimal mark, lines ending as
 * Excel on Windows expects, anything someone typed that Excel would run as a formula written as text, and the
 * download's headers. A large export is streamed batch by batch as the database answers.
 */
import { stringify } from "csv-stringify/sync";
import type { Language } from "#domain/locale";
import { withoutXmlForbidden } from "#domain/xml-text";
import { SHOP_TIME_ZONE } from "#server/commerce/orders/module";

/** The separators Excel expects in each language. */
export const CSV_FORMAT = {
  ro: { delimiter: ";", decimal: "," },
  en: { delimiter: ",", decimal: "." },
} as const;

/** Excel runs a cell starting with one of these as a formula; a leading apostrophe keeps it text. */
export const asText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/**
 * Rows as the spreadsheet's lines, in the language's separator; control characters kept before the store refused them
 * at input (decision 0132) are dropped, as Excel would show them as boxes or cut the cell.
 */
export function csvLines(language: Language, rows: readonly (readonly (string | number)[])[]): string {
  const cells = rows.map((row) => row.map((cell) => (typeof cell === "string" ? withoutXmlForbidden(cell) : cell)));
  return stringify(cells, { delimiter: CSV_FORMAT[language].delimiter, record_delimiter: "windows" });
}

/** The start of a file: the byte-order mark that makes Excel read UTF-8, then the given lines (the header first). */
export function csvStart(language: Language, rows: readonly (readonly (string | number)[])[]): string {
  return `\uFEFF${csvLines(language, rows)}`;
}

/** The shop's local time to the minute, with `extra` parts (seconds, the offset) where a file needs them. */
export function shopTimeFormat(extra: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat("sv-SE", {
    timeZone: SHOP_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    ...extra,
  });
}

/** The headers of a spreadsheet download, kept out of any cache. */
export function csvDownloadHeaders(fileName: string): Record<string, string> {
  return {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${fileName}"`,
    "Cache-Control": "private, no-store",
  };
}

/** `start` (the header), then each batch's lines as the database answers; a download cut short stops the reading. */
export function streamedCsv<Row>(
  start: string,
  batches: AsyncGenerator<Row[]>,
  lines: (batch: Row[]) => string,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(start));
        return;
      }
      const next = await batches.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(lines(next.value)));
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}
