import { useId } from "react";
import { Link } from "react-router";
import { newProductSkus, skuPrefixFromHandle } from "#domain/admin/products";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { linkClass } from "../admin-forms.ts";
import { SubmitButton } from "../SubmitButton.tsx";
import { Field, inputClass } from "../EditorField.tsx";
import { useNewProduct, type Values } from "./use-new-product.ts";
import { VatClassField } from "./VatClassField.tsx";
import { PRODUCT_KINDS } from "#domain/product-safety";

const VARIANTS = [
  { key: "single", price: "singlePrice", stock: "singleStock" },
  { key: "pack", price: "packPrice", stock: "packStock" },
  { key: "subscription", price: "subscriptionPrice", stock: null },
] as const;

/**
 * What a product needs to exist: its address, its title in both languages and the prices of the shop's three
 * purchase options. The server decides and names what is wrong (a taken address, a price that is not an amount);
 * the page puts the sentence beside that field and moves the focus there. Created as a draft, the product opens
 * in the editor, where its descriptions and pictures are written.
 */
export function NewProductForm({ csrfToken }: { csrfToken: string }) {
  const { t } = useTranslation("admin");
  const id = useId();
  const { formRef, statusRef, values, busy, said, edit, submit } = useNewProduct(csrfToken);
  const problem = (field: string) => (said?.field === field ? said.message : undefined);
  const prefix = values.skuPrefix.trim().toUpperCase() || skuPrefixFromHandle(values.handle.trim().toLowerCase()) || "…";
  const skus = newProductSkus(prefix);
  const onlyOne = values.kind === "non_food" && values.purchaseOptions !== "three";
  // One variant is the product itself: no "bottle" in its names.
  const shownVariants = onlyOne ? VARIANTS.slice(0, 1) : VARIANTS;
  const variantText = (group: "variant" | "price" | "stock", key: string) =>
    onlyOne ? t(`products.create.${group}.only`) : t(`products.create.${group}.${key}`);

  const input = (name: keyof Values, label: string, options: { hint?: string; lang?: string; inputMode?: "decimal" | "numeric" } = {}) => (
    <Field label={label} hint={options.hint} error={problem(name)} id={`${id}-${name}`}>
      {(props) => (
        <input
          name={name}
          value={values[name]}
          onChange={(event) => edit(name, event.target.value)}
          autoComplete="off"
          className={inputClass}
          {...(options.lang ? { lang: options.lang } : {})}
          {...(options.inputMode ? { inputMode: options.inputMode } : {})}
          {...props}
        />
      )}
    </Field>
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <p>
        <Link to="/admin/products" className={linkClass}>
          {t("products.editor.backToList")}
        </Link>
      </p>
      <h1 id={`${id}-title`} className="mt-2 text-3xl">
        {t("products.create.title")}
      </h1>
      <p className="mt-2 max-w-3xl text-muted">{t("products.create.intro")}</p>
      <p
        ref={statusRef}
        role="status"
        tabIndex={-1}
        className={
          said
            ? "mt-4 rounded-xl bg-red-50 p-3 font-semibold text-red-900 outline-none focus-visible:ring-3 focus-visible:ring-brand/40"
            : "sr-only"
        }
      >
        {said?.message ?? ""}
      </p>

      <fieldset className="mt-6 grid gap-3 rounded-2xl border border-line bg-white p-4" aria-describedby={`${id}-kind-hint`}>
        <legend className="px-1 text-lg font-semibold">{t("products.create.kind.legend")}</legend>
        <p id={`${id}-kind-hint`} className="text-sm text-muted">
          {t("products.create.kind.hint")}
        </p>
        {PRODUCT_KINDS.map((kind) => (
          <div key={kind} className="flex min-h-11 items-start gap-3 text-sm">
            <input
              id={`${id}-kind-${kind}`}
              type="radio"
              name="kind"
              value={kind}
              checked={values.kind === kind}
              onChange={() => edit("kind", kind)}
              aria-describedby={`${id}-kind-${kind}-hint`}
              className="mt-1 size-5 accent-brand"
            />
            <div>
              <label htmlFor={`${id}-kind-${kind}`} className="font-semibold">
                {t(`products.create.kind.${kind}`)}
              </label>
              <p id={`${id}-kind-${kind}-hint`} className="text-muted">
                {t(`products.create.kind.${kind}Hint`)}
              </p>
            </div>
          </div>
        ))}
      </fieldset>

      <fieldset className="mt-6 grid gap-4 rounded-2xl border border-line bg-white p-4 md:grid-cols-2">
        <legend className="px-1 text-lg font-semibold">{t("products.create.product")}</legend>
        {input("titleRo", t("products.create.titleRo"), { lang: "ro" })}
        {input("titleEn", t("products.create.titleEn"), { lang: "en" })}
        {input("handle", t("products.create.handle"), { hint: t("products.create.handleHint") })}
        {input("skuPrefix", t("products.create.skuPrefix"), {
          hint: onlyOne
            ? t("products.create.skuPrefixHintOne", { single: skus.single })
            : t("products.create.skuPrefixHint", { single: skus.single, pack: skus.pack, subscription: skus.subscription }),
        })}
        <VatClassField
          id={`${id}-vat`}
          value={values.vatClass}
          onChange={(vatClass) => edit("vatClass", vatClass)}
          error={problem("vatClass")}
        />
      </fieldset>

      <h2 className="mt-8 text-2xl">{t("products.create.variants")}</h2>
      <p className="mt-2 max-w-3xl text-muted">
        {values.kind === "non_food" ? t("products.create.variantsIntroNonFood") : t("products.create.variantsIntro")}
      </p>
      {values.kind === "non_food" ? (
        <div className="mt-4 flex min-h-11 items-start gap-3 text-sm">
          <input
            id={`${id}-purchase-options`}
            type="checkbox"
            name="purchaseOptions"
            checked={values.purchaseOptions === "three"}
            onChange={(event) => edit("purchaseOptions", event.target.checked ? "three" : "single")}
            aria-describedby={`${id}-purchase-options-hint`}
            className="mt-1 size-5 accent-brand"
          />
          <div>
            <label htmlFor={`${id}-purchase-options`} className="font-semibold">
              {t("products.create.purchaseOptions")}
            </label>
            <p id={`${id}-purchase-options-hint`} className="text-muted">
              {t("products.create.purchaseOptionsHint")}
            </p>
          </div>
        </div>
      ) : null}
      {shownVariants.map((variant) => (
        <fieldset key={variant.key} className="mt-4 grid gap-4 rounded-2xl border border-line bg-white p-4 md:grid-cols-2">
          <legend className="px-1 text-lg font-semibold">{variantText("variant", variant.key)}</legend>
          {input(variant.price, variantText("price", variant.key), { hint: t("products.create.priceHint"), inputMode: "decimal" })}
          {variant.stock ? (
            input(variant.stock, variantText("stock", variant.key), { hint: t("products.create.stockHint"), inputMode: "numeric" })
          ) : (
            <p className="self-center text-sm text-muted">{t("products.create.subscriptionStock")}</p>
          )}
        </fieldset>
      ))}

      <div className="mt-6 flex flex-wrap items-center gap-3">
        <SubmitButton busy={busy} label={t("products.create.submit")} busyLabel={t("products.create.creating")} />
      </div>
    </form>
  );
}
