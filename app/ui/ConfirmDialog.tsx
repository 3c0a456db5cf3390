import { useEffect, useId, useRef } from "react";

/** Shows the returned <dialog> as a modal while `open` is true, and closes it when it turns false. */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}

/** A dialog's button row: cancel, then the confirming button given as children (stacked under it on a phone). */
export function DialogButtons({
  cancelLabel,
  onCancel,
  className = "",
  children,
}: {
  cancelLabel: string;
  onCancel: () => void;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={`flex flex-col-reverse gap-3 sm:flex-row sm:justify-end ${className}`}>
      <button type="button" onClick={onCancel} className="rounded-full border border-line px-6 py-3 font-semibold hover:bg-brand-soft">
        {cancelLabel}
      </button>
      {children}
    </div>
  );
}

/**
 * A modal question with a confirm and a cancel button, on the native <dialog>: the browser traps focus,
 * closes it on Escape and returns focus to the control that opened it.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  message: React.ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const ref = useModalDialog(open);
  const titleId = useId();

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-3xl border border-line bg-white p-6 text-ink shadow-xl backdrop:bg-ink/50"
    >
      <h2 id={titleId} className="text-2xl">
        {title}
      </h2>
      <div className="mt-3">{message}</div>
      <DialogButtons cancelLabel={cancelLabel} onCancel={onClose} className="mt-6">
        <button
          type="button"
          onClick={onConfirm}
          aria-disabled={busy || undefined}
          className="rounded-full bg-sale px-6 py-3 font-semibold text-white hover:bg-sale/90 aria-disabled:opacity-80"
        >
          {confirmLabel}
        </button>
      </DialogButtons>
    </dialog>
  );
}
