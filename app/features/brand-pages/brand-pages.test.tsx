// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { I18nProvider } from "#app/lib/i18n/react.tsx";
import { describe, expect, it } from "vitest";
import { SUPPORTED_LANGUAGES } from "#domain/locale";
import { createTestI18n } from "#tests/app/test-i18n.ts";
import { UnderRoot } from "#tests/app/under-root.tsx";
import { FaqPage } from "./FaqPage.tsx";
import { HealthProfessionalsPage } from "./HealthProfessionalsPage.tsx";
import { OurResearchersPage } from "./OurResearchersPage.tsx";
import { OurStoryPage } from "./OurStoryPage.tsx";
import { OurValuesPage } from "./OurValuesPage.tsx";
import { LINEUP_PAGES } from "#tests/app/product-lineup.ts";

const PAGES: Array<[string, React.ReactElement]> = [
  ["our story", <OurStoryPage key="story" brand="Nova" />],
  ["our values", <OurValuesPage key="values" supportEmail="help@nova.example" />],
  ["our researchers", <OurResearchersPage key="researchers" brand="Nova" />],
  ["health professionals", <HealthProfessionalsPage key="professionals" brand="Nova" wholesaleEmail="b2b@nova.example" />],
  ["faq", <FaqPage key="faq" supportEmail="help@nova.example" freeShipping="200 lei" />],
];

function renderIn(language: (typeof SUPPORTED_LANGUAGES)[number], page: React.ReactElement) {
  const missing: string[] = [];
  const i18n = createTestI18n(language, { onMissingKey: (namespace, key) => missing.push(`${namespace}:${key}`) });
  const { container } = render(
    <I18nProvider i18n={i18n}>
      <UnderRoot>{page}</UnderRoot>
    </I18nProvider>,
  );
  return { container, missing };
}

describe.each(SUPPORTED_LANGUAGES)("brand pages in %s", (language) => {
  it.each(PAGES)("%s finds every text it asks for and has exactly one h1", (_name, page) => {
    const { container, missing } = renderIn(language, page);
    expect(missing).toEqual([]);
    expect(container.textContent).not.toMatch(/\{\{|\}\}/);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });

  it("the brand name given by the configuration appears in the texts", () => {
    renderIn(language, <OurStoryPage brand="Nova" />);
    expect(screen.getByRole("heading", { level: 2, name: /Nova/ })).toBeTruthy();
  });

  it("health professionals links the six products and the wholesale address", () => {
    renderIn(language, <HealthProfessionalsPage brand="Nova" wholesaleEmail="b2b@nova.example" />);
    const productLinks = screen.getAllByRole("link").filter((link) => link.getAttribute("href")?.startsWith("/products/"));
    expect(productLinks.map((link) => link.getAttribute("href"))).toEqual(LINEUP_PAGES);
    expect(screen.getByRole("link", { name: /b2b@nova\.example/ }).getAttribute("href")).toBe("mailto:b2b@nova.example");
  });

  it("the FAQ's contact link writes to the support address", () => {
    renderIn(language, <FaqPage supportEmail="help@nova.example" freeShipping="200 lei" />);
    expect(screen.getByRole("link", { name: /help@nova\.example/ }).getAttribute("href")).toBe("mailto:help@nova.example");
  });
});
