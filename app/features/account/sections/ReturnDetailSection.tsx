import { useCallback, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { CustomerReturn } from "#domain/customer-returns";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { useAuth } from "#app/features/account/AuthProvider.tsx";
import { accountCall } from "#app/lib/server-calls.ts";
import { useAccountResource } from "#app/features/account/use-account-resource.ts";
import { LazyReturnDetails, usePreloadReturnDetails } from "#app/features/returns/LazyReturnDetails.tsx";
import type { CancelCall, PhotoLoader } from "#app/features/returns/ReturnDetails.tsx";
import type { ReturnPageState } from "./ReturnRequestSection.tsx";
import { ResourceContent } from "./ResourceContent.tsx";
import { RecordSection } from "./RecordSection.tsx";
import { ReturnAwbNotice } from "./ReturnAwbNotice.tsx";
import type { ReturnAwbView } from "#domain/return-awbs";

/** `/my-account/returns/{id}`: one of the signed-in customer's returns, cancellable while the store has not answered. */
export function ReturnDetailSection({ returnId }: { returnId: number }) {
  const { t } = useTranslation("account");
  usePreloadReturnDetails();
  const location = useLocation();
  const navigate = useNavigate();
  // Said once: the receipt is not repeated when the page is reloaded or reached again through the history.
  const [created] = useState(() => (location.state as ReturnPageState | null)?.returnCreated === true);
  useEffect(() => {
    if (created) void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    // Only the arrival's state is cleared.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const { user, sessionRejected } = useAuth();
  const accessToken = user?.accessToken;
  const { resource, reload, replace } = useAccountResource<{ return: CustomerReturn; returnAwb?: ReturnAwbView | null }>(
    `/returns/${returnId}`,
  );

  const cancel = useCallback<CancelCall>(
    () =>
      accessToken
        ? accountCall("POST", `/returns/${returnId}/cancel`, {
            accessToken,
            onSessionRejected: sessionRejected,
          })
        : Promise.resolve({ kind: "failed", status: 401 }),
    [accessToken, returnId, sessionRejected],
  );
  const loadPhoto = useCallback<PhotoLoader>(
    async (url) => {
      if (!accessToken) return null;
      const response = await fetch(url, { headers: { Authorization: `Bearer ${accessToken}` }, credentials: "same-origin" }).catch(
        () => null,
      );
      if (response?.status === 401) sessionRejected(accessToken);
      return response?.ok ? response.blob() : null;
    },
    [accessToken, sessionRejected],
  );
  const loadLabel = useCallback(async () => {
    if (!accessToken) return null;
    const response = await fetch(`/api/account/returns/${returnId}/awb-label.pdf`, {
      headers: { Authorization: `Bearer ${accessToken}` },
      credentials: "same-origin",
    }).catch(() => null);
    if (response?.status === 401) sessionRejected(accessToken);
    return response?.ok ? response.blob() : null;
  }, [accessToken, returnId, sessionRejected]);
  const changed = useCallback((item: CustomerReturn) => replace({ return: item }), [replace]);
  const refused = useCallback(() => reload({ quiet: true }), [reload]);

  return (
    <RecordSection back={{ to: "/my-account/returns", label: t("returns.back") }} title={t("returns.detail.title", { id: returnId })}>
      <ResourceContent
        resource={resource}
        reload={reload}
        texts={{
          loading: t("returns.detail.loading"),
          failed: t("returns.detail.failed"),
          retry: t("returns.retry"),
          notFound: t("returns.detail.notFound"),
        }}
      >
        {({ return: item, returnAwb }) => (
          <>
            <LazyReturnDetails
              item={item}
              cancel={cancel}
              loadPhoto={loadPhoto}
              onChanged={changed}
              onRefused={refused}
              created={created}
            />
            {returnAwb && item.status === "approved" ? <ReturnAwbNotice returnId={returnId} awb={returnAwb} loadLabel={loadLabel} /> : null}
          </>
        )}
      </ResourceContent>
    </RecordSection>
  );
}
