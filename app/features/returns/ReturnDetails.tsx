import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import type { CustomerReturn, ReturnPhotoView } from "#domain/customer-returns";
import { formatMoney } from "#domain/format-price";
import { useSuccessNotice } from "#app/ui/use-success-notice.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { TFunction } from "#app/lib/i18n/translator.ts";
import { linkClass } from "#app/ui/link-class.ts";
import { ConfirmDialog } from "#app/ui/ConfirmDialog.tsx";
import type { CallResult } from "#app/lib/server-calls.ts";
import { failureText } from "#app/ui/forms/messages.ts";
import { useOrderDate } from "#app/features/orders/order-status.tsx";
import { refundAmountText } from "./refund-amount.ts";
import { ReturnStatusBadge } from "./ReturnStatusBadge.tsx";

export type CancelCall = () => Promise<CallResult<{ return: CustomerReturn }>>;
/**
 * Reads one of the return's photos with the customer's session (its route asks the Bearer token, which an `<img>`
 * cannot send); null when it cannot be read.
 */
export type PhotoLoader = (url: string) => Promise<Blob | null>;

function methodText(item: CustomerReturn, t: TFunction): string {
  if (item.refundMethod === "store_credit") return t("returns.detail.methodCredit");
  return item.bankAccountEnding ? t("returns.detail.methodBank", { ending: item.bankAccountEnding }) : t("returns.methods.original");
}

/**
 * One return as its customer sees it (issue 19 item 2, spec §3 "Return request"): the items with their units,
 * reason and price, the details and photos given, how and how much is refunded, when it was asked, its status and what the
 * store said at each step; cancelled from here, after a confirmation, while it waits for the store.
 */
