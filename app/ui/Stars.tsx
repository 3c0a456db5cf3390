/**
 * A star rating drawn as one image: assistive technology hears the label ("5 out of 5 stars"),
 * never five separate graphics.
 */
export function Stars({ rating, label, max = 5, className = "" }: { rating: number; label: string; max?: number; className?: string }) {
  const filled = Math.round(Math.min(Math.max(rating, 0), max));
  return (
    <span role="img" aria-label={label} className={`inline-flex gap-0.5 text-brand ${className}`}>
      {Array.from({ length: max }, (_, index) => (
        <svg key={index} viewBox="0 0 20 20" aria-hidden="true" className="size-4">
          <path
            d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.9L10 1.5z"
            fill={index < filled ? "currentColor" : "none"}
            stroke="currentColor"
            strokeWidth="1.2"
            strokeLinejoin="round"
          />
        </svg>
      ))}
    </span>
  );
}
