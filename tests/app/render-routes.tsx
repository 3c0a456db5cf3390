import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { Language } from "#domain/locale";
import { I18nProvider } from "#app/lib/i18n/react.tsx";
import { strictTestI18n } from "./test-i18n.ts";

type MemoryRouter = ReturnType<typeof createMemoryRouter>;

function renderWithTexts(language: Language, router: MemoryRouter) {
  return render(
    <I18nProvider i18n={strictTestI18n(language)}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

/** Renders a memory router (same arguments as `createMemoryRouter`) under strict texts in `language`. */
export function renderRoutesWithTexts(language: Language, ...routerArguments: Parameters<typeof createMemoryRouter>) {
  const router = createMemoryRouter(...routerArguments);
  renderWithTexts(language, router);
  return router;
}

/** `element` as a memory router's only page (for its links), with the store's texts in `language`. */
export function renderInRouter(element: ReactNode, language: Language = "ro") {
  return renderWithTexts(language, createMemoryRouter([{ path: "/", element }]));
}