export function ReturnDetails({
  item,
  cancel,
  loadPhoto,
  onChanged,
  onRefused,
  created = false,
  orderHref = `/my-account/orders/${item.orderNumber}`,
}: {
  item: CustomerReturn;
  /** Absent where the reader cannot cancel (a guest's withdrawal through its signed link). */
  cancel?: CancelCall | undefined;
  loadPhoto: PhotoLoader;
  onChanged: (item: CustomerReturn) => void;
  /** The cancellation was refused: the store may have answered meanwhile, so the page reads the return again. */
  onRefused?: () => void;
  /** Just sent from the form: the receipt is said first. */
  created?: boolean;
  /** Where the order's number leads: the account's order page, or guest tracking for a guest. */
  orderHref?: string;
}) {
  const { t } = useTranslation("account");
  const date = useOrderDate();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [noticeView, showNotice] = useSuccessNotice(created ? t("returns.detail.created") : null);
  const ids = useId();

  async function confirmCancel() {
    if (busy || !cancel) return;
    setBusy(true);
    setRefusal(null);
    const result = await cancel();
    setBusy(false);
    if (result.kind === "ok") {
      onChanged(result.data.return);
      setAsking(false);
      showNotice(t("returns.detail.cancelled"));
      return;
    }
    setRefusal(failureText(result, t, { rejected: "returns.detail.cancelFailed", unavailable: "returns.detail.cancelFailed" }));
    if (result.kind === "failed" && result.status === 409) onRefused?.();
  }

  const dd = "mt-0.5";
  // Stopped before anything was paid: no method, no deadline, no money to speak of.
  const nothingOwed = item.stoppedOrder && item.refundMinor === 0;
  return (
    <div className="space-y-6">
      {noticeView}

      <article aria-labelledby={`${ids}-summary`} className="rounded-2xl border border-line bg-white p-5 shadow-sm">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2 id={`${ids}-summary`} className="text-xl">
            {t("returns.detail.summary")}
          </h2>
          <ReturnStatusBadge status={item.status} />
        </div>
        {item.stoppedOrder ? (
          <p className="mt-3 rounded-xl bg-cream p-3">
            {t("returnsStopped.stopped")} {nothingOwed ? t("returnsStopped.nothingOwed") : t("returnsStopped.refundCard")}
          </p>
        ) : null}
        <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 text-sm">
          {item.kind === "withdrawal" ? (
            <div className="col-span-2">
              <dt className="font-semibold">{t("returns.detail.kind")}</dt>
              <dd className={dd}>{t("returns.detail.withdrawal")}</dd>
            </div>
          ) : null}
          <div>
            <dt className="font-semibold">{t("returns.detail.order")}</dt>
            <dd className={dd}>
              <Link to={orderHref} className={linkClass}>
                {t("returns.order", { number: item.orderNumber })}
              </Link>
            </dd>
          </div>
          <div>
            <dt className="font-semibold">{t("returns.detail.requested")}</dt>
            <dd className={dd}>
              <time dateTime={item.requestedAt}>{date(item.requestedAt)}</time>
            </dd>
          </div>
          {nothingOwed ? null : (
            <div>
              <dt className="font-semibold">{t("returns.detail.method")}</dt>
              <dd className={dd}>{methodText(item, t)}</dd>
            </div>
          )}
          <div>
            <dt className="font-semibold">{t("returns.detail.amount")}</dt>
            <dd className={dd}>
              <span className="font-semibold tabular-nums">{refundAmountText(item)}</span>
              {item.shippingRefundMinor > 0 && (item.refundMethod === "original" || item.currencyCode === "RON") ? (
                <span className="block text-muted">
                  {t("returns.detail.shippingIncluded", {
                    amount: formatMoney({ amountMinor: item.shippingRefundMinor, currencyCode: item.currencyCode }),
                  })}
                </span>
              ) : null}
            </dd>
          </div>
          {item.refundDueBy && !nothingOwed ? (
            <div>
              <dt className="font-semibold">{t("returns.detail.refundDueBy")}</dt>
              <dd className={dd}>
                <time dateTime={item.refundDueBy}>{date(item.refundDueBy)}</time>
              </dd>
            </div>
          ) : null}
          {item.details ? (
            <div className="col-span-2">
              <dt className="font-semibold">{t("returns.detail.details")}</dt>
              <dd className={`${dd} whitespace-pre-line break-words`}>{item.details}</dd>
            </div>
          ) : null}
        </dl>
      </article>

      <section aria-labelledby={`${ids}-items`} className="rounded-2xl border border-line bg-white p-5 shadow-sm">
        <h2 id={`${ids}-items`} className="text-xl">
          {t("returns.detail.items")}
        </h2>
        <ul className="mt-3 divide-y divide-line">
          {item.lines.map((line) => (
            <li key={line.lineId} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3">
              <div className="min-w-0">
                <p className="font-semibold">
                  {line.title}
                  {line.variantTitle ? <span className="block text-sm font-normal text-muted">{line.variantTitle}</span> : null}
                </p>
                <p className="text-sm">
                  {/* One separator, the same on the screen, read aloud and copied: not a visible dot beside a hidden comma. */}
                  {[
                    t("returns.detail.quantity", { count: line.quantity }),
                    t("returns.detail.reason", { reason: t(`returns.reasons.${line.reason}`) }),
                  ].join(" · ")}
                </p>
              </div>
              <p className="font-semibold tabular-nums">
                {formatMoney({ amountMinor: line.refundMinor, currencyCode: item.currencyCode })}
              </p>
            </li>
          ))}
        </ul>
      </section>

      {item.photos.length > 0 ? (
        <section aria-labelledby={`${ids}-photos`} className="rounded-2xl border border-line bg-white p-5 shadow-sm">
          <h2 id={`${ids}-photos`} className="text-xl">
            {t("returns.detail.photos")}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-3">
            {item.photos.map((photo) => (
              <li key={photo.position}>
                <PhotoThumbnail photo={photo} returnId={item.id} loadPhoto={loadPhoto} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby={`${ids}-timeline`} className="rounded-2xl border border-line bg-white p-5 shadow-sm">
        <h2 id={`${ids}-timeline`} className="text-xl">
          {t("returns.detail.timeline")}
        </h2>
        <ol className="mt-3 space-y-3 border-l-2 border-line pl-4">
          {item.timeline.map((event, index) => (
            <li key={`${event.status}-${event.at}-${index}`}>
              <p className="font-semibold">
                {event.status === "completed" && nothingOwed ? t("returnsStopped.closedEvent") : t(`returns.detail.events.${event.status}`)}
              </p>
              <p className="text-sm text-muted">
                <time dateTime={event.at}>{date(event.at)}</time>
              </p>
              {event.message ? <p className="mt-1 whitespace-pre-line break-words">{event.message}</p> : null}
            </li>
          ))}
        </ol>
      </section>

      {cancel && item.status === "pending" ? (
        <div>
          <button
            type="button"
            onClick={() => {
              setRefusal(null);
              setAsking(true);
            }}
            className="rounded-full border border-sale px-5 py-2 font-semibold text-sale hover:bg-sale/5"
          >
            {t("returns.detail.cancel")}
          </button>
        </div>
      ) : null}

      <ConfirmDialog
        open={asking}
        title={t("returns.detail.cancelTitle")}
        message={
          <>
            <p>{t("returns.detail.cancelQuestion")}</p>
            <p role="alert" className="mt-3 font-semibold text-sale empty:hidden">
              {refusal}
            </p>
          </>
        }
        confirmLabel={busy ? t("returns.detail.cancelling") : t("returns.detail.cancelConfirm")}
        cancelLabel={t("returns.detail.keep")}
        busy={busy}
        onConfirm={() => void confirmCancel()}
        onClose={() => setAsking(false)}
      />
    </div>
  );
}

type PhotoState = { status: "loading" } | { status: "ready"; url: string } | { status: "failed" };

/** A photo as a thumbnail linking to the whole picture, both from one read of it kept in the page's memory. */
function PhotoThumbnail({ photo, returnId, loadPhoto }: { photo: ReturnPhotoView; returnId: number; loadPhoto: PhotoLoader }) {
  const { t } = useTranslation("account");
  const [state, setState] = useState<PhotoState>({ status: "loading" });
  const position = photo.position + 1;

  useEffect(() => {
    let current = true;
    let objectUrl: string | null = null;
    loadPhoto(photo.url).then(
      (blob) => {
        if (!current) return;
        if (!blob) {
          setState({ status: "failed" });
          return;
        }
        objectUrl = URL.createObjectURL(blob);
        setState({ status: "ready", url: objectUrl });
      },
      () => {
        if (current) setState({ status: "failed" });
      },
    );
    return () => {
      current = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [photo.url, loadPhoto]);

  const frame = "flex size-32 items-center justify-center rounded-xl border border-line bg-cream p-2 text-center text-sm text-muted";
  if (state.status === "loading") return <span className={frame}>{t("returns.detail.photoLoading", { position })}</span>;
  if (state.status === "failed") return <span className={frame}>{t("returns.detail.photoFailed", { position })}</span>;
  return (
    <a
      href={state.url}
      target="_blank"
      rel="noopener"
      className="block rounded-xl focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-brand/40"
    >
      <img
        src={state.url}
        alt={t("returns.detail.photoAlt", { position, id: returnId })}
        width={photo.width}
        height={photo.height}
        className="size-32 rounded-xl border border-line object-cover"
      />
      <span className="sr-only"> {t("returns.detail.opensNewTab")}</span>
    </a>
  );
}
