import { useRef, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import type { FlowEmailPreview, FlowText, FlowTextsView } from "#domain/flow-texts";
import type { Language } from "#domain/locale";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { adminCall } from "../admin-call.ts";
import { focusFirstError } from "../admin-forms.ts";
import type { ActionState } from "../orders/useOrderAction.ts";

export type FlowTextsDraft = Record<Language, FlowText>;

/** The flow texts editor's chosen step, draft, preview and test send, each action with its own status. */
export function useFlowTexts(view: FlowTextsView, csrfToken: string) {
  const { t } = useTranslation("admin");
  const revalidator = useRevalidator();
  const form = useRef<HTMLFormElement>(null);
  const [stepNumber, setStepNumber] = useState(view.steps[0]!.step);
  const step = view.steps.find((candidate) => candidate.step === stepNumber) ?? view.steps[0]!;
  const [draft, setDraft] = useState<FlowTextsDraft>(() => step.texts);
  const [state, setState] = useState<ActionState>({ kind: "idle" });
  const [previewState, setPreviewState] = useState<ActionState>({ kind: "idle" });
  const [testState, setTestState] = useState<ActionState>({ kind: "idle" });
  const [preview, setPreview] = useState<Record<Language, FlowEmailPreview> | null>(null);
  const [testLanguage, setTestLanguage] = useState<Language>("ro");
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

  const restore = (language: Language) => setDraft((current) => ({ ...current, [language]: step.defaults[language] }));

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

  return {
    form,
    step,
    draft,
    state,
    previewState,
    testState,
    preview,
    testLanguage,
    setTestLanguage,
    errorOf,
    edit,
    restore,
    chooseStep,
    save,
    showPreview,
    sendTest,
  };
}
