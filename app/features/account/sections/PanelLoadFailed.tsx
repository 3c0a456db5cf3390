import { useTranslation } from "#app/lib/i18n/react.tsx";

/** A dashboard panel whose figures could not be read: what failed, said at once, and a way to ask again. */
export function PanelLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation("account");
  return (
    <div role="alert" className="rounded-2xl border border-line bg-white p-5">
      <p className="text-sale">{message}</p>
      <button
        type="button"
        className="mt-3 rounded-full border border-line px-4 py-2 text-sm font-semibold hover:bg-brand-soft"
        onClick={onRetry}
      >
        {t("returns.retry")}
      </button>
    </div>
  );
}
