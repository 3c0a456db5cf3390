import type { ReactNode } from "react";

/** What could not be read, said at once, with the way on (a retry, another way in) when there is one. */
export function LoadFailure({ message, children }: { message: ReactNode; children?: ReactNode }) {
  return (
    <div role="alert" className="space-y-3">
      <p className="text-sale">{message}</p>
      {children}
    </div>
  );
}

export function RetryButton({ label, onRetry }: { label: string; onRetry: () => void }) {
  return (
    <button type="button" className="rounded-full border border-line px-4 py-2 text-sm font-semibold hover:bg-brand-soft" onClick={onRetry}>
      {label}
    </button>
  );
}
