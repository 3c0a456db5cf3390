import type { RefObject } from "react";

/** The form's status line: how the save went, or why it was refused (focused when no field is to blame). */
export function DiscountOutcome({
  outcome,
  statusRef,
}: {
  outcome: { kind: "done" | "error"; message: string } | null;
  statusRef: RefObject<HTMLParagraphElement | null>;
}) {
  return (
    <p
      id="discount-form-status"
      ref={statusRef}
      role="status"
      tabIndex={-1}
      className={
        outcome
          ? `mt-4 rounded-xl p-3 font-semibold outline-none ${outcome.kind === "error" ? "bg-red-50 text-red-900" : "bg-emerald-50 text-emerald-900"}`
          : "sr-only"
      }
    >
      {outcome?.message ?? ""}
    </p>
  );
}
