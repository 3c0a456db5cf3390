import { useEffect, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { defaultPurchaseOptions, type NewProductInput } from "#domain/admin/products";
import { isProductKind } from "#domain/product-safety";
import type { EditableProduct } from "#domain/admin/product-editor";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { adminCall } from "../admin-call.ts";

export type Values = Required<NewProductInput>;
type Said = { message: string; field?: string } | null;

const EMPTY: Values = {
  handle: "",
  titleRo: "",
  titleEn: "",
  skuPrefix: "",
  vatClass: "standard",
  kind: "supplement",
  purchaseOptions: "three",
  singlePrice: "",
  packPrice: "",
  subscriptionPrice: "",
  singleStock: "0",
  packStock: "0",
};

/** The new product's values and creating it: the server's refusal takes the focus to the field it names, or to the status. */
export function useNewProduct(csrfToken: string) {
  const { t } = useTranslation("admin");
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const [values, setValues] = useState<Values>(EMPTY);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<Said>(null);

  useEffect(() => {
    if (!said) return;
    const field = said.field ? formRef.current?.elements.namedItem(said.field) : null;
    if (field instanceof HTMLElement) field.focus();
    else statusRef.current?.focus();
  }, [said]);

  const edit = (name: keyof Values, value: string) =>
    setValues((now) => ({
      ...now,
      [name]: value,
      // A kind brings its own purchase options (decision 0144): a non-food product starts with one variant.
      ...(name === "kind" && isProductKind(value) ? { purchaseOptions: defaultPurchaseOptions(value) } : {}),
    }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const answer = await adminCall<{ product: EditableProduct }>("/products", { body: values, csrfToken });
    setBusy(false);
    if (answer.kind === "ok") {
      navigate(`/admin/products/${answer.data.product.id}`, { state: { created: t("products.create.created") } });
      return;
    }
    setSaid(
      answer.kind === "refused"
        ? { message: answer.error, ...(answer.field ? { field: answer.field } : {}) }
        : { message: t("products.create.failed") },
    );
  };

  return { formRef, statusRef, values, busy, said, edit, submit };
}
