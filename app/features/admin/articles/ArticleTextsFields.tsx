import type { ArticleTexts } from "#domain/admin/articles";
import type { Language } from "#domain/locale";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { Field, inputClass } from "../EditorField.tsx";
import type { useSaveStatus } from "../SaveStatus.tsx";

/** An article's title, excerpt and content in one language, each refusal at its field. */
export function ArticleTextsFields({
  id,
  language,
  texts,
  problem,
  onEdit,
}: {
  id: string;
  language: Language;
  texts: ArticleTexts;
  problem: ReturnType<typeof useSaveStatus>["problem"];
  onEdit: (changes: Partial<ArticleTexts>) => void;
}) {
  const { t } = useTranslation("admin");
  const field = (name: keyof ArticleTexts) => `texts.${language}.${name}`;
  return (
    <fieldset lang={language} className="grid content-start gap-4 rounded-2xl border border-line bg-white p-4">
      <legend className="px-1 text-lg font-semibold">{t(`articles.editor.language.${language}`)}</legend>
      <Field label={t("articles.editor.articleTitle")} error={problem(field("title"))} id={`${id}-${language}-title`}>
        {(props) => (
          <input
            name={field("title")}
            value={texts.title}
            onChange={(event) => onEdit({ title: event.target.value })}
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
            value={texts.excerpt}
            onChange={(event) => onEdit({ excerpt: event.target.value })}
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
            value={texts.contentHtml}
            onChange={(event) => onEdit({ contentHtml: event.target.value })}
            className={`${inputClass} py-2 font-mono text-sm`}
            {...props}
          />
        )}
      </Field>
    </fieldset>
  );
}
