import type { ComponentProps, ReactNode } from "react";
import { viewQuery } from "#domain/view-query";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { AdminTable } from "./AdminTable.tsx";
import { EmptyListNotice, ListPages } from "./ListPages.tsx";

/**
 * One page of a server-paged admin list as a table: the count (a live region, so a new filter is announced), the
 * table, what an empty view says, and the previous / next links. Its texts are the `section`'s in the admin
 * catalogue: `count`, `tableLabel`, `pagination`, `sortBy` (when sortable) and the empty notices. A list at
 * `/admin/<section>` whose view holds its page needs neither `page` nor `linkTo`; rows with an `id` need no `rowKey`.
 */
export function PagedAdminTable<Row>({
  section,
  view,
  page = view.page ?? 1,
  pageSize,
  total,
  linkTo = (number) => `/admin/${section}${viewQuery({ ...view, page: number })}`,
  afterCount,
  rowKey = (row) => String((row as { id: unknown }).id),
  ...table
}: {
  section: string;
  /** The view's filters, which tell an empty view ("nothing matches") from an empty shop ("none yet"). */
  view: { page?: number } & Record<string, unknown>;
  page?: number;
  pageSize: number;
  total: number;
  linkTo?: (page: number) => string;
  /** Said between the count and the table, e.g. how the last action on a row went. */
  afterCount?: ReactNode;
} & Omit<ComponentProps<typeof AdminTable<Row>>, "label" | "empty" | "sortHint" | "rowKey"> &
  (Row extends { id: number } ? { rowKey?: (row: Row) => string } : { rowKey: (row: Row) => string })) {
  const { t } = useTranslation("admin");
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <>
      <p className="mt-6 text-sm text-muted" aria-live="polite">
        {t(`${section}.count`, { count: total, page, pages })}
      </p>
      {afterCount}
      <AdminTable
        {...table}
        rowKey={rowKey}
        label={t(`${section}.tableLabel`)}
        empty={<EmptyListNotice section={section} view={view} total={total} />}
        sortHint={table.sortLink ? t(`${section}.sortBy`) : undefined}
      />
      <ListPages page={page} pages={pages} linkTo={linkTo} label={t(`${section}.pagination`)} />
    </>
  );
}
