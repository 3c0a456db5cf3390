import { buttonClass } from "../admin-forms.ts";
import type { ActionState } from "../orders/useOrderAction.ts";
import { ActionStatus } from "../orders/ActionStatus.tsx";

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
