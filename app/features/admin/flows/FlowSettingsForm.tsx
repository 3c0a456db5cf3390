import { Fragment, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useRevalidator } from "react-router";
import type { FlowSettingsView } from "#domain/admin/flows";
import {
  MAX_ABANDONED_DELAY_HOURS,
  MAX_DELAY_DAYS,
  MAX_FREQUENCY_CAP_HOURS,
  MIN_FREQUENCY_CAP_HOURS,
  WELCOME_STEP_COUNTS,
  type FlowSettings,
} from "#domain/retention-flows";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { adminCall } from "../admin-call.ts";
import { focusFirstError } from "../admin-forms.ts";
import type { ActionState } from "../orders/useOrderAction.ts";
import { LastChange } from "../settings/LastChange.tsx";
import { SettingsSubmit } from "../settings/SettingsSubmit.tsx";
import { TitledForm } from "../TitledForm.tsx";

const inputClass = "mt-1 block min-h-11 w-28 rounded-xl border border-line bg-white px-3 aria-[invalid=true]:border-red-700";

/**
 * Typed as the inputs hold them; turned into numbers on sending, so the server judges what was typed. The welcome
 * series also has its number of emails and the second one's delay.
 */
type TypedFlow = { enabled: boolean; delayDays: string; steps?: string; secondStepDelayDays?: string };
type Typed = {
  holdoutPercent: string;
  frequencyCapHours: string;
  flows: Record<string, TypedFlow>;
  abandoned: { enabled: boolean; delayHours: [string, string, string]; offersIncentive: boolean; incentiveCode: string };
};

const typedOf = ({ holdoutPercent, frequencyCapHours, flows: { abandoned_checkout: abandoned, ...dayFlows } }: FlowSettings): Typed => ({
  holdoutPercent: String(holdoutPercent),
  frequencyCapHours: String(frequencyCapHours),
  flows: Object.fromEntries(
    Object.entries(dayFlows).map(([flow, setting]) => [
      flow,
      {
        enabled: setting.enabled,
        delayDays: String(setting.delayDays),
        ...("steps" in setting ? { steps: String(setting.steps), secondStepDelayDays: String(setting.secondStepDelayDays) } : {}),
      },
    ]),
  ),
  abandoned: {
    enabled: abandoned.enabled,
    delayHours: abandoned.delayHours.map(String) as [string, string, string],
    offersIncentive: abandoned.incentiveCode !== null,
    incentiveCode: abandoned.incentiveCode ?? "",
  },
});

const asNumber = (typed: string) => (typed.trim() === "" ? null : Number(typed.replace(",", ".")));

const sentFlow = ({ enabled, delayDays, steps, secondStepDelayDays }: TypedFlow) => ({
  enabled,
  delayDays: asNumber(delayDays),
  ...(steps === undefined ? {} : { steps: asNumber(steps) }),
  ...(secondStepDelayDays === undefined ? {} : { secondStepDelayDays: asNumber(secondStepDelayDays) }),
});

/**
 * The owner's switches of the flows (issue 46 item 6): the holdout's share and, for every flow the store has, on or
 * off and its delay — the abandoned checkout's three, in hours, with the last email's optional code (decision 0115). The server checks each field; a refusal shows at its field, which takes the focus, and the
 * outcome is read out from the status line.
 */
