import { useId } from "react";
import type { FlowTextsView } from "#domain/flow-texts";
import type { Language } from "#domain/locale";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { buttonClass, secondaryButtonClass } from "../admin-forms.ts";
import { BackToList } from "../BackToList.tsx";
import { inputClass } from "../EditorField.tsx";
import { ActionStatus } from "../orders/ActionStatus.tsx";
import { LastChange } from "../settings/LastChange.tsx";
import { FlowEmailPreviews } from "./FlowEmailPreviews.tsx";
import { FlowPlaceholders } from "./FlowPlaceholders.tsx";
import { FlowTestSend } from "./FlowTestSend.tsx";
import { FlowTextField } from "./FlowTextField.tsx";
import { useFlowTexts } from "./use-flow-texts.ts";
import { TitledForm } from "../TitledForm.tsx";

const LANGUAGES = ["ro", "en"] as const satisfies readonly Language[];

/**
 * The owner's editor of one flow's email texts (issue 46 item 6, decision 0116): for the chosen step, the subject and
 * paragraphs in Romanian and English side by side (stacked on a phone), each back to its default in one step; a
 * preview of both as the real email (the server renders the draft, unsaved, into sandboxed frames); saving; and a
 * test send of one language to the member's own address. A refusal shows at its field, which takes the focus; each
 * outcome is read out from its status line.
 */
export function FlowTextsEditor({ view, csrfToken }: { view: FlowTextsView; csrfToken: string }) {
  const { t } = useTranslation("admin");
  const id = useId();
  const { form, step, draft, state, previewState, testState, preview, testLanguage, setTestLanguage, ...actions } = useFlowTexts(
    view,
    csrfToken,
  );

  return (
    <>
      <BackToList to="/admin/flows">{t("flows.texts.back")}</BackToList>
      <h1 className="text-3xl">{t("flows.texts.title", { flow: t(`flows.names.${view.flow}`) })}</h1>
      <p className="mt-2 max-w-3xl text-muted">{t("flows.texts.intro")}</p>
      {view.forbidsIncentive ? <p className="mt-2 max-w-3xl font-semibold">{t("flows.texts.noIncentive")}</p> : null}
      <LastChange updatedAt={view.updatedAt} updatedBy={view.updatedBy} />

      <FlowPlaceholders id={id} placeholders={view.placeholders} />

      <TitledForm
        ref={form}
        onSubmit={actions.save}
        id={`${id}-title`}
        title={t("flows.texts.editing")}
        className="mt-6 rounded-2xl border border-line bg-white p-4 sm:p-6"
      >
        {view.steps.length > 1 ? (
          <div className="mt-3">
            <label htmlFor={`${id}-step`} className="font-semibold">
              {t("flows.texts.step")}
            </label>
            <select
              id={`${id}-step`}
              value={step.step}
              onChange={(event) => actions.chooseStep(Number(event.target.value))}
              className={`${inputClass} w-auto`}
            >
              {view.steps.map((candidate) => (
                <option key={candidate.step} value={candidate.step}>
                  {t("flows.texts.stepName", { step: candidate.step })}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="mt-2 grid gap-6 lg:grid-cols-2">
          {LANGUAGES.map((language) => (
            <fieldset key={language} className="min-w-0 border-t border-line pt-3">
              <legend className="float-left w-full text-lg font-semibold">
                {t(`flows.texts.language.${language}`)}{" "}
                <span className="text-sm font-normal text-muted">
                  {step.overridden[language] ? t("flows.texts.yours") : t("flows.texts.default")}
                </span>
              </legend>
              <div className="clear-left">
                {(["subject", "body"] as const).map((part) => (
                  <FlowTextField
                    key={part}
                    id={id}
                    language={language}
                    part={part}
                    value={draft[language][part]}
                    error={actions.errorOf(`${language}.${part}`)}
                    onEdit={actions.edit}
                  />
                ))}
                <button type="button" className={`${secondaryButtonClass} mt-3`} onClick={() => actions.restore(language)}>
                  {t("flows.texts.restore", { language: t(`flows.texts.language.${language}`) })}
                </button>
              </div>
            </fieldset>
          ))}
        </div>
        <div className="mt-5 flex flex-wrap items-center gap-3">
          <button type="submit" className={buttonClass} disabled={state.kind === "busy"}>
            {t("flows.texts.save")}
          </button>
          <button type="button" className={secondaryButtonClass} onClick={actions.showPreview} disabled={previewState.kind === "busy"}>
            {t("flows.texts.preview")}
          </button>
        </div>
        <ActionStatus state={state.kind === "error" && state.field ? { kind: "idle" } : state} />
        <ActionStatus state={previewState.kind === "error" && previewState.field ? { kind: "idle" } : previewState} />

        <FlowTestSend
          id={id}
          languages={LANGUAGES}
          language={testLanguage}
          onLanguage={setTestLanguage}
          state={testState}
          onSend={actions.sendTest}
        />
      </TitledForm>

      {preview ? <FlowEmailPreviews id={id} languages={LANGUAGES} preview={preview} /> : null}
    </>
  );
}
