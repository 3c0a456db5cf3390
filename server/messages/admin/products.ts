/**
 * The texts of the admin's product routes (the list's inline row, the new-product form, the editor), in the member's
 * language (Romanian "tu"), each naming the field to fix as the member reads it.
 */
import { MAX_UNITS_PER_BOTTLE, MAX_UNITS_PER_DAY } from "#domain/days-of-supply";
import { MAX_STOCK_QUANTITY, PRODUCT_HANDLE_MAX_LENGTH } from "#domain/admin/products";
import type { Language } from "#domain/locale";
import { editorFieldLabel } from "#domain/editor-field-labels";
import { ADMIN_FIELD_SENTENCES, plainFieldSentence } from "./fields.ts";

/** The list's inline row and the status switch. */
const ROW_FIELDS: Record<Language, Record<string, string>> = {
  ro: {
    price: "Preț",
    compareAtPrice: "Preț înainte de reducere",
    stock: "Stoc",
    availableForSale: "De vânzare",
    status: "Stare",
    gtin: "GTIN (codul de sub codul de bare)",
  },
  en: {
    price: "Price",
    compareAtPrice: "Price before discount",
    stock: "Stock",
    availableForSale: "For sale",
    status: "Status",
    gtin: "GTIN (the number under the barcode)",
  },
};

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
    purchaseOptions: "Variante",
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
    purchaseOptions: "Variants",
  },
};

export interface AdminProductMessages {
  productNotFound: string;
  variantNotFound: string;
  /** A wrong field of a variant's row (`variantChangeSchema`) or of the status switch. */
  rowField: (problem: string, field: string) => string;
  stockMoved: (current: number | null) => string;
  /** A wrong field of the new-product form (`newProductSchema`). */
  newProductField: (problem: string, field: string) => string;
  handleTaken: string;
  skuTaken: (sku: string) => string;
  /** A wrong field of the editor (`productEditSchema`), named by its box and column. */
  editorField: (problem: string, field: string) => string;
  editedMeanwhile: string;
  unknownVariant: string;
  /** Publishing refused: the mandatory fields still empty (decision 0096), named as the editor labels them. */
  mandatoryMissing: (fields: readonly string[]) => string;
  /** Publishing refused in production: the information is still the seed's sample (decision 0127). */
  mandatorySample: (fields: readonly string[]) => string;
  /** A save of a published product that would empty mandatory fields. */
  mandatoryEmptied: (fields: readonly string[]) => string;
}

/** At most this many fields named in one sentence; the editor lists them all. */
const NAMED = 6;
function fieldList(language: Language, fields: readonly string[]): string {
  const named = fields.slice(0, NAMED).map((field) => editorFieldLabel(language, field));
  const more = fields.length - named.length;
  const tail = more > 0 ? (language === "ro" ? ` și încă ${more}` : ` and ${more} more`) : "";
  return `${named.join("; ")}${tail}`;
}

