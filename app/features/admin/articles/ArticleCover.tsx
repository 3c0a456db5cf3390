import { useEffect, useId, useRef, useState } from "react";
import type { AdminArticle } from "#domain/admin-articles";
import type { Language } from "#domain/locale";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { adminCall, type AdminAnswer } from "../admin-call.ts";
import { buttonClass, secondaryButtonClass } from "../admin-forms.ts";
import { Field, inputClass } from "../EditorField.tsx";
import { SaveStatus, useSaveStatus } from "../SaveStatus.tsx";

const LANGUAGES: readonly Language[] = ["ro", "en"];
/** The server names the alt texts as its multipart fields; the editor's boxes carry the article's own names. */
const FIELD_NAMES: Record<string, string> = { altRo: "texts.ro.imageAltText", altEn: "texts.en.imageAltText" };

/** The picture's address on the image route, at a width that suits a preview. */
export function coverPreviewUrl(src: string): string {
  return `/images/${src.split("/").map(encodeURIComponent).join("/")}?width=640`;
}

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
  const sectionRef = useRef<HTMLFieldSetElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { said, setSaid, statusRef, problem: refusalOf } = useSaveStatus((name) => sectionRef.current?.querySelector(`[name="${name}"]`));

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  const problem = (field: string) => refusalOf(field) ?? altError(field);

  const answered = (answer: AdminAnswer<{ changed: boolean; article: AdminArticle }>, done: string) => {
    if (answer.kind === "ok") {
      onSaved(answer.data.article);
      if (fileRef.current) fileRef.current.value = "";
      setSaid({ kind: "done", message: done });
      return;
    }
    setSaid(
      answer.kind === "refused"
        ? { kind: "error", message: answer.error, ...(answer.field ? { field: FIELD_NAMES[answer.field] ?? answer.field } : {}) }
        : { kind: "error", message: t("articles.cover.failed") },
    );
  };

  const upload = async () => {
    if (!article || busy) return;
    const file = fileRef.current?.files?.[0];
    if (!file) {
      setSaid({ kind: "error", message: t("articles.cover.noFile"), field: "file" });
      return;
    }
    const form = new FormData();
    form.set("file", file);
    form.set("altRo", alt.ro);
    form.set("altEn", alt.en);
    setBusy(true);
    setSaid(null);
    const answer = await adminCall<{ changed: boolean; article: AdminArticle }>(`/articles/${article.id}/cover`, { body: form, csrfToken });
    setBusy(false);
    answered(answer, t("articles.cover.uploaded"));
  };

  const remove = async () => {
    if (!article || busy) return;
    setBusy(true);
    const answer = await adminCall<{ changed: boolean; article: AdminArticle }>(`/articles/${article.id}/cover`, {
      method: "DELETE",
      csrfToken,
    });
    setBusy(false);
    setConfirming(false);
    answered(answer, t("articles.cover.removed"));
  };

  return (
    <fieldset ref={sectionRef} className="mt-6 grid gap-4 rounded-2xl border border-line bg-white p-4">
      <legend className="px-1 text-lg font-semibold">{t("articles.cover.title")}</legend>
      {!article ? (
        <p className="text-sm text-muted">{t("articles.cover.afterFirstSave")}</p>
      ) : (
        <>
          <SaveStatus ref={statusRef} said={said} className="text-sm" />
          <div className="grid gap-4 md:grid-cols-[minmax(0,18rem)_1fr]">
            <div className="text-sm">
              {image ? (
                <img
                  src={coverPreviewUrl(image.src)}
                  alt={t("articles.cover.current")}
                  width={image.width}
                  height={image.height}
                  className="h-auto w-full rounded-xl border border-line bg-cream object-cover"
                />
              ) : (
                <p className="rounded-xl border border-dashed border-line p-4 text-muted">{t("articles.cover.none")}</p>
              )}
            </div>
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
