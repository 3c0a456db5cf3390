import { useId } from "react";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { isRouteErrorResponse, Link, useRevalidator, useRouteError } from "react-router";
import { reloadPage } from "./reload-page.ts";
import { useReportRouteError } from "./use-report-route-error.ts";
import { useShownLinks } from "#app/lib/shown-products.ts";

/**
 * The one route error screen: a 404 is the not-found page; anything else is the spec's
 * 'Something went wrong' with 'Try Again' (re-runs the loaders, which also retries a page that
 * failed to render) and 'Reload Page'.
 */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation("errors");
  const revalidator = useRevalidator();
  useReportRouteError(error, "GeneralErrorBoundary");

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPanel />;

  return (
    <ErrorPanel title={t("genericTitle")}>
      <TryAgainButton onClick={() => void revalidator.revalidate()} busy={revalidator.state === "loading"} />
      <ReloadPageButton />
    </ErrorPanel>
  );
}

/**
 * The catalogue's six products, so a lost visitor is one click from any of them. Static on purpose: a 404 page
 * must not depend on the catalogue answering; the root's list of published products, when it has one, takes a
 * draft out (issue 40 item 7).
 */
const PRODUCT_LINKS = (["papillex", "endo-well", "ic-well", "pco-well", "simplix", "ahcc"] as const).map((handle) => ({
  handle,
  to: `/products/${handle}`,
}));

/** A page that does not exist: say so, and offer the ways back into the shop. */
function NotFoundPanel() {
  const { t } = useTranslation("errors");
  const products = useShownLinks(PRODUCT_LINKS);
  return (
    <ErrorPanel title={t("notFoundTitle")} text={t("notFoundText")} alert={false}>
      <Link to="/" className={PRIMARY_ACTION}>
        {t("backHome")}
      </Link>
      <Link to="/shop" className={SECONDARY_ACTION}>
        {t("browseShop")}
      </Link>
      {products.length > 0 && (
        <nav aria-labelledby="not-found-products" className="mt-4 w-full border-t border-line pt-6">
          <h2 id="not-found-products" className="text-xl">
            {t("ourProducts")}
          </h2>
          <ul className="mt-4 grid gap-1 text-left sm:grid-cols-2">
            {products.map(({ handle, to }) => (
              <li key={handle}>
                <Link to={to} className="block rounded-lg px-3 py-2 text-brand-dark underline underline-offset-4 hover:bg-brand-soft">
                  {t(`products.${handle}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </ErrorPanel>
  );
}

export const PRIMARY_ACTION = "rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark disabled:opacity-60";
export const SECONDARY_ACTION = "rounded-full border border-brand px-6 py-3 font-semibold text-brand hover:bg-brand-soft";

/**
 * The frame of every error screen. `alert` announces it: right for a failure the visitor did not
 * expect, wrong for a page that is simply missing.
 */
export function ErrorPanel({
  title,
  text,
  alert = true,
  children,
}: {
  title: string;
  text?: string;
  alert?: boolean;
  children?: React.ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      role={alert ? "alert" : undefined}
      aria-labelledby={alert ? undefined : titleId}
      className="mx-4 my-16 max-w-xl rounded-2xl border border-line bg-white p-8 text-center shadow-sm sm:mx-auto"
    >
      <h1 id={titleId} className="text-3xl text-ink">
        {title}
      </h1>
      {text ? <p className="mt-3 text-muted">{text}</p> : null}
      {children ? <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </section>
  );
}

export function TryAgainButton({ onClick, busy = false }: { onClick: () => void; busy?: boolean }) {
  const { t } = useTranslation("errors");
  return (
    <button type="button" onClick={onClick} disabled={busy} className={PRIMARY_ACTION}>
      {t("tryAgain")}
    </button>
  );
}

export function ReloadPageButton() {
  const { t } = useTranslation("errors");
  return (
    <button type="button" onClick={reloadPage} className={SECONDARY_ACTION}>
      {t("reloadPage")}
    </button>
  );
}
