import { useState } from "react";
import type { AdminDiscount } from "#domain/admin/discounts";
import type { ProductChoice } from "#domain/admin/products";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { checkClass } from "./discount-form-classes.ts";
import { RadioChoices } from "./RadioChoices.tsx";

/** The products a code applies to: all of them, or the ones ticked. */
export function DiscountProductsFieldset({
  discount,
  catalogue,
  invalid,
  described,
}: {
  discount: AdminDiscount | null;
  catalogue: ProductChoice[];
  invalid: (field: string) => true | undefined;
  described: (field: string) => string | undefined;
}) {
  const { t } = useTranslation("admin");
  const [scope, setScope] = useState(discount?.productScope ?? "all");
  const chosen = new Set(discount?.products.map((product) => product.handle) ?? []);
  // A chosen product since removed from the catalogue stays listed, so saving does not drop it silently.
  const products = [
    ...catalogue,
    ...(discount?.products ?? [])
      .filter((product) => !catalogue.some((known) => known.handle === product.handle))
      .map((product) => ({ handle: product.handle, name: product.title || product.handle })),
  ];

  return (
    <fieldset className="rounded-2xl border border-line bg-white p-4" aria-invalid={invalid("productHandles")}>
      <legend className="px-1 font-semibold">{t("discounts.form.products")}</legend>
      <RadioChoices
        name="productScope"
        wording="discounts.form.scope"
        options={["all", "chosen"] as const}
        value={scope}
        onChange={setScope}
      />
      {scope === "chosen" ? (
        <div className="mt-2 grid gap-x-6 sm:grid-cols-2">
          {products.map((product) => (
            <label key={product.handle} className={checkClass}>
              <input
                type="checkbox"
                name="productHandles"
                value={product.handle}
                defaultChecked={chosen.has(product.handle)}
                aria-describedby={described("productHandles")}
                className="size-5"
              />
              {product.name}
            </label>
          ))}
        </div>
      ) : null}
    </fieldset>
  );
}
