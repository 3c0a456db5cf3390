/** The texts of the admin's promotion routes, in the member's language (Romanian "tu"), each naming its field. */
import {
  PROMOTION_MAX_CUSTOMERS,
  PROMOTION_MAX_PRODUCTS,
  PROMOTION_PRIORITY_LIMIT,
  PROMOTION_TITLE_MAX_LENGTH,
} from "#domain/admin/promotions";
import type { Language } from "#domain/locale";
import { MAX_PROMOTION_TIERS } from "#domain/promotions";
import type { PromotionFormProblem } from "#server/commerce/promotions/module";

const FIELDS: Record<Language, Record<string, string>> = {
  ro: {
    titleRo: "Titlul în română",
    titleEn: "Titlul în engleză",
    kind: "Tipul promoției",
    valueKind: "Felul reducerii",
    percent: "Procentul",
    amount: "Suma",
    tierBasis: "Pragurile",
    tiers: "Pragurile",
    giftSku: "Cadoul",
    minSubtotal: "Suma minimă",
    zoneIds: "Zonele de livrare",
    productHandles: "Produsele",
    variantSkus: "Variantele",
    audience: "Cui se adresează",
    customerEmails: "Lista de clienți",
    startsAt: "Data de început",
    endsAt: "Data de sfârșit",
    priority: "Prioritatea",
    usageLimit: "Limita de folosiri",
    combinesWithCodes: "„Se cumulează cu codurile”",
    combinesWithPromotions: "„Se cumulează cu alte promoții”",
    active: "Starea",
  },
  en: {
    titleRo: "Romanian title",
    titleEn: "English title",
    kind: "Promotion type",
    valueKind: "Discount type",
    percent: "Percent",
    amount: "Amount",
    tierBasis: "Tiers",
    tiers: "Tiers",
    giftSku: "Gift",
    minSubtotal: "Minimum subtotal",
    zoneIds: "Shipping zones",
    productHandles: "Products",
    variantSkus: "Variants",
    audience: "Audience",
    customerEmails: "Customer list",
    startsAt: "Start date",
    endsAt: "End date",
    priority: "Priority",
    usageLimit: "Usage limit",
    combinesWithCodes: '"Combines with codes"',
    combinesWithPromotions: '"Combines with other promotions"',
    active: "Status",
  },
};

export interface AdminPromotionMessages {
  /** A problem of the form's shape (`promotionFormSchema`), for `field`. */
  field: (problem: string, field: string) => string;
  rule: (problem: PromotionFormProblem) => string;
  notFound: string;
}

/** "tiers.1.min" → 2: the step's number as the owner counts it. */
const stepOf = (field: string) => Number(field.split(".")[1] ?? 0) + 1;

