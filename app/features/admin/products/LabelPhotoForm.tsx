import { useId, useRef, useState, type FormEvent } from "react";
import type { EditableProduct } from "#domain/admin/product-editor";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { adminCall } from "../admin-call.ts";
import type { Said } from "../SaveStatus.tsx";
import { SubmitButton } from "../SubmitButton.tsx";

/**
 * The photo of the product's full Romanian label (decision 0096), uploaded through the same checks and store as the
 * gallery's pictures, kept apart from the gallery: the product page shows it in its mandatory information block.
 */
export function LabelPhotoForm({
  product,
  csrfToken,
  onChange,
}: {
  product: EditableProduct;
  csrfToken: string;
  onChange: (saved: EditableProduct) => void;
}) {
  const { t } = useTranslation("admin");
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<Said>(null);
  const photo = product.mandatory.labelPhoto;

  const upload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const answer = await adminCall<{ changed: boolean; product: EditableProduct }>(`/products/${product.id}/label-photo`, {
      body: new FormData(event.currentTarget),
      csrfToken,
    });
    setBusy(false);
    if (answer.kind === "ok") {
      onChange(answer.data.product);
      formRef.current?.reset();
      setSaid({ kind: "done", message: t("products.mandatory.label.done") });
    } else setSaid({ kind: "error", message: answer.kind === "refused" ? answer.error : t("products.mandatory.label.failed") });
  };

  return (
    <section id={`${id}-section`} aria-labelledby={`${id}-title`} className="mt-6 grid gap-3 rounded-2xl border border-line bg-white p-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t("products.mandatory.label.title")}
      </h2>
      <p className="max-w-3xl text-sm text-muted">{t("products.mandatory.label.intro")}</p>
      {photo ? (
        <figure>
          <img
            src={`/images/${photo.src}?width=400`}
            width={photo.width}
            height={photo.height}
            alt={t("products.mandatory.label.current")}
            className="h-auto w-48 rounded border border-line"
          />
          <figcaption className="mt-1 text-sm text-muted">{t("products.mandatory.label.current")}</figcaption>
        </figure>
      ) : (
        <p className="text-sm font-semibold text-amber-900">{t("products.mandatory.label.none")}</p>
      )}
      <form ref={formRef} onSubmit={upload} noValidate className="grid gap-2 text-sm">
        <label htmlFor={`${id}-file`} className="font-semibold">
          {t("products.mandatory.label.file")}
        </label>
        <input
          id={`${id}-file`}
          name="file"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          aria-invalid={said?.kind === "error" ? true : undefined}
          aria-describedby={said ? `${id}-said` : undefined}
          className="block min-h-11 w-full max-w-md rounded-xl border border-line bg-white p-2"
        />
        <p
          id={`${id}-said`}
          role="status"
          className={said ? (said.kind === "error" ? "font-semibold text-red-800" : "font-semibold text-emerald-800") : "sr-only"}
        >
          {said?.message ?? ""}
        </p>
        <p>
          <SubmitButton
            busy={busy}
            label={photo ? t("products.mandatory.label.replace") : t("products.mandatory.label.submit")}
            busyLabel={t("products.mandatory.label.working")}
          />
        </p>
      </form>
    </section>
  );
}
