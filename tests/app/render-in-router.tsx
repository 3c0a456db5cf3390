import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { Language } from "#domain/locale";
import { I18nProvider } from "#app/lib/i18n/react.tsx";
import { strictTestI18n } from "./test-i18n.ts";

/** `element` as a memory router's only page (for its links), with the store's texts in `language`. */
export function renderInRouter(element: ReactNode, language: Language = "ro") {
  return render(
    <I18nProvider i18n={strictTestI18n(language)}>
      <RouterProvider router={createMemoryRouter([{ path: "/", element }])} />
    </I18nProvider>,
  );
}
