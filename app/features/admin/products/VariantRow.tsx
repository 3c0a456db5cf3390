import { useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { Link, useRevalidator } from "react-router";
import { leiInputValue, type AdminProduct, type AdminVariant } from "#domain/admin-products";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { adminCall } from "../admin-call.ts";
import { linkClass, secondaryButtonClass } from "../admin-forms.ts";
import { ActionStatus } from "../orders/ActionStatus.tsx";
import type { ActionState } from "../orders/useOrderAction.ts";

const inputClass = "mt-1 block min-h-11 w-full rounded-xl border border-line bg-white px-3 aria-[invalid=true]:border-red-700";

interface Values {
  price: string;
  compareAtPrice: string;
  stock: string;
  availableForSale: boolean;
}

const valuesOf = (variant: AdminVariant): Values => ({
  price: leiInputValue(variant.priceMinor),
  compareAtPrice: leiInputValue(variant.compareAtPriceMinor),
  stock: variant.stockQuantity === null ? "" : String(variant.stockQuantity),
  availableForSale: variant.availableForSale,
});

type ChangeAnswer = { changed: boolean; product: AdminProduct };

/**
 * One variant's price, price before discount, stock and sale switch, edited where the list shows them and
 * saved on their own. The count the form was read with travels along: if orders took units meanwhile, the
 * server refuses and the field shows what is left now.
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
  const revalidator = useRevalidator();
  const id = useId();
  const [values, setValues] = useState<Values>(() => valuesOf(variant));
  const [expectedStock, setExpectedStock] = useState(variant.stockQuantity);
  const [state, setState] = useState<ActionState>({ kind: "idle" });
  const busy = useRef(false);
  const name = variant.title ? `${productTitle} – ${variant.title}` : productTitle;
  const errorField = state.kind === "error" ? state.field : undefined;

  const edit = (changes: Partial<Values>) => {
    setValues((current) => ({ ...current, ...changes }));
    if (state.kind !== "busy") setState({ kind: "idle" });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setState({ kind: "busy" });
    const answer = await adminCall<ChangeAnswer>(`/products/variants/${variant.id}`, { body: { ...values, expectedStock }, csrfToken });
    busy.current = false;
    if (answer.kind === "ok") {
      const saved = answer.data.product.variants.find((candidate) => candidate.id === variant.id);
      if (saved) {
        setValues(valuesOf(saved));
        setExpectedStock(saved.stockQuantity);
      }
      await revalidator.revalidate();
      setState({ kind: "done", message: answer.data.changed ? t("products.saved", { name }) : t("products.unchanged") });
      return;
    }
    if (answer.kind === "refused" && answer.status === 409) {
      // What the orders left is what the form now starts from; the member decides again.
      const current = answer.answer.current;
      if (typeof current === "number" || current === null) {
        setExpectedStock(current);
        setValues((mine) => ({ ...mine, stock: current === null ? "" : String(current) }));
      }
    }
    setState(
      answer.kind === "refused"
        ? { kind: "error", message: answer.error, ...(answer.field ? { field: answer.field } : {}) }
        : { kind: "error", message: t("products.failed") },
    );
  };

  /** A typed-in field's own attributes: its value, marked and pointed at the status when the server refused it. */
  const typed = (field: "price" | "compareAtPrice" | "stock", hint?: string) => ({
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
        <label className="text-sm font-semibold sm:w-48">
          {t("products.compareAtPrice")}
          <input inputMode="decimal" {...typed("compareAtPrice")} />
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
    </form>
  );
}
