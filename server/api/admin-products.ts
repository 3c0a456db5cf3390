/**
 * The catalogue in the admin (issue 17 item 1), JSON under /api/admin, for members allowed
 * `catalog.manage`, each change audited (docs/api.md "Store admin: products"):
 *
 * - GET /products?q=&status=&stock= → {products}
 * - POST /products {…NewProductInput} → 201 {product} (a draft, the editor's view); 409 {error, field} when the
 *   address or a SKU is taken
 * - POST /products/variants/:id {price, compareAtPrice, stock, expectedStock, availableForSale} → {changed, product};
 *   409 {error, current, product} when the stock moved since the form was read
 * - POST /products/:id/status {status: active|draft} → {changed, product}
 * - GET /products/:id → {product} (the editor's: every text in both languages)
 * - POST /products/:id {…ProductEditInput, version} → {changed, product}; 409 {error, product} when saved meanwhile
 * (the gallery's routes are in admin-product-images.ts)
 */
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import {
  MAX_STOCK_QUANTITY,
  newProductSchema,
  PRODUCT_HANDLE_MAX_LENGTH,
  productStatusSchema,
  readProductFilter,
  variantChangeSchema,
} from "#domain/admin-products";
import { PRODUCT_HTML_MAX_LENGTH, productEditSchema } from "#domain/admin-product-editor";
import type { Language } from "#domain/locale";
import type { CatalogAdmin } from "#server/commerce/catalog/back-office/catalog-admin";
import type { StaffSessions } from "#server/commerce/staff/staff-sessions";
import { shopperLanguage } from "#server/http/shopper-language";
import { ADMIN_API } from "./admin-auth.ts";
import {
  ADMIN_BODY_LIMIT,
  adminFailure,
  adminMessages,
  readAdminBody,
  requireStaff,
  type AdminVariables,
  staffActor,
} from "./admin-http.ts";

const FIELDS: Record<Language, Record<string, string>> = {
  ro: { price: "Preț", compareAtPrice: "Preț înainte de reducere", stock: "Stoc", availableForSale: "De vânzare", status: "Stare" },
  en: { price: "Price", compareAtPrice: "Price before discount", stock: "Stock", availableForSale: "For sale", status: "Status" },
};

const MESSAGES: Record<
  Language,
  {
    productNotFound: string;
    variantNotFound: string;
    amount: (field: string) => string;
    notAbovePrice: string;
    stock: string;
    stockMoved: (current: number | null) => string;
    invalid: (field: string) => string;
  }
> = {
  ro: {
    productNotFound: "Produsul nu există.",
    variantNotFound: "Varianta nu există.",
    amount: (field) => `„${field}” trebuie să fie o sumă în lei mai mare decât 0, de exemplu 189,99.`,
    notAbovePrice: "Prețul înainte de reducere trebuie să fie mai mare decât prețul (sau lasă câmpul gol).",
    stock: `Stocul este un număr întreg între 0 și ${MAX_STOCK_QUANTITY.toLocaleString("ro-RO")} (sau gol, dacă nu numeri bucățile).`,
    stockMoved: (current) =>
      `Stocul s-a schimbat între timp (o comandă sau alt coleg): acum este ${current ?? "nenumărat"}. Verifică și salvează din nou.`,
    invalid: (field) => `Câmpul „${field}” nu este valid.`,
  },
  en: {
    productNotFound: "No such product.",
    variantNotFound: "No such variant.",
    amount: (field) => `"${field}" must be an amount in lei above 0, for example 189.99.`,
    notAbovePrice: "The price before discount must be higher than the price (or leave it empty).",
    stock: `Stock is a whole number from 0 to ${MAX_STOCK_QUANTITY.toLocaleString("en-GB")} (or empty when you do not count units).`,
    stockMoved: (current) =>
      `The stock changed meanwhile (an order or a colleague): it is now ${current ?? "not counted"}. Check and save again.`,
    invalid: (field) => `The field "${field}" is not valid.`,
  },
};

/** The new-product form's fields as the member reads them, so an error names the one to fix. */
const NEW_PRODUCT_FIELDS: Record<Language, Record<string, string>> = {
  ro: {
    handle: "Adresă (handle)",
    titleRo: "Titlu (română)",
    titleEn: "Titlu (engleză)",
    skuPrefix: "Prefix SKU",
    vatClass: "Cota de TVA",
    singlePrice: "Preț o sticlă",
    packPrice: "Preț pachet 3 sticle",
    subscriptionPrice: "Preț abonament lunar",
    singleStock: "Stoc inițial o sticlă",
    packStock: "Stoc inițial pachet 3 sticle",
  },
  en: {
    handle: "Address (handle)",
    titleRo: "Title (Romanian)",
    titleEn: "Title (English)",
    skuPrefix: "SKU prefix",
    vatClass: "VAT class",
    singlePrice: "Single bottle price",
    packPrice: "3-pack price",
    subscriptionPrice: "Monthly subscription price",
    singleStock: "Opening stock, single bottle",
    packStock: "Opening stock, 3-pack",
  },
};

