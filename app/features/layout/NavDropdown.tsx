import { useCallback, useId, useRef, type PointerEvent } from "react";
import { ChevronDownIcon } from "./Icons.tsx";
import type { MenuGroup } from "./use-menu-group.ts";
import { useDismiss } from "./use-dismiss.ts";

/**
 * One desktop dropdown in the disclosure pattern: a button (aria-expanded, aria-controls) and the
 * panel it shows. A mouse opens it by hovering; touch, click and keyboard use the button.
 */
export function NavDropdown<Id extends string>({
  id,
  label,
  group,
  className,
  panelClassName,
  children,
}: {
  id: Id;
  label: string;
  group: MenuGroup<Id>;
  className: string;
  panelClassName: string;
  children: React.ReactNode;
}) {
  const panelId = useId();
  const containerRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const isOpen = group.openId === id;
  const { close, hoverOpen, scheduleClose } = group;
  const onDismiss = useCallback(() => close(), [close]);
  const onBlur = useDismiss({ containerRef, buttonRef, isOpen, onDismiss });

  // A tap also fires pointer events; only a real hover may open the panel, or the tap's click would shut it again.
  const isMouse = (event: PointerEvent) => event.pointerType === "mouse";

  return (
    <li
      ref={containerRef}
      className={className}
      onPointerEnter={(event) => isMouse(event) && hoverOpen(id)}
      onPointerLeave={(event) => isMouse(event) && scheduleClose()}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => group.toggle(id)}
        className={`nav-toggle ${isOpen ? "border-brand text-brand-dark" : "border-transparent text-ink hover:text-brand-dark"}`}
      >
        {label}
        <ChevronDownIcon className={`size-4 motion-safe:transition-transform ${isOpen ? "rotate-180" : ""}`} />
      </button>
      <div id={panelId} hidden={!isOpen} className={panelClassName}>
        {children}
      </div>
    </li>
  );
}
