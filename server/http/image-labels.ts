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

export const IMAGE_LABELS: Readonly<Record<string, ImageLabel>> = {
  // Bottle labels
  "CERVICAL SUPPORT": { ro: "SUPORT CERVICAL", en: "CERVICAL SUPPORT" },
  "BLADDER SUPPORT": { ro: "SUPORT VEZICAL", en: "BLADDER SUPPORT" },
  "ENDOMETRIAL SUPPORT": { ro: "SUPORT ENDOMETRIAL", en: "ENDOMETRIAL SUPPORT" },
  "OVARIAN SUPPORT": { ro: "SUPORT OVARIAN", en: "OVARIAN SUPPORT" },
  "IMMUNE SUPPORT": { ro: "SUPORT IMUNITAR", en: "IMMUNE SUPPORT" },
  "SEASONAL IMMUNITY": { ro: "IMUNITATE SEZONIERĂ", en: "SEASONAL IMMUNITY" },
  "60 capsules": { ro: "60 de capsule", en: "60 capsules" },
  "DIETARY SUPPLEMENT": { ro: "SUPLIMENT ALIMENTAR", en: "DIETARY SUPPLEMENT" },
  "3 MONTHS": { ro: "3 LUNI", en: "3 MONTHS" },

  // Showcases: the Romanian tagline in big type with its English twin under it
  "Suport imunitar și sănătate masculină": { ro: "Suport imunitar și sănătate masculină", en: "Immune support and men's health" },
  "Immune support and men's health": { ro: "", en: "" },
  "Suport ovarian și echilibru hormonal": { ro: "Suport ovarian și echilibru hormonal", en: "Ovarian support and hormonal balance" },
  "Ovarian support and hormonal balance": { ro: "", en: "" },
  "Imunitate sezonieră și buze sănătoase": { ro: "Imunitate sezonieră și buze sănătoase", en: "Seasonal immunity and lip comfort" },
  "Seasonal immunity and lip comfort": { ro: "", en: "" },
  "2 capsules / day": { ro: "2 capsule / zi", en: "2 capsules / day" },
  "GMP · EU": { ro: "GMP · UE", en: "GMP · EU" },
  "Third-party tested": { ro: "Testat independent", en: "Third-party tested" },
  "60 CAPSULES · 30 DAYS": { ro: "60 DE CAPSULE · 30 DE ZILE", en: "60 CAPSULES · 30 DAYS" },

  // Supplement facts panels
  "2 capsules": { ro: "2 capsule", en: "2 capsules" },
  DAILY: { ro: "ZILNIC", en: "DAILY" },
  "Supplement Facts": { ro: "Valori nutriționale", en: "Supplement Facts" },
  "Serving size: 2 capsules": { ro: "Doză zilnică: 2 capsule", en: "Serving size: 2 capsules" },
  "Servings per bottle: 30": { ro: "Doze per flacon: 30", en: "Servings per bottle: 30" },
  "Servings per container: 30": { ro: "Doze per flacon: 30", en: "Servings per container: 30" },
  "PER 2 CAPSULES": { ro: "ÎN 2 CAPSULE", en: "PER 2 CAPSULES" },
  AMOUNT: { ro: "CANTITATE", en: "AMOUNT" },
  "GMP · THIRD-PARTY TESTED · EU": { ro: "GMP · TESTAT INDEPENDENT · UE", en: "GMP · THIRD-PARTY TESTED · EU" },
  "Vegan capsule · Gluten & lactose free": { ro: "Capsulă vegană · Fără gluten și lactoză", en: "Vegan capsule · Gluten & lactose free" },

  // Ingredients of the facts panels
  "AHCC (shiitake)": same("AHCC (shiitake)"),
  "Aloe vera (200:1)": same("Aloe vera (200:1)"),
  "Berberine HCl": { ro: "Berberină HCl", en: "Berberine HCl" },
  "Beta-glucan": { ro: "Beta-glucani", en: "Beta-glucan" },
  "Chasteberry extract": { ro: "Extract de vitex", en: "Chasteberry extract" },
  "Chondroitin sulfate": { ro: "Sulfat de condroitină", en: "Chondroitin sulfate" },
  "Chromium (picolinate)": { ro: "Crom (picolinat)", en: "Chromium (picolinate)" },
  "D-chiro-inositol": { ro: "D-chiro-inozitol", en: "D-chiro-inositol" },
  "D-mannose": { ro: "D-manoză", en: "D-mannose" },
  "Echinacea extract": { ro: "Extract de echinacea", en: "Echinacea extract" },
  "Elderberry extract": { ro: "Extract de soc", en: "Elderberry extract" },
  "Folate (5-MTHF)": { ro: "Folat (5-MTHF)", en: "Folate (5-MTHF)" },
  "Green tea extract": { ro: "Extract de ceai verde", en: "Green tea extract" },
  "Hyaluronic acid": { ro: "Acid hialuronic", en: "Hyaluronic acid" },
  "L-arginine": { ro: "L-arginină", en: "L-arginine" },
  "L-lysine": { ro: "L-lizină", en: "L-lysine" },
  "Lemon balm extract": { ro: "Extract de roiniță", en: "Lemon balm extract" },
  Lycopene: { ro: "Licopen", en: "Lycopene" },
  Magnesium: { ro: "Magneziu", en: "Magnesium" },
  "Marshmallow root": { ro: "Rădăcină de nalbă mare", en: "Marshmallow root" },
  "Myo-inositol": { ro: "Myo-inozitol", en: "Myo-inositol" },
  "N-acetyl cysteine": { ro: "N-acetilcisteină", en: "N-acetyl cysteine" },
  "N-acetylcysteine": { ro: "N-acetilcisteină", en: "N-acetylcysteine" },
  "Propolis extract": { ro: "Extract de propolis", en: "Propolis extract" },
  "Pumpkin seed extract": { ro: "Extract de semințe de dovleac", en: "Pumpkin seed extract" },
  Quercetin: { ro: "Quercetină", en: "Quercetin" },
  Resveratrol: same("Resveratrol"),
  "Saw palmetto extract": { ro: "Extract de palmier pitic", en: "Saw palmetto extract" },
  Selenium: { ro: "Seleniu", en: "Selenium" },
  "Shiitake mycelium (AHCC)": { ro: "Miceliu de shiitake (AHCC)", en: "Shiitake mycelium (AHCC)" },
  "Spearmint extract": { ro: "Extract de mentă creață", en: "Spearmint extract" },
  "Turmeric (curcumin)": { ro: "Turmeric (curcumină)", en: "Turmeric (curcumin)" },
  "Vitamin C": { ro: "Vitamina C", en: "Vitamin C" },
  "Vitamin D3": { ro: "Vitamina D3", en: "Vitamin D3" },
  Zinc: same("Zinc"),
  "Zinc (bisglycinate)": { ro: "Zinc (bisglicinat)", en: "Zinc (bisglycinate)" },

  // Titles of the product pictures
  "AHCC by Elara, 60 capsules": { ro: "AHCC de la Elara, 60 de capsule", en: "AHCC by Elara, 60 capsules" },
  "AHCC by Elara, bundle of 3 bottles": { ro: "AHCC de la Elara, pachet de 3 flacoane", en: "AHCC by Elara, bundle of 3 bottles" },
  "AHCC capsules and supplement facts": { ro: "Capsule AHCC și valori nutriționale", en: "AHCC capsules and supplement facts" },
  "AHCC by Elara in a daily routine": { ro: "AHCC de la Elara într-o rutină zilnică", en: "AHCC by Elara in a daily routine" },
  "AHCC by Elara — key benefits": { ro: "AHCC de la Elara — beneficii principale", en: "AHCC by Elara — key benefits" },
  "AHCC by Elara — frequently asked questions": {
    ro: "AHCC de la Elara — întrebări frecvente",
    en: "AHCC by Elara — frequently asked questions",
  },
  "AHCC by Elara — Immune support and men's health": {
    ro: "AHCC de la Elara — suport imunitar și sănătate masculină",
    en: "AHCC by Elara — Immune support and men's health",
  },
  "Endo-Well by Elara, 60 capsules": { ro: "Endo-Well de la Elara, 60 de capsule", en: "Endo-Well by Elara, 60 capsules" },
  "Endo-Well three-bottle bundle": { ro: "Pachet Endo-Well cu trei flacoane", en: "Endo-Well three-bottle bundle" },
  "Endo-Well capsules and supplement facts": {
    ro: "Capsule Endo-Well și valori nutriționale",
    en: "Endo-Well capsules and supplement facts",
  },
  "Endo-Well in a calm daily routine": { ro: "Endo-Well într-o rutină zilnică liniștită", en: "Endo-Well in a calm daily routine" },
  "Endo-Well benefits": { ro: "Beneficiile Endo-Well", en: "Endo-Well benefits" },
  "Endo-Well frequently asked questions": { ro: "Întrebări frecvente despre Endo-Well", en: "Endo-Well frequently asked questions" },
  "Endo-Well by Elara": { ro: "Endo-Well de la Elara", en: "Endo-Well by Elara" },
  "IC-Well by Elara, 60 capsules": { ro: "IC-Well de la Elara, 60 de capsule", en: "IC-Well by Elara, 60 capsules" },
  "IC-Well three-bottle bundle": { ro: "Pachet IC-Well cu trei flacoane", en: "IC-Well three-bottle bundle" },
  "IC-Well capsules and supplement facts": { ro: "Capsule IC-Well și valori nutriționale", en: "IC-Well capsules and supplement facts" },
  "IC-Well in a calm daily routine": { ro: "IC-Well într-o rutină zilnică liniștită", en: "IC-Well in a calm daily routine" },
  "IC-Well benefits": { ro: "Beneficiile IC-Well", en: "IC-Well benefits" },
  "IC-Well frequently asked questions": { ro: "Întrebări frecvente despre IC-Well", en: "IC-Well frequently asked questions" },
  "IC-Well by Elara": { ro: "IC-Well de la Elara", en: "IC-Well by Elara" },
  "Papillex by Elara, 60 capsules": { ro: "Papillex de la Elara, 60 de capsule", en: "Papillex by Elara, 60 capsules" },
  "Papillex three-bottle bundle": { ro: "Pachet Papillex cu trei flacoane", en: "Papillex three-bottle bundle" },
  "Papillex capsules and supplement facts": { ro: "Capsule Papillex și valori nutriționale", en: "Papillex capsules and supplement facts" },
  "Papillex in a calm daily routine": { ro: "Papillex într-o rutină zilnică liniștită", en: "Papillex in a calm daily routine" },
  "Papillex benefits": { ro: "Beneficiile Papillex", en: "Papillex benefits" },
  "Papillex frequently asked questions": { ro: "Întrebări frecvente despre Papillex", en: "Papillex frequently asked questions" },
  "Papillex by Elara": { ro: "Papillex de la Elara", en: "Papillex by Elara" },
  "PCO-Well by Elara, 60 capsules": { ro: "PCO-Well de la Elara, 60 de capsule", en: "PCO-Well by Elara, 60 capsules" },
  "PCO-Well by Elara, bundle of 3 bottles": {
    ro: "PCO-Well de la Elara, pachet de 3 flacoane",
    en: "PCO-Well by Elara, bundle of 3 bottles",
  },
  "PCO-Well capsules and supplement facts": { ro: "Capsule PCO-Well și valori nutriționale", en: "PCO-Well capsules and supplement facts" },
  "PCO-Well by Elara in a daily routine": { ro: "PCO-Well de la Elara într-o rutină zilnică", en: "PCO-Well by Elara in a daily routine" },
  "PCO-Well by Elara — key benefits": { ro: "PCO-Well de la Elara — beneficii principale", en: "PCO-Well by Elara — key benefits" },
  "PCO-Well by Elara — frequently asked questions": {
    ro: "PCO-Well de la Elara — întrebări frecvente",
    en: "PCO-Well by Elara — frequently asked questions",
  },
  "PCO-Well by Elara — Ovarian support and hormonal balance": {
    ro: "PCO-Well de la Elara — suport ovarian și echilibru hormonal",
    en: "PCO-Well by Elara — Ovarian support and hormonal balance",
  },
  "Simplix by Elara, 60 capsules": { ro: "Simplix de la Elara, 60 de capsule", en: "Simplix by Elara, 60 capsules" },
  "Simplix by Elara, bundle of 3 bottles": { ro: "Simplix de la Elara, pachet de 3 flacoane", en: "Simplix by Elara, bundle of 3 bottles" },
  "Simplix capsules and supplement facts": { ro: "Capsule Simplix și valori nutriționale", en: "Simplix capsules and supplement facts" },
  "Simplix by Elara in a daily routine": { ro: "Simplix de la Elara într-o rutină zilnică", en: "Simplix by Elara in a daily routine" },
  "Simplix by Elara — key benefits": { ro: "Simplix de la Elara — beneficii principale", en: "Simplix by Elara — key benefits" },
  "Simplix by Elara — frequently asked questions": {
    ro: "Simplix de la Elara — întrebări frecvente",
    en: "Simplix by Elara — frequently asked questions",
  },
  "Simplix by Elara — Seasonal immunity and lip comfort": {
    ro: "Simplix de la Elara — imunitate sezonieră și buze sănătoase",
    en: "Simplix by Elara — Seasonal immunity and lip comfort",
  },

  // Titles of the blog pictures
  "Bladder comfort": { ro: "Confortul vezicii urinare", en: "Bladder comfort" },
  "Caring for your lips": { ro: "Îngrijirea buzelor", en: "Caring for your lips" },
  "Cervical health": { ro: "Sănătatea cervicală", en: "Cervical health" },
  "Food and hormonal balance": { ro: "Alimentația și echilibrul hormonal", en: "Food and hormonal balance" },
  "Immunity through the seasons": { ro: "Imunitatea de la un anotimp la altul", en: "Immunity through the seasons" },
  "Independent batch testing": { ro: "Testarea independentă a loturilor", en: "Independent batch testing" },
  "Monthly subscription": { ro: "Abonament lunar", en: "Monthly subscription" },
  "Ovarian health": { ro: "Sănătatea ovariană", en: "Ovarian health" },
  "Research behind the formulas": { ro: "Cercetarea din spatele formulelor", en: "Research behind the formulas" },
  "The monthly cycle": { ro: "Ciclul menstrual", en: "The monthly cycle" },

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
