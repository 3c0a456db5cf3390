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
    // Its styles, chevron included, are app.css's: a product page has up to twenty of these (decisions 0100, 0118).
    <details className={`disclosure ${className}`}>
      <summary className="disclosure-summary">{summary}</summary>
      <div className="disclosure-body">{children}</div>
    </details>
  );
}
