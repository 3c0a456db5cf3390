import { useState, type InputHTMLAttributes } from "react";
import { isoToStoreLocal, minorToLei, type AdminDiscount } from "#domain/admin/discounts";
import type { ProductChoice } from "#domain/admin/products";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { buttonClass } from "../admin-forms.ts";
import { AdminNotFound } from "../AdminNotFound.tsx";
import { DiscountProductsFieldset } from "./DiscountProductsFieldset.tsx";
import { checkClass, discountInputClass } from "./discount-form-classes.ts";
import { DiscountCodeField } from "./DiscountCodeField.tsx";
import { DiscountHeading } from "./DiscountHeading.tsx";
import { DiscountOutcome } from "./DiscountOutcome.tsx";
import { RadioChoices } from "./RadioChoices.tsx";
import { useDiscountForm } from "./use-discount-form.ts";

const leiOf = (minor: number | null | undefined) => (minor ? minorToLei(minor) : "");
const localOf = (iso: string | null | undefined) => (iso ? isoToStoreLocal(iso) : "");

/**
 * Creating or editing a code. The server checks everything and names the field it refuses; the form
 * marks that field, moves the focus to it and says why in the status line. A code's name is its
 * identity (orders name it), so an existing code keeps it.
 */
export function DiscountFormPage({
  discount,
  isNew,
  products: catalogue,
  csrfToken,
}: {
  discount: AdminDiscount | null;
  isNew: boolean;
  /** The catalogue's products, drafts too, that a code may be limited to. */
  products: ProductChoice[];
  csrfToken: string;
}) {
  const { t } = useTranslation("admin");
  const { outcome, busy, formRef, statusRef, submit, invalid, described } = useDiscountForm({ discount, isNew, csrfToken });
  const [kind, setKind] = useState(discount?.kind ?? "percent");

  if (!discount && !isNew) {
    return <AdminNotFound title={t("discounts.form.notFound")} backTo="/admin/discounts" backLabel={t("discounts.form.back")} />;
  }

  /** A field of the form labelled `discounts.form.<name>`, marked and described when the server refused it. */
  const field = (name: string, input: InputHTMLAttributes<HTMLInputElement>, place = "") => (
    <label className={`${place} font-semibold`.trim()}>
      {t(`discounts.form.${name}`)}
      <input name={name} {...input} aria-invalid={invalid(name)} aria-describedby={described(name)} className={discountInputClass} />
    </label>
  );
  return (
    <>
      <DiscountHeading discount={discount} isNew={isNew} />

      <DiscountOutcome outcome={outcome} statusRef={statusRef} />

      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="mt-6 flex max-w-2xl flex-col gap-6">
        <DiscountCodeField discount={discount} isNew={isNew} invalid={invalid} described={described} />

        <fieldset className="rounded-2xl border border-line bg-white p-4">
          <legend className="px-1 font-semibold">{t("discounts.form.value")}</legend>
          <div className="flex flex-wrap gap-x-6">
            <RadioChoices
              name="kind"
              wording="discounts.form.kind"
              options={["percent", "fixed"] as const}
              value={kind}
              onChange={setKind}
            />
          </div>
          {kind === "percent"
            ? field(
                "percent",
                { type: "number", inputMode: "numeric", min: 1, max: 100, defaultValue: discount?.percent ?? "" },
                "mt-2 block",
              )
            : field("amount", { inputMode: "decimal", defaultValue: leiOf(discount?.amountRonMinor) }, "mt-2 block")}
        </fieldset>

        <DiscountProductsFieldset discount={discount} catalogue={catalogue} invalid={invalid} described={described} />

        <fieldset className="rounded-2xl border border-line bg-white p-4">
          <legend className="px-1 font-semibold">{t("discounts.form.conditions")}</legend>
          <label className={checkClass}>
            <input type="checkbox" name="firstOrderOnly" defaultChecked={discount?.firstOrderOnly ?? false} className="size-5" />
            {t("discounts.form.firstOrderOnly")}
          </label>
          <label className={checkClass}>
            <input type="checkbox" name="oncePerEmail" defaultChecked={discount?.oncePerEmail ?? true} className="size-5" />
            {t("discounts.form.oncePerEmail")}
          </label>
          <div className="mt-2 grid gap-4 sm:grid-cols-2">
            {field("usageLimit", { type: "number", inputMode: "numeric", min: 1, defaultValue: discount?.usageLimit ?? "" })}
            {field("minSubtotal", { inputMode: "decimal", defaultValue: leiOf(discount?.minSubtotalRonMinor) })}
            {field("startsAt", { type: "datetime-local", defaultValue: localOf(discount?.startsAt) })}
            {field("endsAt", { type: "datetime-local", defaultValue: localOf(discount?.endsAt) })}
          </div>
          <p className="mt-2 text-sm text-muted">{t("discounts.form.timeZone")}</p>
        </fieldset>

        <label className="font-semibold">
          {t("discounts.form.description")}
          <textarea
            name="description"
            rows={3}
            defaultValue={discount?.description ?? ""}
            aria-invalid={invalid("description")}
            aria-describedby={described("description")}
            className={`${discountInputClass} py-2`}
          />
        </label>

        <label className={checkClass}>
          <input type="checkbox" name="active" defaultChecked={discount?.active ?? true} className="size-5" />
          {t("discounts.form.active")}
        </label>

        <div>
          <button type="submit" className={buttonClass} aria-disabled={busy}>
            {busy ? t("discounts.form.saving") : isNew ? t("discounts.form.create") : t("discounts.form.save")}
          </button>
        </div>
      </form>
    </>
  );
}
