import { useTranslation } from "#app/lib/i18n/react.tsx";
import { MAIN_CONTENT_ID } from "#app/features/navigation/RouteChangeEffects.tsx";
import { ANCHOR_TARGET_CLASS } from "#app/ui/anchor-target.ts";

/** The first stop of a keyboard: past the header straight to the page's own content. */
export function SkipToContent() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      // Focus moves in script so the URL keeps no #fragment and the router sees no navigation; the href serves without JS.
      onClick={(event) => {
        const main = document.getElementById(MAIN_CONTENT_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView();
      }}
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-full focus:bg-white focus:px-5 focus:py-3 focus:font-semibold focus:text-brand-dark focus:shadow-lg"
    >
      {t("skipToContent")}
    </a>
  );
}

/**
 * The page's one `<main>`, focusable so the skip link and a route change can land on it. At least a screen tall, so
 * the footer starts below the first screen: a page whose content arrives after the HTML (the account, an order's
 * tracking page) pushed a footer the phone already showed down by a screen, a layout shift of 0.30–0.38.
 */
export function MainContent({ children }: { children: React.ReactNode }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={`min-h-svh outline-none ${ANCHOR_TARGET_CLASS}`}>
      {children}
    </main>
  );
}
