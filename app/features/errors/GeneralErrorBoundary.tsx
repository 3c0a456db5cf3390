import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, Link, useRevalidator, useRouteError } from "react-router";

/**
 * The one error screen: a 404 says the page does not exist; anything else is the spec's
 * 'Something went wrong' with 'Try Again' (re-run the loaders) and 'Reload Page'.
 */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const revalidator = useRevalidator();

  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ErrorPanel title={t("errors:notFoundTitle")} text={t("errors:notFoundText")}>
        <Link to="/" className="rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark">
          {t("errors:backHome")}
        </Link>
      </ErrorPanel>
    );
  }

  return (
    <ErrorPanel title={t("errors:genericTitle")}>
      <button
        type="button"
        onClick={() => void revalidator.revalidate()}
        className="rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark"
      >
        {t("errors:tryAgain")}
      </button>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded-full border border-brand px-6 py-3 font-semibold text-brand hover:bg-brand-soft"
      >
        {t("errors:reloadPage")}
      </button>
    </ErrorPanel>
  );
}

export function ErrorPanel({ title, text, children }: { title: string; text?: string; children?: React.ReactNode }) {
  return (
    <section role="alert" className="mx-4 my-16 max-w-xl rounded-2xl border border-line bg-white p-8 text-center shadow-sm sm:mx-auto">
      <h1 className="text-3xl text-ink">{title}</h1>
      {text ? <p className="mt-3 text-muted">{text}</p> : null}
      {children ? <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </section>
  );
}
