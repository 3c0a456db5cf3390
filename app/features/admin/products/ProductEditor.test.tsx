// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { EditableProduct, ProductEditInput, ProductTexts } from "#domain/admin/product-editor";
import type { ProductClaimsView } from "#domain/health-claims";
import type { Language } from "#domain/locale";
import { emptyMandatoryInformation } from "#domain/mandatory-information";
import { emptyProductSafety } from "#domain/product-safety-fields";
import { renderRoutesWithTexts } from "#tests/app/render-routes.tsx";
import { ProductEditor } from "./ProductEditor.tsx";
import { jsonResponse } from "#tests/app/json-response.ts";
import { stubFetchForEachTest } from "#tests/app/fetch-stub.ts";

const texts = (language: Language): ProductTexts => ({
  title: language === "ro" ? "Papillex — suport cervical" : "Papillex — Cervical Support",
  description: `${language} description`,
  descriptionHtml: `<p>${language}</p>`,
  category: language === "ro" ? "Sănătate cervicală" : "Cervical health",
  shortDescription: "",
  longDescription: "",
  benefits: "",
  formula: "",
  directions: "",
  qualityStandards: "",
  ingredients: "",
  benefitsTitle: "",
  ingredientsTitle: "",
  faqTitle: "",
});

const empty = () => ({ ro: { title: "", description: "" }, en: { title: "", description: "" } });

const product = (changes: Partial<EditableProduct> = {}): EditableProduct => ({
  id: 3,
  handle: "papillex",
  status: "active",
  vatClass: "standard",
  kind: "supplement",
  unitsPerBottle: 60,
  unitsPerDay: 2,
  updatedAt: "2026-11-20T08:30:00.000Z",
  texts: { ro: texts("ro"), en: texts("en") },
  images: [],
  benefits: Array.from({ length: 4 }, (_, index) =>
    index === 0
      ? { icon: "plus" as const, ro: { title: "Imunitate", description: "" }, en: { title: "Immunity", description: "" } }
      : { icon: "check" as const, ...empty() },
  ),
  ingredients: Array.from({ length: 10 }, () => ({ image: "", ...empty() })),
  faq: Array.from({ length: 10 }, () => ({ ro: { question: "", answer: "" }, en: { question: "", answer: "" } })),
  variants: [
    {
      id: 11,
      sku: "PAP-1",
      title: "O sticlă",
      subscription: false,
      singleBottles: null,
      weightGrams: 150,
      ro: { label: "O sticlă", description: "", subscriptionText: "" },
      en: { label: "Single bottle", description: "", subscriptionText: "" },
    },
  ],
  mandatory: emptyMandatoryInformation(),
  safety: emptyProductSafety(),
  ...changes,
});

const fetchMock = stubFetchForEachTest();
const sent = (index = 0) => JSON.parse(String(fetchMock.mock.calls[index]![1]!.body)) as ProductEditInput;

function renderEditor(opened: EditableProduct, language: Language = "ro", claims: ProductClaimsView | null = null) {
  renderRoutesWithTexts(
    language,
    [{ path: "/admin/products/:id", element: <ProductEditor product={opened} claims={claims} csrfToken="csrf-1" />, loader: () => null }],
    { initialEntries: [`/admin/products/${opened.id}`] },
  );
}

const FIRST_RENDER = { timeout: 10_000 };