const NEW_PRODUCT_MESSAGES: Record<
  Language,
  {
    required: (field: string) => string;
    tooLong: (field: string) => string;
    singleLine: (field: string) => string;
    handle: string;
    sku: string;
    amount: (field: string) => string;
    stock: (field: string) => string;
    invalid: (field: string) => string;
    handleTaken: string;
    skuTaken: (sku: string) => string;
  }
> = {
  ro: {
    required: (field) => `Completează „${field}”.`,
    tooLong: (field) => `„${field}” este prea lung.`,
    singleLine: (field) => `„${field}” trebuie să fie pe un singur rând.`,
    handle: `Adresa poate avea doar litere mici fără diacritice, cifre și cratime, cel mult ${PRODUCT_HANDLE_MAX_LENGTH} de caractere (de exemplu magneziu-b6).`,
    sku: "Prefixul SKU poate avea doar litere, cifre și cratime, cel mult 40 de caractere (de exemplu MAG).",
    amount: (field) => `„${field}” trebuie să fie o sumă în lei mai mare decât 0, de exemplu 189,99.`,
    stock: (field) => `„${field}” este un număr întreg între 0 și ${MAX_STOCK_QUANTITY.toLocaleString("ro-RO")}.`,
    invalid: (field) => `Câmpul „${field}” nu este valid.`,
    handleTaken: "Un alt produs are deja adresa asta. Alege alta.",
    skuTaken: (sku) => `SKU-ul ${sku} este deja al altei variante. Alege alt prefix SKU.`,
  },
  en: {
    required: (field) => `Fill in "${field}".`,
    tooLong: (field) => `"${field}" is too long.`,
    singleLine: (field) => `"${field}" must be on one line.`,
    handle: `The address can only have lower-case letters without accents, digits and hyphens, at most ${PRODUCT_HANDLE_MAX_LENGTH} characters (for example magnesium-b6).`,
    sku: "The SKU prefix can only have letters, digits and hyphens, at most 40 characters (for example MAG).",
    amount: (field) => `"${field}" must be an amount in lei above 0, for example 189.99.`,
    stock: (field) => `"${field}" is a whole number from 0 to ${MAX_STOCK_QUANTITY.toLocaleString("en-GB")}.`,
    invalid: (field) => `The field "${field}" is not valid.`,
    handleTaken: "Another product already has this address. Choose another.",
    skuTaken: (sku) => `The SKU ${sku} already belongs to another variant. Choose another SKU prefix.`,
  },
};

/** Both languages of every text with a long HTML description, with room for the JSON around them. */
const PRODUCT_EDIT_BODY_LIMIT = 2 * PRODUCT_HTML_MAX_LENGTH * 4 + 512 * 1024;

/** The editor's fields as the member reads them, so an error names the one to fix. */
const EDITOR_FIELDS: Record<Language, Record<string, string>> = {
  ro: {
    title: "Titlu",
    description: "Descriere scurtă (carduri și căutare)",
    descriptionHtml: "Descriere HTML",
    category: "Categorie",
    shortDescription: "Rezumat sub titlu",
    longDescription: "Descriere pe pagina produsului",
    benefits: "Beneficii (listă)",
    formula: "Formulă",
    directions: "Mod de administrare",
    qualityStandards: "Standarde de calitate",
    ingredients: "Lista ingredientelor",
    benefitsTitle: "Titlul secțiunii de beneficii",
    ingredientsTitle: "Titlul secțiunii de ingrediente",
    faqTitle: "Titlul secțiunii de întrebări",
    benefit: "Beneficiul {n}",
    ingredient: "Ingredientul {n}",
    faq: "Întrebarea {n}",
    variant: "Varianta {n}",
    question: "întrebare",
    answer: "răspuns",
    itemTitle: "titlu",
    itemDescription: "descriere",
    icon: "pictogramă",
    label: "etichetă",
    subscriptionText: "text abonament",
    savings: "Economie (%)",
    weightGrams: "greutate (grame)",
    vatClass: "Cota de TVA",
  },
  en: {
    title: "Title",
    description: "Short description (cards and search)",
    descriptionHtml: "HTML description",
    category: "Category",
    shortDescription: "Summary under the title",
    longDescription: "Description on the product page",
    benefits: "Benefits (list)",
    formula: "Formula",
    directions: "Directions",
    qualityStandards: "Quality standards",
    ingredients: "Ingredients list",
    benefitsTitle: "Benefits section title",
    ingredientsTitle: "Ingredients section title",
    faqTitle: "Questions section title",
    benefit: "Benefit {n}",
    ingredient: "Ingredient {n}",
    faq: "Question {n}",
    variant: "Variant {n}",
    question: "question",
    answer: "answer",
    itemTitle: "title",
    itemDescription: "description",
    icon: "icon",
    label: "label",
    subscriptionText: "subscription text",
    savings: "Savings (%)",
    weightGrams: "weight (grams)",
    vatClass: "VAT class",
  },
};

