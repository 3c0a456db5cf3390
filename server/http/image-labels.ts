/**
 * The words drawn on the store's own pictures (server/db/seed/images/), in each language: every
 * `<text>` and `<title>` of the SVGs, keyed by its source text with XML entities decoded. A typed module
 * rather than JSON beside the SVGs: the compiler refuses an entry without both languages, and it ships
 * with the server's code. An empty string drops the element in that language: the showcases stack a
 * Romanian tagline over its English twin, and each language keeps one of them, in the big type.
 *
 * Ingredient names follow the catalogue's (server/db/seed/products/), "Myo-inozitol" included; a bottle is a "flacon", its contents
 * "60 de capsule", the product lines "SUPORT …". The facts panels read "Valori nutriționale": the bold
 * heading has no room for "Informații nutriționale".
 */
export interface ImageLabel {
  ro: string;
  en: string;
}

/** Amounts ("100 mg", "25 µg"), multipliers ("×3", "3×") and bare numbers read the same in every language. */
const NEUTRAL_PATTERN = /^(?:\d+(?:[.,]\d+)?\s?(?:mg|µg|g)|×\d+|\d+×|\d+)$/;

/** The brand, product names, chemical symbols and pictograms: no translation needed. */
const NEUTRAL_TEXTS: ReadonlySet<string> = new Set([
  "ELARA",
  "Elara",
  "AHCC",
  "Papillex",
  "Endo-Well",
  "IC-Well",
  "PCO-Well",
  "Simplix",
  "DIM",
  "Cr",
  "?",
  "i",
]);

export function isLanguageNeutral(text: string): boolean {
  return NEUTRAL_TEXTS.has(text) || NEUTRAL_PATTERN.test(text);
}

const same = (text: string): ImageLabel => ({ ro: text, en: text });

const byEnglishText = (labels: ImageLabel[]): Record<string, ImageLabel> => Object.fromEntries(labels.map((label) => [label.en, label]));

/** Most labels are keyed by their English text, drawn in the SVGs: each needs only its Romanian one beside it. */
const fromEnglish = (romanianOf: Record<string, string>): Record<string, ImageLabel> =>
  byEnglishText(Object.entries(romanianOf).map(([en, ro]) => ({ ro, en })));

/** The pictures of Papillex, Endo-Well and IC-Well: the bottle, the bundle, the capsules, a routine, benefits, questions, a showcase. */
function plainPictureTitles(product: string): Record<string, ImageLabel> {
  return byEnglishText([
    { ro: `${product} de la Elara, 60 de capsule`, en: `${product} by Elara, 60 capsules` },
    { ro: `Pachet ${product} cu trei flacoane`, en: `${product} three-bottle bundle` },
    { ro: `Capsule ${product} și valori nutriționale`, en: `${product} capsules and supplement facts` },
    { ro: `${product} într-o rutină zilnică liniștită`, en: `${product} in a calm daily routine` },
    { ro: `Beneficiile ${product}`, en: `${product} benefits` },
    { ro: `Întrebări frecvente despre ${product}`, en: `${product} frequently asked questions` },
    { ro: `${product} de la Elara`, en: `${product} by Elara` },
  ]);
}

/** The pictures of AHCC, PCO-Well and Simplix, drawn later, name the brand in every title and the showcase's tagline. */
function brandedPictureTitles(product: string, tagline: ImageLabel): Record<string, ImageLabel> {
  return byEnglishText([
    { ro: `${product} de la Elara, 60 de capsule`, en: `${product} by Elara, 60 capsules` },
    { ro: `${product} de la Elara, pachet de 3 flacoane`, en: `${product} by Elara, bundle of 3 bottles` },
    { ro: `Capsule ${product} și valori nutriționale`, en: `${product} capsules and supplement facts` },
    { ro: `${product} de la Elara într-o rutină zilnică`, en: `${product} by Elara in a daily routine` },
    { ro: `${product} de la Elara — beneficii principale`, en: `${product} by Elara — key benefits` },
    { ro: `${product} de la Elara — întrebări frecvente`, en: `${product} by Elara — frequently asked questions` },
    { ro: `${product} de la Elara — ${tagline.ro}`, en: `${product} by Elara — ${tagline.en}` },
  ]);
}

