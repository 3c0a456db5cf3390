import { useEffect } from "react";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { logWarn } from "#app/features/monitoring/report.ts";

/**
 * Says the blog could not be loaded and that what follows is the spec's fallback (§8), and reports
 * the failure once from the browser, where the store's monitoring trail collects it.
 */
export function BlogFailureNotice({ kind, message, handle }: { kind: "list" | "article"; message: string; handle?: string }) {
  const { t } = useTranslation("blog");

  useEffect(() => {
    logWarn(message, {
      component: kind === "list" ? "BlogList" : "BlogArticle",
      action: kind === "list" ? "loadArticles" : "loadArticle",
      tags: ["fallback"],
      metadata: {
        fallback: kind === "list" ? "Wellness Blog sample articles" : "sample article or placeholder",
        ...(handle ? { handle } : {}),
        error: message,
      },
    });
  }, [kind, message, handle]);

  return (
    <div role="status" className="rounded-2xl border border-sale/40 bg-white p-5 shadow-sm">
      <h2 className="text-xl text-sale">{t(kind === "list" ? "failure.listTitle" : "failure.articleTitle")}</h2>
      <p className="mt-1 text-muted">{t(kind === "list" ? "failure.listText" : "failure.articleText")}</p>
    </div>
  );
}
