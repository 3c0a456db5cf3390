import { PRODUCT_EDITOR_LANGUAGES } from "#domain/admin/product-editor";
import type { Language } from "#domain/locale";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { Field, inputClass } from "../EditorField.tsx";

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
        return (
          <Field
            key={language}
            id={id}
            label={t("products.editor.inLanguage", {
              field: t("products.gallery.alt"),
              language: t(`products.editor.languageInline.${language}`),
            })}
            error={problem(names[language])}
          >
            {(props) => (
              <input
                {...props}
                name={names[language]}
                lang={language}
                value={values[KEYS[language]]}
                onChange={(event) => onChange({ ...values, [KEYS[language]]: event.target.value })}
                aria-describedby={
                  [props["aria-describedby"], withHint ? `${idPrefix}-alt-hint` : ""].filter(Boolean).join(" ") || undefined
                }
                className={inputClass}
              />
            )}
          </Field>
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
