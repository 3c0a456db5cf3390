import type { ReactNode } from "react";

export interface ColumnHeader {
  label: ReactNode;
  /** A column of amounts or counts: its heading stands right, over the figures' last digits. */
  numeric?: boolean;
}

/**
 * A table's head: one row of `th scope="col"`, so a screen reader names each cell's column. `cellClassName` is the
 * table's own spacing and weight; the alignment follows each column's kind.
 */
export function ColumnHeaders({
  columns,
  rowClassName,
  cellClassName,
}: {
  columns: readonly ColumnHeader[];
  rowClassName?: string;
  cellClassName?: string;
}) {
  return (
    <thead>
      <tr className={rowClassName}>
        {columns.map((column, index) => (
          <th key={index} scope="col" className={`${cellClassName ?? ""} ${column.numeric ? "text-right" : "text-left"}`.trim()}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
