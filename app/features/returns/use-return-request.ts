import { useEffect, useRef, useState, type FormEvent } from "react";
import type { CustomerReturn, EligibleReturnOrder, ReturnRequestBody } from "#domain/customer-returns";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { CallResult } from "#app/lib/server-calls.ts";
import { failureText } from "#app/ui/forms/messages.ts";
import {
  checkForm,
  fieldOfRefusal,
  initialFormValues,
  requestBody,
  type FormField,
  type LineChoice,
  type ReturnFormValues,
} from "./return-form.ts";

/** Sends the request; with photos, as a multipart form (`requestWithPhotos`). */
export type SubmitCall = (body: ReturnRequestBody, photos: File[]) => Promise<CallResult<{ return: CustomerReturn }>>;

/**
 * The return request's values, photos and sentences, and sending it: a check first, then the server, whose
 * refusal goes beside the field it names or above the form.
 */
export function useReturnRequest(order: EligibleReturnOrder, submit: SubmitCall, onSubmitted: (created: CustomerReturn) => void) {
  const { t } = useTranslation("account");
  const [values, setValues] = useState<ReturnFormValues>(() => initialFormValues(order));
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({});
  const [topError, setTopError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const topErrorRef = useRef<HTMLDivElement>(null);

  // After a check or a refusal: the first wrong field, in the order the form shows them, gets focus.
  useEffect(() => {
    if (focusRequest === 0) return;
    const form = formRef.current;
    if (!form) return;
    const wrong = [...form.querySelectorAll<HTMLElement>("[data-fields]")].find((element) =>
      element.dataset.fields!.split(" ").some((field) => errors[field as FormField]),
    );
    // Centred, so the store's sticky header never hides the field, its label or its sentence.
    const target = wrong ?? (topError ? topErrorRef.current : null);
    if (!target) return;
    target.focus({ preventScroll: true });
    (target.closest("[data-field-frame]") ?? target).scrollIntoView?.({ block: "center" });
    // Only a new request moves the focus, not every change of the sentences.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  /** A field's new value; its sentence goes, since it may now be right. */
  function update(change: Partial<ReturnFormValues> | ((current: ReturnFormValues) => Partial<ReturnFormValues>), fixes: FormField[]) {
    setValues((current) => ({ ...current, ...(typeof change === "function" ? change(current) : change) }));
    setErrors((current) => {
      const next = { ...current };
      for (const field of fixes) delete next[field];
      return next;
    });
  }

  function updateLine(lineId: number, change: Partial<LineChoice>) {
    const fixes: FormField[] = [`line.${lineId}`, "items"];
    if ("quantity" in change) fixes.push(`quantity.${lineId}`);
    if ("reason" in change) fixes.push(`reason.${lineId}`, "details");
    if (change.chosen === false) fixes.push(`quantity.${lineId}`, `reason.${lineId}`, "details");
    update((current) => ({ lines: { ...current.lines, [lineId]: { ...current.lines[lineId]!, ...change } } }), fixes);
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setTopError(null);
    const found = checkForm(order, values);
    if (Object.keys(found).length > 0) {
      setErrors(
        Object.fromEntries(Object.entries(found).map(([field, key]) => [field, t(`returns.form.errors.${key}`)])) as Partial<
          Record<FormField, string>
        >,
      );
      setFocusRequest((count) => count + 1);
      return;
    }
    setErrors({});
    const sent = requestBody(order, values);
    setBusy(true);
    const result = await submit(sent, photos);
    setBusy(false);
    if (result.kind === "ok") {
      onSubmitted(result.data.return);
      return;
    }
    const text = failureText(result, t, { rejected: "returns.form.failed", unavailable: "returns.form.failed" });
    const field = result.kind === "failed" ? fieldOfRefusal(result.field, sent) : null;
    if (field) setErrors({ [field]: text });
    else setTopError(text);
    setFocusRequest((count) => count + 1);
  }

  function changePhotos(next: File[], problem: string | null) {
    setPhotos(next);
    setErrors((current) => {
      const next = { ...current };
      delete next.photos;
      if (problem) next.photos = problem;
      return next;
    });
  }

  return { values, photos, errors, topError, busy, formRef, topErrorRef, update, updateLine, changePhotos, send };
}
