import type { AdminBlog } from "#domain/admin/articles";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { Field, inputClass } from "../EditorField.tsx";
import type { useSaveStatus } from "../SaveStatus.tsx";
import type { ArticleValues } from "./article-values.ts";

/** Where an article goes and when: its blog, status, publication date, author, tags and address. */
export function ArticlePublicationFields({
  id,
  blogs,
  values,
  problem,
  onEdit,
}: {
  id: string;
  blogs: AdminBlog[];
  values: ArticleValues;
  problem: ReturnType<typeof useSaveStatus>["problem"];
  onEdit: (changes: Partial<ArticleValues>) => void;
}) {
  const { t } = useTranslation("admin");
  return (
    <fieldset className="mt-6 grid gap-4 rounded-2xl border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-3">
      <legend className="px-1 text-lg font-semibold">{t("articles.editor.publication")}</legend>
      <Field label={t("articles.editor.blog")} error={problem("blog")} id={`${id}-blog`}>
        {(props) => (
          <select
            name="blog"
            value={values.blog}
            onChange={(event) => onEdit({ blog: event.target.value })}
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
            onChange={(event) => onEdit({ status: event.target.value as ArticleValues["status"] })}
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
            onChange={(event) => onEdit({ publishedAt: event.target.value })}
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
            onChange={(event) => onEdit({ authorName: event.target.value })}
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
            onChange={(event) => onEdit({ tags: event.target.value })}
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
            onChange={(event) => onEdit({ handle: event.target.value })}
            autoComplete="off"
            spellCheck={false}
            className={inputClass}
            {...props}
          />
        )}
      </Field>
    </fieldset>
  );
}
