import { useEffect } from "react";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { DEFAULT_TOAST_DURATION_MS, type Toast, type ToastType } from "./toast.ts";
import { useToast, useToastList } from "./ToastProvider.tsx";

/**
 * Where toasts appear: bottom right on wide screens; on phones across the bottom, above the bottom bar
 * (4 rem plus the home-indicator inset). The region is always in the page, so it is a stable landmark
 * and each toast's live role is read as it arrives. The region lets clicks through to the page.
 */
export function ToastViewport() {
  const toasts = useToastList();
  const { t } = useTranslation("toast");
  return (
    <section
      aria-label={t("region")}
      className="pointer-events-none fixed inset-x-3 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-50 flex flex-col gap-3 md:inset-x-auto md:bottom-6 md:right-6 md:w-96"
    >
      {toasts.map((toast) => (
        <ToastCard key={toast.id} toast={toast} />
      ))}
    </section>
  );
}

const ACCENTS: Record<ToastType, string> = {
  success: "border-l-emerald-600 text-emerald-700",
  error: "border-l-sale text-sale",
  warning: "border-l-amber-500 text-amber-700",
  info: "border-l-brand text-brand",
};

function ToastCard({ toast }: { toast: Toast }) {
  const { t } = useTranslation("toast");
  const { dismiss } = useToast();

  // Keyed on the toast itself: showing a new toast under the same id starts its time again.
  useEffect(() => {
    const timer = setTimeout(() => dismiss(toast.id), toast.duration ?? DEFAULT_TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast, dismiss]);

  return (
    <div
      className={`pointer-events-auto flex items-start gap-3 rounded-2xl border border-l-4 border-line bg-white p-4 shadow-lg starting:translate-y-2 starting:opacity-0 motion-safe:transition-[opacity,translate] motion-safe:duration-200 ${ACCENTS[toast.type]}`}
    >
      {/* Errors interrupt; everything else waits for a pause in what the screen reader is saying. */}
      <div role={toast.type === "error" ? "alert" : "status"} aria-atomic="true" className="flex min-w-0 flex-1 items-start gap-3">
        <ToastIcon type={toast.type} />
        <div className="min-w-0 flex-1 text-ink">
          <p className="font-semibold">
            <span className="sr-only">{t(`types.${toast.type}`)}: </span>
            {toast.title}
          </p>
          {toast.message ? <p className="mt-1 text-sm text-muted">{toast.message}</p> : null}
        </div>
      </div>
      <button
        type="button"
        onClick={() => dismiss(toast.id)}
        aria-label={t("close")}
        className="-m-2 flex size-10 shrink-0 items-center justify-center rounded-full text-muted hover:bg-brand-soft hover:text-ink"
      >
        <svg
          viewBox="0 0 20 20"
          aria-hidden="true"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M5 5l10 10M15 5L5 15" />
        </svg>
      </button>
    </div>
  );
}

function ToastIcon({ type }: { type: ToastType }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="mt-0.5 size-6 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {type === "warning" ? (
        <>
          <path d="M10.3 3.9L1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
          <path d="M12 9v4M12 17h.01" />
        </>
      ) : (
        <>
          <circle cx="12" cy="12" r="10" />
          {type === "success" ? <path d="M8 12.5l2.5 2.5L16 9.5" /> : null}
          {type === "error" ? <path d="M15 9l-6 6M9 9l6 6" /> : null}
          {type === "info" ? <path d="M12 16v-4M12 8h.01" /> : null}
        </>
      )}
    </svg>
  );
}
