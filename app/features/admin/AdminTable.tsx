import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type ColumnMeta,
  type Header,
  type RowData,
} from "@tanstack/react-table";
import { createContext, useContext, type ReactNode } from "react";
import { Form, Link } from "react-router";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { buttonClass, secondaryButtonClass } from "./admin-forms.ts";

declare module "@tanstack/react-table" {
  // The type parameters must match the library's declaration to merge with it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /**
     * Classes added to this column's cells (not its header), e.g. `whitespace-nowrap`. A row header's are its
     * weight too: without them it is plain, as a header cell would otherwise be bold.
     */
    cellClassName?: string;
    /** Classes added to this column's header, e.g. `text-right` over figures. */
    headerClassName?: string;
    /** The column names its row (a `th scope="row"`), so a screen reader announces it with each cell. */
    rowHeader?: boolean;
  }
}

/**
 * How a table's rows are drawn: `list` for a list of things (a line under every row), `figures` for tables of figures
 * read down a column (tighter rows), `ledger` for a long run of entries (tighter still on a phone, lines between rows).
 */
const LOOKS = {
  list: { cell: "border-b border-line px-3 py-3 text-left align-top", head: undefined, body: undefined },
  figures: { cell: "border-b border-line px-3 py-2 text-left align-top", head: undefined, body: undefined },
  ledger: { cell: "p-2 text-left sm:p-3", head: "border-b border-line", body: "divide-y divide-line" },
} as const;
const withClasses = (base: string, added: string | undefined) => (added ? `${base} ${added}` : base);
export const filterInputClass = "mt-1 block min-h-11 w-full rounded-xl border border-line bg-white px-3";

/**
 * A column that shows what `cell` makes of each row under its `header`: most admin columns, as the server already
 * sorted and counted what the page shows.
 */
export function listColumn<Row>(
  id: string,
  header: string,
  cell: (row: Row) => ReactNode,
  meta?: ColumnMeta<Row, unknown>,
): ColumnDef<Row> {
  return { id, header, cell: ({ row }) => cell(row.original), ...(meta ? { meta } : {}) };
}

/** A header that sorts on the server: the view's link for it and how the list is sorted by it now. */
export interface SortLink {
  to: string;
  sorted: "asc" | "desc" | null;
}

/**
 * An admin list's table on TanStack Table: columns declared once, a caption, and on a phone a region that
 * scrolls sideways, focusable and named so a keyboard can scroll it too. The server filters, sorts and
 * pages; the table lays out what one page brought, or the caller's `empty` notice when nothing came.
 * Columns that declare a `footer` make a totals row, its first cell naming the row.
 */
