import { useTranslation } from "react-i18next";
import { metafieldMap } from "../../lib/storefront-fragments.ts";
import { Price } from "../../ui/Price.tsx";
import type { ProductVariant } from "./product-query.ts";

/** Purchase options as a radio group: arrow keys move between them, as for any native radio set. */
export function VariantPicker({
  variants,
  selectedId,
  onSelect,
}: {
  variants: ProductVariant[];
  selectedId: string;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="mt-6">
      <legend className="mb-3 text-sm font-semibold uppercase tracking-wider text-muted">{t("product.purchaseOptions")}</legend>
      <div className="flex flex-col gap-3">
        {variants.map((variant) => {
          const fields = metafieldMap(variant.metafields);
          const checked = variant.id === selectedId;
          return (
            <label
              key={variant.id}
              className={`flex cursor-pointer items-start gap-3 rounded-xl border-2 bg-white p-4 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand ${checked ? "border-brand" : "border-line"} ${variant.availableForSale ? "" : "opacity-60"}`}
            >
              <input
                type="radio"
                name="variant"
                value={variant.id}
                checked={checked}
                onChange={() => onSelect(variant.id)}
                className="mt-1 accent-brand"
              />
              <span className="flex flex-1 flex-col gap-1 sm:flex-row sm:justify-between sm:gap-4">
                <span className="flex flex-col">
                  <span className="font-semibold">{fields.label ?? variant.title}</span>
                  {fields.description ? <span className="text-sm text-muted">{fields.description}</span> : null}
                  {variant.availableForSale ? null : <span className="text-sm font-semibold text-sale">{t("product.notAvailable")}</span>}
                </span>
                <Price
                  price={variant.price}
                  compareAt={variant.compareAtPrice}
                  compareAtLabel={t("product.compareAt")}
                  className="shrink-0 sm:text-right"
                />
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
