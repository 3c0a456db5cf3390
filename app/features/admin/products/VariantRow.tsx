import { useId, type ChangeEvent } from "react";
import { Link } from "react-router";
import type { AdminVariant } from "#domain/admin/products";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { linkClass, secondaryButtonClass } from "../admin-forms.ts";
import { ActionStatus } from "../orders/ActionStatus.tsx";
import { useVariantSave } from "./use-variant-save.ts";
import { VariantPriceHistory } from "./VariantPriceHistory.tsx";

const inputClass = "mt-1 block min-h-11 w-full rounded-xl border border-line bg-white px-3 aria-[invalid=true]:border-red-700";

/**
 * One variant's price, stock, GTIN (for the product feeds, decision 0147) and sale switch, edited where the list shows them and saved on their own, with what
 * the price means for the struck-through prior price (no such price is typed: decision 0140). The count the form
 * was read with travels along: if orders took units meanwhile, the server refuses and the field shows what is left now.
 */
export function VariantRow({
  variant,
  productId,
  productTitle,
  csrfToken,
}: {
  variant: AdminVariant;
  productId: number;
  productTitle: string;
  csrfToken: string;
}) {
  const { t } = useTranslation("admin");
  const id = useId();
  const name = variant.title ? `${productTitle} – ${variant.title}` : productTitle;
  const { values, state, edit, submit } = useVariantSave(variant, name, csrfToken);
  const errorField = state.kind === "error" ? state.field : undefined;

  /** A typed-in field's own attributes: its value, marked and pointed at the status when the server refused it. */
  const typed = (field: "price" | "stock" | "gtin", hint?: string) => ({
    name: field,
    autoComplete: "off",
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => edit({ [field]: event.target.value }),
    "aria-invalid": errorField === field || undefined,
    "aria-describedby": errorField === field ? `${id}-status` : hint,
    className: inputClass,
  });

  return (
    <form onSubmit={submit} aria-labelledby={`${id}-name`} className="border-t border-line py-4 first:border-t-0" noValidate>
      <p id={`${id}-name`} className="font-semibold">
        {variant.title || t("products.onlyVariant")}{" "}
        <span className="text-sm font-normal text-muted">· {t("products.sku", { sku: variant.sku })}</span>{" "}
        <span className="text-sm font-normal">
          ·{" "}
          <Link to={`/admin/products/${productId}/stock/${variant.id}`} className={linkClass} aria-describedby={`${id}-name`}>
            {t("products.stockMovements")}
          </Link>
        </span>
      </p>
      <div className="mt-2 grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap">
        <label className="text-sm font-semibold sm:w-40">
          {t("products.price")}
          <input inputMode="decimal" {...typed("price")} />
        </label>
        <div className="sm:w-40">
          <label className="block text-sm font-semibold">
            {t("products.stock")}
            <input inputMode="numeric" placeholder={t("products.notCounted")} {...typed("stock", `${id}-stock-hint`)} />
          </label>
          <span id={`${id}-stock-hint`} className="sr-only">
            {t("products.stockHint")}
          </span>
        </div>
        <div className="col-span-2 sm:w-56">
          <label className="block text-sm font-semibold">
            {t("products.gtin")}
            <input inputMode="numeric" {...typed("gtin", `${id}-gtin-hint`)} />
          </label>
          <span id={`${id}-gtin-hint`} className="sr-only">
            {t("products.gtinHint")}
          </span>
        </div>
        <label className="flex min-h-11 items-center gap-2 text-sm font-semibold">
          <input
            type="checkbox"
            name="availableForSale"
            checked={values.availableForSale}
            onChange={(event) => edit({ availableForSale: event.target.checked })}
            className="size-6 accent-brand"
          />
          {t("products.forSale")}
        </label>
        <button type="submit" className={secondaryButtonClass} disabled={state.kind === "busy"} aria-describedby={`${id}-name`}>
          {state.kind === "busy" ? t("products.saving") : t("products.save")}
        </button>
      </div>
      <ActionStatus state={state} id={`${id}-status`} />
      <VariantPriceHistory variant={variant} typedPrice={values.price} name={name} />
    </form>
  );
}
