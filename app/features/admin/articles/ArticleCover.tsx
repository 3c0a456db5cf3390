import { useId } from "react";
import type { AdminArticle } from "#domain/admin/articles";
import type { Language } from "#domain/locale";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { buttonClass, secondaryButtonClass } from "../admin-forms.ts";
import { Field, inputClass } from "../EditorField.tsx";
import { SaveStatus } from "../SaveStatus.tsx";
import { CoverPreview } from "./CoverPreview.tsx";
import { useArticleCover } from "./use-article-cover.ts";

const LANGUAGES: readonly Language[] = ["ro", "en"];

/**
 * The article's cover: the current picture, a new one to upload (checked by the server: type, size,
 * dimensions) with its description in both languages, and removing it after a second click. Its own live
 * region says what happened; a refusal moves the focus to the field it names. An article not yet saved has no
 * cover: the section says it comes after the first save.
 */
export function ArticleCover({
  article,
  image,
  alt,
  altError,
  onAlt,
  onSaved,
  csrfToken,
}: {
  article: AdminArticle | null;
  image: AdminArticle["image"];
  alt: Record<Language, string>;
  /** The main form's refusal of an alt text, by the field it names. */
  altError: (field: string) => string | undefined;
  onAlt: (language: Language, value: string) => void;
  onSaved: (article: AdminArticle) => void;
  csrfToken: string;
}) {
  const { t } = useTranslation("admin");
  const id = useId();
  const { sectionRef, fileRef, confirmRef, busy, confirming, setConfirming, said, statusRef, problem, upload, remove } = useArticleCover({
    article,
    alt,
    altError,
    onSaved,
    csrfToken,
  });

  return (
    <fieldset ref={sectionRef} className="mt-6 grid gap-4 rounded-2xl border border-line bg-white p-4">
      <legend className="px-1 text-lg font-semibold">{t("articles.cover.title")}</legend>
      {!article ? (
        <p className="text-sm text-muted">{t("articles.cover.afterFirstSave")}</p>
      ) : (
        <>
          <SaveStatus ref={statusRef} said={said} className="text-sm" />
          <div className="grid gap-4 md:grid-cols-[minmax(0,18rem)_1fr]">
            <CoverPreview image={image} />
            <div className="grid content-start gap-4">
              <Field label={t("articles.cover.file")} hint={t("articles.cover.fileHint")} error={problem("file")} id={`${id}-file`}>
                {(props) => (
                  <input
                    ref={fileRef}
                    type="file"
                    name="file"
                    accept="image/jpeg,image/png,image/webp,image/avif"
                    className="mt-1 block w-full text-sm file:mr-3 file:min-h-11 file:rounded-xl file:border file:border-line file:bg-cream file:px-3 file:font-semibold"
                    {...props}
                  />
                )}
              </Field>
              <div className="grid gap-4 sm:grid-cols-2">
                {LANGUAGES.map((language) => {
                  const name = `texts.${language}.imageAltText`;
                  return (
                    <Field
                      key={language}
                      label={t(`articles.cover.alt.${language}`)}
                      hint={t("articles.cover.altHint")}
                      error={problem(name)}
                      id={`${id}-alt-${language}`}
                    >
                      {(props) => (
                        <input
                          name={name}
                          lang={language}
                          value={alt[language]}
                          onChange={(event) => onAlt(language, event.target.value)}
                          className={inputClass}
                          {...props}
                        />
                      )}
                    </Field>
                  );
                })}
              </div>
              <div className="flex flex-wrap items-center gap-3">
                <button type="button" className={buttonClass} disabled={busy} onClick={upload}>
                  {busy && !confirming ? t("articles.cover.uploading") : image ? t("articles.cover.replace") : t("articles.cover.upload")}
                </button>
                {image && !confirming ? (
                  <button type="button" className={secondaryButtonClass} disabled={busy} onClick={() => setConfirming(true)}>
                    {t("articles.cover.remove")}
                  </button>
                ) : null}
              </div>
              {image && confirming ? (
                <div className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm">
                  <p className="font-semibold text-red-900">{t("articles.cover.confirmQuestion")}</p>
                  <div className="mt-3 flex flex-wrap gap-3">
                    <button ref={confirmRef} type="button" className={buttonClass} disabled={busy} onClick={remove}>
                      {busy ? t("articles.cover.removing") : t("articles.cover.confirmRemove")}
                    </button>
                    <button type="button" className={secondaryButtonClass} disabled={busy} onClick={() => setConfirming(false)}>
                      {t("articles.cover.keep")}
                    </button>
                  </div>
                </div>
              ) : null}
            </div>
          </div>
        </>
      )}
    </fieldset>
  );
}
