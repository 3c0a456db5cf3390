import type { ArticleState } from "#domain/admin/articles";
import { stateBadge } from "../StateBadge.tsx";

/** Where an article stands. */
export const ArticleStateBadge = stateBadge<ArticleState>("articles.state", {
  draft: "bg-stone-200 text-stone-800",
  scheduled: "bg-amber-100 text-amber-900",
  published: "bg-emerald-100 text-emerald-900",
});
