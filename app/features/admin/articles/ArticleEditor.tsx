import { useId, useRef, useState, type FormEvent } from "react";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import type { AdminArticle, AdminBlog, ArticleTexts } from "#domain/admin/articles";
import type { Language } from "#domain/locale";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { adminCall } from "../admin-call.ts";
import { linkClass } from "../admin-forms.ts";
import { ArticleCover } from "./ArticleCover.tsx";
import { ArticlePublicationFields } from "./ArticlePublicationFields.tsx";
import { ArticleTextsFields } from "./ArticleTextsFields.tsx";
import { valuesOf, type ArticleValues } from "./article-values.ts";
import { ArticleStateBadge } from "./ArticleStateBadge.tsx";
import { createdNote, SaveStatus, useSaveStatus } from "../SaveStatus.tsx";
import { SubmitButton } from "../SubmitButton.tsx";

const LANGUAGES: readonly Language[] = ["ro", "en"];
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
  const [values, setValues] = useState<ArticleValues>(() => valuesOf(article, blogs));
  const [version, setVersion] = useState(article?.updatedAt);
  const [image, setImage] = useState(article?.image ?? null);
  const [busy, setBusy] = useState(false);
  const { said, setSaid, statusRef, problem } = useSaveStatus(
    (name) => formRef.current?.elements.namedItem(name),
    () => createdNote(location.state),
  );

  const edit = (changes: Partial<ArticleValues>) => setValues((current) => ({ ...current, ...changes }));
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

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <ArticleEditorHeading id={id} article={article} />
      <SaveStatus ref={statusRef} said={said} className="mt-4" />

      <ArticlePublicationFields id={id} blogs={blogs} values={values} problem={problem} onEdit={edit} />

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
        {LANGUAGES.map((language) => (
          <ArticleTextsFields
            key={language}
            id={id}
            language={language}
            texts={values.texts[language]}
            problem={problem}
            onEdit={(changes) => editText(language, changes)}
          />
        ))}
      </div>

      <div className="mt-6">
        <SubmitButton busy={busy} label={t("articles.editor.save")} busyLabel={t("articles.editor.saving")} />
      </div>
    </form>
  );
}

/** The editor's title, with the article's state and, once published, the way to read it on the store. */
function ArticleEditorHeading({ id, article }: { id: string; article: AdminArticle | null }) {
  const { t } = useTranslation("admin");
  const published = article?.state === "published";
  return (
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
  );
}
