import { useEffect, useId, useRef } from "react";

/**
 * A subscription action's confirmation, on the native <dialog>: the browser traps focus, closes it on Escape and
 * returns focus to the button that opened it. `error` is the server's refusal, shown beside the form and
 * announced; the field it names gets focus from the caller.
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
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const errorId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={error ? errorId : undefined}
      onClose={onClose}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-3xl border border-line bg-white p-6 text-ink shadow-xl backdrop:bg-ink/50"
    >
      <form
        method="dialog"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) onConfirm();
        }}
      >
        <h2 id={titleId} className="text-2xl">
          {title}
        </h2>
        <div className="mt-3 space-y-3">{children}</div>
        <p id={errorId} role="alert" className="mt-3 text-sale empty:hidden">
          {error}
        </p>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} className="rounded-full border border-line px-6 py-3 font-semibold hover:bg-brand-soft">
            {cancelLabel}
          </button>
          <button
            type="submit"
            aria-disabled={busy || undefined}
            className={`rounded-full px-6 py-3 font-semibold text-white aria-disabled:opacity-80 ${destructive ? "bg-sale hover:bg-sale/90" : "bg-brand-dark hover:bg-brand"}`}
          >
            {confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
