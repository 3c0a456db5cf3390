import { PRODUCT_EDITOR_LANGUAGES } from "#domain/admin-product-editor";
import type { Language } from "#domain/locale";
import { useTranslation } from "#app/lib/i18n/react.tsx";

export type AltTexts = { altRo: string; altEn: string };

const KEYS: Record<Language, keyof AltTexts> = { ro: "altRo", en: "altEn" };

/** A picture's alt text in both languages, side by side, each with the problem the server named for it. */
export function AltTextFields({
  idPrefix,
  names,
  values,
  onChange,
  problem,
  withHint = false,
}: {
  idPrefix: string;
  /** How to write one: beside the upload; the gallery's pictures have theirs written already. */
  withHint?: boolean;
  /** The inputs' names, which the server's `field` is matched against. */
  names: Record<Language, string>;
  values: AltTexts;
  onChange: (values: AltTexts) => void;
  problem: (name: string) => string | undefined;
}) {
  const { t } = useTranslation("admin");
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {PRODUCT_EDITOR_LANGUAGES.map((language) => {
        const id = `${idPrefix}-alt-${language}`;
        const error = problem(names[language]);
        return (
          <div key={language} className="text-sm">
            <label htmlFor={id} className="font-semibold">
              {t("products.editor.inLanguage", {
                field: t("products.gallery.alt"),
                language: t(`products.editor.languageInline.${language}`),
              })}
            </label>
            {error ? (
              <p id={`${id}-error`} className="mt-1 font-semibold text-red-800">
                {error}
              </p>
            ) : null}
            <input
              id={id}
              name={names[language]}
              lang={language}
              value={values[KEYS[language]]}
              onChange={(event) => onChange({ ...values, [KEYS[language]]: event.target.value })}
              aria-invalid={error ? true : undefined}
              aria-describedby={[error ? `${id}-error` : "", withHint ? `${idPrefix}-alt-hint` : ""].filter(Boolean).join(" ") || undefined}
              className="mt-1 block min-h-11 w-full rounded-xl border border-line bg-white px-3 aria-[invalid=true]:border-red-700"
            />
          </div>
        );
      })}
      {withHint ? (
        <p id={`${idPrefix}-alt-hint`} className="text-sm text-muted md:col-span-2">
          {t("products.gallery.altHint")}
        </p>
      ) : null}
    </div>
  );
}
