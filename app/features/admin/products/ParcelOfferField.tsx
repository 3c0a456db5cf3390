import { useId, useRef, useState, type FormEvent } from "react";
import type { EditableProduct } from "#domain/admin/product-editor";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { adminCall } from "../admin-call.ts";
import { inputClass } from "../EditorField.tsx";
import { SaveStatus, useSaveStatus } from "../SaveStatus.tsx";
import { SubmitButton } from "../SubmitButton.tsx";

/**
 * "Offer in the parcel" (decision 0158): the one product a cash-on-delivery order holding this one is offered to add to
 * its parcel before the AWB, saved by its own form; "none" clears it.
 */
export function ParcelOfferField({ product, csrfToken }: { product: EditableProduct; csrfToken: string }) {
  const { t } = useTranslation("admin");
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [chosen, setChosen] = useState(product.parcelOffer?.productId?.toString() ?? "");
  const [busy, setBusy] = useState(false);
  const { said, setSaid, statusRef } = useSaveStatus((name) => formRef.current?.elements.namedItem(name));
  if (!product.parcelOffer) return null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const answer = await adminCall<{ changed: boolean; offerProductId: number | null }>(`/products/${product.id}/parcel-offer`, {
      method: "PUT",
      body: { offerProductId: chosen === "" ? null : Number(chosen) },
      csrfToken,
    });
    setBusy(false);
    if (answer.kind === "ok")
      setSaid({ kind: "done", message: answer.data.changed ? t("products.parcelOffer.saved") : t("products.parcelOffer.unchanged") });
    else if (answer.kind === "refused") setSaid({ kind: "error", message: answer.error, field: "offerProductId" });
    else setSaid({ kind: "error", message: t("products.parcelOffer.failed") });
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="mt-8 max-w-3xl">
      <h2 id={`${id}-title`} className="text-2xl">
        {t("products.parcelOffer.title")}
      </h2>
      <p className="mt-2 text-muted">{t("products.parcelOffer.intro")}</p>
      <SaveStatus ref={statusRef} said={said} className="mt-4" />
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 font-semibold" htmlFor={`${id}-offer`}>
          {t("products.parcelOffer.label")}
          <select
            id={`${id}-offer`}
            name="offerProductId"
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
            className={inputClass}
          >
            <option value="">{t("products.parcelOffer.none")}</option>
            {product.parcelOffer.choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.title}
              </option>
            ))}
          </select>
        </label>
        <SubmitButton busy={busy} label={t("products.parcelOffer.save")} busyLabel={t("products.parcelOffer.saving")} />
      </div>
    </form>
  );
}
