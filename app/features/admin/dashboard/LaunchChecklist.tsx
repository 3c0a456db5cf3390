import { Link } from "react-router";
import type { LaunchChecklist as LaunchChecklistView, LaunchChecklistItem } from "#domain/launch-checklist";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { linkClass } from "../admin-forms.ts";

function Item({ entry }: { entry: LaunchChecklistItem }) {
  const { t } = useTranslation("admin");
  const { item, done, href, left, because } = entry;
  return (
    <li className={`flex gap-3 rounded-xl border p-3 ${done ? "border-line bg-white" : "border-amber-500 bg-amber-50"}`}>
      <span
        aria-hidden="true"
        className={`mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
          done ? "bg-brand text-white" : "border-2 border-amber-600 bg-white"
        }`}
      >
        {done ? "✓" : ""}
      </span>
      <div className="grid min-w-0 content-start gap-1">
        <h3 className="font-semibold">
          {t(`launch.items.${item}.title`)}
          <span className="sr-only">{`: ${done ? t("launch.done") : t("launch.open")}`}</span>
        </h3>
        <p className="text-sm break-words text-muted">
          {done
            ? t(`launch.items.${item}.done`)
            : because
              ? t(`launch.items.${item}.${because}`)
              : t(`launch.items.${item}.open`, left === null ? {} : { count: left })}
        </p>
        {!done && href ? (
          <p>
            <Link to={href} className={`${linkClass} inline-flex min-h-11 items-center`}>
              {t(`launch.items.${item}.link`)}
            </Link>
          </p>
        ) : null}
      </div>
    </li>
  );
}

/**
 * What is left before the first real order (issue 64 item 2, decision 0127), at the top of the owner's dashboard:
 * each item worked out on the server, ticked when done. Once every item is done it folds away into one line.
 */
export function LaunchChecklist({ checklist }: { checklist: LaunchChecklistView }) {
  const { t } = useTranslation("admin");
  const list = (
    <ul className="mt-4 grid gap-2 md:grid-cols-2">
      {checklist.items.map((entry) => (
        <Item key={entry.item} entry={entry} />
      ))}
    </ul>
  );
  if (checklist.open === 0)
    return (
      <details className="mt-6 rounded-2xl border border-line bg-white p-4">
        <summary className="min-h-11 cursor-pointer py-2 font-semibold">{t("launch.allDone")}</summary>
        {list}
      </details>
    );
  return (
    <section aria-labelledby="launch-checklist" className="mt-6 rounded-2xl border-2 border-amber-500 bg-white p-4 sm:p-6">
      <h2 id="launch-checklist" className="text-xl font-semibold">
        {t("launch.title")}
      </h2>
      <p className="mt-1 max-w-prose text-muted">{t("launch.intro", { count: checklist.open, total: checklist.items.length })}</p>
      {list}
    </section>
  );
}
