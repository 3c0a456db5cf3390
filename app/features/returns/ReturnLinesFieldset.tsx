import { CUSTOMER_RETURN_REASONS, type EligibleReturnOrder } from "#domain/customer-returns";
import { formatMoney } from "#domain/format-price";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { FormErrors, LineChoice, ReturnFormValues } from "./return-form.ts";

const control =
  "mt-1 block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink shadow-sm focus:border-brand focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-brand/40";

type ReturnLine = EligibleReturnOrder["lines"][number];

/** The order's lines that can still come back, each to choose with its units and a reason. */
export function ReturnLinesFieldset({
  order,
  values,
  errors,
  ids,
  className,
  updateLine,
}: {
  order: EligibleReturnOrder;
  values: ReturnFormValues;
  errors: FormErrors;
  /** The form's own id, which the line's element ids start with. */
  ids: string;
  className: string;
  updateLine: (lineId: number, change: Partial<LineChoice>) => void;
}) {
  const { t } = useTranslation("account");
  const receivable = order.lines.filter((line) => line.returnable > 0);
  const itemsErrorId = `${ids}-items-error`;
  return (
    <fieldset className={className} aria-describedby={errors.items ? itemsErrorId : undefined}>
      <legend className="float-left w-full font-serif text-xl">{t("returns.form.itemsLegend")}</legend>
      {errors.items ? (
        <p id={itemsErrorId} className="clear-left pt-2 text-sm font-medium text-sale">
          {errors.items}
        </p>
      ) : null}
      <ul className="clear-left grid gap-3 pt-4">
        {receivable.map((line, index) => (
          <ReturnLineChoice
            key={line.lineId}
            line={line}
            index={index}
            choice={values.lines[line.lineId]!}
            currencyCode={order.currencyCode}
            base={`${ids}-line-${line.lineId}`}
            errors={errors}
            itemsErrorId={itemsErrorId}
            onChange={(change) => updateLine(line.lineId, change)}
          />
        ))}
      </ul>
    </fieldset>
  );
}

/** One line: the box that chooses it, what it was and costs, and once chosen, its units and reason. */
function ReturnLineChoice({
  line,
  index,
  choice,
  currencyCode,
  base,
  errors,
  itemsErrorId,
  onChange,
}: {
  line: ReturnLine;
  index: number;
  choice: LineChoice;
  currencyCode: EligibleReturnOrder["currencyCode"];
  /** The start of the line's element ids. */
  base: string;
  errors: FormErrors;
  itemsErrorId: string;
  onChange: (change: Partial<LineChoice>) => void;
}) {
  const { t } = useTranslation("account");
  const name = line.variantTitle ? `${line.title} — ${line.variantTitle}` : line.title;
  const lineError = errors[`line.${line.lineId}`];
  const describedBy = [`${base}-facts`, lineError ? `${base}-error` : null, errors.items ? itemsErrorId : null].filter(Boolean).join(" ");
  return (
    <li className="rounded-xl border border-line p-4 has-[:checked]:border-brand-dark" data-field-frame>
      <div className="flex items-start gap-3">
        <input
          id={`${base}-chosen`}
          type="checkbox"
          name={`line-${line.lineId}`}
          checked={choice.chosen}
          onChange={(event) => onChange({ chosen: event.target.checked })}
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
              price: formatMoney({ amountMinor: line.unitRefundMinor, currencyCode }),
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
        <LineQuantityAndReason line={line} choice={choice} name={name} base={base} errors={errors} onChange={onChange} />
      ) : null}
    </li>
  );
}

function LineQuantityAndReason({
  line,
  choice,
  name,
  base,
  errors,
  onChange,
}: {
  line: ReturnLine;
  choice: LineChoice;
  name: string;
  base: string;
  errors: FormErrors;
  onChange: (change: Partial<LineChoice>) => void;
}) {
  const { t } = useTranslation("account");
  const quantityError = errors[`quantity.${line.lineId}`];
  const reasonError = errors[`reason.${line.lineId}`];
  return (
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
          onChange={(event) => onChange({ quantity: Number(event.target.value) })}
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
          onChange={(event) => onChange({ reason: event.target.value as LineChoice["reason"] })}
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
  );
}
