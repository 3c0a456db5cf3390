// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "#app/lib/i18n/react.tsx";
import { createTestI18n } from "#tests/app/test-i18n.ts";
import type { Language } from "#domain/locale";
import { ProductSafety } from "./ProductSafety.tsx";

/** A pill organiser's safety metafields as the Storefront API answers them in Romanian (decision 0144). */
const FIELDS = {
  safety_manufacturer: JSON.stringify({
    name: "Shenzhen Pillbox Co.",
    address: "12 Keji Road\nShenzhen",
    contact: "safety@pillbox.example",
    country: "CN",
  }),
  safety_responsible_person: JSON.stringify({
    name: "Elara Import S.R.L.",
    address: "Str. Lalelelor 3, București",
    contact: "https://elara.example/contact",
  }),
  safety_identifiers: JSON.stringify({ model: "PX-7", batch: "", gtin: "5901234123457" }),
  safety_warnings: "Nu lăsa la îndemâna copiilor mici.\nPiese mici: pericol de sufocare.",
};

const html = (fields: Record<string, string>, language: Language = "ro") =>
  renderToString(
    <I18nProvider i18n={createTestI18n(language)}>
      <ProductSafety fields={fields} />
    </I18nProvider>,
  );

describe("the product page's safety section (GPSR Art. 19)", () => {
  it("is in the server's HTML with the manufacturer, the EU responsible person, the identifiers and the warnings", () => {
    const page = html(FIELDS);
    expect(page).toContain("Siguranța produsului");
    expect(page).toContain("Shenzhen Pillbox Co.");
    expect(page).toContain("Țara: CN");
    expect(page).toContain('href="mailto:safety@pillbox.example"');
    expect(page).toContain("Persoana responsabilă din UE");
    expect(page).toContain("Elara Import S.R.L.");
    expect(page).toContain("Tip/model: PX-7");
    expect(page).toContain("GTIN: 5901234123457");
    expect(page).not.toContain("Lot/serie");
    expect(page).toContain("Piese mici: pericol de sufocare.");
  });

  it("reads as a labelled region in English, each part named", () => {
    render(
      <I18nProvider i18n={createTestI18n("en")}>
        <ProductSafety fields={{ ...FIELDS, safety_warnings: "Keep away from small children." }} />
      </I18nProvider>,
    );
    const section = screen.getByRole("region", { name: "Product safety" });
    expect(within(section).getByText("EU responsible person")).toBeTruthy();
    expect(within(section).getByText("Keep away from small children.")).toBeTruthy();
  });

  it("leaves out the EU responsible person for a manufacturer in the EU that named none, and is absent for a supplement", () => {
    const inEu = html({
      ...FIELDS,
      safety_manufacturer: JSON.stringify({ name: "Cluj Plast", address: "Cluj", contact: "a@b.ro", country: "RO" }),
      safety_responsible_person: "",
    });
    expect(inEu).toContain("Cluj Plast");
    expect(inEu).not.toContain("Persoana responsabilă din UE");
    expect(html({ category: "Sănătate" })).toBe("");
  });
});
