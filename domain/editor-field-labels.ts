/**
 * The admin's names of the fields of the product and article editors, in the member's language (Romanian "tu"), so a
 * refusal or a claims finding says "Descriere pe pagina produsului (română)" instead of "texts.ro.longDescription".
 */
import type { Language } from "./locale.ts";

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
    savings: "economia față de sticle cumpărate separat",
    weightGrams: "greutate (grame)",
    vatClass: "Cota de TVA",
    unitsPerBottle: "Bucăți într-un flacon",
    unitsPerDay: "Bucăți pe zi",
    excerpt: "Rezumat",
    contentHtml: "Conținut (HTML)",
    imageAltText: "Textul alternativ al copertei",
    text: "Text",
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
    savings: "saving compared with buying single bottles",
    weightGrams: "weight (grams)",
    vatClass: "VAT class",
    unitsPerBottle: "Units in a bottle",
    unitsPerDay: "Units a day",
    excerpt: "Excerpt",
    contentHtml: "Content (HTML)",
    imageAltText: "Cover image's alternative text",
    text: "Text",
  },
};

/** The mandatory information's boxes (decision 0096), as the editor labels them. */
const MANDATORY_FIELDS: Record<Language, Record<string, string>> = {
  ro: {
    legalName: "Denumirea legală",
    categories: "Categoriile de nutrienți sau substanțe",
    ingredients: "Lista ingredientelor cu alergeni",
    characterising: "Cantitatea ingredientelor caracteristice",
    dailyPortion: "Doza zilnică recomandată",
    howToTake: "Mod de administrare",
    warnings: "Avertismente specifice produsului",
    netQuantity: "Cantitatea netă",
    storage: "Condiții de păstrare",
    nutrients: "Tabelul nutrienților pe doza zilnică",
    nutrient: "Nutrientul {n}",
    name: "denumire",
    amount: "cantitate",
    unit: "unitate",
    nrv: "% VNR",
    code: "nutrientul din registrul afirmațiilor",
    operatorName: "Numele operatorului",
    operatorAddress: "Adresa operatorului",
    notificationNumber: "Numărul notificării",
    notificationAuthority: "Autoritatea care a emis notificarea",
    notificationDate: "Data notificării",
    labelPhoto: "Fotografia etichetei complete",
    sample: "Date de exemplu",
  },
  en: {
    legalName: "Legal name",
    categories: "Categories of nutrients or substances",
    ingredients: "Ingredient list with allergens",
    characterising: "Quantity of characterising ingredients",
    dailyPortion: "Recommended daily portion",
    howToTake: "How to take it",
    warnings: "Product-specific warnings",
    netQuantity: "Net quantity",
    storage: "Storage conditions",
    nutrients: "Nutrients per daily portion table",
    nutrient: "Nutrient {n}",
    name: "name",
    amount: "amount",
    unit: "unit",
    nrv: "% NRV",
    code: "nutrient of the claims register",
    operatorName: "Operator's name",
    operatorAddress: "Operator's address",
    notificationNumber: "Notification number",
    notificationAuthority: "Notifying authority",
    notificationDate: "Notification date",
    labelPhoto: "Photo of the full label",
    sample: "Sample data",
  },
};

const EDITOR_LANGUAGE_NAMES: Record<Language, Record<Language, string>> = {
  ro: { ro: "română", en: "engleză" },
  en: { ro: "Romanian", en: "English" },
};

/** A text named only by its language: a home-page field or a specification label, whose item already names it. */
const LANGUAGE_TEXT: Record<Language, Record<Language, string>> = {
  ro: { ro: "Textul în română", en: "Textul în engleză" },
  en: { ro: "Romanian text", en: "English text" },
};

/**
 * "texts.en.title" → "Titlu (engleză)", "faq.2.ro.answer" → "Întrebarea 3, răspuns (română)", so the member
 * knows which box of which column to look at. The product and article editors' refusals and the claims checker's
 * findings both name fields this way.
 */
export function editorFieldLabel(language: Language, field: string): string {
  const names = EDITOR_FIELDS[language];
  const parts = field.split(".");
  if (parts[0] === "ro" || parts[0] === "en") return LANGUAGE_TEXT[language][parts[0]];
  const languageOf = (value: string | undefined) =>
    value === "ro" || value === "en" ? ` (${EDITOR_LANGUAGE_NAMES[language][value]})` : "";
  if (parts[0] === "texts") return `${names[parts[2] ?? ""] ?? parts[2] ?? field}${languageOf(parts[1])}`;
  if (parts[0] === "mandatory") {
    const mandatory = MANDATORY_FIELDS[language];
    if (parts[1] === "texts") return `${mandatory[parts[3] ?? ""] ?? field}${languageOf(parts[2])}`;
    if (parts[1] === "nutrients" && parts[2] !== undefined) {
      const key = parts[3] === "ro" || parts[3] === "en" ? parts[4] : parts[3];
      return `${mandatory.nutrient!.replace("{n}", String(Number(parts[2]) + 1))}, ${mandatory[key ?? ""] ?? key}${languageOf(parts[3])}`;
    }
    return mandatory[parts[1] ?? ""] ?? field;
  }
  const group = { benefits: "benefit", ingredients: "ingredient", faq: "faq", variants: "variant" }[parts[0] ?? ""];
  if (group && parts[1] !== undefined) {
    const item = names[group]!.replace("{n}", String(Number(parts[1]) + 1));
    const key = parts[2] === "ro" || parts[2] === "en" ? parts[3] : parts[2];
    const part = key === "title" ? names.itemTitle : key === "description" ? names.itemDescription : key ? (names[key] ?? key) : "";
    return `${item}${part ? `, ${part}` : ""}${languageOf(parts[2])}`;
  }
  return names[field] ?? field;
}
