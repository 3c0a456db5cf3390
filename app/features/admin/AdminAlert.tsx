import type { ReactNode } from "react";

/** A problem the member reads before going on (a refusal, a link that no longer works), read out as it appears. */
export function AdminAlert({ className = "", children }: { className?: string; children: ReactNode }) {
  return (
    <p role="alert" className={`${className} rounded-xl border border-sale/40 bg-sale/5 px-4 py-3 text-sale`.trim()}>
      {children}
    </p>
  );
}
