import { useEffect, useId, useMemo, useRef, useState } from "react";
import {
  CUSTOMER_RETURN_REASONS,
  RETURN_DETAILS_MAX_LENGTH,
  RETURN_PHOTO_TYPES,
  RETURN_PHOTOS_MAX,
  RETURN_REFUND_METHODS,
  type CustomerReturn,
  type EligibleReturnOrder,
  type ReturnQuoteView,
  type ReturnRequestBody,
} from "#domain/customer-returns";
import { formatMoney } from "#domain/format-price";
import { LiveRegion, useAnnouncement } from "#app/ui/LiveAnnouncer.tsx";
import { TextAreaField, TextField } from "#app/ui/form-fields.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { CallResult } from "#app/lib/server-calls.ts";
import { failureText } from "#app/ui/forms/messages.ts";
import { SubmitButton } from "#app/ui/forms/fields.tsx";
import { useOrderDate } from "#app/features/orders/order-status.tsx";
import {
  addPhotos,
  asksBankAccount,
  checkForm,
  chosenLines,
  detailsRequired,
  fieldOfRefusal,
  initialFormValues,
  quoteBody,
  requestBody,
  type FormField,
  type LineChoice,
  type ReturnFormValues,
} from "./return-form.ts";

/** The quote waits for the customer to stop changing the selection for this long. */
export const QUOTE_DEBOUNCE_MS = 400;

export type QuoteCall = (body: ReturnRequestBody) => Promise<CallResult<{ quote: ReturnQuoteView }>>;
/** Sends the request; with photos, as a multipart form (`requestWithPhotos`). */
export type SubmitCall = (body: ReturnRequestBody, photos: File[]) => Promise<CallResult<{ return: CustomerReturn }>>;

type QuoteState =
  { status: "idle" } | { status: "loading" } | { status: "ready"; quote: ReturnQuoteView } | { status: "failed"; text: string };

const box = "rounded-2xl border border-line bg-white p-5 shadow-sm";
const control =
  "mt-1 block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink shadow-sm focus:border-brand focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-brand/40";
