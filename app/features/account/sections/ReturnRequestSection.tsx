import { useCallback } from "react";
import { Link, useNavigate } from "react-router";
import type { CustomerReturn, EligibleReturnOrder, ReturnQuoteView, ReturnRequestBody } from "#domain/customer-returns";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { linkClass } from "#app/ui/link-class.ts";
import { useAuth } from "#app/features/account/AuthProvider.tsx";
import { accountCall, type CallResult } from "#app/lib/server-calls.ts";
import { useAccountResource } from "#app/features/account/use-account-resource.ts";
import { LazyReturnRequestForm, usePreloadReturnRequestForm } from "#app/features/returns/LazyReturnRequestForm.tsx";
import { requestWithPhotos } from "#app/features/returns/request-with-photos.ts";
import { ResourceContent } from "./ResourceContent.tsx";
import { RecordSection } from "./RecordSection.tsx";
import type { AddressNaming } from "#app/lib/api-contract-types.ts";

/** What the return's page reads from the navigation that brought the customer there. */
export interface ReturnPageState {
  returnCreated?: boolean;
}

/** `/my-account/returns/new?order={number}`: the request form for one of the orders that may still come back. */
export function ReturnRequestSection({ orderNumber }: { orderNumber: number | null }) {
  const { t } = useTranslation("account");
  usePreloadReturnRequestForm();
  const navigate = useNavigate();
  const { user, sessionRejected } = useAuth();
  const accessToken = user?.accessToken;
  const { resource, reload } = useAccountResource<{ orders: EligibleReturnOrder[] }>("/returns/eligible");

  const post = useCallback(
    <T,>(path: string, body: Record<string, unknown> | FormData): Promise<CallResult<T>> =>
      accessToken
        ? accountCall<T>("POST", path as AddressNaming<T, string>, { accessToken, body, onSessionRejected: sessionRejected })
        : Promise.resolve({ kind: "failed", status: 401 }),
    [accessToken, sessionRejected],
  );
  const quote = useCallback((body: ReturnRequestBody) => post<{ quote: ReturnQuoteView }>("/returns/quote", { ...body }), [post]);
  // With photos, the same request goes as a multipart form; without, as JSON.
  const submit = useCallback(
    (body: ReturnRequestBody, photos: File[]) =>
      post<{ return: CustomerReturn }>("/returns", photos.length > 0 ? requestWithPhotos(body, photos) : { ...body }),
    [post],
  );
  const submitted = useCallback(
    (created: CustomerReturn) => {
      const state: ReturnPageState = { returnCreated: true };
      navigate(`/my-account/returns/${created.id}`, { state });
    },
    [navigate],
  );

  return (
    <RecordSection
      back={{ to: "/my-account/returns", label: t("returns.back") }}
      title={
        <>
          {t("returns.form.title")}
          {orderNumber !== null ? (
            <span className="mt-1 block text-lg text-muted">{t("returns.order", { number: orderNumber })}</span>
          ) : null}
        </>
      }
    >
      <ResourceContent
        resource={resource}
        reload={reload}
        texts={{ loading: t("returns.form.loading"), failed: t("orders.failed"), retry: t("returns.retry") }}
      >
        {({ orders }) => {
          const order = orders.find((candidate) => candidate.orderNumber === orderNumber);
          return order ? (
            <LazyReturnRequestForm order={order} quote={quote} submit={submit} onSubmitted={submitted} />
          ) : (
            <div className="rounded-2xl border border-line bg-white p-6 shadow-sm">
              <p className="font-semibold">
                {orderNumber === null ? t("returns.form.noOrder") : t("returns.form.notEligible", { number: orderNumber })}
              </p>
              <p className="mt-2 text-muted">{t("returns.policy")}</p>
              <Link to="/my-account/returns" className={`mt-4 inline-block ${linkClass}`}>
                {t("returns.form.chooseOrder")}
              </Link>
            </div>
          );
        }}
      </ResourceContent>
    </RecordSection>
  );
}