describe("the product editor", () => {
  it("shows each text in Romanian and English side by side, each box labelled with its language", async () => {
    renderEditor(product());
    await screen.findByRole("heading", { level: 1, name: "Textele produsului: Papillex — suport cervical" }, FIRST_RENDER);
    const main = screen.getByRole("group", { name: "Titlu și descrieri" });
    expect(within(main).getByLabelText("Titlu (română)")).toHaveProperty("value", "Papillex — suport cervical");
    const english = within(main).getByLabelText("Titlu (engleză)");
    expect(english).toHaveProperty("value", "Papillex — Cervical Support");
    expect(english.getAttribute("lang")).toBe("en");
    const benefit = screen.getByRole("group", { name: "Beneficiul 1" });
    expect(within(benefit).getByLabelText("Pictogramă")).toHaveProperty("value", "plus");
    expect(within(benefit).getByLabelText("Titlu (engleză)")).toHaveProperty("value", "Immunity");
    expect(screen.getByRole("group", { name: /^Ingredientul 9\s*\(gol\)$/ })).toBeTruthy();
    const variant = screen.getByRole("group", { name: /Varianta O sticlă/ });
    expect(within(variant).getByLabelText("Etichetă (engleză)")).toHaveProperty("value", "Single bottle");
    expect(screen.getByRole("link", { name: "Vezi-l în magazin" }).getAttribute("href")).toBe("/products/papillex");
  });

  it("sends every text with the version it opened and says it saved", async () => {
    const saved = product({ updatedAt: "2026-11-23T10:00:00.000Z" });
    saved.texts.en.title = "Papillex — Daily Care";
    fetchMock.mockResolvedValueOnce(jsonResponse({ changed: true, product: saved }));
    renderEditor(product());
    const main = await screen.findByRole("group", { name: "Titlu și descrieri" }, FIRST_RENDER);
    fireEvent.change(within(main).getByLabelText("Titlu (engleză)"), { target: { value: "Papillex — Daily Care" } });
    fireEvent.click(screen.getByRole("button", { name: "Salvează" }));
    await screen.findByText("Salvat. Pagina produsului arată deja noile texte.");
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/admin/products/3");
    expect((fetchMock.mock.calls[0]![1]!.headers as Record<string, string>)["X-CSRF-Token"]).toBe("csrf-1");
    const body = sent();
    expect(body.version).toBe("2026-11-20T08:30:00.000Z");
    expect(body.texts.en.title).toBe("Papillex — Daily Care");
    expect(body.benefits).toHaveLength(4);
    expect(body.variants).toEqual([{ id: 11, weightGrams: "150", ro: product().variants[0]!.ro, en: product().variants[0]!.en }]);
  });

  it("shows a pack's saving against single bottles read-only, labelled as such and not as a reduction, and never sends one", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ changed: false, product: product() }));
    const single = product().variants[0]!;
    const pack = {
      ...single,
      id: 12,
      sku: "PAP-3PK",
      title: "Pachet 3 sticle",
      weightGrams: 450,
      singleBottles: { priceMinor: 56700, currencyCode: "RON", savingsPercent: 10 },
    };
    renderEditor(product({ variants: [single, pack] }), "en");
    const packGroup = await screen.findByRole("group", { name: /Variant Pachet 3 sticle/ }, FIRST_RENDER);
    const shown = within(packGroup)
      .getByText(/Compared with buying single bottles:/)
      .closest("p")!;
    expect(shown.textContent).toMatch(/567[.,]00\sRON|567 lei|RON\s?567/);
    expect(shown.textContent).toContain("10% saved");
    expect(shown.textContent).toContain("It is not a price reduction");
    expect(within(packGroup).queryByRole("textbox", { name: /sav/i })).toBeNull();
    const singleGroup = screen.getByRole("group", { name: /Variant O sticlă/ });
    expect(within(singleGroup).queryByText(/Compared with buying single bottles/)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sent().variants!.every((variant) => !("savings" in variant))).toBe(true);
  });

  it("puts the server's refusal beside the field it names and moves the focus there", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ error: "Completează „Beneficiul 1, descriere (engleză)”.", field: "benefits.0.en.description" }, 400),
    );
    renderEditor(product());
    await screen.findByRole("group", { name: "Titlu și descrieri" }, FIRST_RENDER);
    fireEvent.click(screen.getByRole("button", { name: "Salvează" }));
    const benefit = screen.getByRole("group", { name: "Beneficiul 1" });
    const field = within(benefit).getByLabelText("Descriere (engleză)");
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.getAttribute("aria-invalid")).toBe("true");
    const described = field.getAttribute("aria-describedby")!.split(" ")[0]!;
    expect(document.getElementById(described)?.textContent).toBe("Completează „Beneficiul 1, descriere (engleză)”.");
    expect(within(screen.getByRole("form", { name: "Texte" })).getByRole("status").textContent).toBe(
      "Completează „Beneficiul 1, descriere (engleză)”.",
    );
  });

  it("lists the mandatory information missing for publishing, updates the list as it is typed, and sends it", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ changed: true, product: product() }));
    renderEditor(product({ status: "draft" }));
    const section = await screen.findByRole("group", { name: "Informații obligatorii (eticheta suplimentului)" }, FIRST_RENDER);
    const missing = () =>
      Array.from(
        within(section).getByText("Ce lipsește ca să poți publica").parentElement!.querySelectorAll("li"),
        (item) => item.textContent,
      );
    expect(missing()).toContain("Denumirea legală (română)");
    expect(missing()).toContain("Tabelul nutrienților pe doza zilnică");
    expect(missing()).toContain("Fotografia etichetei complete");

    fireEvent.change(within(section).getByLabelText("Denumirea legală (română)"), { target: { value: "Papillex – supliment alimentar" } });
    expect(missing()).not.toContain("Denumirea legală (română)");
    fireEvent.click(within(section).getByRole("button", { name: "Adaugă un rând" }));
    const nutrient = within(section).getByRole("group", { name: "Nutrientul 1" });
    fireEvent.change(within(nutrient).getByLabelText("Denumire (română)"), { target: { value: "Zinc" } });
    expect(missing()).not.toContain("Tabelul nutrienților pe doza zilnică");
    expect(missing()).toContain("Nutrientul 1, Cantitate");
    expect(missing()).toContain("Nutrientul 1, Denumire (engleză)");
    fireEvent.change(within(nutrient).getByLabelText("Cantitate"), { target: { value: "10" } });
    expect(missing()).not.toContain("Nutrientul 1, Cantitate");
    // The nutrient is chosen from those the claims register knows; a plant extract keeps "none".
    const code = within(nutrient).getByLabelText("Nutrientul din registrul mențiunilor");
    expect(Array.from((code as HTMLSelectElement).options, (option) => option.textContent)).toContain("Niciunul (extract, altă substanță)");
    fireEvent.change(code, { target: { value: "zinc" } });

    fireEvent.click(screen.getByRole("button", { name: "Salvează" }));
    await screen.findByText("Salvat. Pagina produsului arată deja noile texte.");
    const body = sent();
    expect(body.mandatory?.texts?.ro?.legalName).toBe("Papillex – supliment alimentar");
    expect(body.mandatory?.nutrients).toEqual([{ code: "zinc", amount: "10", unit: "", nrv: "", ro: { name: "Zinc" }, en: { name: "" } }]);
    expect(body.mandatory).not.toHaveProperty("labelPhoto");
  });

  it("lists the chosen claims the nutrients table no longer supports as it is typed, and puts the save's refusal on the row", async () => {
    const labelled = emptyMandatoryInformation();
    labelled.nutrients = [
      { code: "vitamin_c", amount: "80", unit: "mg", nrv: "100", ro: { name: "Vitamina C" }, en: { name: "Vitamin C" } },
    ];
    const claims: ProductClaimsView = {
      register: [
        {
          id: 1,
          nutrient: "vitamin_c",
          text: { ro: "Vitamina C contribuie la funcționarea normală a sistemului imunitar.", en: "…" },
          minNrvPercent: 15,
          source: "Regulation (EU) No 432/2012",
        },
      ],
      chosen: [1],
      daily: [{ nutrient: "vitamin_c", amount: "80 mg", nrvPercent: 100 }],
    };
    const refusal =
      "Afirmația nu e permisă pentru acest produs: Afirmația despre vitamina C cere cel puțin 15 % din VNR în porția zilnică; produsul are 10 %.";
    fetchMock.mockResolvedValueOnce(jsonResponse({ code: "claim_conditions", error: refusal, field: "mandatory.nutrients.0.nrv" }, 422));
    renderEditor(product({ mandatory: labelled }), "ro", claims);
    const section = await screen.findByRole("group", { name: "Informații obligatorii (eticheta suplimentului)" }, FIRST_RENDER);
    expect(within(section).queryByText("Mențiuni alese pe care tabelul nu le mai susține")).toBeNull();
    const nrv = within(within(section).getByRole("group", { name: "Nutrientul 1" })).getByLabelText("% VNR");
    fireEvent.change(nrv, { target: { value: "10" } });
    expect(within(section).getByText("Mențiuni alese pe care tabelul nu le mai susține")).toBeTruthy();
    expect(within(section).getByText("vitamina C: mențiunile alese cer cel puțin 15 % din VNR; tabelul dă 10 %.")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Salvează" }));
    await waitFor(() => expect(document.activeElement).toBe(nrv));
    expect(nrv.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getAllByText(refusal).length).toBeGreaterThan(0);
    expect(sent().mandatory?.nutrients?.[0]).toMatchObject({ code: "vitamin_c", nrv: "10" });
  });

  it("marks sample data and warns when a published product lacks mandatory information", async () => {
    renderEditor(product({ mandatory: { ...emptyMandatoryInformation(), sample: true } }), "en");
    await screen.findByText("Sample mandatory information", undefined, FIRST_RENDER);
    expect(screen.getByRole("link", { name: /The product is published but some mandatory information is missing/ })).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: "Sample data" })).toHaveProperty("checked", true);
  });

  it("puts a refusal naming a mandatory field beside it and moves the focus there", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ error: "Data notificării: scrie o dată reală, de forma AAAA-LL-ZZ.", field: "mandatory.notificationDate" }, 400),
    );
    renderEditor(product());
    await screen.findByRole("group", { name: "Titlu și descrieri" }, FIRST_RENDER);
    fireEvent.click(screen.getByRole("button", { name: "Salvează" }));
    const field = screen.getByLabelText("Data notificării");
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.getAttribute("aria-invalid")).toBe("true");
  });

  it("offers the version someone else saved meanwhile", async () => {
    const newer = product({ updatedAt: "2026-11-23T11:00:00.000Z" });
    newer.texts.ro.category = "Îngrijire cervicală";
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: "Altcineva a salvat produsul între timp.", product: newer }, 409));
    renderEditor(product());
    await screen.findByRole("group", { name: "Titlu și descrieri" }, FIRST_RENDER);
    fireEvent.click(screen.getByRole("button", { name: "Salvează" }));
    fireEvent.click(await screen.findByRole("button", { name: "Încarcă versiunea salvată" }));
    expect(screen.getByLabelText("Categorie (română)")).toHaveProperty("value", "Îngrijire cervicală");
    fetchMock.mockResolvedValueOnce(jsonResponse({ changed: false, product: newer }));
    fireEvent.click(screen.getByRole("button", { name: "Salvează" }));
    await screen.findByText("Nimic de schimbat: textele erau deja așa.");
    expect(sent(1).version).toBe("2026-11-23T11:00:00.000Z");
  });
});

