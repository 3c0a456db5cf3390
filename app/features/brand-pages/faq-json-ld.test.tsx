// @vitest-environment happy-dom
import { render } from "@testing-library/react";
import { I18nProvider } from "#app/lib/i18n/react.tsx";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { SUPPORTED_LANGUAGES } from "#domain/locale";
import { meta } from "#app/routes/faq.tsx";
import { createTestI18n, testTranslations } from "#tests/app/test-i18n.ts";
import { FaqPage } from "./FaqPage.tsx";

const faqPageSchema = z.strictObject({
  "@context": z.literal("https://schema.org"),
  "@type": z.literal("FAQPage"),
  mainEntity: z
    .array(
      z.strictObject({
        "@type": z.literal("Question"),
        name: z.string().min(1),
        acceptedAnswer: z.strictObject({ "@type": z.literal("Answer"), text: z.string().min(1) }),
      }),
    )
    .min(1),
});

/** What React Router writes into the page's `<script type="application/ld+json">`, read back as a crawler would. */
function jsonLdOf(language: (typeof SUPPORTED_LANGUAGES)[number]): unknown {
  const args = {
    matches: [{ id: "root", data: { language, brandName: "Elara", translations: testTranslations(language) } }],
  } as unknown as Parameters<typeof meta>[0];
  const descriptor = meta(args).find((entry) => "script:ld+json" in entry);
  if (!descriptor || !("script:ld+json" in descriptor)) throw new Error("meta returned no script:ld+json descriptor");
  return JSON.parse(JSON.stringify(descriptor["script:ld+json"]));
}

describe.each(SUPPORTED_LANGUAGES)("FAQ JSON-LD in %s", (language) => {
  it("is valid JSON in the FAQPage shape, with the questions and answers the page shows", () => {
    const jsonLd = faqPageSchema.parse(jsonLdOf(language));

    const { container } = render(
      <I18nProvider i18n={createTestI18n(language)}>
        <MemoryRouter>
          <FaqPage supportEmail="help@nova.example" freeShipping="200 lei" />
        </MemoryRouter>
      </I18nProvider>,
    );
    const rendered = [...container.querySelectorAll("details")].map((details) => ({
      name: details.querySelector("summary")?.textContent,
      text: details.querySelector("p")?.textContent,
    }));

    expect(jsonLd.mainEntity).toHaveLength(rendered.length);
    expect(jsonLd.mainEntity.map((entry) => ({ name: entry.name, text: entry.acceptedAnswer.text }))).toEqual(rendered);
  });
});
