/** The texts of the admin's discount-code routes, in the member's language (Romanian "tu"), each naming its field. */
import { DISCOUNT_DESCRIPTION_MAX_LENGTH, DISCOUNT_MAX_PRODUCTS } from "#domain/admin/discounts";
import type { Language } from "#domain/locale";
import type { DiscountFormProblem } from "#server/commerce/promotions/module";

const FIELDS: Record<Language, Record<string, string>> = {
  ro: {
    code: "Codul",
    kind: "Tipul reducerii",
    percent: "Procentul",
    amount: "Suma",
    firstOrderOnly: "„Doar prima comandă”",
    oncePerEmail: "„O dată pe adresă de e-mail”",
    usageLimit: "Limita de folosiri",
    startsAt: "Data de început",
    endsAt: "Data de sfârșit",
    minSubtotal: "Suma minimă",
    productScope: "Produsele",
    productHandles: "Produsele alese",
    description: "Nota internă",
    active: "Starea",
  },
  en: {
    code: "Code",
    kind: "Discount type",
    percent: "Percent",
    amount: "Amount",
    firstOrderOnly: '"First order only"',
    oncePerEmail: '"Once per email"',
    usageLimit: "Usage limit",
    startsAt: "Start date",
    endsAt: "End date",
    minSubtotal: "Minimum subtotal",
    productScope: "Products",
    productHandles: "Chosen products",
    description: "Internal note",
    active: "Status",
  },
};

export interface AdminDiscountMessages {
  /** A problem of the form's shape (`discountFormSchema`), for `field`. */
  field: (problem: string, field: string) => string;
  rule: (problem: DiscountFormProblem) => string;
  exists: (code: string) => string;
  notFound: string;
}

export const ADMIN_DISCOUNT_MESSAGES: Record<Language, AdminDiscountMessages> = {
  ro: {
    field: (problem, field) => {
      const name = FIELDS.ro[field.split(".")[0]!] ?? `Câmpul „${field}”`;
      switch (problem) {
        case "required":
          return `${name}: câmp obligatoriu.`;
        case "code_format":
          return "Codul are 3–32 de caractere: litere fără diacritice, cifre, - și _.";
        case "kind":
          return "Tipul reducerii trebuie să fie procent sau sumă fixă.";
        case "percent_range":
          return "Procentul trebuie să fie un număr întreg între 1 și 100.";
        case "amount_positive":
          return "Suma trebuie să fie mai mare de 0 lei (de exemplu 50 sau 49,90).";
        case "minimum_positive":
          return "Suma minimă trebuie să fie mai mare de 0 lei (de exemplu 150) sau să rămână goală.";
        case "limit_min":
          return "Limita de folosiri trebuie să fie un număr întreg de cel puțin 1 sau să rămână goală.";
        case "date":
          return `${name} nu este o dată validă.`;
        case "end_before_start":
          return "Data de sfârșit trebuie să fie după data de început.";
        case "products_required":
          return "Alege cel puțin un produs sau aplică reducerea tuturor produselor.";
        case "too_long":
          return field === "description"
            ? `Nota internă poate avea cel mult ${DISCOUNT_DESCRIPTION_MAX_LENGTH} de caractere.`
            : field.startsWith("productHandles")
              ? `Poți alege cel mult ${DISCOUNT_MAX_PRODUCTS} de produse.`
              : `${name} este prea lung.`;
        default:
          return `${name} nu este valid.`;
      }
    },
    rule: (problem) => {
      switch (problem.problem) {
        case "product_unknown":
          return `Produsele alese nu există: ${problem.handles.join(", ")}.`;
        case "format_percent":
          return `Un cod de forma aceasta valorează procentul din nume: ${problem.percent}%.`;
        case "brand_terms":
          return "Codurile din fereastra de reducere și din newsletter păstrează condițiile ofertei (prima comandă, o dată pe adresă).";
      }
    },
    exists: (code) => `Codul ${code} există deja. Alege alt cod sau modifică-l pe cel existent.`,
    notFound: "Codul de reducere nu există.",
  },
  en: {
    field: (problem, field) => {
      const name = FIELDS.en[field.split(".")[0]!] ?? `The field "${field}"`;
      switch (problem) {
        case "required":
          return `${name} is required.`;
        case "code_format":
          return "The code has 3–32 characters: letters A–Z, digits, - and _.";
        case "kind":
          return "The discount type must be percent or fixed amount.";
        case "percent_range":
          return "The percent must be a whole number from 1 to 100.";
        case "amount_positive":
          return "The amount must be more than 0 lei (for example 50 or 49.90).";
        case "minimum_positive":
          return "The minimum subtotal must be more than 0 lei (for example 150) or left empty.";
        case "limit_min":
          return "The usage limit must be a whole number of at least 1, or left empty.";
        case "date":
          return `${name} is not a valid date.`;
        case "end_before_start":
          return "The end date must be after the start date.";
        case "products_required":
          return "Choose at least one product, or apply the discount to every product.";
        case "too_long":
          return field === "description"
            ? `The internal note can have at most ${DISCOUNT_DESCRIPTION_MAX_LENGTH} characters.`
            : field.startsWith("productHandles")
              ? `You can choose at most ${DISCOUNT_MAX_PRODUCTS} products.`
              : `${name} is too long.`;
        default:
          return `${name} is not valid.`;
      }
    },
    rule: (problem) => {
      switch (problem.problem) {
        case "product_unknown":
          return `These products do not exist: ${problem.handles.join(", ")}.`;
        case "format_percent":
          return `A code of this form is worth the percent in its name: ${problem.percent}%.`;
        case "brand_terms":
          return "The popup's and the newsletter's codes keep their offer's terms (first order, once per email).";
      }
    },
    exists: (code) => `The code ${code} exists already. Choose another code or edit the existing one.`,
    notFound: "No such discount code.",
  },
};