const picture = (id: number, ro: string, en: string) => ({
  id,
  src: `uploads/products/${id}.webp`,
  width: 1200,
  height: 1200,
  alt: { ro, en },
});

describe("the product's pictures", () => {
  const withPictures = () => product({ images: [picture(7, "Flaconul din față", "Bottle, front"), picture(8, "Eticheta", "Label")] });

  it("lists each picture in its place with its alt texts, and uploads a new one with both alt texts", async () => {
    const added = withPictures();
    added.images.push(picture(9, "Capsule", "Capsules"));
    added.updatedAt = "2026-11-23T12:00:00.000Z";
    fetchMock.mockResolvedValueOnce(jsonResponse({ changed: true, imageId: 9, product: added }, 201));
    renderEditor(withPictures());
    const gallery = await screen.findByRole("region", { name: "Imagini" }, FIRST_RENDER);
    const items = within(gallery).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText("Imaginea 1 din 2")).toBeTruthy();
    expect(within(items[0]!).getByText("Imaginea principală")).toBeTruthy();
    expect(within(items[1]!).getByLabelText("Text alternativ (engleză)")).toHaveProperty("value", "Label");
    expect(within(items[1]!).getByRole("button", { name: "Mută imaginea 2" }).getAttribute("aria-roledescription")).toBeTruthy();

    const upload = within(gallery).getByRole("button", { name: "Încarcă imaginea" }).closest("form")!;
    const file = new File([new Uint8Array([1, 2, 3])], "capsule.jpg", { type: "image/jpeg" });
    fireEvent.change(within(upload).getByLabelText("Fișierul imaginii"), { target: { files: [file] } });
    fireEvent.change(within(upload).getByLabelText("Text alternativ (română)"), { target: { value: "Capsule" } });
    fireEvent.change(within(upload).getByLabelText("Text alternativ (engleză)"), { target: { value: "Capsules" } });
    fireEvent.submit(upload);
    await within(gallery).findByText("Imaginea a fost adăugată la sfârșitul galeriei.");
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/admin/products/3/images");
    const form = fetchMock.mock.calls[0]![1]!.body as FormData;
    expect(form.get("altRo")).toBe("Capsule");
    expect(form.get("altEn")).toBe("Capsules");
    // jsdom's FormData does not read files set by a test (the e2e uploads a real one): the field is there.
    expect(form.has("file")).toBe(true);
    expect(within(gallery).getAllByRole("listitem")).toHaveLength(3);
    expect(within(upload).getByLabelText("Text alternativ (română)")).toHaveProperty("value", "");

    // The texts' form now sends the version the picture moved it to: no false "saved meanwhile".
    fetchMock.mockResolvedValueOnce(jsonResponse({ changed: false, product: added }));
    fireEvent.click(screen.getByRole("button", { name: "Salvează" }));
    await screen.findByText("Nimic de schimbat: textele erau deja așa.");
    expect(sent(1).version).toBe("2026-11-23T12:00:00.000Z");
  });

  it("puts a refused alt text beside its box and moves the focus there", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: "Completează „Text alternativ (engleză)”.", field: "altEn" }, 400));
    renderEditor(withPictures());
    const gallery = await screen.findByRole("region", { name: "Imagini" }, FIRST_RENDER);
    const second = within(gallery).getAllByRole("listitem")[1]!;
    fireEvent.change(within(second).getByLabelText("Text alternativ (engleză)"), { target: { value: " " } });
    fireEvent.click(within(second).getByRole("button", { name: "Salvează textele alternative" }));
    const field = within(second).getByLabelText("Text alternativ (engleză)");
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ altRo: "Eticheta", altEn: " " });
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/admin/products/3/images/8");
  });

  it('asks before removing a picture, keeps it on "keep", and says when it is gone', async () => {
    const after = withPictures();
    after.images = [after.images[0]!];
    fetchMock.mockResolvedValueOnce(jsonResponse({ changed: true, product: after }));
    renderEditor(withPictures());
    const gallery = await screen.findByRole("region", { name: "Imagini" }, FIRST_RENDER);
    const second = () => within(gallery).getAllByRole("listitem")[1]!;
    fireEvent.click(within(second()).getByRole("button", { name: "Șterge imaginea" }));
    const confirm = within(second()).getByRole("button", { name: "Da, șterge" });
    await waitFor(() => expect(document.activeElement).toBe(confirm));
    fireEvent.click(within(second()).getByRole("button", { name: "Păstrează" }));
    await waitFor(() => expect(document.activeElement).toBe(within(second()).getByRole("button", { name: "Șterge imaginea" })));
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(within(second()).getByRole("button", { name: "Șterge imaginea" }));
    fireEvent.click(within(second()).getByRole("button", { name: "Da, șterge" }));
    const status = await within(gallery).findByText("Imaginea a fost ștearsă.");
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/admin/products/3/images/8/remove");
    expect(within(gallery).getAllByRole("listitem")).toHaveLength(1);
    await waitFor(() => expect(document.activeElement).toBe(status));
  });
});

