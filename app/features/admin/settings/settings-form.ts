/**
 * What the settings forms share: each problem the rates' schema finds (domain/admin-settings.ts), worded with
 * the field's own label, and the hook that sends a form and reloads the page's data.
 */
import { useRef, useState } from "react";
import { useRevalidator } from "react-router";
import type { z } from "zod";
import { RATE_DECIMALS, RATE_MAX } from "#domain/admin-settings";
import type { TFunction } from "#app/lib/i18n/translator.ts";
import { adminCall } from "../admin-call.ts";
import type { FieldErrors } from "../admin-forms.ts";
import type { ActionState } from "../orders/useOrderAction.ts";
import type { AddressNaming } from "#app/lib/api-contract-types.ts";

/** "EUR rate": how a message and its input name the field. */
export function settingsFieldLabel(field: string, t: TFunction): string {
  return t("settings.rates.rateOf", { currency: field.slice("rates.".length) });
}

/** Every field's first problem, worded as the server words it; empty when the values pass. */
export function settingsFieldErrors<S extends z.ZodType>(schema: S, values: unknown, t: TFunction): FieldErrors {
  const parsed = schema.safeParse(values);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join(".");
    if (field in errors) continue;
    const problem = ["required", "currency"].includes(issue.message) ? issue.message : "rate";
    errors[field] = t(`settings.errors.${problem}`, {
      field: settingsFieldLabel(field, t),
      rateMax: RATE_MAX,
      decimals: RATE_DECIMALS,
    });
  }
  return errors;
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
