/**
 * The six seeded products' mandatory label particulars (decision 0096). Plausible, and marked `sample`: the
 * operator, the notification number, authority and date, the net quantity and the label photo are the owner's to
 * replace with the real label's before selling (README, "Before you sell"). The nutrients' table and the
 * characterising ingredients are read off each product's own formula text, so the two cannot disagree; the rows of
 * the register's vitamins and minerals carry their nutrient code, which is what the seeded health claims stand on.
 */
import type { ClaimNutrient } from "#domain/health-claims";
import type { MandatoryInformation, MandatoryTexts, Nutrient } from "#domain/mandatory-information";
import type { Localized, SeedProduct } from "./catalog-types.ts";

/** "Vitamina C (acid L-ascorbic) — 80 mg (100% VNR*)", "Vitamina D3 (…) — 25 µg / 1000 UI (500% VNR*)". */
const FORMULA_LINE = /^(.+?) — (\d+(?:[.,]\d+)?) (mg|µg|g)(?: \/ [^(]+)?(?: \((\d+)% (?:VNR|NRV)\*\))?$/;

/** The register's nutrient of a formula line, by the English name before its form: "Vitamin D3 (cholecalciferol …)". */
const NUTRIENT_CODES: Record<string, ClaimNutrient> = {
  "Vitamin C": "vitamin_c",
  "Vitamin D3": "vitamin_d",
  Zinc: "zinc",
  Selenium: "selenium",
  Folate: "folate",
  Chromium: "chromium",
  Magnesium: "magnesium",
};

interface SeedLabel {
  legalName: Localized;
  categories: Localized;
  /** Product-specific warnings, beyond the law's three; "" for none. */
  warnings: Localized;
  notificationNumber: string;
  notificationDate: string;
}

const PLANT_MIXTURE_AUTHORITY = "Institutul de Bioresurse Alimentare (IBA) București";

const LABELS: Record<string, SeedLabel> = {
  papillex: {
    legalName: {
      ro: "Papillex – supliment alimentar cu AHCC, extract de ceai verde, vitamina C, zinc, folat și seleniu",
      en: "Papillex – food supplement with AHCC, green tea extract, vitamin C, zinc, folate and selenium",
    },
    categories: {
      ro: "Vitamine, minerale, extracte din plante și ciuperci",
      en: "Vitamins, minerals, plant and mushroom extracts",
    },
    warnings: {
      ro: "Nu se recomandă femeilor însărcinate sau care alăptează.",
      en: "Not recommended for pregnant or breastfeeding women.",
    },
    notificationNumber: "AA 10412/2025",
    notificationDate: "2025-09-15",
  },
  ahcc: {
    legalName: {
      ro: "AHCC – supliment alimentar cu extract de miceliu de shiitake, semințe de dovleac, palmier pitic, vitamine și minerale",
      en: "AHCC – food supplement with shiitake mycelium extract, pumpkin seed, saw palmetto, vitamins and minerals",
    },
    categories: {
      ro: "Extracte din plante și ciuperci, beta-glucani, carotenoizi, vitamine, minerale",
      en: "Plant and mushroom extracts, beta-glucans, carotenoids, vitamins, minerals",
    },
    warnings: { ro: "", en: "" },
    notificationNumber: "AA 10398/2025",
    notificationDate: "2025-09-02",
  },
  simplix: {
    legalName: {
      ro: "Simplix – supliment alimentar cu L-lizină, vitamina C, extracte de soc, echinacea, propolis și roiniță, zinc și vitamina D3",
      en: "Simplix – food supplement with L-lysine, vitamin C, elderberry, echinacea, propolis and lemon balm extracts, zinc and vitamin D3",
    },
    categories: {
      ro: "Aminoacizi, vitamine, minerale, extracte din plante, produse apicole",
      en: "Amino acids, vitamins, minerals, plant extracts, bee products",
    },
    warnings: {
      ro: "Conține produse apicole: nu se recomandă persoanelor alergice la produsele apicole.\nNu se recomandă femeilor însărcinate sau care alăptează.",
      en: "Contains bee products: not recommended for people allergic to bee products.\nNot recommended for pregnant or breastfeeding women.",
    },
    notificationNumber: "AA 10455/2025",
    notificationDate: "2025-10-06",
  },
  "endo-well": {
    legalName: {
      ro: "Endo-Well – supliment alimentar cu NAC, turmeric, DIM, ceai verde, resveratrol, vitex, magneziu și vitamina D3",
      en: "Endo-Well – food supplement with NAC, turmeric, DIM, green tea, resveratrol, chasteberry, magnesium and vitamin D3",
    },
    categories: {
      ro: "Aminoacizi, extracte din plante, polifenoli, minerale, vitamine",
      en: "Amino acids, plant extracts, polyphenols, minerals, vitamins",
    },
    warnings: {
      ro: "Nu se recomandă femeilor însărcinate sau care alăptează.\nDacă urmezi un tratament hormonal, cere sfatul medicului înainte de utilizare.",
      en: "Not recommended for pregnant or breastfeeding women.\nIf you take hormonal treatment, ask your doctor before use.",
    },
    notificationNumber: "AA 10377/2025",
    notificationDate: "2025-08-21",
  },
  "ic-well": {
    legalName: {
      ro: "IC-Well – supliment alimentar cu D-manoză, quercetină, condroitină, nalbă mare, aloe vera, acid hialuronic și vitamina D3",
      en: "IC-Well – food supplement with D-mannose, quercetin, chondroitin, marshmallow root, aloe vera, hyaluronic acid and vitamin D3",
    },
    categories: {
      ro: "Glucide, flavonoide, glicozaminoglicani, extracte din plante, aminoacizi, vitamine",
      en: "Carbohydrates, flavonoids, glycosaminoglycans, plant extracts, amino acids, vitamins",
    },
    warnings: {
      ro: "Nu se recomandă femeilor însărcinate sau care alăptează.",
      en: "Not recommended for pregnant or breastfeeding women.",
    },
    notificationNumber: "AA 10421/2025",
    notificationDate: "2025-09-19",
  },
  "pco-well": {
    legalName: {
      ro: "PCO-Well – supliment alimentar cu inozitol, NAC, berberină, mentă creață, crom, folat și vitamina D3",
      en: "PCO-Well – food supplement with inositol, NAC, berberine, spearmint, chromium, folate and vitamin D3",
    },
    categories: {
      ro: "Inozitoli, aminoacizi, extracte din plante, minerale, vitamine",
      en: "Inositols, amino acids, plant extracts, minerals, vitamins",
    },
    warnings: {
      ro: "Nu se recomandă femeilor însărcinate sau care alăptează.\nPersoanele care urmează un tratament pentru glicemie să ceară sfatul medicului înainte de utilizare.",
      en: "Not recommended for pregnant or breastfeeding women.\nPeople taking medication for blood sugar should ask their doctor before use.",
    },
    notificationNumber: "AA 10433/2025",
    notificationDate: "2025-09-26",
  },
};

/** The label's numbers behind "60 capsules, 2 a day" (decision 0114): a bottle lasts 30 days. */
export const SEED_SUPPLY = { unitsPerBottle: 60, unitsPerDay: 2 } as const;

const SHARED: Pick<MandatoryTexts, "dailyPortion" | "howToTake" | "netQuantity" | "storage">[] = [
  {
    dailyPortion: "2 capsule pe zi",
    howToTake: "Adulți: înghite 2 capsule pe zi, cu un pahar de apă, în timpul mesei.",
    netQuantity: "60 de capsule vegetale (39 g)",
    storage: "La loc uscat și răcoros, sub 25 °C, ferit de lumina directă a soarelui, în ambalajul închis.",
  },
  {
    dailyPortion: "2 capsules a day",
    howToTake: "Adults: swallow 2 capsules a day with a glass of water, with a meal.",
    netQuantity: "60 vegetable capsules (39 g)",
    storage: "In a cool, dry place below 25 °C, away from direct sunlight, in the closed pack.",
  },
];

/** The formula text's lines of amounts, in Romanian and English side by side. */
function formulaRows(product: SeedProduct) {
  const formula = product.metafields.formula;
  if (!formula || typeof formula.value === "string") throw new Error(`Seed ${product.handle}: no formula to read the nutrients from`);
  const lines = (text: string) => text.split("\n").map((line) => FORMULA_LINE.exec(line.trim()));
  const ro = lines(formula.value.ro);
  const en = lines(formula.value.en);
  return ro.flatMap((match, index) => {
    const english = en[index];
    if (!match || !english) return [];
    return [{ ro: match[1]!, en: english[1]!, amount: match[2]!, unit: match[3]!, nrv: match[4] ?? "" }];
  });
}

/** The seeded product's information, or null for a product the seed has no label for. */
export function seedMandatoryInformation(product: SeedProduct): MandatoryInformation | null {
  const label = LABELS[product.handle];
  if (!label) return null;
  const rows = formulaRows(product);
  const nutrients: Nutrient[] = rows.map((row) => {
    const code = NUTRIENT_CODES[row.en.split(" (")[0]!] ?? null;
    // A line with a reference value is a vitamin or mineral; one the table above does not know would lose its claims.
    if (row.nrv !== "" && code === null) throw new Error(`Seed ${product.handle}: "${row.en}" has a %NRV but no nutrient code`);
    return { code, amount: row.amount, unit: row.unit, nrv: row.nrv, ro: { name: row.ro }, en: { name: row.en } };
  });
  // The ingredients that characterise the product are those without a reference value: its extracts and substances.
  const characterising = (language: "ro" | "en") =>
    rows
      .filter((row) => row.nrv === "")
      .map((row) => `${row[language]}: ${row.amount} ${row.unit} / ${language === "ro" ? "doza zilnică" : "daily portion"}`)
      .join("\n");
  const ingredients = product.metafields.ingredients;
  if (!ingredients || typeof ingredients.value === "string") throw new Error(`Seed ${product.handle}: no ingredient list`);
  const texts = (language: "ro" | "en", index: number): MandatoryTexts => ({
    legalName: label.legalName[language],
    categories: label.categories[language],
    ingredients: (ingredients.value as Localized)[language],
    characterising: characterising(language),
    warnings: label.warnings[language],
    ...SHARED[index]!,
  });
  return {
    sample: true,
    texts: { ro: texts("ro", 0), en: texts("en", 1) },
    nutrients,
    operatorName: "Elara Wellness SRL",
    operatorAddress: "Str. Exemplu nr. 1, 010011 București, România",
    notificationNumber: label.notificationNumber,
    notificationAuthority: PLANT_MIXTURE_AUTHORITY,
    notificationDate: label.notificationDate,
    labelPhoto: { src: `seed/${product.handle}-label.svg`, width: 800, height: 920 },
  };
}