describe("the product editor of a non-food product (decision 0144)", () => {
  const nonFood = () =>
    product({
      kind: "non_food",
      images: [],
      safety: { ...emptyProductSafety(), manufacturer: { name: "Shenzhen Pillbox Co.", address: "", contact: "", country: "CN" } },
    });

  it("shows the safety fields and what publishing still needs instead of the label's information", async () => {
    renderEditor(nonFood());
    await screen.findByRole("heading", { level: 2, name: "Siguranța produsului (GPSR)" }, FIRST_RENDER);
    expect(screen.queryByRole("group", { name: /Informații obligatorii/ })).toBeNull();
    const maker = screen.getByRole("group", { name: "Producătorul" });
    expect(within(maker).getByLabelText("Producător: nume")).toHaveProperty("value", "Shenzhen Pillbox Co.");
    const missing = screen.getByText("Înainte de publicare mai lipsesc:").parentElement!;
    expect(within(missing).getByText("Persoana responsabilă din UE: nume")).toBeTruthy();
    expect(within(missing).getByText("O fotografie a produsului")).toBeTruthy();
    expect(within(missing).queryByText("Producător: nume")).toBeNull();
    expect(screen.getByText(/Producătorul nu este dintr-o țară a UE/)).toBeTruthy();
  });

  it("saves the safety information by its own route and puts a refusal beside the field it names", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ error: "„GTIN (cod de bare)”: scrie codul de bare întreg.", field: "safety.identifiers.gtin" }, 400),
    );
    renderEditor(nonFood());
    const identifiers = await screen.findByRole("group", { name: "Identificarea produsului" }, FIRST_RENDER);
    const gtin = within(identifiers).getByLabelText("GTIN (cod de bare)");
    fireEvent.change(gtin, { target: { value: "5901234123458" } });
    fireEvent.click(screen.getByRole("button", { name: "Salvează informațiile de siguranță" }));
    await waitFor(() => expect(document.activeElement).toBe(gtin));
    expect(gtin.getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/admin/products/3/safety");
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body)) as { safety: { identifiers: { gtin: string } } };
    expect(body.safety.identifiers.gtin).toBe("5901234123458");
  });

  it("shows no safety fields for a supplement", async () => {
    renderEditor(product());
    await screen.findByRole("group", { name: "Titlu și descrieri" }, FIRST_RENDER);
    expect(screen.queryByRole("heading", { name: "Siguranța produsului (GPSR)" })).toBeNull();
  });
});
