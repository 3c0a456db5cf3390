import type { ComponentProps, ReactNode } from "react";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { AdminTable } from "./AdminTable.tsx";
import { EmptyListNotice, ListPages } from "./ListPages.tsx";

/**
 * One page of a server-paged admin list as a table: the count (a live region, so a new filter is announced), the
 * table, what an empty view says, and the previous / next links. Its texts are the `section`'s in the admin
 * catalogue: `count`, `tableLabel`, `pagination`, `sortBy` (when sortable) and the empty notices.
 */
export function PagedAdminTable<Row>({
  section,
  page,
  pageSize,
  total,
  view,
  linkTo,
  afterCount,
  ...table
}: {
  section: string;
  page: number;
  pageSize: number;
  total: number;
  /** The view's filters, which tell an empty view ("nothing matches") from an empty shop ("none yet"). */
  view: Record<string, unknown>;
  linkTo: (page: number) => string;
  /** Said between the count and the table, e.g. how the last action on a row went. */
  afterCount?: ReactNode;
} & Omit<ComponentProps<typeof AdminTable<Row>>, "label" | "empty" | "sortHint">) {
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
        label={t(`${section}.tableLabel`)}
        empty={<EmptyListNotice section={section} view={view} total={total} />}
        sortHint={table.sortLink ? t(`${section}.sortBy`) : undefined}
      />
      <ListPages page={page} pages={pages} linkTo={linkTo} label={t(`${section}.pagination`)} />
    </>
  );
}
