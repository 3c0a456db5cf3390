/** A busy indicator announced politely by its label; it stops turning when motion is reduced. */
export function Spinner({ label, className = "" }: { label: string; className?: string }) {
  return (
    <span role="status" className={`inline-flex items-center justify-center ${className}`}>
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-8 text-brand motion-safe:animate-spin">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path d="M22 12a10 10 0 0 0-10-10" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className="sr-only">{label}</span>
    </span>
  );
}
