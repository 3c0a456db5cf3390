import { buttonClass } from "../admin-forms.ts";
import type { ActionState } from "../orders/useOrderAction.ts";
import { ActionStatus } from "../orders/ActionStatus.tsx";
import { LastChange } from "./LastChange.tsx";

/** A settings form's save button and how the save went; a refusal that names a field is shown at the field instead. */
export function SettingsSubmit({ label, state, className = "" }: { label: string; state: ActionState; className?: string }) {
  return (
    <div className={`flex flex-wrap items-center gap-3 ${className}`.trim()}>
      <button type="submit" className={buttonClass} disabled={state.kind === "busy"}>
        {label}
      </button>
      <ActionStatus state={state.kind === "error" && state.field ? { kind: "idle" } : state} />
    </div>
  );
}

/** The foot of a settings form that is audited: who changed it last, above its save button. */
export function AuditedSettingsSubmit({
  lastChange,
  label,
  state,
  className = "",
}: {
  lastChange: { updatedAt: string | null; updatedBy: string | null };
  label: string;
  state: ActionState;
  className?: string;
}) {
  return (
    <div className={`flex flex-col gap-3 ${className}`.trim()}>
      <LastChange updatedAt={lastChange.updatedAt} updatedBy={lastChange.updatedBy} />
      <SettingsSubmit label={label} state={state} />
    </div>
  );
}
