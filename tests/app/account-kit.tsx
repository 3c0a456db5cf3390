/**
 * For the account's component tests: a customer signed in from local storage, the providers the account pages
 * sit in (strict texts, session) inside a memory router, and the Storefront API's answer to the session check.
 */
import { cleanup, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router";
import { afterEach, beforeEach, vi } from "vitest";
import type { Language } from "#domain/locale";
import { AuthProvider } from "#app/features/account/AuthProvider.tsx";
import { ToastProvider } from "#app/features/toast/ToastProvider.tsx";
import { I18nProvider } from "#app/lib/i18n/react.tsx";
import { STORAGE_KEYS } from "#app/lib/storage-keys.ts";
import { jsonResponse } from "./json-response.ts";
import { strictTestI18n } from "./test-i18n.ts";

export const SIGNED_IN_USER = {
  id: "gid://shopify/Customer/12",
  email: "ana@example.ro",
  firstName: "Ana",
  lastName: "Pop",
  accessToken: "token-1",
  expiresAt: "2099-01-01T00:00:00.000Z",
  hasPassword: true,
  isActivated: true,
};

/** The Storefront API's answer when the session checks its token: the stored customer is still signed in. */
export const sessionStillValid = () => jsonResponse({ data: { customer: { id: SIGNED_IN_USER.id } } });

/** Every test of the file starts signed in as SIGNED_IN_USER and ends with the page and the fake network gone. */
export function signInForEachTest() {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(SIGNED_IN_USER));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}

/** Renders `routes` from `initialEntries` with the texts, the toasts and the session the account pages read. */
export function renderAccountRoutes(routes: RouteObject[], { language = "en" as Language, initialEntries = ["/"] } = {}) {
  const router = createMemoryRouter(routes, { initialEntries });
  render(
    <I18nProvider i18n={strictTestI18n(language)}>
      <ToastProvider>
        <AuthProvider storefrontToken="public-token">
          <RouterProvider router={router} />
        </AuthProvider>
      </ToastProvider>
    </I18nProvider>,
  );
  return router;
}

/** Renders one account section at `/`. */
export function renderAccountSection(section: ReactNode, language: Language) {
  renderAccountRoutes([{ path: "/", element: section }], { language });
}