const EDITOR_LANGUAGE_NAMES: Record<Language, Record<Language, string>> = {
  ro: { ro: "română", en: "engleză" },
  en: { ro: "Romanian", en: "English" },
};

const EDITOR_MESSAGES: Record<
  Language,
  {
    editedMeanwhile: string;
    unknownVariant: string;
    required: (field: string) => string;
    tooLong: (field: string) => string;
    singleLine: (field: string) => string;
    savings: string;
    weight: (field: string) => string;
    invalid: (field: string) => string;
  }
> = {
  ro: {
    editedMeanwhile: "Altcineva a salvat produsul între timp. Reîncarcă pagina ca să vezi ce s-a schimbat, apoi salvează din nou.",
    unknownVariant: "Una dintre variante nu este a acestui produs. Reîncarcă pagina.",
    required: (field) => `Completează „${field}”.`,
    tooLong: (field) => `„${field}” este prea lung.`,
    singleLine: (field) => `„${field}” trebuie să fie pe un singur rând.`,
    savings: "Economia este un număr întreg între 1 și 99 (sau gol).",
    weight: (field) => `${field}: scrie un număr întreg de grame între 1 și 30000.`,
    invalid: (field) => `Câmpul „${field}” nu este valid.`,
  },
  en: {
    editedMeanwhile: "Someone else saved the product meanwhile. Reload the page to see what changed, then save again.",
    unknownVariant: "One of the variants is not this product's. Reload the page.",
    required: (field) => `Fill in "${field}".`,
    tooLong: (field) => `"${field}" is too long.`,
    singleLine: (field) => `"${field}" must be on one line.`,
    savings: "Savings is a whole number from 1 to 99 (or empty).",
    weight: (field) => `${field}: enter a whole number of grams from 1 to 30000.`,
    invalid: (field) => `The field "${field}" is not valid.`,
  },
};

/**
 * "texts.en.title" → "Titlu (engleză)", "faq.2.ro.answer" → "Întrebarea 3, răspuns (română)", so the member
 * knows which box of which column to look at.
 */
export function productEditorFieldLabel(language: Language, field: string): string {
  const names = EDITOR_FIELDS[language];
  const parts = field.split(".");
  const languageOf = (value: string | undefined) =>
    value === "ro" || value === "en" ? ` (${EDITOR_LANGUAGE_NAMES[language][value]})` : "";
  if (parts[0] === "texts") return `${names[parts[2] ?? ""] ?? parts[2] ?? field}${languageOf(parts[1])}`;
  const group = { benefits: "benefit", ingredients: "ingredient", faq: "faq", variants: "variant" }[parts[0] ?? ""];
  if (group && parts[1] !== undefined) {
    const item = names[group]!.replace("{n}", String(Number(parts[1]) + 1));
    const key = parts[2] === "ro" || parts[2] === "en" ? parts[3] : parts[2];
    const part = key === "title" ? names.itemTitle : key === "description" ? names.itemDescription : key ? (names[key] ?? key) : "";
    return `${item}${part ? `, ${part}` : ""}${languageOf(parts[2])}`;
  }
  return names[field] ?? field;
}

const rowId = z.coerce.number().int().positive().max(2_147_483_647);

