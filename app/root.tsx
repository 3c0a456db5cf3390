import { useEffect, useMemo } from "react";
import { I18nextProvider } from "react-i18next";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "react-router";
import { DEFAULT_LANGUAGE } from "../domain/locale.ts";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { GeneralErrorBoundary } from "./features/errors/GeneralErrorBoundary.tsx";
import { createI18n } from "./features/i18n/i18n.ts";
import { rememberLanguage } from "./features/i18n/remember-language.ts";
import { SiteLayout } from "./features/layout/SiteLayout.tsx";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function loader({ context }: Route.LoaderArgs) {
  return { language: context.language, brandName: context.brandName, publicConfig: context.publicConfig };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const language = data?.language ?? DEFAULT_LANGUAGE;
  const brandName = data?.brandName ?? "Elara";
  const i18n = useMemo(() => createI18n(language), [language]);

  useEffect(() => {
    if (data) rememberLanguage(language);
  }, [data, language]);

  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#7a2e4d" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-cream text-ink antialiased">
        <I18nextProvider i18n={i18n}>
          <SiteLayout brandName={brandName}>{children}</SiteLayout>
        </I18nextProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
