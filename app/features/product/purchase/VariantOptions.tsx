import { useId } from "react";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { Price } from "#app/ui/Price.tsx";
import { useEntryBeforeHydration } from "#app/ui/use-entry-before-hydration.ts";
import { formatPrice } from "#domain/format-price";
import { asksForSubscription } from "#domain/product-links";
import type { PurchaseVariant } from "./purchase-variant.ts";

/**
 * Purchase options as a native radio group: arrow keys move between them. Unavailable ones stay selectable. An
 * option chosen before the page was live is the one selected once it is; otherwise a link that asks for the
 * subscription (`?purchase=subscription`, the refill reminder's) has it selected.
 */
export function VariantOptions({
  options,
  selectedId,
  onSelect,
}: {
  options: PurchaseVariant[];
  selectedId: string;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation("purchase");
  const name = useId();
  const group = useEntryBeforeHydration(
    (fieldset: HTMLFieldSetElement) => {
      const chosen = fieldset.querySelector<HTMLInputElement>("input[type=radio]:checked")?.value ?? selectedId;
      if (chosen !== selectedId || !asksForSubscription(window.location.search)) return chosen;
      return options.find((option) => option.isSubscription)?.variant.id ?? chosen;
    },
    selectedId,
    onSelect,
  );
  return (
    <fieldset ref={group} className="mt-6">
      <legend className="mb-3 text-sm font-semibold uppercase tracking-wider text-muted">{t("options")}</legend>
      <div className="flex flex-col gap-3">
        {options.map((option) => {
          const { variant } = option;
          const checked = variant.id === selectedId;
          const label = "text" in option.label ? option.label.text : t(`labels.${option.label.key}`);
          return (
            <label
              key={variant.id}
              className={`flex cursor-pointer items-start gap-3 rounded-xl border-2 bg-white p-4 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand ${checked ? "border-brand" : "border-line"}`}
            >
              <input
                type="radio"
                name={name}
                value={variant.id}
                checked={checked}
                onChange={() => onSelect(variant.id)}
                className="mt-1 accent-brand"
              />
              <span className="grid flex-1 gap-1 sm:grid-cols-[1fr_auto] sm:gap-x-4">
                <span className="font-semibold">{label}</span>
                <span className="flex flex-col gap-1 sm:col-start-2 sm:row-span-4 sm:row-start-1 sm:items-end sm:text-right">
                  <span>
                    <Price price={option.unitPrice} compareAt={option.unitCompareAt} compareAtLabel={t("compareAt")} />
                    {option.suffix ? <span className="ml-1 text-sm text-muted">{t(option.suffix)}</span> : null}
                  </span>
                  {option.total ? (
                    <span className="text-sm text-muted">
                      {t(option.isSubscription ? "totalPerDelivery" : "total", {
                        price: formatPrice(option.total.amount, option.total.currencyCode),
                        bottles: option.bottles,
                      })}
                    </span>
                  ) : null}
                  {option.singleBottlesPrice ? (
                    <span className="text-sm text-muted">
                      {t(option.bottles === 1 ? "singleBottle" : "singleBottles", {
                        price: formatPrice(option.singleBottlesPrice.amount, option.singleBottlesPrice.currencyCode),
                        bottles: option.bottles,
                      })}
                    </span>
                  ) : null}
                  {option.savings > 0 ? (
                    <span className="w-fit rounded-full bg-sale px-2 py-0.5 text-xs font-semibold text-white">
                      {t("save", { percent: option.savings })}
                    </span>
                  ) : null}
                </span>
                {option.description ? <span className="text-sm text-muted">{option.description}</span> : null}
                {option.subscriptionText ? <span className="text-sm text-brand-dark">{option.subscriptionText}</span> : null}
                {variant.availableForSale ? null : <span className="text-sm font-semibold text-sale">{t("unavailable")}</span>}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
