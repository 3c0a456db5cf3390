import type { FlowTextsView } from "#domain/flow-texts";
import { useTranslation } from "#app/lib/i18n/react.tsx";

/** The placeholders a flow's texts may use, each with its example value (one when both languages agree). */
export function FlowPlaceholders({ id, placeholders }: { id: string; placeholders: FlowTextsView["placeholders"] }) {
  const { t } = useTranslation("admin");
  return (
    <section aria-labelledby={`${id}-placeholders`} className="mt-4 rounded-2xl border border-line bg-white p-4 sm:p-6">
      <h2 id={`${id}-placeholders`} className="text-xl">
        {t("flows.texts.placeholders")}
      </h2>
      <p className="text-sm text-muted">{t("flows.texts.placeholdersHint")}</p>
      <ul className="mt-2 grid gap-1 sm:grid-cols-2">
        {placeholders.map((placeholder) => (
          <li key={placeholder.name}>
            <code className="font-semibold">{`{{${placeholder.name}}}`}</code> – {t(`flows.texts.placeholderNames.${placeholder.name}`)} (
            {t("flows.texts.example", {
              value:
                placeholder.sample.ro === placeholder.sample.en
                  ? placeholder.sample.ro
                  : `${placeholder.sample.ro} / ${placeholder.sample.en}`,
            })}
            )
          </li>
        ))}
      </ul>
    </section>
  );
}
