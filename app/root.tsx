import { useEffect, useMemo } from "react";
import { I18nProvider } from "./lib/i18n/react.tsx";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useMatches, useRouteLoaderData } from "react-router";
import { DEFAULT_LANGUAGE } from "#domain/locale";
import { fillPlaceholders } from "#domain/legal-text";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { AuthProvider } from "./features/account/AuthProvider.tsx";
import { CartProvider } from "./features/cart/cart-context.tsx";
import { CurrencyProvider } from "./features/currency/CurrencyProvider.tsx";
import { GeneralErrorBoundary } from "./features/errors/GeneralErrorBoundary.tsx";
import { createI18n, sentTextsOf, translationsOf } from "./lib/i18n/translator.ts";
import { shellCatalogue } from "./lib/i18n/shell-catalogues.server.ts";
import { shellTexts } from "./lib/i18n/texts-files.server.ts";
import { categoryLabels } from "./lib/i18n/page-content.server.ts";
import { useSentTextsLoaded } from "./lib/i18n/use-sent-texts.ts";
import { rememberLanguage } from "./lib/i18n/remember-language.ts";
import { MainContent, SkipToContent } from "./features/layout/page-main.tsx";
import { MarkKeptConsentChoice } from "./features/consent/kept-choice.tsx";
import { Monitoring } from "./features/monitoring/Monitoring.tsx";
import { NavigationProgress } from "./features/navigation/NavigationProgress.tsx";
import { PageLoading } from "./features/navigation/PageLoading.tsx";
import { PendingNavigation } from "./features/navigation/PendingNavigation.tsx";
import { RouteChangeEffects } from "./features/navigation/RouteChangeEffects.tsx";
import { ToastProvider } from "./features/toast/ToastProvider.tsx";
import { ToastViewport } from "./features/toast/ToastViewport.tsx";
import { brandStorageKeys } from "./lib/storage-keys.ts";
import { useNonce } from "./lib/csp-nonce.tsx";
import { HoldSubmitsUntilLive, SendHeldSubmit } from "./lib/held-submits.tsx";

export const links: Route.LinksFunction = () => [
  // A stylesheet resource (React 19 `precedence`) goes out in the head before the scripts' preloads, which React
  // also lifts there: the browser asks for the CSS, the one file that blocks the first paint, first.
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ context }: Route.LoaderArgs) {
  const [freeShippingText, anpcSolUrl, licences, shownProducts, categories] = await Promise.all([
    context.freeShippingText(),
    context.anpcSolUrl(),
    context.licences(),
    context.shownProducts(),
    categoryLabels(context),
  ]);
  const translations = shellCatalogue(context.language);
  // The company's details show on the contact and legal pages, which load them; every page's footer names it in one line.
  const { company, ...publicConfig } = context.publicConfig;
  const { footer } = translations.layout as { footer: { company: string; companyPending: string } };
  return {
    language: context.language,
    currency: context.currency,
    brandName: context.brandName,
    publicConfig,
    /**
     * The owner's threshold as the store's sentences write it ("200 lei"), for the header's banner, the product
     * page's promise and the FAQ (app/lib/use-free-shipping.ts); written here so its formatting stays off every
     * page's first-load JavaScript.
     */
    freeShippingText,
    /** Where the footer's SOL pictogram links (issue 21 item 3); null: only SAL is shown. */
    anpcSolUrl,
    /**
     * The store's authorisations (ANPC Order 225/2023, decision 0141), shown before the order: in the footer's company
     * block, on the contact page and on the checkout. A few short lines, so every page may carry them.
     */
    licences,
    /** The published products the frame links to (issue 40 item 7): a draft leaves the menu, footer and tiles at once. */
    shownProducts,
    /** The categories' names as the owner wrote them (issue 64 item 3): the menus and the home page's tiles. */
    categoryLabels: categories,
    /** Who sells, as the footer's last line says it (issue 21 item 1); written here to keep it off the JavaScript. */
    companyLine: company
      ? fillPlaceholders(String(footer.company), {
          name: company.legalName,
          registration: company.registrationNumber,
          vatId: company.vatId,
          address: company.address,
        })
      : String(footer.companyPending),
    /** The cookie banner's texts' version, recorded with a shopper's choice as proof of what they were shown. */
    consentVersion: context.consentVersion,
    translations: shellTexts(context.language),
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const language = data?.language ?? DEFAULT_LANGUAGE;
  const brandName = data?.brandName ?? "Elara";
  // Each navigation brings the new page's texts with its loader data; a fresh instance holds exactly those.
  const matches = useMatches();
  useSentTextsLoaded(matches.map(sentTextsOf));
  const i18n = useMemo(() => createI18n(language, translationsOf(matches)), [language, matches]);
  const nonce = useNonce();
  // Each page's frame is its layout route's (app/routes.ts); the admin asks for no cookie banner.
  // Spelled out rather than imported from domain/admin/paths, which would add a chunk to every shopper's page.
  const { pathname } = useLocation();
  const admin = pathname === "/admin" || pathname.startsWith("/admin/");

  useEffect(() => {
    if (data) rememberLanguage(language);
  }, [data, language]);

  return (
    // The head's script marks <html> before React hydrates it (kept-choice.tsx).
    <html lang={language} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#7a2e4d" />
        <HoldSubmitsUntilLive nonce={nonce} />
        {admin ? null : <MarkKeptConsentChoice nonce={nonce} />}
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-cream text-ink antialiased">
        <NavigationProgress />
        <I18nProvider i18n={i18n}>
          {/* First in the page's order, so the cookie banner it opens is the first Tab's; shown at the bottom. */}
          <Monitoring consentVersion={admin ? undefined : data?.consentVersion} />
          <ToastProvider>
            <AuthProvider storefrontToken={data?.publicConfig.storefrontToken ?? ""}>
              <CurrencyProvider>
                <CartProvider storageKey={brandStorageKeys(brandName).cart}>{children}</CartProvider>
              </CurrencyProvider>
            </AuthProvider>
            <ToastViewport />
          </ToastProvider>
        </I18nProvider>
        <ScrollRestoration nonce={nonce} />
        {/* After ScrollRestoration, so a search-only change (?lng=) keeps the scroll position it resets. */}
        <RouteChangeEffects />
        <SendHeldSubmit />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <PendingNavigation>
      <Outlet />
    </PendingNavigation>
  );
}

/** Rendered only while a root `clientLoader` hydrates; today the server renders every first page. */
export function HydrateFallback() {
  return <PageLoading />;
}

/** Only when the root itself fails (its loader): the frames are route chunks that may be what failed to load. */
export function ErrorBoundary() {
  return (
    <>
      <SkipToContent />
      <MainContent>
        <GeneralErrorBoundary />
      </MainContent>
    </>
  );
}
