import { useId, useRef } from "react";
import {
  RETURN_DETAILS_MAX_LENGTH,
  RETURN_PHOTO_TYPES,
  RETURN_PHOTOS_MAX,
  type CustomerReturn,
  type EligibleReturnOrder,
} from "#domain/customer-returns";
import { formatMoney } from "#domain/format-price";
import { LiveRegion, useAnnouncement } from "#app/ui/LiveAnnouncer.tsx";
import { TextAreaField } from "#app/ui/form-fields.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { SubmitButton } from "#app/ui/forms/fields.tsx";
import { useOrderDate } from "#app/features/orders/order-status.tsx";
import { RefundMethodFieldset } from "./RefundMethodFieldset.tsx";
import { ReturnLinesFieldset } from "./ReturnLinesFieldset.tsx";
import { addPhotos, asksBankAccount, chosenLines, detailsRequired, type ReturnFormValues } from "./return-form.ts";
import { refundText, useReturnQuote, type QuoteCall, type QuoteState } from "./use-return-quote.ts";
import { useReturnRequest, type SubmitCall } from "./use-return-request.ts";

export type { QuoteCall } from "./use-return-quote.ts";
export type { SubmitCall } from "./use-return-request.ts";

const box = "rounded-2xl border border-line bg-white p-5 shadow-sm";

/**
 * The return request (issue 19 item 2): the order's lines to choose with their units and a reason each, the
 * details a defect or "other" needs, up to three photos, how the money comes back (a bank account for an order paid on delivery),
 * the server's amount as the choice changes, and what happens next. Wrong fields are said beside themselves and
 * the first one gets focus; the server's refusal goes beside the field it names, or above the form.
 */
export function ReturnRequestForm({
  order,
  quote,
  submit,
  onSubmitted,
  storeCredit = true,
}: {
  order: EligibleReturnOrder;
  quote: QuoteCall;
  submit: SubmitCall;
  onSubmitted: (created: CustomerReturn) => void;
  /** Store credit is kept in an account: a guest's order without one is offered only the money back. */
  storeCredit?: boolean;
}) {
  const { t } = useTranslation("account");
  const date = useOrderDate();
  const { values, photos, errors, topError, busy, formRef, topErrorRef, update, updateLine, changePhotos, send } = useReturnRequest(
    order,
    submit,
    onSubmitted,
  );
  const [announcement, announce] = useAnnouncement();
  const quoteState = useReturnQuote(order, values, quote, announce);
  const ids = useId();

  const needsDetails = detailsRequired(order, values);
  const asksBank = asksBankAccount(order, values);

  return (
    <form ref={formRef} noValidate onSubmit={send} aria-labelledby="account-section-title" className="space-y-6">
      <LiveRegion announcement={announcement} />
      <div
        ref={topErrorRef}
        role="alert"
        tabIndex={-1}
        className="rounded-2xl border border-sale/40 bg-sale/5 p-4 font-semibold text-sale empty:hidden"
      >
        {topError}
      </div>

      <p className="text-muted">{t("returns.form.window", { received: date(order.receivedAt), until: date(order.returnableUntil) })}</p>

      <ReturnLinesFieldset order={order} values={values} errors={errors} ids={ids} className={box} updateLine={updateLine} />

      <div className={box} data-field-frame>
        <TextAreaField
          name="details"
          label={t("returns.form.detailsLabel")}
          value={values.details}
          onValueChange={(details) => update({ details }, ["details"])}
          optional={!needsDetails}
          optionalText={t("form.optional")}
          hint={needsDetails ? t("returns.form.detailsHintRequired") : t("returns.form.detailsHintOptional")}
          error={errors.details}
          maxLength={RETURN_DETAILS_MAX_LENGTH}
          rows={4}
          data-fields="details"
        />
      </div>

      <div className={box} data-field-frame>
        <PhotoField photos={photos} error={errors.photos} onChange={changePhotos} announce={announce} />
      </div>

      <RefundMethodFieldset
        order={order}
        values={values}
        errors={errors}
        storeCredit={storeCredit}
        asksBank={asksBank}
        ids={ids}
        className={box}
        update={update}
      />

      <RefundAmount state={quoteState} method={values.refundMethod} anyChosen={chosenLines(order, values).length > 0} />

      <section aria-labelledby={`${ids}-next`} className={box}>
        <h2 id={`${ids}-next`} className="text-xl">
          {t("returns.form.nextTitle")}
        </h2>
        <ol className="mt-3 list-decimal space-y-2 pl-5">
          <li>{t("returns.form.next.review")}</li>
          <li>{t("returns.form.next.send")}</li>
          <li>{t("returns.form.next.refund")}</li>
        </ol>
        <p className="mt-3 text-sm text-muted">{t("returns.form.promise")}</p>
      </section>

      <SubmitButton busy={busy} label={t("returns.form.submit")} busyLabel={t("returns.form.sending")} className="sm:w-auto" />
    </form>
  );
}

/**
 * The photos: a file input (kept visually hidden, behind its visible "choose" label, so the browser's own
 * "no file chosen" never contradicts the list), the chosen files by name with a button each to remove one, and a
 * refusal — a fourth photo, a HEIC, a file over 10 MB — said beside the field and announced.
 */
