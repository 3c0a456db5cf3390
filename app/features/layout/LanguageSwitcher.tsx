import { useCallback, useId, useRef, useState } from "react";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { Link, useLocation } from "react-router";
import { SUPPORTED_LANGUAGES } from "#domain/locale";
import { Flag } from "./Flags.tsx";
import { ChevronDownIcon } from "./Icons.tsx";
import { languageHref } from "./language-links.ts";
import { useDismiss } from "./use-dismiss.ts";

/** The header's language dropdown: each item links to the current page in that language. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const current = i18n.language;
  const [isOpen, setOpen] = useState(false);
  const listId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const onDismiss = useCallback(() => setOpen(false), []);
  const onBlur = useDismiss({ containerRef, buttonRef, isOpen, onDismiss });

  return (
    <div ref={containerRef} className="relative" onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setOpen((open) => !open)}
        className="flex items-center gap-2 rounded-full px-3 py-2 text-sm font-medium text-ink hover:bg-brand-soft"
      >
        <Flag language={current} />
        <span className="sr-only">
          {t("language.label")}: {t(`language.${current}`)}
        </span>
        <span aria-hidden="true">{current.toUpperCase()}</span>
        <ChevronDownIcon className={`size-4 motion-safe:transition-transform ${isOpen ? "rotate-180" : ""}`} />
      </button>
      <ul
        id={listId}
        hidden={!isOpen}
        className="absolute right-0 top-full z-10 mt-2 w-44 rounded-2xl border border-line bg-white p-2 shadow-lg"
      >
        {SUPPORTED_LANGUAGES.map((language) => (
          <li key={language}>
            <LanguageLink language={language} current={language === current} href={languageHref(location, language)} onChoose={onDismiss} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A language item, also listed flat in the mobile menu. */
export function LanguageLink({
  language,
  current,
  href,
  onChoose,
}: {
  language: (typeof SUPPORTED_LANGUAGES)[number];
  current: boolean;
  href: string;
  onChoose?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Link
      to={href}
      lang={language}
      hrefLang={language}
      aria-current={current ? "true" : undefined}
      onClick={onChoose}
      className={`flex items-center gap-3 rounded-lg px-3 py-2 text-sm ${
        current ? "bg-brand-soft font-semibold text-brand-dark" : "text-ink hover:bg-brand-soft"
      }`}
    >
      <Flag language={language} />
      {t(`language.${language}`)}
    </Link>
  );
}