export function FlowSettingsForm({ view, csrfToken }: { view: FlowSettingsView; csrfToken: string }) {
  const { t } = useTranslation("admin");
  const revalidator = useRevalidator();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [typed, setTyped] = useState<Typed>(() => typedOf(view.settings));
  const [state, setState] = useState<ActionState>({ kind: "idle" });
  const errorOf = (field: string) => (state.kind === "error" && state.field === field ? state.message : null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.kind === "busy") return;
    setState({ kind: "busy" });
    const body: { holdoutPercent: number | null; frequencyCapHours: number | null; flows: Record<string, unknown> } = {
      holdoutPercent: asNumber(typed.holdoutPercent),
      frequencyCapHours: asNumber(typed.frequencyCapHours),
      flows: Object.fromEntries(Object.entries(typed.flows).map(([flow, setting]) => [flow, sentFlow(setting)])),
    };
    body.flows.abandoned_checkout = {
      enabled: typed.abandoned.enabled,
      delayHours: typed.abandoned.delayHours.map(asNumber),
      // Switched off, the code typed is not sent: the server keeps no incentive.
      incentiveCode: typed.abandoned.offersIncentive ? typed.abandoned.incentiveCode : null,
    };
    const answer = await adminCall<FlowSettingsView & { changed: boolean }>("/flows/settings", { method: "PUT", body, csrfToken });
    if (answer.kind === "ok") {
      setTyped(typedOf(answer.data.settings));
      await revalidator.revalidate();
      setState({ kind: "done", message: answer.data.changed ? t("flows.settings.saved") : t("flows.settings.unchanged") });
      return;
    }
    if (answer.kind === "refused") {
      setState({ kind: "error", message: answer.error, ...(answer.field ? { field: answer.field } : {}) });
      if (answer.field) focusFirstError(form.current, { [answer.field]: answer.error });
    } else setState({ kind: "error", message: t("flows.settings.failed") });
  };

  /** A number field, or (with no `max`) a text field. */
  const field = (name: string, label: string, hint: string, value: string, onChange: (value: string) => void, max?: number) => {
    const error = errorOf(name);
    const inputId = `${id}-${name}`;
    return (
      <div className="mt-3">
        <label htmlFor={inputId} className="font-semibold">
          {label}
        </label>
        <p id={`${inputId}-hint`} className="text-sm text-muted">
          {hint}
        </p>
        {error ? (
          <p id={`${inputId}-error`} className="text-sm font-semibold text-red-800">
            {error}
          </p>
        ) : null}
        <input
          id={inputId}
          name={name}
          {...(max === undefined
            ? { type: "text", autoCapitalize: "characters", spellCheck: false }
            : { type: "number", inputMode: "numeric" as const, min: 0, max, step: 1 })}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error ${inputId}-hint` : `${inputId}-hint`}
          className={inputClass}
        />
      </div>
    );
  };

  return (
    <TitledForm
      ref={form}
      onSubmit={submit}
      id={`${id}-title`}
      title={t("flows.settings.title")}
      className="mt-6 rounded-2xl border border-line bg-white p-4 sm:p-6"
    >
      <LastChange updatedAt={view.updatedAt} updatedBy={view.updatedBy} />
      {field(
        "holdoutPercent",
        t("flows.settings.holdout"),
        t("flows.settings.holdoutHint"),
        typed.holdoutPercent,
        (holdoutPercent) => setTyped({ ...typed, holdoutPercent }),
        50,
      )}
      {field(
        "frequencyCapHours",
        t("flows.settings.frequencyCap"),
        t("flows.settings.frequencyCapHint", { min: MIN_FREQUENCY_CAP_HOURS, max: MAX_FREQUENCY_CAP_HOURS }),
        typed.frequencyCapHours,
        (frequencyCapHours) => setTyped({ ...typed, frequencyCapHours }),
        MAX_FREQUENCY_CAP_HOURS,
      )}
      {Object.entries(typed.flows).map(([flow, setting]) => {
        const name = t(`flows.names.${flow}`);
        const switchError = errorOf(`flows.${flow}.enabled`);
        const change = (next: Partial<TypedFlow>) => setTyped({ ...typed, flows: { ...typed.flows, [flow]: { ...setting, ...next } } });
        return (
          <fieldset key={flow} className="mt-5 border-t border-line pt-4">
            <legend className="float-left w-full text-lg font-semibold">{name}</legend>
            <div className="clear-left flex items-center gap-3 pt-2">
              <input
                id={`${id}-${flow}-enabled`}
                name={`flows.${flow}.enabled`}
                type="checkbox"
                checked={setting.enabled}
                onChange={(event) =>
                  setTyped({ ...typed, flows: { ...typed.flows, [flow]: { ...setting, enabled: event.target.checked } } })
                }
                aria-invalid={switchError ? true : undefined}
                className="size-6 shrink-0 accent-brand"
              />
              <label htmlFor={`${id}-${flow}-enabled`}>{t("flows.settings.enabled", { flow: name })}</label>
            </div>
            {switchError ? <p className="text-sm font-semibold text-red-800">{switchError}</p> : null}
            {setting.steps === undefined ? null : (
              <StepsChoice
                name={`flows.${flow}.steps`}
                legend={t("flows.settings.steps", { flow: name })}
                value={setting.steps}
                error={errorOf(`flows.${flow}.steps`)}
                // The second delay hides with one email: it goes back to what is saved, so nothing unseen is refused.
                onChange={(steps) =>
                  change(
                    steps === "1" ? { steps, secondStepDelayDays: typedOf(view.settings).flows[flow]?.secondStepDelayDays } : { steps },
                  )
                }
              />
            )}
            {field(
              `flows.${flow}.delayDays`,
              t(setting.steps === undefined ? "flows.settings.delay" : "flows.settings.firstDelay", { flow: name }),
              t(`flows.delayHints.${flow}`, { max: MAX_DELAY_DAYS }),
              setting.delayDays,
              (delayDays) => change({ delayDays }),
              MAX_DELAY_DAYS,
            )}
            {setting.steps === "2" && setting.secondStepDelayDays !== undefined
              ? field(
                  `flows.${flow}.secondStepDelayDays`,
                  t("flows.settings.secondDelay", { flow: name }),
                  t("flows.settings.secondDelayHint", { max: MAX_DELAY_DAYS }),
                  setting.secondStepDelayDays,
                  (secondStepDelayDays) => change({ secondStepDelayDays }),
                  MAX_DELAY_DAYS,
                )
              : null}
          </fieldset>
        );
      })}
      <AbandonedCheckoutFields
        id={id}
        value={typed.abandoned}
        onChange={(abandoned) => setTyped({ ...typed, abandoned })}
        field={field}
        errorOf={errorOf}
      />
      <SettingsSubmit label={t("flows.settings.save")} state={state} className="mt-5" />
    </TitledForm>
  );
}

type FieldMaker = (name: string, label: string, hint: string, value: string, onChange: (value: string) => void, max?: number) => ReactNode;

/** The abandoned checkout's switch, its three delays in hours and the last email's optional discount code. */
function AbandonedCheckoutFields({
  id,
  value,
  onChange,
  field,
  errorOf,
}: {
  id: string;
  value: Typed["abandoned"];
  onChange: (value: Typed["abandoned"]) => void;
  field: FieldMaker;
  errorOf: (field: string) => string | null;
}) {
  const { t } = useTranslation("admin");
  const flow = "abandoned_checkout";
  const name = t(`flows.names.${flow}`);
  const check = (key: "enabled" | "offersIncentive", label: string, hint?: string) => {
    const inputId = `${id}-${flow}-${key}`;
    const error = key === "enabled" ? errorOf(`flows.${flow}.enabled`) : null;
    return (
      <div className="clear-left pt-2">
        <div className="flex items-center gap-3">
          <input
            id={inputId}
            name={key === "enabled" ? `flows.${flow}.enabled` : `flows.${flow}.offersIncentive`}
            type="checkbox"
            checked={value[key]}
            onChange={(event) => onChange({ ...value, [key]: event.target.checked })}
            aria-invalid={error ? true : undefined}
            aria-describedby={hint ? `${inputId}-hint` : undefined}
            className="size-6 shrink-0 accent-brand"
          />
          <label htmlFor={inputId}>{label}</label>
        </div>
        {hint ? (
          <p id={`${inputId}-hint`} className="text-sm text-muted">
            {hint}
          </p>
        ) : null}
        {error ? <p className="text-sm font-semibold text-red-800">{error}</p> : null}
      </div>
    );
  };
  return (
    <fieldset className="mt-5 border-t border-line pt-4">
      <legend className="float-left w-full text-lg font-semibold">{name}</legend>
      {check("enabled", t("flows.settings.enabled", { flow: name }))}
      {value.delayHours.map((hours, index) => (
        <Fragment key={index}>
          {field(
            `flows.${flow}.delayHours.${index}`,
            t("flows.settings.stepDelay", { step: index + 1 }),
            t("flows.settings.stepDelayHint", { max: MAX_ABANDONED_DELAY_HOURS }),
            hours,
            (typed) => {
              const delayHours = [...value.delayHours] as Typed["abandoned"]["delayHours"];
              delayHours[index] = typed;
              onChange({ ...value, delayHours });
            },
            MAX_ABANDONED_DELAY_HOURS,
          )}
        </Fragment>
      ))}
      <div className="mt-3">{check("offersIncentive", t("flows.settings.incentive"), t("flows.settings.incentiveHint"))}</div>
      {value.offersIncentive
        ? field(
            `flows.${flow}.incentiveCode`,
            t("flows.settings.incentiveCode"),
            t("flows.settings.incentiveCodeHint"),
            value.incentiveCode,
            (incentiveCode) => onChange({ ...value, incentiveCode }),
          )
        : null}
    </fieldset>
  );
}

/** One or two emails after the code (the welcome series): two radios in a group named for the flow. */
function StepsChoice({
  name,
  legend,
  value,
  error,
  onChange,
}: {
  name: string;
  legend: string;
  value: string;
  error: string | null;
  onChange: (steps: string) => void;
}) {
  const { t } = useTranslation("admin");
  const id = useId();
  return (
    <fieldset className="mt-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="font-semibold">{legend}</legend>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
      <div className="mt-1 flex flex-wrap gap-x-6 gap-y-2">
        {WELCOME_STEP_COUNTS.map((count) => (
          <label key={count} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name={name}
              value={count}
              checked={value === String(count)}
              onChange={() => onChange(String(count))}
              className="size-5 accent-brand"
            />
            {t(`flows.settings.stepCounts.${count}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
