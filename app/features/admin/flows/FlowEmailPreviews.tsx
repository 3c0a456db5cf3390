import type { FlowEmailPreview } from "#domain/flow-texts";
import type { Language } from "#domain/locale";
import { useTranslation } from "#app/lib/i18n/react.tsx";

/** The server's rendering of the unsaved draft, both languages side by side, each email in its own frame. */
export function FlowEmailPreviews({
  id,
  languages,
  preview,
}: {
  id: string;
  languages: readonly Language[];
  preview: Record<Language, FlowEmailPreview>;
}) {
  const { t } = useTranslation("admin");
  return (
    <section aria-labelledby={`${id}-preview`} className="mt-6">
      <h2 id={`${id}-preview`} className="text-2xl">
        {t("flows.texts.previewTitle")}
      </h2>
      <div className="mt-3 grid gap-6 lg:grid-cols-2">
        {languages.map((language) => (
          <div key={language} className="min-w-0">
            <h3 className="text-lg font-semibold">{t(`flows.texts.language.${language}`)}</h3>
            <p className="mt-1 break-words">
              <span className="text-muted">{t("flows.texts.subjectLine")} </span>
              <strong lang={language} data-testid={`preview-subject-${language}`}>
                {preview[language].subject}
              </strong>
            </p>
            {/* The email as a mail client shows it: its own document, no script, no way out of the frame. */}
            <iframe
              title={t("flows.texts.previewFrame", { language: t(`flows.texts.language.${language}`) })}
              sandbox=""
              srcDoc={preview[language].html}
              className="mt-2 h-[36rem] w-full rounded-xl border border-line bg-white"
            />
          </div>
        ))}
      </div>
    </section>
  );
}