export function adminProductRoutes({
  catalogAdmin,
  sessions,
  baseUrl,
  trustProxyHops,
}: {
  catalogAdmin: CatalogAdmin;
  sessions: StaffSessions;
  baseUrl: string;
  trustProxyHops: number;
}): Hono<{ Variables: AdminVariables }> {
  const app = new Hono<{ Variables: AdminVariables }>();
  const guard = requireStaff({ sessions, baseUrl }, "catalog.manage");
  const sizeLimit = bodyLimit({ maxSize: ADMIN_BODY_LIMIT, onError: (c) => adminFailure(c, 413, adminMessages(c).tooLarge) });
  const text = (c: Context) => MESSAGES[shopperLanguage(c)];
  const describe = (c: Context) => (problem: string, field: string) => {
    const label = FIELDS[shopperLanguage(c)][field] ?? field;
    if (problem === "amount") return text(c).amount(label);
    if (problem === "not_above_price") return text(c).notAbovePrice;
    if (problem === "stock") return text(c).stock;
    return text(c).invalid(label);
  };
  const editorSizeLimit = bodyLimit({
    maxSize: PRODUCT_EDIT_BODY_LIMIT,
    onError: (c) => adminFailure(c, 413, adminMessages(c).tooLarge),
  });
  const describeEdit = (c: Context) => (problem: string, field: string) => {
    const language = shopperLanguage(c);
    const messages = EDITOR_MESSAGES[language];
    const label = productEditorFieldLabel(language, field);
    if (problem === "required") return messages.required(label);
    if (problem === "too_long") return messages.tooLong(label);
    if (problem === "single_line") return messages.singleLine(label);
    if (problem === "savings") return messages.savings;
    if (problem === "weight") return messages.weight(label);
    return messages.invalid(label);
  };
  const describeNew = (c: Context) => (problem: string, field: string) => {
    const messages = NEW_PRODUCT_MESSAGES[shopperLanguage(c)];
    const label = NEW_PRODUCT_FIELDS[shopperLanguage(c)][field] ?? field;
    if (problem === "required") return messages.required(label);
    if (problem === "too_long") return messages.tooLong(label);
    if (problem === "single_line") return messages.singleLine(label);
    if (problem === "handle") return messages.handle;
    if (problem === "sku") return messages.sku;
    if (problem === "amount") return messages.amount(label);
    if (problem === "stock") return messages.stock(label);
    return messages.invalid(label);
  };
  const idOf = (c: Context) => {
    const parsed = rowId.safeParse(c.req.param("id"));
    return parsed.success ? parsed.data : 0;
  };

  app.get(`${ADMIN_API}/products`, guard, async (c) => {
    const filter = readProductFilter(new URL(c.req.url).searchParams);
    return c.json({ products: await catalogAdmin.list(filter, shopperLanguage(c)) });
  });

  app.post(`${ADMIN_API}/products`, guard, sizeLimit, async (c) => {
    const body = await readAdminBody(c, newProductSchema, describeNew(c));
    if (!body.ok) return body.response;
    const language = shopperLanguage(c);
    const outcome = await catalogAdmin.create(body.value, staffActor(c, trustProxyHops));
    if (outcome.kind === "handle_taken") return adminFailure(c, 409, NEW_PRODUCT_MESSAGES[language].handleTaken, "handle");
    if (outcome.kind === "sku_taken") return adminFailure(c, 409, NEW_PRODUCT_MESSAGES[language].skuTaken(outcome.sku), "skuPrefix");
    return c.json({ product: await catalogAdmin.editable(outcome.id, language) }, 201);
  });

  app.post(`${ADMIN_API}/products/variants/:id`, guard, sizeLimit, async (c) => {
    const body = await readAdminBody(c, variantChangeSchema, describe(c));
    if (!body.ok) return body.response;
    const outcome = await catalogAdmin.changeVariant(idOf(c), body.value, staffActor(c, trustProxyHops), shopperLanguage(c));
    if (outcome.kind === "not_found") return adminFailure(c, 404, text(c).variantNotFound);
    if (outcome.kind === "stock_moved")
      return c.json(
        { error: text(c).stockMoved(outcome.current), field: "stock", current: outcome.current, product: outcome.product },
        409,
      );
    return c.json({ changed: outcome.changed, product: outcome.product });
  });

  app.post(`${ADMIN_API}/products/:id/status`, guard, sizeLimit, async (c) => {
    const body = await readAdminBody(c, productStatusSchema, describe(c));
    if (!body.ok) return body.response;
    const outcome = await catalogAdmin.setStatus(idOf(c), body.value.status, staffActor(c, trustProxyHops), shopperLanguage(c));
    if (outcome.kind === "not_found") return adminFailure(c, 404, text(c).productNotFound);
    return c.json({ changed: outcome.changed, product: outcome.product });
  });

  app.get(`${ADMIN_API}/products/:id`, guard, async (c) => {
    const product = await catalogAdmin.editable(idOf(c), shopperLanguage(c));
    if (!product) return adminFailure(c, 404, text(c).productNotFound);
    return c.json({ product });
  });

  app.post(`${ADMIN_API}/products/:id`, guard, editorSizeLimit, async (c) => {
    const id = idOf(c);
    if (id === 0) return adminFailure(c, 404, text(c).productNotFound);
    const body = await readAdminBody(c, productEditSchema, describeEdit(c));
    if (!body.ok) return body.response;
    const language = shopperLanguage(c);
    const outcome = await catalogAdmin.edit(id, body.value, staffActor(c, trustProxyHops), language);
    switch (outcome.kind) {
      case "saved":
        return c.json({ changed: outcome.changed, product: outcome.product });
      case "not_found":
        return adminFailure(c, 404, text(c).productNotFound);
      case "unknown_variant":
        return adminFailure(c, 400, EDITOR_MESSAGES[language].unknownVariant, `variants.${outcome.index}`);
      case "edited_meanwhile":
        return c.json({ error: EDITOR_MESSAGES[language].editedMeanwhile, product: outcome.product }, 409);
    }
  });

  return app;
}
