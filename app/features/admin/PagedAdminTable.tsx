import type { ComponentProps, ReactNode } from "react";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { AdminTable } from "./AdminTable.tsx";
import { EmptyListNotice, ListPages, type ListPage } from "./ListPages.tsx";

/**
 * One page of a server-paged admin list as a table: the count (a live region, so a new filter is announced), the
 * table, what an empty view says, and the previous / next links. Its texts are the list's `section`'s in the admin
 * catalogue: `count`, `tableLabel`, `pagination`, `sortBy` (when sortable) and the empty notices. Rows with an `id`
 * need no `rowKey`.
 */
export function PagedAdminTable<Row>({
  list,
  afterCount,
  rowKey = (row) => String((row as { id: unknown }).id),
  ...table
}: {
  list: ListPage;
  /** Said between the count and the table, e.g. how the last action on a row went. */
  afterCount?: ReactNode;
} & Omit<ComponentProps<typeof AdminTable<Row>>, "label" | "empty" | "sortHint" | "rowKey"> &
  (Row extends { id: number } ? { rowKey?: (row: Row) => string } : { rowKey: (row: Row) => string })) {
  const { t } = useTranslation("admin");
  const { section } = list;
  return (
    <>
      <p className="mt-6 text-sm text-muted" aria-live="polite">
        {t(`${section}.count`, { count: list.total, page: list.page, pages: list.pages })}
      </p>
      {afterCount}
      <AdminTable
        {...table}
        rowKey={rowKey}
        label={t(`${section}.tableLabel`)}
        empty={<EmptyListNotice section={section} view={list.view} total={list.total} />}
        sortHint={table.sortLink ? t(`${section}.sortBy`) : undefined}
      />
      <ListPages page={list.page} pages={list.pages} linkTo={list.linkTo} label={t(`${section}.pagination`)} />
    </>
  );
}

/**
 * One page of a server-paged admin list of cards: a region named by its heading (for screen readers only), the
 * count (a live region), the cards or what an empty view says, then the previous / next links. Its texts are the
 * list's `section`'s: `listLabel`, `count`, `pagination` and the empty notices.
 */
export function PagedAdminCards<Item extends { id: number }>({
  list,
  items,
  afterCount,
  card,
}: {
  list: ListPage;
  items: Item[];
  /** Said between the count and the cards, e.g. how the last action on a card went. */
  afterCount?: ReactNode;
  card: (item: Item) => ReactNode;
}) {
  const { t } = useTranslation("admin");
  const { section } = list;
  const titleId = `${section}-list-title`;
  return (
    <>
      <section aria-labelledby={titleId} className="mt-8">
        <h2 id={titleId} className="sr-only">
          {t(`${section}.listLabel`)}
        </h2>
        <p className="text-sm text-muted" aria-live="polite">
          {t(`${section}.count`, { count: list.total, page: list.page, pages: list.pages })}
        </p>
        {afterCount}
        {items.length === 0 ? (
          <EmptyListNotice section={section} view={list.view} total={list.total} />
        ) : (
          <ul className="mt-3 flex flex-col gap-4">
            {items.map((item) => (
              <li key={item.id}>{card(item)}</li>
            ))}
          </ul>
        )}
      </section>
      <ListPages page={list.page} pages={list.pages} linkTo={list.linkTo} label={t(`${section}.pagination`)} />
    </>
  );
}
