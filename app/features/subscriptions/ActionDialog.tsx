import { useId } from "react";
import { DialogButtons, useModalDialog } from "#app/ui/ConfirmDialog.tsx";

/**
 * A subscription action's confirmation, on the native <dialog>: the browser traps focus, closes it on Escape and
 * returns focus to the button that opened it. `error` is the server's refusal, shown beside the form and
 * announced; the field it names gets focus from the caller. The dialog never grows past the window: its fields
 * scroll between the title and the buttons, which stay in view with the refusal above them (a 720 px-high window,
 * a phone held sideways).
 */
export function ActionDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy,
  error,
  destructive,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children: React.ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  error: string | null;
  destructive?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const ref = useModalDialog(open);
  const titleId = useId();
  const errorId = useId();

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={error ? errorId : undefined}
      onClose={onClose}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100vw-2rem))] overflow-hidden rounded-3xl border border-line bg-white p-0 text-ink shadow-xl backdrop:bg-ink/50"
    >
      <form
        method="dialog"
        noValidate
        className="flex max-h-[calc(100dvh-2rem-2px)] flex-col"
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) onConfirm();
        }}
      >
        <h2 id={titleId} className="px-6 pt-6 text-2xl">
          {title}
        </h2>
        {/* Padded inside the scrolling box, so a focused field's ring is not cut off at its edges. */}
        <div className="mt-2 min-h-0 flex-1 space-y-3 overflow-y-auto overscroll-contain px-6 py-2">{children}</div>
        <div className="border-t border-line px-6 pt-4 pb-6">
          <p id={errorId} role="alert" className="mb-3 text-sale empty:hidden">
            {error}
          </p>
          <DialogButtons cancelLabel={cancelLabel} onCancel={onClose}>
            <button
              type="submit"
              aria-disabled={busy || undefined}
              className={`rounded-full px-6 py-3 font-semibold text-white aria-disabled:opacity-80 ${destructive ? "bg-sale hover:bg-sale/90" : "bg-brand-dark hover:bg-brand"}`}
            >
              {confirmLabel}
            </button>
          </DialogButtons>
        </div>
      </form>
    </dialog>
  );
}
