import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { Language } from "#domain/locale";
import { I18nProvider } from "#app/lib/i18n/react.tsx";
import { strictTestI18n } from "./test-i18n.ts";

/** Renders a memory router (same arguments as `createMemoryRouter`) under strict texts in `language`. */
export function renderRoutesWithTexts(language: Language, ...routerArguments: Parameters<typeof createMemoryRouter>) {
  const router = createMemoryRouter(...routerArguments);
  render(
    <I18nProvider i18n={strictTestI18n(language)}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return router;
}