export const ADMIN_PROMOTION_MESSAGES: Record<Language, AdminPromotionMessages> = {
  ro: {
    field: (problem, field) => {
      const name = FIELDS.ro[field.split(".")[0]!] ?? `Câmpul „${field}”`;
      const [code, detail] = problem.split(/:(.*)/s);
      switch (code) {
        case "title_required":
          return `${name}: câmp obligatoriu.`;
        case "title_too_long":
          return `${name} poate avea cel mult ${PROMOTION_TITLE_MAX_LENGTH} de caractere.`;
        case "kind":
          return "Alege tipul promoției: reducere, praguri, cadou sau livrare gratuită.";
        case "value_kind":
          return "Alege felul reducerii: procent sau sumă fixă.";
        case "percent_range":
          return field.startsWith("tiers.")
            ? `Pragul ${stepOf(field)}: procentul trebuie să fie un număr întreg între 1 și 100.`
            : "Procentul trebuie să fie un număr întreg între 1 și 100.";
        case "amount_positive":
          return "Suma trebuie să fie mai mare de 0 lei (de exemplu 50 sau 49,90).";
        case "minimum_positive":
          return "Suma minimă trebuie să fie mai mare de 0 lei (de exemplu 150) sau să rămână goală.";
        case "threshold_required":
          return "Livrarea gratuită are nevoie de o sumă minimă mai mare de 0 lei (de exemplu 200).";
        case "tier_basis":
          return "Alege cum se numără pragurile: după numărul de produse sau după valoare.";
        case "tiers_count":
          return `Adaugă între 1 și ${MAX_PROMOTION_TIERS} praguri.`;
        case "tier_min":
          return `Pragul ${stepOf(field)}: numărul de produse trebuie să fie un număr întreg de cel puțin 1.`;
        case "tier_min_value":
          return `Pragul ${stepOf(field)}: valoarea trebuie să fie mai mare de 0 lei.`;
        case "tiers_increasing":
          return `Pragul ${stepOf(field)} trebuie să ceară mai mult decât pragul dinaintea lui.`;
        case "gift_required":
          return "Scrie codul SKU al variantei oferite cadou.";
        case "audience":
          return "Alege cui se adresează promoția.";
        case "customers_required":
          return "Scrie cel puțin o adresă de e-mail, câte una pe rând.";
        case "customers_invalid":
          return `Aceste adrese nu sunt valide: ${detail ?? ""}.`;
        case "customers_too_many":
          return `Lista poate avea cel mult ${PROMOTION_MAX_CUSTOMERS} de adrese.`;
        case "priority":
          return `Prioritatea trebuie să fie un număr întreg între −${PROMOTION_PRIORITY_LIMIT} și ${PROMOTION_PRIORITY_LIMIT}.`;
        case "limit_min":
          return "Limita de folosiri trebuie să fie un număr întreg de cel puțin 1 sau să rămână goală.";
        case "date":
          return `${name} nu este o dată validă.`;
        case "end_before_start":
          return "Data de sfârșit trebuie să fie după data de început.";
        case "too_many":
          return `Poți alege cel mult ${PROMOTION_MAX_PRODUCTS} de elemente la ${name.toLowerCase()}.`;
        default:
          return `${name} nu este valid.`;
      }
    },
    rule: (problem) => {
      switch (problem.problem) {
        case "product_unknown":
          return `Produsele acestea nu există: ${problem.names.join(", ")}.`;
        case "variant_unknown":
          return problem.field === "giftSku"
            ? `Nu există nicio variantă cu codul SKU ${problem.names.join(", ")}.`
            : `Variantele acestea nu există: ${problem.names.join(", ")}.`;
        case "zone_unknown":
          return `Zonele de livrare acestea nu există în setări: ${problem.names.join(", ")}.`;
      }
    },
    notFound: "Promoția nu există.",
  },
  en: {
    field: (problem, field) => {
      const name = FIELDS.en[field.split(".")[0]!] ?? `The field "${field}"`;
      const [code, detail] = problem.split(/:(.*)/s);
      switch (code) {
        case "title_required":
          return `${name} is required.`;
        case "title_too_long":
          return `${name} can have at most ${PROMOTION_TITLE_MAX_LENGTH} characters.`;
        case "kind":
          return "Choose the promotion type: amount off, tiers, gift or free shipping.";
        case "value_kind":
          return "Choose the discount type: percent or fixed amount.";
        case "percent_range":
          return field.startsWith("tiers.")
            ? `Tier ${stepOf(field)}: the percent must be a whole number from 1 to 100.`
            : "The percent must be a whole number from 1 to 100.";
        case "amount_positive":
          return "The amount must be more than 0 lei (for example 50 or 49.90).";
        case "minimum_positive":
          return "The minimum subtotal must be more than 0 lei (for example 150) or left empty.";
        case "threshold_required":
          return "Free shipping needs a minimum subtotal of more than 0 lei (for example 200).";
        case "tier_basis":
          return "Choose how the tiers count: by number of products or by value.";
        case "tiers_count":
          return `Add from 1 to ${MAX_PROMOTION_TIERS} tiers.`;
        case "tier_min":
          return `Tier ${stepOf(field)}: the number of products must be a whole number of at least 1.`;
        case "tier_min_value":
          return `Tier ${stepOf(field)}: the value must be more than 0 lei.`;
        case "tiers_increasing":
          return `Tier ${stepOf(field)} must ask for more than the tier before it.`;
        case "gift_required":
          return "Type the SKU of the variant given as a gift.";
        case "audience":
          return "Choose whom the promotion is for.";
        case "customers_required":
          return "Type at least one email address, one per line.";
        case "customers_invalid":
          return `These addresses are not valid: ${detail ?? ""}.`;
        case "customers_too_many":
          return `The list can have at most ${PROMOTION_MAX_CUSTOMERS} addresses.`;
        case "priority":
          return `The priority must be a whole number from −${PROMOTION_PRIORITY_LIMIT} to ${PROMOTION_PRIORITY_LIMIT}.`;
        case "limit_min":
          return "The usage limit must be a whole number of at least 1, or left empty.";
        case "date":
          return `${name} is not a valid date.`;
        case "end_before_start":
          return "The end date must be after the start date.";
        case "too_many":
          return `You can choose at most ${PROMOTION_MAX_PRODUCTS} ${name.toLowerCase()}.`;
        default:
          return `${name} is not valid.`;
      }
    },
    rule: (problem) => {
      switch (problem.problem) {
        case "product_unknown":
          return `These products do not exist: ${problem.names.join(", ")}.`;
        case "variant_unknown":
          return problem.field === "giftSku"
            ? `No variant has the SKU ${problem.names.join(", ")}.`
            : `These variants do not exist: ${problem.names.join(", ")}.`;
        case "zone_unknown":
          return `These shipping zones are not in the settings: ${problem.names.join(", ")}.`;
      }
    },
    notFound: "No such promotion.",
  },
};
