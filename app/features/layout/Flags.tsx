import type { Language } from "#domain/locale";

/**
 * Flags beside the language names: decorative, since the name is always written next to them. Drawn by the
 * stylesheet (`.flag-ro`, `.flag-en`), so the header's three copies cost a class each in the page (decision 0118).
 */
export function Flag({ language, className = "h-3.5 w-5" }: { language: Language; className?: string }) {
  return <span aria-hidden="true" className={`flag flag-${language} ${className}`} />;
}
