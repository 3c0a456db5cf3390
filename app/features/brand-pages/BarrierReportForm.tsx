import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { BARRIER_DESCRIPTION_MAX_LENGTH, BARRIER_FIELDS, type BarrierField, type BarrierOutcome } from "#domain/accessibility-barriers";
import { fieldsWithConventions, type FieldConventions } from "#app/ui/form-fields.tsx";
import { SubmitButton } from "#app/ui/forms/fields.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { apiCall, type ApiAnswer } from "#app/lib/rest-client.ts";
import type { TFunction } from "#app/lib/i18n/translator.ts";

/** The section the statement's form is in: a no-script post comes back to it (the action's address names it). */
export const BARRIER_FORM_ID = "barrier-report";

type Values = Record<BarrierField, string>;
const EMPTY: Values = { page: "", description: "", assistiveTech: "", email: "", name: "" };

/** What the page's action answered a post: the outcome, and what was typed when it was not stored. */
export interface BarrierAnswer {
  outcome: BarrierOutcome;
  values: Values | null;
}

function useStatementConventions(): FieldConventions {
  const { t } = useTranslation("accessibility");
  return { optionalText: t("report.form.optional"), announceRequired: true };
}

const { TextField, TextAreaField } = fieldsWithConventions(useStatementConventions);

/** What the page shows of an in-place send: the route's answer in the form's words. */
type ShownOutcome = Pick<BarrierOutcome, "kind" | "message"> & { fields?: Partial<Record<BarrierField, string>> };

function shownOutcome(answer: ApiAnswer<{ message: string }>, t: TFunction): ShownOutcome {
  if (answer.kind === "ok") return { kind: "sent", message: answer.data.message };
  if (answer.kind === "offline") return { kind: "limited", message: t("report.form.connection") };
  if (answer.kind === "network") return { kind: "limited", message: t("report.form.network") };
  const fields = answer.problem.fields as Partial<Record<BarrierField, string>> | undefined;
  if (answer.status === 400 && fields)
    return { kind: "invalid", message: t("report.form.summary", { count: Object.keys(fields).length }), fields };
  return { kind: "limited", message: answer.problem.error || t("report.form.failed") };
}

/**
 * "Report an accessibility barrier" (issue 66 item 3, decision 0145): a form that works before and without JavaScript
 * (a plain POST to the page, which answers with the page and the result in it) and, once the page is hydrated, sends
 * in place to POST /api/accessibility-barriers: the result takes the focus and is announced, or the first wrong field
 * takes it, each field saying what is wrong with it (aria-invalid, aria-describedby). The in-place send is a plain
 * fetch, not a React Router fetcher: its code would join every page's first load (the shell's router module).
 */
export function BarrierReportForm({ answered }: { answered: BarrierAnswer | undefined }) {
  const { t } = useTranslation("accessibility");
  const { pathname, search } = useLocation();
  const [inPlace, setInPlace] = useState<ShownOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  // The in-place answer once the page sends in place; the document's own answer after a no-script post.
  const outcome: ShownOutcome | undefined = inPlace ?? answered?.outcome;
  const [values, setValues] = useState<Values>(() => answered?.values ?? EMPTY);
  const formRef = useRef<HTMLFormElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const errors: Partial<Record<BarrierField, string>> = outcome?.kind === "invalid" ? (outcome.fields ?? {}) : {};

  // An in-place answer: the result takes the focus, or, when refused, the first wrong field, whose sentence its
  // aria-describedby reads.
  useEffect(() => {
    if (!inPlace) return;
    const first = BARRIER_FIELDS.find((name) => inPlace.fields?.[name]);
    const control = first ? formRef.current?.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
    else resultRef.current?.focus();
  }, [inPlace]);

  async function send() {
    setBusy(true);
    const answer = await apiCall<{ message: string }>("POST", "/api/accessibility-barriers", { body: values });
    const shown = shownOutcome(answer, t);
    if (shown.kind === "sent") setValues(EMPTY);
    setInPlace(shown);
    setBusy(false);
  }

  const field = (name: BarrierField) => ({
    name,
    value: values[name],
    onValueChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    error: errors[name],
  });

  return (
    <section
      aria-labelledby={`${BARRIER_FORM_ID}-title`}
      id={BARRIER_FORM_ID}
      className="rounded-2xl border border-line bg-white p-5 sm:p-6"
    >
      <h3 id={`${BARRIER_FORM_ID}-title`} className="text-xl">
        {t("report.form.title")}
      </h3>
      <div
        ref={resultRef}
        tabIndex={-1}
        role="status"
        aria-live="polite"
        aria-atomic="true"
        className="mt-3 rounded-xl outline-none focus-visible:ring-3 focus-visible:ring-brand/40"
      >
        {outcome ? (
          <p
            className={`rounded-xl border px-4 py-3 text-sm ${
              outcome.kind === "sent" ? "border-brand/30 bg-brand-soft text-brand-dark" : "border-sale/40 bg-sale/5 font-medium text-sale"
            }`}
          >
            {outcome.message}
          </p>
        ) : null}
      </div>
      <form
        ref={formRef}
        method="post"
        action={`${pathname}${search}#${BARRIER_FORM_ID}`}
        noValidate
        className="mt-4 grid gap-5"
        aria-labelledby={`${BARRIER_FORM_ID}-title`}
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) void send();
        }}
      >
        <TextField {...field("page")} label={t("report.form.page")} hint={t("report.form.pageHint")} optional autoComplete="off" />
        <TextAreaField
          {...field("description")}
          label={t("report.form.description")}
          hint={t("report.form.descriptionHint")}
          maxLength={BARRIER_DESCRIPTION_MAX_LENGTH}
          rows={6}
        />
        <TextField
          {...field("assistiveTech")}
          label={t("report.form.assistiveTech")}
          hint={t("report.form.assistiveTechHint")}
          optional
          autoComplete="off"
        />
        <TextField
          {...field("email")}
          type="email"
          label={t("report.form.email")}
          hint={t("report.form.emailHint")}
          optional
          autoComplete="email"
          spellCheck={false}
        />
        <TextField {...field("name")} label={t("report.form.name")} optional autoComplete="name" />
        <SubmitButton
          busy={busy}
          label={t("report.form.send")}
          busyLabel={t("report.form.sending")}
          className="sm:w-auto sm:justify-self-start"
        />
      </form>
    </section>
  );
}
