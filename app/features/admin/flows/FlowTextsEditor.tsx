import { useId, useRef, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { FLOW_BODY_MAX, FLOW_SUBJECT_MAX, type FlowEmailPreview, type FlowText, type FlowTextsView } from "#domain/flow-texts";
import type { Language } from "#domain/locale";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { adminCall } from "../admin-call.ts";
import { buttonClass, focusFirstError, secondaryButtonClass } from "../admin-forms.ts";
import { BackToList } from "../BackToList.tsx";
import { Field, inputClass } from "../EditorField.tsx";
import { ActionStatus } from "../orders/ActionStatus.tsx";
import type { ActionState } from "../orders/useOrderAction.ts";
import { LastChange } from "../settings/LastChange.tsx";

const LANGUAGES = ["ro", "en"] as const satisfies readonly Language[];

type Draft = Record<Language, FlowText>;

/**
 * The owner's editor of one flow's email texts (issue 46 item 6, decision 0116): for the chosen step, the subject and
 * paragraphs in Romanian and English side by side (stacked on a phone), each back to its default in one step; a
 * preview of both as the real email (the server renders the draft, unsaved, into sandboxed frames); saving; and a
 * test send of one language to the member's own address. A refusal shows at its field, which takes the focus; each
 * outcome is read out from its status line.
 */
export function FlowTextsEditor({ view, csrfToken }: { view: FlowTextsView; csrfToken: string }) {
  const { t } = useTranslation("admin");
  const revalidator = useRevalidator();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [stepNumber, setStepNumber] = useState(view.steps[0]!.step);
  const step = view.steps.find((candidate) => candidate.step === stepNumber) ?? view.steps[0]!;
  const [draft, setDraft] = useState<Draft>(() => step.texts);
  const [state, setState] = useState<ActionState>({ kind: "idle" });
  const [previewState, setPreviewState] = useState<ActionState>({ kind: "idle" });
  const [testState, setTestState] = useState<ActionState>({ kind: "idle" });
  const [preview, setPreview] = useState<Record<Language, FlowEmailPreview> | null>(null);
  const [testLanguage, setTestLanguage] = useState<Language>("ro");
  const flowName = t(`flows.names.${view.flow}`);
  const path = `/flows/texts/${view.flow}/${step.step}` as const;

  const refused = [state, previewState, testState].find((candidate) => candidate.kind === "error" && candidate.field);
  const errorOf = (field: string) => (refused?.kind === "error" && refused.field === field ? refused.message : null);

  /** One action at a time owns the status and the field in error: a new one clears what the last one said. */
  const begin = (setBusy: (state: ActionState) => void) => {
    for (const set of [setState, setPreviewState, setTestState]) set({ kind: "idle" });
    setBusy({ kind: "busy" });
  };

  const edit = (language: Language, part: keyof FlowText, value: string) =>
    setDraft((current) => ({ ...current, [language]: { ...current[language], [part]: value } }));

  const chooseStep = (next: number) => {
    const found = view.steps.find((candidate) => candidate.step === next);
    if (!found) return;
    setStepNumber(next);
    setDraft(found.texts);
    setPreview(null);
  };

  /** The server's refusal at its field, focused; a silent store as a sentence of ours. */
  function refusalOf(answer: { kind: "refused"; error: string; field?: string } | { kind: "failed" }, failed: string): ActionState {
    if (answer.kind === "failed") return { kind: "error", message: failed };
    if (answer.field) focusFirstError(form.current, { [answer.field]: answer.error });
    return { kind: "error", message: answer.error, ...(answer.field ? { field: answer.field } : {}) };
  }

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.kind === "busy") return;
    begin(setState);
    const answer = await adminCall<FlowTextsView & { changed: boolean }>(path, { method: "PUT", body: draft, csrfToken });
    if (answer.kind !== "ok") return setState(refusalOf(answer, t("flows.texts.failed")));
    const saved = answer.data.steps.find((candidate) => candidate.step === step.step);
    if (saved) setDraft(saved.texts);
    await revalidator.revalidate();
    setState({ kind: "done", message: answer.data.changed ? t("flows.texts.saved") : t("flows.texts.unchanged") });
  };

  const showPreview = async () => {
    if (previewState.kind === "busy") return;
    begin(setPreviewState);
    const answer = await adminCall<Record<Language, FlowEmailPreview>>(`${path}/preview`, { body: draft, csrfToken });
    if (answer.kind !== "ok") return setPreviewState(refusalOf(answer, t("flows.texts.failed")));
    setPreview(answer.data);
    setPreviewState({ kind: "done", message: t("flows.texts.previewReady") });
  };

  const sendTest = async () => {
    if (testState.kind === "busy") return;
    begin(setTestState);
    const answer = await adminCall<{ sentTo: string }>(`${path}/test`, {
      body: { language: testLanguage, ...draft[testLanguage] },
      csrfToken,
    });
    if (answer.kind !== "ok") return setTestState(refusalOf(answer, t("flows.texts.failed")));
    setTestState({ kind: "done", message: t("flows.texts.testSent", { email: answer.data.sentTo }) });
  };

  const textField = (language: Language, part: keyof FlowText) => {
    const name = `${language}.${part}`;
    const onChange = (event: { target: { value: string } }) => edit(language, part, event.target.value);
    return (
      <div className="mt-3">
        <Field
          id={`${id}-${language}-${part}`}
          label={t(`flows.texts.${part}`)}
          hint={t(`flows.texts.${part}Hint`, { max: part === "subject" ? FLOW_SUBJECT_MAX : FLOW_BODY_MAX })}
          error={errorOf(name) ?? undefined}
        >
          {(props) =>
            part === "subject" ? (
              <input
                {...props}
                name={name}
                lang={language}
                type="text"
                value={draft[language][part]}
                onChange={onChange}
                className={inputClass}
              />
            ) : (
              <textarea
                {...props}
                name={name}
                lang={language}
                rows={9}
                value={draft[language][part]}
                onChange={onChange}
                className={`${inputClass} py-2 text-base leading-6`}
              />
            )
          }
        </Field>
      </div>
    );
  };

  return (
    <>
      <BackToList to="/admin/flows">{t("flows.texts.back")}</BackToList>
      <h1 className="text-3xl">{t("flows.texts.title", { flow: flowName })}</h1>
      <p className="mt-2 max-w-3xl text-muted">{t("flows.texts.intro")}</p>
      {view.forbidsIncentive ? <p className="mt-2 max-w-3xl font-semibold">{t("flows.texts.noIncentive")}</p> : null}
      <LastChange updatedAt={view.updatedAt} updatedBy={view.updatedBy} />

      <section aria-labelledby={`${id}-placeholders`} className="mt-4 rounded-2xl border border-line bg-white p-4 sm:p-6">
        <h2 id={`${id}-placeholders`} className="text-xl">
          {t("flows.texts.placeholders")}
        </h2>
        <p className="text-sm text-muted">{t("flows.texts.placeholdersHint")}</p>
        <ul className="mt-2 grid gap-1 sm:grid-cols-2">
          {view.placeholders.map((placeholder) => (
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

      <form
        ref={form}
        onSubmit={save}
        noValidate
        aria-labelledby={`${id}-title`}
        className="mt-6 rounded-2xl border border-line bg-white p-4 sm:p-6"
      >
        <h2 id={`${id}-title`} className="text-2xl">
          {t("flows.texts.editing")}
        </h2>
        {view.steps.length > 1 ? (
          <div className="mt-3">
            <label htmlFor={`${id}-step`} className="font-semibold">
              {t("flows.texts.step")}
            </label>
            <select
              id={`${id}-step`}
              value={step.step}
              onChange={(event) => chooseStep(Number(event.target.value))}
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
                {textField(language, "subject")}
                {textField(language, "body")}
                <button
                  type="button"
                  className={`${secondaryButtonClass} mt-3`}
                  onClick={() => setDraft((current) => ({ ...current, [language]: step.defaults[language] }))}
                >
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
          <button type="button" className={secondaryButtonClass} onClick={showPreview} disabled={previewState.kind === "busy"}>
            {t("flows.texts.preview")}
          </button>
        </div>
        <ActionStatus state={state.kind === "error" && state.field ? { kind: "idle" } : state} />
        <ActionStatus state={previewState.kind === "error" && previewState.field ? { kind: "idle" } : previewState} />

        <div className="mt-4 flex flex-wrap items-end gap-3 border-t border-line pt-4">
          <div>
            <label htmlFor={`${id}-test-language`} className="font-semibold">
              {t("flows.texts.testLanguage")}
            </label>
            <select
              id={`${id}-test-language`}
              value={testLanguage}
              onChange={(event) => setTestLanguage(event.target.value === "en" ? "en" : "ro")}
              className={`${inputClass} w-auto`}
            >
              {LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {t(`flows.texts.language.${language}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="button" className={secondaryButtonClass} onClick={sendTest} disabled={testState.kind === "busy"}>
            {t("flows.texts.sendTest")}
          </button>
        </div>
        <p className="mt-1 text-sm text-muted">{t("flows.texts.testHint")}</p>
        <ActionStatus state={testState.kind === "error" && testState.field ? { kind: "idle" } : testState} />
      </form>

      {preview ? (
        <section aria-labelledby={`${id}-preview`} className="mt-6">
          <h2 id={`${id}-preview`} className="text-2xl">
            {t("flows.texts.previewTitle")}
          </h2>
          <div className="mt-3 grid gap-6 lg:grid-cols-2">
            {LANGUAGES.map((language) => (
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
      ) : null}
    </>
  );
}
