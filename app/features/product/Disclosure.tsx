/**
 * A native disclosure: it opens with Enter or Space and works before (or without) JavaScript.
 * The chevron turns when open; the summary keeps its own focus outline.
 */
export function Disclosure({
  summary,
  children,
  className = "",
}: {
  summary: React.ReactNode;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <details className={`group border-b border-line ${className}`}>
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold [&::-webkit-details-marker]:hidden">
        {summary}
        <svg
          viewBox="0 0 20 20"
          aria-hidden="true"
          className="size-5 shrink-0 text-brand transition-transform group-open:rotate-180 motion-reduce:transition-none"
        >
          <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </summary>
      <div className="pb-5 text-ink/90">{children}</div>
    </details>
  );
}
