import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { SUPPORTED_LANGUAGES } from "#domain/locale";
import { CurrencySelector } from "#app/features/currency/CurrencySelector.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { ChevronDownIcon, CloseIcon, UserIcon } from "./Icons.tsx";
import { languageHref } from "./language-links.ts";
import { NavLinkItems } from "./NavLinkItems.tsx";
import { HeadedSection } from "#app/ui/HeadedSection.tsx";
import { LanguageLink } from "./LanguageSwitcher.tsx";
import { ACCOUNT_PATH, LEARN_LINKS, SHOP_PATH, STORY_LINKS, type NavLink } from "./nav-links.ts";
import { useCategoryLinks } from "./use-category-links.ts";

type SectionId = "order" | "story" | "learn";

/**
 * The phone menu's content, loaded the first time the menu opens (it is most of the header's code and
 * most visits never open it). A modal <dialog>: the browser contains focus, closes it on Escape and
 * makes the page behind inert. Sections open one at a time and all close with the menu.
 */
export default function MobileMenuDialog({
  id,
  brandName,
  isOpen,
  onClose,
}: {
  id: string;
  brandName: string;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation("layout");
  const location = useLocation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [section, setSection] = useState<SectionId | null>(null);
  const currentLanguage = i18n.language;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  const categories = useCategoryLinks();
  const sections: Array<{ id: SectionId; label: string; links: readonly NavLink[]; footer?: NavLink }> = [
    { id: "order", label: t("nav.order"), links: categories, footer: { to: SHOP_PATH, labelKey: "productMenu.shopAll" } },
    { id: "story", label: t("nav.story"), links: STORY_LINKS },
    { id: "learn", label: t("nav.learn"), links: LEARN_LINKS },
  ];

  return (
    <dialog
      ref={dialogRef}
      id={id}
      aria-label={t("mobileMenu.title")}
      closedby="any"
      onClose={() => {
        setSection(null);
        onClose();
      }}
      className="m-0 h-dvh max-h-none w-full max-w-md overflow-y-auto bg-cream p-0 text-ink backdrop:bg-ink/40"
    >
      <div className="flex items-center justify-between border-b border-line bg-white px-4 py-3">
        <span className="font-serif text-2xl tracking-wide text-brand">{brandName}</span>
        <button type="button" onClick={onClose} className="rounded-full p-2 hover:bg-brand-soft">
          <CloseIcon />
          <span className="sr-only">{t("mobileMenu.close")}</span>
        </button>
      </div>
      <nav aria-label={t("nav.label")} className="px-4 py-2">
        <ul>
          {sections.map(({ id, label, links, footer }) => (
            <li key={id} className="border-b border-line">
              <AccordionSection
                label={label}
                expanded={section === id}
                onToggle={() => setSection((current) => (current === id ? null : id))}
              >
                <NavLinkItems links={links} linkClassName="block rounded-lg px-3 py-2.5 hover:bg-brand-soft" />
                {footer ? (
                  <li>
                    <Link to={footer.to} className="mt-1 block rounded-lg px-3 py-2.5 font-semibold text-brand hover:bg-brand-soft">
                      {t(footer.labelKey)}
                    </Link>
                  </li>
                ) : null}
              </AccordionSection>
            </li>
          ))}
          <li>
            <Link to={ACCOUNT_PATH} className="flex items-center gap-3 py-4 text-lg">
              <UserIcon />
              {t("nav.account")}
            </Link>
          </li>
        </ul>
      </nav>
      <HeadedSection
        titleId={`${id}-preferences`}
        title={t("mobileMenu.preferences")}
        className="mx-4 mb-8 rounded-2xl border border-line bg-white p-4"
        titleClassName="text-sm font-semibold uppercase tracking-widest text-brand"
      >
        <ul className="mt-3 flex gap-2">
          {SUPPORTED_LANGUAGES.map((language) => (
            <li key={language}>
              <LanguageLink language={language} current={language === currentLanguage} href={languageHref(location, language)} />
            </li>
          ))}
        </ul>
        <div className="mt-3">
          <CurrencySelector />
        </div>
      </HeadedSection>
    </dialog>
  );
}

function AccordionSection({
  label,
  expanded,
  onToggle,
  children,
}: {
  label: string;
  expanded: boolean;
  onToggle: () => void;
  children: React.ReactNode;
}) {
  const panelId = useId();
  return (
    <>
      <h2>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-center justify-between py-4 text-left font-serif text-lg"
        >
          {label}
          <ChevronDownIcon className={`size-5 motion-safe:transition-transform ${expanded ? "rotate-180" : ""}`} />
        </button>
      </h2>
      <ul id={panelId} hidden={!expanded} className="pb-3">
        {children}
      </ul>
    </>
  );
}