export function AdminTable<Row>({
  label,
  caption = label,
  rows,
  columns,
  rowKey,
  minWidth,
  empty,
  className = "mt-3",
  look = "list",
  rowClassName,
  sortLink,
  sortHint,
}: {
  label: string;
  /** What the table says of itself when it tells more than the region's name, e.g. the period it covers. */
  caption?: string;
  rows: Row[];
  // Each column's value has its own type, as TanStack's column helper declares them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<Row, any>[];
  rowKey: (row: Row, index: number) => string;
  /** The table's narrowest width (a Tailwind `min-w-*` class), past which the region scrolls. */
  minWidth: string;
  empty: ReactNode;
  /** The region's place on the page (its top margin). */
  className?: string;
  look?: keyof typeof LOOKS;
  rowClassName?: (row: Row) => string | undefined;
  /** The link of a sortable column, or `undefined` for a column the server does not sort by. */
  sortLink?: (columnId: string) => SortLink | undefined;
  /** What a screen reader hears after a sortable header's name, e.g. "sort by". */
  sortHint?: string;
}) {
  // TanStack Table answers functions whose identity changes with its state, so the React Compiler leaves this component
  // unmemoised; the rule says so, and that is what the table needs.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data: rows, columns, getCoreRowModel: getCoreRowModel(), getRowId: rowKey });
  if (rows.length === 0) return <>{empty}</>;
  const { cell: cellClasses, head, body } = LOOKS[look];
  const footers = table.getFooterGroups().map((group) => ({ id: group.id, cells: footerCells(group.headers) }));
  return (
    <div
      tabIndex={0}
      role="region"
      aria-label={label}
      className={`relative ${className} overflow-x-auto rounded-2xl border border-line bg-white`}
    >
      <table className={`w-full ${minWidth} border-collapse text-sm`}>
        <caption className="sr-only">{caption}</caption>
        <thead className={head}>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const name = flexRender(header.column.columnDef.header, header.getContext());
                const sort = sortLink?.(header.column.id);
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={withClasses(cellClasses, header.column.columnDef.meta?.headerClassName)}
                    aria-sort={sort?.sorted === "asc" ? "ascending" : sort?.sorted === "desc" ? "descending" : undefined}
                  >
                    {sort ? (
                      <Link to={sort.to} className={`${headerBoxClass} gap-1 font-semibold underline-offset-2 hover:underline`}>
                        {name}
                        <span aria-hidden="true">{sort.sorted === "asc" ? "▲" : sort.sorted === "desc" ? "▼" : "↕"}</span>
                        {sortHint ? <span className="sr-only">{sortHint}</span> : null}
                      </Link>
                    ) : sortLink ? (
                      // The same box as a sortable header's link, so that every name in the row sits on one line.
                      <span className={headerBoxClass}>{name}</span>
                    ) : (
                      name
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody className={body}>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className={rowClassName?.(row.original)}>
              {row.getVisibleCells().map((cell) => {
                const meta = cell.column.columnDef.meta;
                const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                return meta?.rowHeader ? (
                  <th key={cell.id} scope="row" className={withClasses(cellClasses, meta.cellClassName ?? "font-normal")}>
                    {content}
                  </th>
                ) : (
                  <td key={cell.id} className={withClasses(cellClasses, meta?.cellClassName)}>
                    {content}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
        {footers.some((footer) => footer.cells.length > 0) ? (
          <tfoot>
            {footers.map((footer) => (
              <tr key={footer.id} className="font-semibold">
                {footer.cells.map(({ header, span }, index) => {
                  const content = flexRender(header.column.columnDef.footer, header.getContext());
                  const className = withClasses(cellClasses, header.column.columnDef.meta?.cellClassName);
                  return index === 0 ? (
                    <th key={header.id} scope="row" colSpan={span} className={className}>
                      {content}
                    </th>
                  ) : (
                    <td key={header.id} colSpan={span > 1 ? span : undefined} className={className}>
                      {content}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}

const headerBoxClass = "inline-flex min-h-11 items-center";

/**
 * A totals row's cells: one per column that declares a footer, spanning the columns after it that declare none (the
 * row's name over the columns that hold no figure). No cell at all when no column declares one.
 */
function footerCells<Row>(headers: Header<Row, unknown>[]) {
  const cells: { header: Header<Row, unknown>; span: number }[] = [];
  if (headers.every((header) => header.column.columnDef.footer === undefined)) return cells;
  for (const header of headers) {
    const last = cells.at(-1);
    if (header.column.columnDef.footer === undefined && last) last.span += 1;
    else cells.push({ header, span: 1 });
  }
  return cells;
}

/** The page whose texts an `AdminFilterForm`'s own filters take theirs from. */
const FilterSection = createContext("");

/** The filter form's grid, by how many columns it has on a wide screen; its buttons take a whole row. */
const FILTER_GRIDS = {
  2: { form: "grid sm:grid-cols-2", actions: "items-end sm:col-span-2" },
  3: { form: "grid sm:grid-cols-3", actions: "items-end sm:col-span-3" },
  4: { form: "grid sm:grid-cols-2 lg:grid-cols-4", actions: "items-end sm:col-span-2 lg:col-span-4" },
} as const;

/**
 * An admin list's filters: a GET form, so the URL holds the view, with the caller's fields, then the
 * apply button, the link back to the whole list and any further actions.
 */
export function AdminFilterForm({
  section,
  clearTo = `/admin/${section}`,
  columns,
  className = "mt-6",
  actionsClassName = columns === undefined ? undefined : FILTER_GRIDS[columns].actions,
  actions,
  keep = {},
  children,
}: {
  /** The page's texts: `<section>.filters.label`, `.apply` and `.clear`; the list's own path is `/admin/<section>`. */
  section: string;
  /** Where "clear" leads (the list's own path unless given), or `false` for no such link. */
  clearTo?: string | false;
  /** A grid of this many columns on a wide screen, its buttons on a row of their own. */
  columns?: keyof typeof FILTER_GRIDS;
  /** The form's place and, without `columns`, its layout; the frame is shared. */
  className?: string;
  actionsClassName?: string;
  actions?: ReactNode;
  /** Parts of the view a new filter keeps as they are (the sort order, the chosen view), sent as hidden fields when set. */
  keep?: Record<string, string | undefined>;
  children: ReactNode;
}) {
  const { t } = useTranslation("admin");
  const buttons = (
    <>
      <button type="submit" className={buttonClass}>
        {t(`${section}.filters.apply`)}
      </button>
      {clearTo === false ? null : (
        <Link to={clearTo} className={secondaryButtonClass}>
          {t(`${section}.filters.clear`)}
        </Link>
      )}
      {actions}
    </>
  );
  const layout = columns === undefined ? className : `${className} ${FILTER_GRIDS[columns].form}`;
  return (
    <Form method="get" aria-label={t(`${section}.filters.label`)} className={`gap-4 rounded-2xl border border-line bg-white p-4 ${layout}`}>
      <FilterSection value={section}>{children}</FilterSection>
      {Object.entries(keep).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
      {actionsClassName === undefined ? buttons : <div className={`flex flex-wrap gap-3 ${actionsClassName}`}>{buttons}</div>}
    </Form>
  );
}

/** A filter typed in (a code, an email, a date), labelled `label`. */
export function FilterInput({
  label,
  name,
  value,
  type,
  autoCapitalize,
}: {
  label: string;
  name: string;
  value: string | undefined;
  type: "text" | "email" | "date";
  autoCapitalize?: "characters";
}) {
  return (
    <label className="text-sm font-semibold">
      {label}
      <input type={type} name={name} defaultValue={value ?? ""} className={filterInputClass} autoCapitalize={autoCapitalize} />
    </label>
  );
}

/** A filter's choice among `options`, with "any" first for no filter. */
export function FilterSelect({
  label,
  name,
  value,
  anyLabel,
  options,
  className = "text-sm font-semibold",
}: {
  label: string;
  name: string;
  value: string | null | undefined;
  /** The "any" choice, or `undefined` when the filter always holds a value. */
  anyLabel: string | undefined;
  options: readonly { value: string; label: string }[];
  className?: string;
}) {
  return (
    <label className={className}>
      {label}
      <select name={name} defaultValue={value ?? (anyLabel === undefined ? options[0]?.value : "")} className={filterInputClass}>
        {anyLabel === undefined ? null : <option value="">{anyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * A filter by one of a few known `values`, inside an `AdminFilterForm`: labelled `<section>.filters.<name>`, "any"
 * (`<section>.filters.any`) first, each value worded as `<optionKey>.<value>` or by `optionLabel`.
 */
export function FilterChoice({
  name,
  value,
  values,
  ...wording
}: {
  name: string;
  value: string | null | undefined;
  values: readonly string[];
} & ({ optionKey: string } | { optionLabel: (value: string) => string })) {
  const { t } = useTranslation("admin");
  const section = useContext(FilterSection);
  const optionLabel = "optionKey" in wording ? (option: string) => t(`${wording.optionKey}.${option}`) : wording.optionLabel;
  return (
    <FilterSelect
      label={t(`${section}.filters.${name}`)}
      name={name}
      value={value}
      anyLabel={t(`${section}.filters.any`)}
      options={values.map((option) => ({ value: option, label: optionLabel(option) }))}
    />
  );
}

/** The list's search box, with its hint under it when the page gives one. */
export function FilterSearch({
  label,
  value,
  hint,
  className = "text-sm font-semibold",
}: {
  label: string;
  value: string | undefined;
  hint?: { id: string; text: string };
  className?: string;
}) {
  return (
    <label className={className}>
      {label}
      <input type="search" name="q" defaultValue={value ?? ""} className={filterInputClass} aria-describedby={hint?.id} />
      {hint ? (
        <span id={hint.id} className="mt-1 block font-normal text-muted">
          {hint.text}
        </span>
      ) : null}
    </label>
  );
}
