import { useId, useRef, useState, type FormEvent } from "react";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import type { AdminArticle, AdminBlog, ArticleInput, ArticleTexts } from "#domain/admin-articles";
import { shopLocalDateTime } from "#domain/dates";
import type { Language } from "#domain/locale";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { adminCall } from "../admin-call.ts";
import { linkClass } from "../admin-forms.ts";
import { ArticleCover } from "./ArticleCover.tsx";
import { Field, inputClass } from "../EditorField.tsx";
import { ArticleStateBadge } from "./ArticleStateBadge.tsx";
import { createdNote, SaveStatus, useSaveStatus } from "../SaveStatus.tsx";
import { SubmitButton } from "../SubmitButton.tsx";

const LANGUAGES: readonly Language[] = ["ro", "en"];
const EMPTY_TEXTS: ArticleTexts = { title: "", excerpt: "", contentHtml: "", imageAltText: "" };

type Values = Omit<ArticleInput, "version" | "texts"> & { texts: Record<Language, ArticleTexts> };

function valuesOf(article: AdminArticle | null, blogs: AdminBlog[]): Values {
  if (!article)
    return {
      blog: blogs[0]?.handle ?? "",
      handle: "",
      authorName: "",
      tags: "",
      status: "draft",
      publishedAt: "",
      texts: { ro: EMPTY_TEXTS, en: EMPTY_TEXTS },
    };
  return {
    blog: article.blogHandle,
    handle: article.handle,
    authorName: article.authorName,
    tags: article.tags.join(", "),
    status: article.status,
    publishedAt: shopLocalDateTime(new Date(article.publishedAt)),
    texts: article.texts,
  };
}

/**
 * Writing or changing an article: where it goes and when, then its texts in Romanian and English side by
 * side (one above the other on a phone). The server decides and names what is wrong; the page puts the
 * sentence beside that field and moves the focus there.
 */
