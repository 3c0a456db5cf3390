import { useMemo } from "react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { ErrorPanel, GeneralErrorBoundary, PRIMARY_ACTION, SECONDARY_ACTION } from "#app/features/errors/GeneralErrorBoundary.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { createI18n, receivedTexts, type LoaderTexts } from "#app/lib/i18n/translator.ts";
import { useSentTextsLoaded } from "#app/lib/i18n/use-sent-texts.ts";
import { BLOG_INDEX_PATH } from "./blog-meta.ts";

/**
 * A blog route's error screen. A blog or article that exists nowhere is a 404 that leads back to the
 * blog; its texts travel with the thrown answer, as the route's loader data never arrived.
 */
export function BlogErrorBoundary({ kind }: { kind: "blog" | "article" }) {
  const error = useRouteError();
  const { i18n, t: shellT } = useTranslation();
  const sent = isRouteErrorResponse(error) ? (error.data as { translations?: LoaderTexts } | null)?.translations : undefined;
  useSentTextsLoaded([sent]);
  const translations = useMemo(() => receivedTexts(sent), [sent]);
  const t = useMemo(() => createI18n(i18n.language, translations ?? {}).translatorFor("blog"), [i18n.language, translations]);

  if (!isRouteErrorResponse(error) || error.status !== 404 || !translations) return <GeneralErrorBoundary />;
  return (
    <ErrorPanel title={t(kind === "blog" ? "notFound.blogTitle" : "notFound.articleTitle")} text={t("notFound.text")} alert={false}>
      <Link to={BLOG_INDEX_PATH} className={PRIMARY_ACTION}>
        {t("notFound.toBlog")}
      </Link>
      <Link to="/" className={SECONDARY_ACTION}>
        {shellT("errors:backHome")}
      </Link>
    </ErrorPanel>
  );
}
