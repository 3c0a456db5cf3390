import { useEffect, useRef, useState, type Ref } from "react";

/** How a form's last step went; a refusal may name the field it is about. */
export type Said = { kind: "done" | "error"; message: string; field?: string } | null;

/**
 * A form's sentence about its last step, and where a refusal takes the focus: to the field it names (found by
 * `fieldNamed` in the form's own way), else to the sentence itself. `problem(name)` is that refusal beside its field.
 */
export function useSaveStatus(fieldNamed: (name: string) => unknown, initial: Said | (() => Said) = null) {
  const statusRef = useRef<HTMLParagraphElement>(null);
  const [said, setSaid] = useState<Said>(initial);
  useEffect(() => {
    if (said?.kind !== "error") return;
    const field = said.field ? fieldNamed(said.field) : null;
    if (field instanceof HTMLElement) field.focus();
    else statusRef.current?.focus();
    // Only a new sentence moves the focus; `fieldNamed` is the form's lookup, the same on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [said]);
  const problem = (name: string) => (said?.kind === "error" && said.field === name ? said.message : undefined);
  return { said, setSaid, statusRef, problem };
}

/** What a page opened just after creating its record says first: the sentence the creating page left in the navigation's state. */
export function createdNote(navigationState: unknown): Said {
  const created = (navigationState as { created?: unknown } | null)?.created;
  return typeof created === "string" && created !== "" ? { kind: "done", message: created } : null;
}

/**
 * The sentence itself: a status region, empty and hidden until there is something to say, green for done and red for
 * a refusal. With `ref` it takes the focus a refusal sends it (and shows where it is); `className` places it.
 */
export function SaveStatus({ said, ref, className = "" }: { said: Said | undefined; ref?: Ref<HTMLParagraphElement>; className?: string }) {
  const focusable = ref !== undefined;
  const look = said
    ? [
        className,
        "rounded-xl p-3 font-semibold",
        focusable ? "outline-none focus-visible:ring-3 focus-visible:ring-brand/40" : "",
        said.kind === "error" ? "bg-red-50 text-red-900" : "bg-emerald-50 text-emerald-900",
      ]
        .filter(Boolean)
        .join(" ")
    : "sr-only";
  return (
    <p ref={ref} role="status" tabIndex={focusable ? -1 : undefined} className={look}>
      {said?.message ?? ""}
    </p>
  );
}