export const IMAGE_LABELS: Readonly<Record<string, ImageLabel>> = {
  ...fromEnglish({
    // Bottle labels
    "CERVICAL SUPPORT": "SUPORT CERVICAL",
    "BLADDER SUPPORT": "SUPORT VEZICAL",
    "ENDOMETRIAL SUPPORT": "SUPORT ENDOMETRIAL",
    "OVARIAN SUPPORT": "SUPORT OVARIAN",
    "IMMUNE SUPPORT": "SUPORT IMUNITAR",
    "SEASONAL IMMUNITY": "IMUNITATE SEZONIERĂ",
    "60 capsules": "60 de capsule",
    "DIETARY SUPPLEMENT": "SUPLIMENT ALIMENTAR",
    "3 MONTHS": "3 LUNI",

    // Showcases
    "2 capsules / day": "2 capsule / zi",
    "GMP · EU": "GMP · UE",
    "Third-party tested": "Testat independent",
    "60 CAPSULES · 30 DAYS": "60 DE CAPSULE · 30 DE ZILE",

    // Supplement facts panels
    "2 capsules": "2 capsule",
    DAILY: "ZILNIC",
    "Supplement Facts": "Valori nutriționale",
    "Serving size: 2 capsules": "Doză zilnică: 2 capsule",
    "Servings per bottle: 30": "Doze per flacon: 30",
    "Servings per container: 30": "Doze per flacon: 30",
    "PER 2 CAPSULES": "ÎN 2 CAPSULE",
    AMOUNT: "CANTITATE",
    "GMP · THIRD-PARTY TESTED · EU": "GMP · TESTAT INDEPENDENT · UE",
    "Vegan capsule · Gluten & lactose free": "Capsulă vegană · Fără gluten și lactoză",

    // Ingredients of the facts panels
    "AHCC (shiitake)": "AHCC (shiitake)",
    "Aloe vera (200:1)": "Aloe vera (200:1)",
    "Berberine HCl": "Berberină HCl",
    "Beta-glucan": "Beta-glucani",
    "Chasteberry extract": "Extract de vitex",
    "Chondroitin sulfate": "Sulfat de condroitină",
    "Chromium (picolinate)": "Crom (picolinat)",
    "D-chiro-inositol": "D-chiro-inozitol",
    "D-mannose": "D-manoză",
    "Echinacea extract": "Extract de echinacea",
    "Elderberry extract": "Extract de soc",
    "Folate (5-MTHF)": "Folat (5-MTHF)",
    "Green tea extract": "Extract de ceai verde",
    "Hyaluronic acid": "Acid hialuronic",
    "L-arginine": "L-arginină",
    "L-lysine": "L-lizină",
    "Lemon balm extract": "Extract de roiniță",
    Lycopene: "Licopen",
    Magnesium: "Magneziu",
    "Marshmallow root": "Rădăcină de nalbă mare",
    "Myo-inositol": "Myo-inozitol",
    "N-acetyl cysteine": "N-acetilcisteină",
    "N-acetylcysteine": "N-acetilcisteină",
    "Propolis extract": "Extract de propolis",
    "Pumpkin seed extract": "Extract de semințe de dovleac",
    Quercetin: "Quercetină",
    Resveratrol: "Resveratrol",
    "Saw palmetto extract": "Extract de palmier pitic",
    Selenium: "Seleniu",
    "Shiitake mycelium (AHCC)": "Miceliu de shiitake (AHCC)",
    "Spearmint extract": "Extract de mentă creață",
    "Turmeric (curcumin)": "Turmeric (curcumină)",
    "Vitamin C": "Vitamina C",
    "Vitamin D3": "Vitamina D3",
    Zinc: "Zinc",
    "Zinc (bisglycinate)": "Zinc (bisglicinat)",

    // Titles of the blog pictures
    "Bladder comfort": "Confortul vezicii urinare",
    "Caring for your lips": "Îngrijirea buzelor",
    "Cervical health": "Sănătatea cervicală",
    "Food and hormonal balance": "Alimentația și echilibrul hormonal",
    "Immunity through the seasons": "Imunitatea de la un anotimp la altul",
    "Independent batch testing": "Testarea independentă a loturilor",
    "Monthly subscription": "Abonament lunar",
    "Ovarian health": "Sănătatea ovariană",
    "Research behind the formulas": "Cercetarea din spatele formulelor",
    "The monthly cycle": "Ciclul menstrual",
  }),

  // The showcases' taglines: the Romanian one in big type, its English twin under it, each dropped in the other language
  "Suport imunitar și sănătate masculină": { ro: "Suport imunitar și sănătate masculină", en: "Immune support and men's health" },
  "Immune support and men's health": { ro: "", en: "" },
  "Suport ovarian și echilibru hormonal": { ro: "Suport ovarian și echilibru hormonal", en: "Ovarian support and hormonal balance" },
  "Ovarian support and hormonal balance": { ro: "", en: "" },
  "Imunitate sezonieră și buze sănătoase": { ro: "Imunitate sezonieră și buze sănătoase", en: "Seasonal immunity and lip comfort" },
  "Seasonal immunity and lip comfort": { ro: "", en: "" },

  // Titles of the product pictures
  ...brandedPictureTitles("AHCC", { ro: "suport imunitar și sănătate masculină", en: "Immune support and men's health" }),
  ...plainPictureTitles("Endo-Well"),
  ...plainPictureTitles("IC-Well"),
  ...plainPictureTitles("Papillex"),
  ...brandedPictureTitles("PCO-Well", { ro: "suport ovarian și echilibru hormonal", en: "Ovarian support and hormonal balance" }),
  ...brandedPictureTitles("Simplix", { ro: "imunitate sezonieră și buze sănătoase", en: "Seasonal immunity and lip comfort" }),

  // Titles of the ingredient pictures, written as their file names
  ahcc: same("AHCC"),
  "aloe vera": same("Aloe vera"),
  berberine: { ro: "Berberină", en: "Berberine" },
  "beta-glucan": { ro: "Beta-glucani", en: "Beta-glucan" },
  chasteberry: { ro: "Vitex", en: "Chasteberry" },
  chondroitin: { ro: "Condroitină", en: "Chondroitin" },
  chromium: { ro: "Crom", en: "Chromium" },
  curcumin: { ro: "Curcumină", en: "Curcumin" },
  "d mannose": { ro: "D-manoză", en: "D-mannose" },
  "d-chiro-inositol": { ro: "D-chiro-inozitol", en: "D-chiro-inositol" },
  dim: same("DIM"),
  echinacea: same("Echinacea"),
  elderberry: { ro: "Soc", en: "Elderberry" },
  folate: { ro: "Folat", en: "Folate" },
  "green tea": { ro: "Ceai verde", en: "Green tea" },
  "hyaluronic acid": { ro: "Acid hialuronic", en: "Hyaluronic acid" },
  "l arginine": { ro: "L-arginină", en: "L-arginine" },
  "l-lysine": { ro: "L-lizină", en: "L-lysine" },
  "lemon-balm": { ro: "Roiniță", en: "Lemon balm" },
  lycopene: { ro: "Licopen", en: "Lycopene" },
  magnesium: { ro: "Magneziu", en: "Magnesium" },
  "marshmallow root": { ro: "Rădăcină de nalbă mare", en: "Marshmallow root" },
  "myo-inositol": { ro: "Myo-inozitol", en: "Myo-inositol" },
  "n acetylcysteine": { ro: "N-acetilcisteină", en: "N-acetylcysteine" },
  propolis: same("Propolis"),
  "pumpkin-seed": { ro: "Semințe de dovleac", en: "Pumpkin seed" },
  quercetin: { ro: "Quercetină", en: "Quercetin" },
  resveratrol: same("Resveratrol"),
  "saw-palmetto": { ro: "Palmier pitic", en: "Saw palmetto" },
  selenium: { ro: "Seleniu", en: "Selenium" },
  spearmint: { ro: "Mentă creață", en: "Spearmint" },
  "vitamin c": { ro: "Vitamina C", en: "Vitamin C" },
  "vitamin d3": { ro: "Vitamina D3", en: "Vitamin D3" },
  zinc: same("Zinc"),
};
