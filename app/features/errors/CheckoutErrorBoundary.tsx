import { useTranslation } from "#app/lib/i18n/react.tsx";
import { useRevalidator, useRouteError, useRouteLoaderData } from "react-router";
import type { PublicConfig } from "#app/lib/load-context.ts";
import { ErrorPanel, SECONDARY_ACTION, TryAgainButton } from "./GeneralErrorBoundary.tsx";
import { useReportRouteError } from "./use-report-route-error.ts";

/** The checkout route's error screen (spec §2): re-export it as the route module's `ErrorBoundary`. */
export function CheckoutErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation("errors");
  const revalidator = useRevalidator();
  // Absent when the root loader itself failed; the text still says to contact support.
  const supportEmail = (useRouteLoaderData("root") as { publicConfig?: PublicConfig } | undefined)?.publicConfig?.supportEmail;
  useReportRouteError(error, "CheckoutErrorBoundary");
  return (
    <ErrorPanel title={t("checkoutTitle")} text={t("checkoutText")}>
      <TryAgainButton onClick={() => void revalidator.revalidate()} busy={revalidator.state === "loading"} />
      {supportEmail ? (
        <a href={`mailto:${supportEmail}`} className={SECONDARY_ACTION}>
          {t("contactSupport")}
        </a>
      ) : null}
    </ErrorPanel>
  );
}
