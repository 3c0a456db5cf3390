import type { Language } from "#domain/locale";

/**
 * Flags beside the language names: decorative, since the name is always written next to them. Drawn by the
 * stylesheet (`.flag-ro`, `.flag-en`), so the header's three copies cost a class each in the page (decision 0118).
 */
const FLAG_CLASS: Record<Language, string> = { ro: "flag flag-ro", en: "flag flag-en" };

export function Flag({ language, className = "h-3.5 w-5" }: { language: Language; className?: string }) {
  // Each class written whole: the build shortens class names and cannot follow one put together here (decision 0122).
  return <span aria-hidden="true" className={`${FLAG_CLASS[language]} ${className}`} />;
}
