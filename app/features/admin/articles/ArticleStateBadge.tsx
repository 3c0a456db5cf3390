import type { ArticleState } from "#domain/admin-articles";
import { useTranslation } from "#app/lib/i18n/react.tsx";

const TONES: Record<ArticleState, string> = {
  draft: "bg-stone-200 text-stone-800",
  scheduled: "bg-amber-100 text-amber-900",
  published: "bg-emerald-100 text-emerald-900",
};

/** Where an article stands, as a coloured label with its name in the member's language. */
export function ArticleStateBadge({ state }: { state: ArticleState }) {
  const { t } = useTranslation("admin");
  return (
    <span className={`inline-block whitespace-nowrap rounded-full px-3 py-1 text-xs font-semibold ${TONES[state]}`}>
      {t(`articles.state.${state}`)}
    </span>
  );
}
