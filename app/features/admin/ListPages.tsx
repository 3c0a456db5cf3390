import { Link } from "react-router";
import { isNarrowedView, viewQuery } from "#domain/view-query";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { secondaryButtonClass } from "./admin-forms.ts";

/** An admin list's previous / next links, as links so the page number stays in the URL; nothing for one page. */
export function ListPages({
  page,
  pages,
  linkTo,
  label,
}: {
  page: number;
  pages: number;
  linkTo: (page: number) => string;
  label: string;
}) {
  const { t } = useTranslation("admin");
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center gap-4">
      {page > 1 ? (
        <Link to={linkTo(page - 1)} className={secondaryButtonClass} rel="prev">
          {t("list.previous")}
        </Link>
      ) : null}
      <span className="text-sm text-muted">{t("list.pageOf", { page, pages })}</span>
      {page < pages ? (
        <Link to={linkTo(page + 1)} className={secondaryButtonClass} rel="next">
          {t("list.next")}
        </Link>
      ) : null}
    </nav>
  );
}

/**
 * What an empty admin list says, under `section` in the admin's texts: `none` when the store has nothing of
 * the kind yet, `empty` when nothing matches the view's filters, `pastEnd` for a page beyond the last.
 */
export function EmptyListNotice({ section, view, total }: { section: string; view: Record<string, unknown>; total: number }) {
  const { t } = useTranslation("admin");
  const key = total > 0 ? "pastEnd" : isNarrowedView(view) ? "empty" : "none";
  return <p className="mt-4 rounded-xl bg-white p-4">{t(`${section}.${key}`)}</p>;
}

/** One page of a server-paged admin list: its texts' `section`, the view it shows, where it stands and how to reach the others. */
export interface ListPage {
  section: string;
  /** The view's filters, which tell an empty view ("nothing matches") from an empty shop ("none yet"). */
  view: Record<string, unknown>;
  page: number;
  pages: number;
  total: number;
  linkTo: (page: number) => string;
}

/**
 * The page `view.page` of `total` rows, `pageSize` a page. A list at `/admin/<section>` links its pages by its view;
 * another (a second list on the page) says how with `linkTo`.
 */
export function listPage(
  section: string,
  view: { page: number } & Record<string, unknown>,
  total: number,
  pageSize: number,
  linkTo = (page: number) => `/admin/${section}${viewQuery({ ...view, page })}`,
): ListPage {
  return { section, view, page: view.page, pages: Math.max(1, Math.ceil(total / pageSize)), total, linkTo };
}