const choiceBox =
  "grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 rounded-xl border border-line px-4 py-3 has-[:checked]:border-brand-dark has-[:checked]:bg-brand-soft";

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
  const [values, setValues] = useState<ReturnFormValues>(() => initialFormValues(order));
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({});
  const [topError, setTopError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [quoteAnswer, setQuoteAnswer] = useState<{ key: string; state: QuoteState } | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const [announcement, announce] = useAnnouncement();
  const formRef = useRef<HTMLFormElement>(null);
  const topErrorRef = useRef<HTMLDivElement>(null);
  const ids = useId();

  const needsDetails = detailsRequired(order, values);
  const asksBank = asksBankAccount(order, values);
  const body = useMemo(() => quoteBody(order, values), [order, values]);
  const quoteKey = body ? JSON.stringify(body) : null;

  // The amount is the server's: asked again, after a pause, whenever the choice that decides it changes. Until the
  // answer for the current choice is in, the amount shown is "calculating".
  const quoteState: QuoteState = !quoteKey ? { status: "idle" } : quoteAnswer?.key === quoteKey ? quoteAnswer.state : { status: "loading" };
  useEffect(() => {
    if (!quoteKey) return;
    let current = true;
    const timer = setTimeout(() => {
      void quote(JSON.parse(quoteKey) as ReturnRequestBody).then((result) => {
        if (!current) return;
        if (result.kind === "ok") {
          setQuoteAnswer({ key: quoteKey, state: { status: "ready", quote: result.data.quote } });
          announce(t("returns.form.amountSaid", { amount: refundText(result.data.quote, values.refundMethod) }));
        } else
          setQuoteAnswer({
            key: quoteKey,
            state: {
              status: "failed",
              text: failureText(result, t, { rejected: "returns.form.amountFailed", unavailable: "returns.form.amountFailed" }),
            },
          });
      });
    }, QUOTE_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // The key holds everything the quote depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [quoteKey, quote]);

  // After a check or a refusal: the first wrong field, in the order the form shows them, gets focus.
  useEffect(() => {
    if (focusRequest === 0) return;
    const form = formRef.current;
    if (!form) return;
    const wrong = [...form.querySelectorAll<HTMLElement>("[data-fields]")].find((element) =>
      element.dataset.fields!.split(" ").some((field) => errors[field as FormField]),
    );
    // Centred, so the store's sticky header never hides the field, its label or its sentence.
    const target = wrong ?? (topError ? topErrorRef.current : null);
    if (!target) return;
    target.focus({ preventScroll: true });
    (target.closest("[data-field-frame]") ?? target).scrollIntoView?.({ block: "center" });
    // Only a new request moves the focus, not every change of the sentences.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  /** A field's new value; its sentence goes, since it may now be right. */
  function update(change: Partial<ReturnFormValues> | ((current: ReturnFormValues) => Partial<ReturnFormValues>), fixes: FormField[]) {
    setValues((current) => ({ ...current, ...(typeof change === "function" ? change(current) : change) }));
    setErrors((current) => {
      const next = { ...current };
      for (const field of fixes) delete next[field];
      return next;
    });
  }

  function updateLine(lineId: number, change: Partial<LineChoice>) {
    const fixes: FormField[] = [`line.${lineId}`, "items"];
    if ("quantity" in change) fixes.push(`quantity.${lineId}`);
    if ("reason" in change) fixes.push(`reason.${lineId}`, "details");
    if (change.chosen === false) fixes.push(`quantity.${lineId}`, `reason.${lineId}`, "details");
    update((current) => ({ lines: { ...current.lines, [lineId]: { ...current.lines[lineId]!, ...change } } }), fixes);
  }

  async function send(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    setTopError(null);
    const found = checkForm(order, values);
    if (Object.keys(found).length > 0) {
      setErrors(
        Object.fromEntries(Object.entries(found).map(([field, key]) => [field, t(`returns.form.errors.${key}`)])) as Partial<
          Record<FormField, string>
        >,
      );
      setFocusRequest((count) => count + 1);
      return;
    }
    setErrors({});
    const sent = requestBody(order, values);
    setBusy(true);
    const result = await submit(sent, photos);
    setBusy(false);
    if (result.kind === "ok") {
      onSubmitted(result.data.return);
      return;
    }
    const text = failureText(result, t, { rejected: "returns.form.failed", unavailable: "returns.form.failed" });
    const field = result.kind === "failed" ? fieldOfRefusal(result.field, sent) : null;
    if (field) setErrors({ [field]: text });
    else setTopError(text);
    setFocusRequest((count) => count + 1);
  }

  const receivable = order.lines.filter((line) => line.returnable > 0);
  const itemsErrorId = `${ids}-items-error`;

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

      <fieldset className={box} aria-describedby={errors.items ? itemsErrorId : undefined}>
        <legend className="float-left w-full font-serif text-xl">{t("returns.form.itemsLegend")}</legend>
        {errors.items ? (
          <p id={itemsErrorId} className="clear-left pt-2 text-sm font-medium text-sale">
            {errors.items}
          </p>
        ) : null}
        <ul className="clear-left grid gap-3 pt-4">
          {receivable.map((line, index) => {
            const choice = values.lines[line.lineId]!;
            const name = line.variantTitle ? `${line.title} — ${line.variantTitle}` : line.title;
            const base = `${ids}-line-${line.lineId}`;
            const lineError = errors[`line.${line.lineId}`];
            const quantityError = errors[`quantity.${line.lineId}`];
            const reasonError = errors[`reason.${line.lineId}`];
            const describedBy = [`${base}-facts`, lineError ? `${base}-error` : null, errors.items ? itemsErrorId : null]
              .filter(Boolean)
              .join(" ");
            return (
              <li key={line.lineId} className="rounded-xl border border-line p-4 has-[:checked]:border-brand-dark" data-field-frame>
                <div className="flex items-start gap-3">
                  <input
                    id={`${base}-chosen`}
                    type="checkbox"
                    name={`line-${line.lineId}`}
                    checked={choice.chosen}
                    onChange={(event) => updateLine(line.lineId, { chosen: event.target.checked })}
                    aria-describedby={describedBy}
                    aria-invalid={lineError || (errors.items && index === 0) ? true : undefined}
                    data-fields={index === 0 ? `line.${line.lineId} items` : `line.${line.lineId}`}
                    className="mt-1 size-5 shrink-0 accent-brand-dark"
                  />
                  <div className="min-w-0">
                    <label htmlFor={`${base}-chosen`} className="font-semibold">
                      {name}
                    </label>
                    <p id={`${base}-facts`} className="text-sm text-muted">
                      {t("returns.form.lineFacts", {
                        quantity: line.quantity,
                        returnable: line.returnable,
                        price: formatMoney({ amountMinor: line.unitRefundMinor, currencyCode: order.currencyCode }),
                      })}
                    </p>
                    {lineError ? (
                      <p id={`${base}-error`} className="mt-1 text-sm font-medium text-sale">
                        {lineError}
                      </p>
                    ) : null}
                  </div>
                </div>
                {choice.chosen ? (
                  <div className="mt-3 grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)] sm:pl-8">
                    <div data-field-frame>
                      <label htmlFor={`${base}-quantity`} className="block text-sm font-semibold">
                        {t("returns.form.quantity")}
                        <span className="sr-only">, {name}</span>
                      </label>
                      <select
                        id={`${base}-quantity`}
                        name={`quantity-${line.lineId}`}
                        value={String(choice.quantity)}
                        onChange={(event) => updateLine(line.lineId, { quantity: Number(event.target.value) })}
                        aria-invalid={quantityError ? true : undefined}
                        aria-describedby={quantityError ? `${base}-quantity-error` : undefined}
                        data-fields={`quantity.${line.lineId}`}
                        className={`${control} ${quantityError ? "border-sale" : "border-line"}`}
                      >
                        {Array.from({ length: line.returnable }, (_, unit) => unit + 1).map((count) => (
                          <option key={count} value={count}>
                            {count}
                          </option>
                        ))}
                      </select>
                      {quantityError ? (
                        <p id={`${base}-quantity-error`} className="mt-1 text-sm font-medium text-sale">
                          {quantityError}
                        </p>
                      ) : null}
                    </div>
                    <div data-field-frame>
                      <label htmlFor={`${base}-reason`} className="block text-sm font-semibold">
                        {t("returns.form.reason")}
                        <span className="sr-only">, {name}</span>
                      </label>
                      <select
                        id={`${base}-reason`}
                        name={`reason-${line.lineId}`}
                        value={choice.reason}
                        onChange={(event) => updateLine(line.lineId, { reason: event.target.value as LineChoice["reason"] })}
                        aria-invalid={reasonError ? true : undefined}
                        aria-describedby={reasonError ? `${base}-reason-error` : undefined}
                        data-fields={`reason.${line.lineId}`}
                        className={`${control} ${reasonError ? "border-sale" : "border-line"}`}
                      >
                        <option value="">{t("returns.form.chooseReason")}</option>
                        {CUSTOMER_RETURN_REASONS.map((reason) => (
                          <option key={reason} value={reason}>
                            {t(`returns.reasons.${reason}`)}
                          </option>
                        ))}
                      </select>
                      {reasonError ? (
                        <p id={`${base}-reason-error`} className="mt-1 text-sm font-medium text-sale">
                          {reasonError}
                        </p>
                      ) : null}
                    </div>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      </fieldset>

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
        <PhotoField
          photos={photos}
          error={errors.photos}
          onChange={(next, problem) => {
            setPhotos(next);
            setErrors((current) => {
              const next = { ...current };
              delete next.photos;
              if (problem) next.photos = problem;
              return next;
            });
          }}
          announce={announce}
        />
      </div>

      <fieldset className={box}>
        <legend className="float-left w-full font-serif text-xl">{t("returns.form.methodLegend")}</legend>
        <div className="clear-left grid gap-3 pt-4">
          {RETURN_REFUND_METHODS.filter((method) => storeCredit || method !== "store_credit").map((method, index) => {
            const hintId = `${ids}-method-${method}-hint`;
            const hint =
              method === "original" && order.paidOnDelivery
                ? t("returns.form.methodHints.originalCod")
                : t(`returns.form.methodHints.${method}`);
            return (
              <label key={method} className={choiceBox}>
                <input
                  type="radio"
                  name="refundMethod"
                  value={method}
                  checked={values.refundMethod === method}
                  onChange={() => update({ refundMethod: method }, ["refundMethod", "iban", "accountHolder"])}
                  aria-describedby={[hintId, errors.refundMethod ? `${ids}-method-error` : null].filter(Boolean).join(" ")}
                  data-fields={index === 0 ? "refundMethod" : undefined}
                  className="row-span-2 mt-1 size-5 accent-brand-dark"
                />
                <span className="font-semibold">{t(`returns.methods.${method}`)}</span>
                <span id={hintId} className="text-sm text-muted">
                  {hint}
                </span>
              </label>
            );
          })}
        </div>
        {errors.refundMethod ? (
          <p id={`${ids}-method-error`} className="mt-2 text-sm font-medium text-sale">
            {errors.refundMethod}
          </p>
        ) : null}
        {asksBank ? (
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <div data-field-frame>
              <TextField
                name="iban"
                label={t("returns.form.iban")}
                value={values.iban}
                onValueChange={(iban) => update({ iban }, ["iban"])}
                hint={t("returns.form.ibanHint")}
                error={errors.iban}
                optionalText={t("form.optional")}
                autoComplete="off"
                spellCheck={false}
                autoCapitalize="characters"
                maxLength={64}
                data-fields="iban"
              />
            </div>
            <div data-field-frame>
              <TextField
                name="accountHolder"
                label={t("returns.form.holder")}
                value={values.accountHolder}
                onValueChange={(accountHolder) => update({ accountHolder }, ["accountHolder"])}
                error={errors.accountHolder}
                optionalText={t("form.optional")}
                autoComplete="name"
                maxLength={120}
                data-fields="accountHolder"
              />
            </div>
          </div>
        ) : null}
      </fieldset>

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

function refundText(quote: ReturnQuoteView, method: ReturnFormValues["refundMethod"]): string {
  // Store credit is kept in lei; the original way gives back the order's currency.
  return method === "store_credit"
    ? formatMoney({ amountMinor: quote.totalRonMinor, currencyCode: "RON" })
    : formatMoney({ amountMinor: quote.totalMinor, currencyCode: quote.currencyCode });
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
