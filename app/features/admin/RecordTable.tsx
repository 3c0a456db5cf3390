import type { ReactNode } from "react";

/** A cell of a table on one record's page (an order's lines, a customer's orders, a subscription's renewals). */
export const recordCell = "border-b border-line px-3 py-2 text-left align-top";

/**
 * A small table on one record's page, in a region that scrolls sideways on a phone (focusable and named, so a
 * keyboard can scroll it too): one header per column, figures' headers on the right over their figures.
 */
export function RecordTable({
  label,
  minWidth,
  className = "mt-3",
  columns,
  children,
}: {
  label: string;
  /** The table's narrowest width (a Tailwind `min-w-*` class), past which the region scrolls. */
  minWidth: string;
  /** The region's place on the page. */
  className?: string;
  columns: readonly { label: string; figure?: boolean }[];
  /** The body's rows. */
  children: ReactNode;
}) {
  return (
    <div tabIndex={0} role="region" aria-label={label} className={`${className} overflow-x-auto`.trim()}>
      <table className={`w-full ${minWidth} border-collapse text-sm`}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.figure ? `${recordCell} text-right` : recordCell}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
