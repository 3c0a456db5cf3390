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
      {/* Its styles are app.css's: a product page has up to twenty of these (decision 0100). */}
      <summary className="disclosure-summary">
        {summary}
        <svg viewBox="0 0 20 20" aria-hidden="true" className="disclosure-chevron">
          <path d="M5 8l5 5 5-5" />
        </svg>
      </summary>
      <div className="pb-5 text-ink/90">{children}</div>
    </details>
  );
}
