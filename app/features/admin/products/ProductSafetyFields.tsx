import { useId, useRef, useState, type FormEvent } from "react";
import type { EditableProduct } from "#domain/admin/product-editor";
import { missingSafetyFields, safetyFieldLabel } from "#domain/product-safety";
import type { ProductSafety } from "#domain/product-safety-fields";
import { isEuCountry } from "#domain/vat";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { adminCall } from "../admin-call.ts";
import { Field, inputClass } from "../EditorField.tsx";
import { SaveStatus, useSaveStatus } from "../SaveStatus.tsx";
import { SubmitButton } from "../SubmitButton.tsx";

const sectionClass = "mt-6 grid gap-4 rounded-2xl border border-line bg-white p-4 md:grid-cols-2";

type Group = "manufacturer" | "responsible" | "identifiers";
type Box = { group: Group; key: string; multiline?: boolean; hint?: "contact" | "country" | "gtin" };

const MANUFACTURER: Box[] = [
  { group: "manufacturer", key: "name" },
  { group: "manufacturer", key: "country", hint: "country" },
  { group: "manufacturer", key: "address", multiline: true },
  { group: "manufacturer", key: "contact", hint: "contact" },
];
const RESPONSIBLE: Box[] = [
  { group: "responsible", key: "name" },
  { group: "responsible", key: "address", multiline: true },
  { group: "responsible", key: "contact", hint: "contact" },
];
const IDENTIFIERS: Box[] = [
  { group: "identifiers", key: "model" },
  { group: "identifiers", key: "batch" },
  { group: "identifiers", key: "gtin", hint: "gtin" },
];

/**
 * A non-food product's safety information (GPSR Art. 19, decision 0144), saved by its own form: who made it, who
 * answers for it in the EU, what identifies it and its warnings in both languages. Above the boxes, what publishing
 * still asks for, worked out by the same rule as the server's; a refusal puts its sentence beside the box it names.
 */
export function ProductSafetyFields({
  product,
  csrfToken,
  onSaved,
}: {
  product: EditableProduct;
  csrfToken: string;
  /** The product as saved, so the page's other forms send its new version. */
  onSaved: (saved: EditableProduct) => void;
}) {
  const { t, i18n } = useTranslation("admin");
  const language = i18n.language === "en" ? "en" : "ro";
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ProductSafety>(() => structuredClone(product.safety));
  const [busy, setBusy] = useState(false);
  const { said, setSaid, statusRef, problem } = useSaveStatus((name) => formRef.current?.elements.namedItem(name));
  const missing = missingSafetyFields(product.safety, product.images.length);
  const responsibleNeeded = !isEuCountry(values.manufacturer.country);

  const edit = (group: Group, key: string, value: string) => setValues((now) => ({ ...now, [group]: { ...now[group], [key]: value } }));

  const box = ({ group, key, multiline, hint }: Box) => {
    const name = `safety.${group}.${key}`;
    const value = (values[group] as Record<string, string>)[key] ?? "";
    return (
      <Field
        key={name}
        id={`${id}-${group}-${key}`}
        label={safetyFieldLabel(language, name)}
        hint={hint ? t(`products.safety.hints.${hint}`) : undefined}
        error={problem(name)}
      >
        {(props) =>
          multiline ? (
            <textarea
              name={name}
              rows={3}
              value={value}
              onChange={(event) => edit(group, key, event.target.value)}
              className={inputClass}
              {...props}
            />
          ) : (
            <input
              name={name}
              value={value}
              onChange={(event) => edit(group, key, event.target.value)}
              autoComplete="off"
              className={inputClass}
              {...(key === "gtin" ? { inputMode: "numeric" as const } : {})}
              {...props}
            />
          )
        }
      </Field>
    );
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const answer = await adminCall<{ changed: boolean; product: EditableProduct }>(`/products/${product.id}/safety`, {
      body: { safety: values },
      csrfToken,
    });
    setBusy(false);
    if (answer.kind === "ok") {
      setValues(structuredClone(answer.data.product.safety));
      onSaved(answer.data.product);
      setSaid({ kind: "done", message: answer.data.changed ? t("products.safety.saved") : t("products.safety.unchanged") });
    } else if (answer.kind === "refused")
      setSaid({ kind: "error", message: answer.error, ...(answer.field ? { field: answer.field } : {}) });
    else setSaid({ kind: "error", message: t("products.safety.failed") });
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-labelledby={`${id}-title`} id={`${id}-safety`}>
      <h2 id={`${id}-title`} className="mt-8 text-2xl">
        {t("products.safety.title")}
      </h2>
      <p className="mt-2 max-w-3xl text-muted">{t("products.safety.intro")}</p>
      {missing.length > 0 ? (
        <div className="mt-3 max-w-3xl rounded-xl bg-amber-50 p-3 text-sm text-amber-950">
          <p className="font-semibold">{t("products.safety.missingTitle")}</p>
          <ul className="mt-1 list-disc pl-5">
            {missing.map((field) => (
              <li key={field}>{safetyFieldLabel(language, field)}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="mt-3 w-fit rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-900">
          {t("products.safety.complete")}
        </p>
      )}
      <SaveStatus ref={statusRef} said={said} className="mt-4" />

      <fieldset className={sectionClass}>
        <legend className="px-1 text-lg font-semibold">{t("products.safety.manufacturer")}</legend>
        {MANUFACTURER.map(box)}
      </fieldset>
      <fieldset className={sectionClass}>
        <legend className="px-1 text-lg font-semibold">{t("products.safety.responsible")}</legend>
        <p className="text-sm text-muted md:col-span-2">
          {responsibleNeeded ? t("products.safety.responsibleNeeded") : t("products.safety.responsibleNotNeeded")}
        </p>
        {RESPONSIBLE.map(box)}
      </fieldset>
      <fieldset className={sectionClass} aria-describedby={`${id}-identifiers-hint`}>
        <legend className="px-1 text-lg font-semibold">{t("products.safety.identifiers")}</legend>
        <p id={`${id}-identifiers-hint`} className="text-sm text-muted md:col-span-2">
          {t("products.safety.identifiersHint")}
        </p>
        {IDENTIFIERS.map(box)}
      </fieldset>
      <fieldset className={sectionClass}>
        <legend className="px-1 text-lg font-semibold">{t("products.safety.warnings")}</legend>
        {(["ro", "en"] as const).map((locale) => {
          const name = `safety.warnings.${locale}`;
          return (
            <Field
              key={locale}
              id={`${id}-warnings-${locale}`}
              label={safetyFieldLabel(language, name)}
              hint={t("products.safety.hints.warnings")}
              error={problem(name)}
            >
              {(props) => (
                <textarea
                  name={name}
                  lang={locale}
                  rows={5}
                  value={values.warnings[locale]}
                  onChange={(event) => setValues((now) => ({ ...now, warnings: { ...now.warnings, [locale]: event.target.value } }))}
                  className={inputClass}
                  {...props}
                />
              )}
            </Field>
          );
        })}
      </fieldset>
      <div className="mt-4">
        <SubmitButton busy={busy} label={t("products.safety.save")} busyLabel={t("products.safety.saving")} />
      </div>
    </form>
  );
}
