import type { ActionState } from "./useOrderAction.ts";

/** Where an action says how it went: read out when it changes, kept beside its form. */
export function ActionStatus({ state, id }: { state: ActionState; id?: string }) {
  return (
    <p id={id} role="status" className={`min-h-6 text-sm ${state.kind === "error" ? "font-semibold text-red-800" : "text-emerald-800"}`}>
      {state.kind === "done" || state.kind === "error" ? state.message : ""}
    </p>
  );
}
