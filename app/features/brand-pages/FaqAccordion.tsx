import type { FaqEntry } from "./faq-content.ts";

/**
 * Native disclosure widgets: keyboard (Enter/Space), screen-reader state and find-in-page all work
 * without JavaScript, and several answers may stay open side by side for comparison.
 */
export function FaqAccordion({ entries }: { entries: FaqEntry[] }) {
  return (
    <div className="divide-y divide-line rounded-2xl border border-line bg-white shadow-sm">
      {entries.map((entry) => (
        <details key={entry.id} id={entry.id} className="group scroll-mt-24">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-5 text-left text-lg font-semibold leading-snug text-ink hover:text-brand sm:px-7 [&::-webkit-details-marker]:hidden">
            <span>{entry.question}</span>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-6 w-6 shrink-0 rounded-full bg-brand-soft fill-none stroke-brand stroke-2 p-1 group-open:rotate-180 motion-safe:transition-transform"
            >
              <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </summary>
          <p className="px-5 pb-6 leading-relaxed text-muted sm:px-7">{entry.answer}</p>
        </details>
      ))}
    </div>
  );
}
