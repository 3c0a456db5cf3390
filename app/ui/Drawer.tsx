import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { keepFocusInside } from "./keep-focus-inside.ts";
import { lockPageScroll } from "./lock-page-scroll.ts";

/** Spec §4 "Cart drawer" and §9: the panel slides in about 10 ms after it opens and takes 300 ms to leave. */
export const DRAWER_ENTER_DELAY_MS = 10;
export const DRAWER_EXIT_MS = 300;

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

export interface DrawerProps {
  open: boolean;
  /** Asked for by Escape, a click on the backdrop or the close button; the owner then sets `open` to false. */
  onClose: () => void;
  title: ReactNode;
  closeLabel: string;
  /** False when the page is going away (a navigation): the drawer closes at once and leaves focus to the new page. */
  animateClose?: boolean;
  /** Placed after the panel, outside it: for what must stay in the page once the drawer has closed. */
  after?: ReactNode;
  children: ReactNode;
}

/**
 * A panel from the right edge as a modal `<dialog>` (like the mobile menu and the subscription-limit
 * dialog): `showModal()` makes the page behind inert, so neither focus nor a screen reader can wander
 * there. On top of that, Tab and Shift+Tab wrap around inside the panel (the modal-dialog pattern of
 * WAI-ARIA), and focus goes back to where it was when the drawer closes. Page scroll is locked while
 * it is open. With reduced motion the panel appears and goes without sliding.
 */
export function Drawer({ open, onClose, title, closeLabel, animateClose = true, after, children }: DrawerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const unlockScroll = useRef<(() => void) | null>(null);
  // Set a moment after opening, so the panel is painted off-screen first and then slides in.
  const [entered, setEntered] = useState(false);
  const titleId = useId();

  // Layout effect: a drawer closed by a navigation must be gone before the new page moves focus to its content.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open) {
      if (!dialog.open) {
        returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        dialog.showModal();
        unlockScroll.current ??= lockPageScroll();
      }
      const timer = setTimeout(() => setEntered(true), DRAWER_ENTER_DELAY_MS);
      return () => clearTimeout(timer);
    }
    if (!dialog.open) return;
    const exitMs = animateClose && !window.matchMedia?.(REDUCED_MOTION).matches ? DRAWER_EXIT_MS : 0;
    if (exitMs === 0) {
      dialog.close();
      return;
    }
    const timer = setTimeout(() => dialog.close(), exitMs);
    return () => clearTimeout(timer);
  }, [open, animateClose]);

  useEffect(() => () => unlockScroll.current?.(), []);

  // Every way the dialog closes ends here: ours after the exit transition, or the browser's own.
  const afterClose = () => {
    setEntered(false);
    unlockScroll.current?.();
    unlockScroll.current = null;
    const target = returnFocusTo.current;
    returnFocusTo.current = null;
    if (animateClose && target?.isConnected) target.focus();
    if (open) onClose();
  };

  const visible = open && entered;
  return (
    <>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        // Escape: the owner closes it, so the panel can slide out rather than vanish.
        onCancel={(event) => {
          event.preventDefault();
          onClose();
        }}
        onClose={afterClose}
        // Tab cycles through the panel's controls: past the last it comes back to the first, and the reverse.
        onKeyDown={(event) => {
          if (panelRef.current) keepFocusInside(event, panelRef.current);
        }}
        className="fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none overflow-hidden bg-transparent p-0 text-ink backdrop:bg-transparent"
      >
        {/* The backdrop: a pointer convenience; keyboard users have Escape and the close button. */}
        <div
          aria-hidden="true"
          data-testid="drawer-backdrop"
          onClick={onClose}
          className={`absolute inset-0 bg-ink/50 motion-safe:transition-opacity motion-safe:duration-300 ${visible ? "opacity-100" : "opacity-0"}`}
        />
        <div
          ref={panelRef}
          className={`absolute inset-y-0 right-0 flex w-full max-w-md flex-col bg-cream shadow-2xl motion-safe:transition-transform motion-safe:duration-300 motion-safe:ease-out ${visible ? "translate-x-0" : "translate-x-full"}`}
        >
          <div className="flex items-center justify-between gap-4 border-b border-line bg-white px-5 py-4">
            <h2 id={titleId} className="text-2xl">
              {title}
            </h2>
            <button type="button" onClick={onClose} className="-mr-2 rounded-full p-2 text-ink hover:bg-brand-soft">
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
              </svg>
              <span className="sr-only">{closeLabel}</span>
            </button>
          </div>
          {children}
        </div>
      </dialog>
      {after}
    </>
  );
}