function PhotoField({
  photos,
  error,
  onChange,
  announce,
}: {
  photos: File[];
  error: string | undefined;
  onChange: (photos: File[], problem: string | null) => void;
  announce: (message: string) => void;
}) {
  const { t } = useTranslation("account");
  const ids = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = `${ids}-photos-title`;
  const hintId = `${ids}-photos-hint`;
  const countId = `${ids}-photos-count`;
  const errorId = `${ids}-photos-error`;
  const count = t("returns.form.photos.count", { count: photos.length, max: RETURN_PHOTOS_MAX });

  function choose(event: React.ChangeEvent<HTMLInputElement>) {
    const chosen = [...(event.target.files ?? [])];
    // Emptied, so the same file can be chosen again after it was removed.
    event.target.value = "";
    if (chosen.length === 0) return;
    const { photos: next, refused } = addPhotos(photos, chosen);
    const problem =
      refused.length > 0
        ? refused
            .map(({ file, problem: why }) => t(`returns.form.photos.refused.${why}`, { name: file.name, max: RETURN_PHOTOS_MAX }))
            .join(" ")
        : null;
    onChange(next, problem);
    const added = next.length - photos.length;
    announce(
      [added > 0 ? t("returns.form.photos.count", { count: next.length, max: RETURN_PHOTOS_MAX }) : null, problem]
        .filter(Boolean)
        .join(" "),
    );
  }

  function remove(index: number) {
    const removed = photos[index]!;
    const next = photos.filter((_, at) => at !== index);
    onChange(next, null);
    announce(
      `${t("returns.form.photos.removed", { name: removed.name })} ${t("returns.form.photos.count", { count: next.length, max: RETURN_PHOTOS_MAX })}`,
    );
    inputRef.current?.focus();
  }

  return (
    <div>
      <p id={titleId} className="font-semibold">
        {t("returns.form.photos.label")}
      </p>
      <p id={hintId} className="mt-1 text-sm text-muted">
        {t("returns.form.photos.hint")}
      </p>
      <input
        ref={inputRef}
        id={`${ids}-photos`}
        type="file"
        name="photos"
        multiple
        accept={RETURN_PHOTO_TYPES.join(",")}
        onChange={choose}
        aria-labelledby={titleId}
        aria-describedby={[hintId, countId, error ? errorId : null].filter(Boolean).join(" ")}
        aria-invalid={error ? true : undefined}
        data-fields="photos"
        className="peer sr-only"
      />
      <label
        htmlFor={`${ids}-photos`}
        className="mt-3 inline-flex min-h-11 cursor-pointer items-center rounded-full border border-brand-dark px-5 py-2 font-semibold text-brand-dark hover:bg-brand-soft peer-focus-visible:ring-3 peer-focus-visible:ring-brand/40"
      >
        {t("returns.form.photos.choose")}
      </label>
      <p id={countId} className="mt-2 text-sm text-muted">
        {count}
      </p>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-sale">
          {error}
        </p>
      ) : null}
      {photos.length > 0 ? (
        <ul aria-label={t("returns.form.photos.listLabel")} className="mt-3 grid gap-2">
          {photos.map((file, index) => (
            <li
              key={`${file.name}-${file.size}-${file.lastModified}-${index}`}
              className="flex items-center justify-between gap-3 rounded-xl border border-line px-4 py-2"
            >
              <span className="min-w-0 break-all text-sm">{file.name}</span>
              <button
                type="button"
                onClick={() => remove(index)}
                aria-label={t("returns.form.photos.removeLabel", { name: file.name })}
                className="min-h-11 shrink-0 rounded-full px-3 text-sm font-semibold text-sale hover:bg-sale/5"
              >
                {t("returns.form.photos.remove")}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The server's figure for the current choice; it is never worked out in the browser. */
function RefundAmount({ state, method, anyChosen }: { state: QuoteState; method: ReturnFormValues["refundMethod"]; anyChosen: boolean }) {
  const { t } = useTranslation("account");
  const titleId = useId();
  let content: React.ReactNode;
  if (state.status === "ready") {
    const { quote } = state;
    const sameCurrency = method !== "store_credit" || quote.currencyCode === "RON";
    content = (
      <>
        <p className="text-3xl font-semibold tabular-nums">{refundText(quote, method)}</p>
        {quote.shippingMinor > 0 && sameCurrency ? (
          <p className="mt-1 text-sm text-muted">
            {t("returns.form.shippingIncluded", {
              amount: formatMoney({ amountMinor: quote.shippingMinor, currencyCode: quote.currencyCode }),
            })}
          </p>
        ) : null}
        {method === "store_credit" ? <p className="mt-1 text-sm text-muted">{t("returns.form.storeCreditNote")}</p> : null}
      </>
    );
  } else if (state.status === "loading") content = <p className="text-muted">{t("returns.form.amountLoading")}</p>;
  else if (state.status === "failed") content = <p className="text-sale">{state.text}</p>;
  else content = <p className="text-muted">{anyChosen ? t("returns.form.amountNeedsReason") : t("returns.form.amountNeedsItems")}</p>;
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-brand/30 bg-brand-soft p-5"
      aria-busy={state.status === "loading"}
    >
      <h2 id={titleId} className="text-xl">
        {t("returns.form.amountTitle")}
      </h2>
      <div className="mt-2">{content}</div>
    </section>
  );
}
