import { useTranslation } from "#app/lib/i18n/react.tsx";
import { useRouteError } from "react-router";
import { ErrorPanel, ReloadPageButton } from "./GeneralErrorBoundary.tsx";
import { useReportRouteError } from "./use-report-route-error.ts";

/** The cart route's error screen (spec §2): re-export it as the route module's `ErrorBoundary`. */
export function CartErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation("errors");
  useReportRouteError(error, "CartErrorBoundary");
  return (
    <ErrorPanel title={t("cartTitle")} text={t("cartText")}>
      <ReloadPageButton />
    </ErrorPanel>
  );
}
