import { useTranslation } from "#app/lib/i18n/react.tsx";

/** Spec §2: the full-page spinner with 'Loading page...' while a page loads. */
export function PageLoading() {
  const { t } = useTranslation("navigation");
  return (
    <div role="status" className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 py-16 text-muted">
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-10 text-brand motion-safe:animate-spin">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path d="M22 12a10 10 0 0 0-10-10" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p className="text-lg">{t("loadingPage")}</p>
    </div>
  );
}
