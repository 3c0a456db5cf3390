import { Link } from "react-router";
import { isNarrowedView } from "#domain/view-query";
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
