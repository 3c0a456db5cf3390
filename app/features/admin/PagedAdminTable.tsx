import { useCallback, useEffect, useRef, useState, type ComponentProps, type ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { linkClass } from "./admin-forms.ts";
import { AdminTable } from "./AdminTable.tsx";
import { EmptyListNotice, ListPages, type ListPage } from "./ListPages.tsx";
import type { Said } from "./SaveStatus.tsx";

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

/**
 * The head of an admin queue (reviews to approve, barrier reports to handle): its title and intro, how many wait, and
 * a link to the view of those alone, `pendingView`, unless the list shows them already (null). Its texts are the
 * list's `section`'s: `title`, `intro`, `pending` (counted) and `nonePending`, `showPending`.
 */
export function QueueHead({ section, pending, pendingView }: { section: string; pending: number; pendingView: string | null }) {
  const { t } = useTranslation("admin");
  return (
    <>
      <h1 className="text-3xl">{t(`${section}.title`)}</h1>
      <p className="mt-2 max-w-prose text-muted">{t(`${section}.intro`)}</p>
      <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
        <span className={pending > 0 ? "rounded-full bg-amber-100 px-3 py-1 font-semibold text-amber-900" : "text-muted"}>
          {pending > 0 ? t(`${section}.pending`, { count: pending }) : t(`${section}.nonePending`)}
        </span>
        {pending > 0 && pendingView !== null ? (
          <Link to={pendingView} className={`${linkClass} inline-flex min-h-11 items-center`}>
            {t(`${section}.showPending`)}
          </Link>
        ) : null}
      </p>
    </>
  );
}

/**
 * The sentence a paged list of cards says after an action on one card (for `afterCount`, with `statusRef`). A card's
 * button may leave with the card once the list is loaded again, which may come after the answer: `say(sentence, true)`
 * gives the focus to the sentence then, if the button that had it has gone; with `false` the focus stays where it is.
 */
export function useCardListStatus(items: readonly unknown[]) {
  const statusRef = useRef<HTMLParagraphElement>(null);
  const [said, setSaid] = useState<Said>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) {
      refocus.current = false;
      statusRef.current?.focus();
    }
  }, [said, items]);
  const say = useCallback((sentence: Said, takeFocus: boolean) => {
    refocus.current = takeFocus;
    setSaid(sentence);
  }, []);
  return { said, say, statusRef };
}
