import type { Language } from "#domain/locale";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { secondaryButtonClass } from "../admin-forms.ts";
import { inputClass } from "../EditorField.tsx";
import { ActionStatus } from "../orders/ActionStatus.tsx";
import type { ActionState } from "../orders/useOrderAction.ts";

/** The test send of the draft in one language to the member's own address, with its status line. */
export function FlowTestSend({
  id,
  languages,
  language,
  onLanguage,
  state,
  onSend,
}: {
  id: string;
  languages: readonly Language[];
  language: Language;
  onLanguage: (language: Language) => void;
  state: ActionState;
  onSend: () => void;
}) {
  const { t } = useTranslation("admin");
  return (
    <>
      <div className="mt-4 flex flex-wrap items-end gap-3 border-t border-line pt-4">
        <div>
          <label htmlFor={`${id}-test-language`} className="font-semibold">
            {t("flows.texts.testLanguage")}
          </label>
          <select
            id={`${id}-test-language`}
            value={language}
            onChange={(event) => onLanguage(event.target.value === "en" ? "en" : "ro")}
            className={`${inputClass} w-auto`}
          >
            {languages.map((option) => (
              <option key={option} value={option}>
                {t(`flows.texts.language.${option}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className={secondaryButtonClass} onClick={onSend} disabled={state.kind === "busy"}>
          {t("flows.texts.sendTest")}
        </button>
      </div>
      <p className="mt-1 text-sm text-muted">{t("flows.texts.testHint")}</p>
      <ActionStatus state={state.kind === "error" && state.field ? { kind: "idle" } : state} />
    </>
  );
}