export function ArticleEditor({ article, blogs, csrfToken }: { article: AdminArticle | null; blogs: AdminBlog[]; csrfToken: string }) {
  const { t } = useTranslation("admin");
  const navigate = useNavigate();
  const location = useLocation();
  const revalidator = useRevalidator();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(() => valuesOf(article, blogs));
  const [version, setVersion] = useState(article?.updatedAt);
  const [image, setImage] = useState(article?.image ?? null);
  const [busy, setBusy] = useState(false);
  const { said, setSaid, statusRef, problem } = useSaveStatus(
    (name) => formRef.current?.elements.namedItem(name),
    () => createdNote(location.state),
  );

  const edit = (changes: Partial<Values>) => setValues((current) => ({ ...current, ...changes }));
  const editText = (language: Language, changes: Partial<ArticleTexts>) =>
    setValues((current) => ({ ...current, texts: { ...current.texts, [language]: { ...current.texts[language], ...changes } } }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const answer = await adminCall<{ changed: boolean; article: AdminArticle }>(article ? `/articles/${article.id}` : "/articles", {
      body: { ...values, ...(version ? { version } : {}) },
      csrfToken,
    });
    setBusy(false);
    if (answer.kind === "ok") {
      const saved = answer.data.article;
      if (!article) {
        navigate(`/admin/articles/${saved.id}`, { state: { created: t("articles.editor.created") } });
        return;
      }
      setValues(valuesOf(saved, blogs));
      setVersion(saved.updatedAt);
      await revalidator.revalidate();
      setSaid({ kind: "done", message: answer.data.changed ? t("articles.editor.saved") : t("articles.editor.unchanged") });
      return;
    }
    setSaid(
      answer.kind === "refused"
        ? { kind: "error", message: answer.error, ...(answer.field ? { field: answer.field } : {}) }
        : { kind: "error", message: t("articles.editor.failed") },
    );
  };

  // The cover is saved on its own: the form keeps what it holds unsaved, and takes the new version and alt texts.
  const coverSaved = (saved: AdminArticle) => {
    setImage(saved.image);
    setVersion(saved.updatedAt);
    for (const language of LANGUAGES) editText(language, { imageAltText: saved.texts[language].imageAltText });
    void revalidator.revalidate();
  };

  const published = article?.state === "published";

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-center gap-3">
        <h1 id={`${id}-title`} className="text-3xl">
          {article ? t("articles.editor.editTitle") : t("articles.editor.newTitle")}
        </h1>
        {article ? <ArticleStateBadge state={article.state} /> : null}
        {published ? (
          <a href={`/blog/${article.blogHandle}/${article.handle}`} className={linkClass}>
            {t("articles.editor.view")}
          </a>
        ) : null}
      </div>
      <SaveStatus ref={statusRef} said={said} className="mt-4" />

      <fieldset className="mt-6 grid gap-4 rounded-2xl border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-3">
        <legend className="px-1 text-lg font-semibold">{t("articles.editor.publication")}</legend>
        <Field label={t("articles.editor.blog")} error={problem("blog")} id={`${id}-blog`}>
          {(props) => (
            <select
              name="blog"
              value={values.blog}
              onChange={(event) => edit({ blog: event.target.value })}
              className={inputClass}
              {...props}
            >
              {blogs.map((blog) => (
                <option key={blog.handle} value={blog.handle}>
                  {blog.title}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t("articles.editor.status")} error={problem("status")} id={`${id}-status`}>
          {(props) => (
            <select
              name="status"
              value={values.status}
              onChange={(event) => edit({ status: event.target.value as Values["status"] })}
              className={inputClass}
              {...props}
            >
              <option value="draft">{t("articles.editor.statusDraft")}</option>
              <option value="published">{t("articles.editor.statusPublished")}</option>
            </select>
          )}
        </Field>
        <Field
          label={t("articles.editor.publishedAt")}
          hint={t("articles.editor.publishedAtHint")}
          error={problem("publishedAt")}
          id={`${id}-date`}
        >
          {(props) => (
            <input
              type="datetime-local"
              name="publishedAt"
              value={values.publishedAt}
              onChange={(event) => edit({ publishedAt: event.target.value })}
              className={inputClass}
              {...props}
            />
          )}
        </Field>
        <Field label={t("articles.editor.author")} error={problem("authorName")} id={`${id}-author`}>
          {(props) => (
            <input
              name="authorName"
              value={values.authorName}
              onChange={(event) => edit({ authorName: event.target.value })}
              autoComplete="off"
              className={inputClass}
              {...props}
            />
          )}
        </Field>
        <Field label={t("articles.editor.tags")} hint={t("articles.editor.tagsHint")} error={problem("tags")} id={`${id}-tags`}>
          {(props) => (
            <input
              name="tags"
              value={values.tags}
              onChange={(event) => edit({ tags: event.target.value })}
              autoComplete="off"
              className={inputClass}
              {...props}
            />
          )}
        </Field>
        <Field label={t("articles.editor.handle")} hint={t("articles.editor.handleHint")} error={problem("handle")} id={`${id}-handle`}>
          {(props) => (
            <input
              name="handle"
              value={values.handle}
              onChange={(event) => edit({ handle: event.target.value })}
              autoComplete="off"
              spellCheck={false}
              className={inputClass}
              {...props}
            />
          )}
        </Field>
      </fieldset>

      <ArticleCover
        article={article}
        image={image}
        alt={{ ro: values.texts.ro.imageAltText, en: values.texts.en.imageAltText }}
        altError={problem}
        onAlt={(language, imageAltText) => editText(language, { imageAltText })}
        onSaved={coverSaved}
        csrfToken={csrfToken}
      />

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        {LANGUAGES.map((language) => {
          const field = (name: keyof ArticleTexts) => `texts.${language}.${name}`;
          return (
            <fieldset key={language} lang={language} className="grid content-start gap-4 rounded-2xl border border-line bg-white p-4">
              <legend className="px-1 text-lg font-semibold">{t(`articles.editor.language.${language}`)}</legend>
              <Field label={t("articles.editor.articleTitle")} error={problem(field("title"))} id={`${id}-${language}-title`}>
                {(props) => (
                  <input
                    name={field("title")}
                    value={values.texts[language].title}
                    onChange={(event) => editText(language, { title: event.target.value })}
                    className={inputClass}
                    {...props}
                  />
                )}
              </Field>
              <Field
                label={t("articles.editor.excerpt")}
                hint={t("articles.editor.excerptHint")}
                error={problem(field("excerpt"))}
                id={`${id}-${language}-excerpt`}
              >
                {(props) => (
                  <textarea
                    name={field("excerpt")}
                    rows={3}
                    value={values.texts[language].excerpt}
                    onChange={(event) => editText(language, { excerpt: event.target.value })}
                    className={`${inputClass} py-2`}
                    {...props}
                  />
                )}
              </Field>
              <Field
                label={t("articles.editor.content")}
                hint={t("articles.editor.contentHint")}
                error={problem(field("contentHtml"))}
                id={`${id}-${language}-content`}
              >
                {(props) => (
                  <textarea
                    name={field("contentHtml")}
                    rows={16}
                    spellCheck
                    value={values.texts[language].contentHtml}
                    onChange={(event) => editText(language, { contentHtml: event.target.value })}
                    className={`${inputClass} py-2 font-mono text-sm`}
                    {...props}
                  />
                )}
              </Field>
            </fieldset>
          );
        })}
      </div>

      <div className="mt-6">
        <SubmitButton busy={busy} busyLabel={t("articles.editor.saving")}>
          {t("articles.editor.save")}
        </SubmitButton>
      </div>
    </form>
  );
}
