import { useEffect, type FocusEvent, type RefObject } from "react";

/**
 * The disclosure pattern's ways out: Escape (focus goes back to the button when it was inside), a
 * press outside, and Tab moving focus out (wire the returned handler to the container's onBlur).
 */
export function useDismiss({
  containerRef,
  buttonRef,
  isOpen,
  onDismiss,
}: {
  containerRef: RefObject<HTMLElement | null>;
  buttonRef: RefObject<HTMLElement | null>;
  isOpen: boolean;
  onDismiss: () => void;
}): (event: FocusEvent<HTMLElement>) => void {
  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const focusWasInside = containerRef.current?.contains(document.activeElement) ?? false;
      onDismiss();
      if (focusWasInside) buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || !containerRef.current?.contains(event.target)) onDismiss();
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [isOpen, onDismiss, containerRef, buttonRef]);

  return (event) => {
    const next = event.relatedTarget;
    // A null relatedTarget is focus leaving the window or landing on nothing; a click inside fires no blur to it.
    if (isOpen && next instanceof Node && !event.currentTarget.contains(next)) onDismiss();
  };
}
