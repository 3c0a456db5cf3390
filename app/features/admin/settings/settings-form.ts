/**
 * What the settings forms share: each problem the rates' schema finds (domain/admin/settings.ts), worded with
 * the field's own label, the hook that sends a form and reloads the page's data, and the one that checks a form
 * before sending it.
 */
import { useRef, useState } from "react";
import { useRevalidator } from "react-router";
import type { z } from "zod";
import { RATE_DECIMALS, RATE_MAX } from "#domain/admin/settings";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { TFunction } from "#app/lib/i18n/translator.ts";
import { adminCall } from "../admin-call.ts";
import { firstProblems, focusFirstError, type FieldErrors } from "../admin-forms.ts";
import type { ActionState } from "../orders/useOrderAction.ts";
import type { AddressNaming } from "#app/lib/api-contract-types.ts";

/** "EUR rate": how a message and its input name the field. */
export function settingsFieldLabel(field: string, t: TFunction): string {
  return t("settings.rates.rateOf", { currency: field.slice("rates.".length) });
}

/** Every field's first problem, worded as the server words it; empty when the values pass. */
export function settingsFieldErrors<S extends z.ZodType>(schema: S, values: unknown, t: TFunction): FieldErrors {
  return firstProblems(schema, values, (problem, field) =>
    t(`settings.errors.${["required", "currency"].includes(problem) ? problem : "rate"}`, {
      field: settingsFieldLabel(field, t),
      rateMax: RATE_MAX,
      decimals: RATE_DECIMALS,
    }),
  );
}

/** Sends one settings form; a refusal naming a field comes back as that field's error. */
export function useSettingsSave<T>(path: string, csrfToken: string) {
  const revalidator = useRevalidator();
  const [state, setState] = useState<ActionState>({ kind: "idle" });
  const busy = useRef(false);

  /** `onFieldRefused`: the server named a field (a check only it makes), so the form can take the member there. */
  async function save(
    body: unknown,
    messages: { done: string; unchanged: string; failed: string },
    onFieldRefused: (field: string) => void,
  ): Promise<T | null> {
    if (busy.current) return null;
    busy.current = true;
    setState({ kind: "busy" });
    const answer = await adminCall<T & { changed: boolean }>(path as AddressNaming<T, string>, { body, csrfToken });
    busy.current = false;
    if (answer.kind === "ok") {
      await revalidator.revalidate();
      setState({ kind: "done", message: answer.data.changed ? messages.done : messages.unchanged });
      return answer.data;
    }
    setState(
      answer.kind === "refused"
        ? { kind: "error", message: answer.error, ...(answer.field ? { field: answer.field } : {}) }
        : { kind: "error", message: messages.failed },
    );
    if (answer.kind === "refused" && answer.field) onFieldRefused(answer.field);
    return null;
  }

  return { state, setState, save };
}

/**
 * A settings form checked here before it is sent: the problems found here, or the one the server names, are
 * `shown` by field, and the first of them takes the focus so a keyboard user lands on it.
 */
export function useCheckedSettingsForm<T>(path: string, csrfToken: string) {
  const { t } = useTranslation("admin");
  const { state, setState, save } = useSettingsSave<T>(path, csrfToken);
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  /** Sends `body` when `found` is empty; the saved settings, or null. */
  async function send(found: FieldErrors, body: unknown, savedMessage: string): Promise<T | null> {
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(formRef.current, found);
      return null;
    }
    return save(body, { done: savedMessage, unchanged: t("settings.unchanged"), failed: t("settings.failed") }, (field) =>
      focusFirstError(formRef.current, { [field]: "" }),
    );
  }

  const refused: FieldErrors = state.kind === "error" && state.field ? { [state.field]: state.message } : {};
  /** The problems found here after an edit: a form drops those the member has since corrected or removed. */
  const editErrors = (edit: (before: FieldErrors) => FieldErrors) => setErrors(edit);
  return { state, setState, formRef, shown: { ...errors, ...refused }, send, editErrors };
}
