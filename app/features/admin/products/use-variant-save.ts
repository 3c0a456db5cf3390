import { useRef, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { leiInputValue, type AdminProduct, type AdminVariant } from "#domain/admin/products";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { adminCall } from "../admin-call.ts";
import type { ActionState } from "../orders/useOrderAction.ts";

interface Values {
  price: string;
  stock: string;
  availableForSale: boolean;
  gtin: string;
}

const valuesOf = (variant: AdminVariant): Values => ({
  price: leiInputValue(variant.priceMinor),
  stock: variant.stockQuantity === null ? "" : String(variant.stockQuantity),
  availableForSale: variant.availableForSale,
  gtin: variant.gtin ?? "",
});

type ChangeAnswer = { changed: boolean; product: AdminProduct };

/** A variant's edited values and saving them, with the stock count the form was read with (see `VariantRow`). */
export function useVariantSave(variant: AdminVariant, name: string, csrfToken: string) {
  const { t } = useTranslation("admin");
  const revalidator = useRevalidator();
  const [values, setValues] = useState<Values>(() => valuesOf(variant));
  const [expectedStock, setExpectedStock] = useState(variant.stockQuantity);
  const [state, setState] = useState<ActionState>({ kind: "idle" });
  const busy = useRef(false);

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

  return { values, state, edit, submit };
}
