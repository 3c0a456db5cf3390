/**
 * What the flows page's two measurements share (the flows' results and the cancel form's save offers): shares and
 * differences in the member's language, and a table of figures with a header cell per row.
 */
const cellClass = "border-b border-line px-2 py-2 text-right tabular-nums";
const headClass = "border-b border-line px-2 py-2 text-left font-semibold";

const locale = (language: string) => (language === "ro" ? "ro-RO" : "en-GB");

/** A share as a percentage: "12,5 %". */
export const percent = (share: number, language: string) =>
  `${(share * 100).toLocaleString(locale(language), { maximumFractionDigits: 1 })} %`;

/** A difference of shares in percentage points, signed: "+3,2", "−1". */
export const points = (share: number, language: string) =>
  `${share >= 0 ? "+" : "−"}${Math.abs(share * 100).toLocaleString(locale(language), { maximumFractionDigits: 1 })}`;

export interface FigureRow {
  key: string;
  label: string;
  cells: string[];
}

/** Figures side by side: the caption for screen readers, a header per column, and each row named by its first cell. */
export function FigureTable({
  caption,
  corner,
  columns,
  rows,
  minWidth,
}: {
  caption: string;
  /** The first column's header, or none (an empty corner). */
  corner: string | null;
  columns: string[];
  rows: FigureRow[];
  minWidth: string;
}) {
  return (
    <table className={`w-full ${minWidth} border-collapse text-sm`}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {corner === null ? (
            <td className={headClass} />
          ) : (
            <th scope="col" className={headClass}>
              {corner}
            </th>
          )}
          {columns.map((column) => (
            <th key={column} scope="col" className={`${headClass} text-right`}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className={headClass}>
              {row.label}
            </th>
            {row.cells.map((cell, index) => (
              <td key={index} className={cellClass}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