export const ADMIN_PRODUCT_MESSAGES: Record<Language, AdminProductMessages> = {
  ro: {
    productNotFound: "Produsul nu există.",
    variantNotFound: "Varianta nu există.",
    rowField: (problem, field) => {
      const label = ROW_FIELDS.ro[field] ?? field;
      if (problem === "amount") return `„${label}” trebuie să fie o sumă în lei mai mare decât 0, de exemplu 189,99.`;
      if (problem === "computed")
        return "„Preț înainte de reducere” nu se mai scrie de mână: magazinul îl calculează din istoricul prețurilor (cel mai mic preț din ultimele 30 de zile). Trimite doar prețul nou.";
      if (problem === "stock")
        return `Stocul este un număr întreg între 0 și ${MAX_STOCK_QUANTITY.toLocaleString("ro-RO")} (sau gol, dacă nu numeri bucățile).`;
      if (problem === "gtin")
        return `„${label}” trebuie să aibă 8, 12, 13 sau 14 cifre, cu ultima cifră de control corectă (verifică-l pe etichetă), sau să rămână gol.`;
      return ADMIN_FIELD_SENTENCES.ro.invalid(label);
    },
    stockMoved: (current) =>
      `Stocul s-a schimbat între timp (o comandă sau alt coleg): acum este ${current ?? "nenumărat"}. Verifică și salvează din nou.`,
    newProductField: (problem, field) => {
      const label = NEW_PRODUCT_FIELDS.ro[field] ?? field;
      switch (problem) {
        case "handle":
          return `Adresa poate avea doar litere mici fără diacritice, cifre și cratime, cel mult ${PRODUCT_HANDLE_MAX_LENGTH} de caractere (de exemplu magneziu-b6).`;
        case "sku":
          return "Prefixul SKU poate avea doar litere, cifre și cratime, cel mult 40 de caractere (de exemplu MAG).";
        case "amount":
          return `„${label}” trebuie să fie o sumă în lei mai mare decât 0, de exemplu 189,99.`;
        case "invalid":
          return field === "purchaseOptions"
            ? "„Variante”: un supliment alimentar are mereu o sticlă, pachetul de 3 sticle și abonamentul lunar."
            : plainFieldSentence("ro", problem, label);
        case "stock":
          return `„${label}” este un număr întreg între 0 și ${MAX_STOCK_QUANTITY.toLocaleString("ro-RO")}.`;
        default:
          return plainFieldSentence("ro", problem, label);
      }
    },
    handleTaken: "Un alt produs are deja adresa asta. Alege alta.",
    skuTaken: (sku) => `SKU-ul ${sku} este deja al altei variante. Alege alt prefix SKU.`,
    editorField: (problem, field) => {
      const label = editorFieldLabel("ro", field);
      switch (problem) {
        case "computed":
          return `${label}: nu se mai scrie. Magazinul o calculează din prețurile de azi și nu este o reducere de preț; trimite varianta fără ea.`;
        case "weight":
          return `${label}: scrie un număr întreg de grame între 1 și 30000.`;
        case "units_per_bottle":
          return `${label}: scrie un număr întreg între 1 și ${MAX_UNITS_PER_BOTTLE} (sau lasă gol dacă nu știi).`;
        case "units_per_day":
          return `${label}: scrie un număr întreg între 1 și ${MAX_UNITS_PER_DAY} (sau lasă gol dacă nu știi).`;
        case "legal_name":
          return `${label}: denumirea trebuie să conțină „supliment alimentar”.`;
        case "allergen_marks":
          return `${label}: încadrează fiecare alergen între două perechi de asteriscuri, de exemplu **soia**; un semn a rămas deschis.`;
        case "amount":
          return `${label}: scrie un număr, de exemplu 300 sau 1,5.`;
        case "nrv":
          return `${label}: scrie un număr întreg de procente, de exemplu 100 (sau lasă gol dacă nutrientul nu are VNR).`;
        case "date":
          return `${label}: scrie o dată reală, de forma AAAA-LL-ZZ.`;
        case "duplicate_code":
          return `${label}: alt rând al tabelului este deja acest nutrient; fiecare nutrient apare o singură dată.`;
        default:
          return plainFieldSentence("ro", problem, label);
      }
    },
    editedMeanwhile: "Altcineva a salvat produsul între timp. Reîncarcă pagina ca să vezi ce s-a schimbat, apoi salvează din nou.",
    unknownVariant: "Una dintre variante nu este a acestui produs. Reîncarcă pagina.",
    mandatoryMissing: (fields) =>
      `Nu poți publica produsul până nu completezi informațiile obligatorii. Lipsesc: ${fieldList("ro", fields)}.`,
    mandatorySample: (fields) =>
      `Nu poți publica produsul: informațiile lui obligatorii sunt încă datele de exemplu, nu cele de pe eticheta reală. Înlocuiește-le cu cele de pe etichetă și debifează „Date de exemplu”. De verificat: ${fieldList("ro", fields)}.`,
    mandatoryEmptied: (fields) =>
      `Produsul este publicat, așa că informațiile obligatorii nu pot rămâne goale. Completează: ${fieldList("ro", fields)}.`,
  },
  en: {
    productNotFound: "No such product.",
    variantNotFound: "No such variant.",
    rowField: (problem, field) => {
      const label = ROW_FIELDS.en[field] ?? field;
      if (problem === "amount") return `"${label}" must be an amount in lei above 0, for example 189.99.`;
      if (problem === "computed")
        return "“Price before discount” is no longer typed: the store computes it from the price history (the lowest price of the last 30 days). Send only the new price.";
      if (problem === "stock")
        return `Stock is a whole number from 0 to ${MAX_STOCK_QUANTITY.toLocaleString("en-GB")} (or empty when you do not count units).`;
      if (problem === "gtin")
        return `"${label}" must have 8, 12, 13 or 14 digits with a correct last (check) digit (check it on the label), or stay empty.`;
      return ADMIN_FIELD_SENTENCES.en.invalid(label);
    },
    stockMoved: (current) =>
      `The stock changed meanwhile (an order or a colleague): it is now ${current ?? "not counted"}. Check and save again.`,
    newProductField: (problem, field) => {
      const label = NEW_PRODUCT_FIELDS.en[field] ?? field;
      switch (problem) {
        case "handle":
          return `The address can only have lower-case letters without accents, digits and hyphens, at most ${PRODUCT_HANDLE_MAX_LENGTH} characters (for example magnesium-b6).`;
        case "sku":
          return "The SKU prefix can only have letters, digits and hyphens, at most 40 characters (for example MAG).";
        case "amount":
          return `"${label}" must be an amount in lei above 0, for example 189.99.`;
        case "invalid":
          return field === "purchaseOptions"
            ? '"Variants": a food supplement always has the single bottle, the 3-bottle pack and the monthly subscription.'
            : plainFieldSentence("en", problem, label);
        case "stock":
          return `"${label}" is a whole number from 0 to ${MAX_STOCK_QUANTITY.toLocaleString("en-GB")}.`;
        default:
          return plainFieldSentence("en", problem, label);
      }
    },
    handleTaken: "Another product already has this address. Choose another.",
    skuTaken: (sku) => `The SKU ${sku} already belongs to another variant. Choose another SKU prefix.`,
    editorField: (problem, field) => {
      const label = editorFieldLabel("en", field);
      switch (problem) {
        case "computed":
          return `${label}: no longer typed. The store works it out from today's prices and it is not a price reduction; send the variant without it.`;
        case "weight":
          return `${label}: enter a whole number of grams from 1 to 30000.`;
        case "units_per_bottle":
          return `${label}: enter a whole number from 1 to ${MAX_UNITS_PER_BOTTLE} (or leave it empty if you do not know).`;
        case "units_per_day":
          return `${label}: enter a whole number from 1 to ${MAX_UNITS_PER_DAY} (or leave it empty if you do not know).`;
        case "legal_name":
          return `${label}: the name must contain "food supplement".`;
        case "allergen_marks":
          return `${label}: put each allergen between two pairs of asterisks, for example **soy**; a mark was left open.`;
        case "amount":
          return `${label}: enter a number, for example 300 or 1.5.`;
        case "nrv":
          return `${label}: enter a whole number of percent, for example 100 (or leave it empty when the nutrient has no NRV).`;
        case "date":
          return `${label}: enter a real date, as YYYY-MM-DD.`;
        case "duplicate_code":
          return `${label}: another row of the table is already this nutrient; each nutrient appears once.`;
        default:
          return plainFieldSentence("en", problem, label);
      }
    },
    editedMeanwhile: "Someone else saved the product meanwhile. Reload the page to see what changed, then save again.",
    unknownVariant: "One of the variants is not this product's. Reload the page.",
    mandatoryMissing: (fields) =>
      `You cannot publish the product until its mandatory information is filled in. Missing: ${fieldList("en", fields)}.`,
    mandatorySample: (fields) =>
      `You cannot publish the product: its mandatory information is still the sample data, not its real label's. Replace it with what the label says and untick "Sample data". To check: ${fieldList("en", fields)}.`,
    mandatoryEmptied: (fields) =>
      `The product is published, so its mandatory information cannot be left empty. Fill in: ${fieldList("en", fields)}.`,
  },
};
