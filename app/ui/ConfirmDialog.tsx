import { useEffect, useId, useRef } from "react";

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
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

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
      onClose={onClose}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-3xl border border-line bg-white p-6 text-ink shadow-xl backdrop:bg-ink/50"
    >
      <h2 id={titleId} className="text-2xl">
        {title}
      </h2>
      <div className="mt-3">{message}</div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onClose} className="rounded-full border border-line px-6 py-3 font-semibold hover:bg-brand-soft">
          {cancelLabel}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          aria-disabled={busy || undefined}
          className="rounded-full bg-sale px-6 py-3 font-semibold text-white hover:bg-sale/90 aria-disabled:opacity-80"
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
