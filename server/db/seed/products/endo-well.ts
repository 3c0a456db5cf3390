import type { SeedProduct } from "#server/db/seed/catalog-types";
import { icon, imageUrl, integer, localized, multiLine, singleLine } from "#server/db/seed/metafield-values";
import { bottleImages, bottleOffers, STANDARD_TEXTS } from "#server/db/seed/bottle-offers";

export const endoWell: SeedProduct = {
  handle: "endo-well",
  vendor: "Elara",
  productType: "Supliment alimentar",
  tags: ["endometrial", "endometriosis", "hormonal balance", "women's health", "antioxidant"],
  healthClaims: ["vitamin_d.immune", "vitamin_d.bones", "vitamin_d.muscle"],
  title: {
    ro: "Endo-Well — suport pentru sănătatea endometrială",
    en: "Endo-Well — Endometrial Health Support",
  },
  description: {
    ro: "Endo-Well este un supliment alimentar pentru femei, cu N-acetilcisteină, curcumină, DIM, resveratrol, ceai verde, vitex, magneziu și vitamina D3. Vitamina D contribuie la funcționarea normală a sistemului imunitar. Două capsule vegane pe zi, pentru un ciclu trăit cu mai mult confort.",
    en: "Endo-Well is a dietary supplement for women with N-acetylcysteine, curcumin, DIM, resveratrol, green tea, chasteberry, magnesium and vitamin D3. Vitamin D contributes to the normal function of the immune system. Two vegan capsules a day, for a more comfortable cycle.",
  },
  descriptionHtml: {
    ro: "<p><strong>Endo-Well</strong> a fost creat pentru femeile care vor să-și susțină sănătatea endometrială și echilibrul hormonal de la o lună la alta, ca parte a unui stil de viață sănătos.</p><p>Formula reunește <strong>N-acetilcisteina</strong>, precursor al glutationului, cu polifenoli antioxidanți (curcumină, resveratrol, EGCG), DIM din legumele crucifere și extract de vitex, folosit în mod tradițional pentru confortul feminin.</p><ul><li>Vitamina D contribuie la funcționarea normală a sistemului imunitar</li><li>Capsule vegane, fără gluten și fără lactoză</li></ul><p><em>Suplimentele alimentare nu înlocuiesc o dietă variată și echilibrată și un stil de viață sănătos.</em></p>",
    en: "<p><strong>Endo-Well</strong> was created for women who want to support their endometrial health and hormonal balance month after month, as part of a healthy lifestyle.</p><p>The formula brings together <strong>N-acetylcysteine</strong>, a precursor of glutathione, with antioxidant polyphenols (curcumin, resveratrol, EGCG), DIM from cruciferous vegetables and chasteberry extract, traditionally used for women's comfort.</p><ul><li>Vitamin D contributes to the normal function of the immune system</li><li>Vegan capsules, gluten-free and lactose-free</li></ul><p><em>Food supplements should not be used as a substitute for a varied and balanced diet and a healthy lifestyle.</em></p>",
  },
  images: bottleImages("endo-well", [
    localized("Sticlă Endo-Well cu 60 de capsule, de la Elara", "Endo-Well bottle with 60 capsules, by Elara"),
    localized("Pachet cu trei sticle Endo-Well", "Endo-Well three-bottle pack"),
    localized("Capsule Endo-Well și tabelul cu ingrediente", "Endo-Well capsules and supplement facts panel"),
    localized("Endo-Well într-o seară liniștită, lângă o ceașcă de ceai", "Endo-Well on a quiet evening, next to a cup of tea"),
  ]),
  ...bottleOffers({
    single: {
      sku: "END-1",
      priceMinor: 19900,
      description: singleLine(
        "O sticlă cu 60 de capsule vegane, suficientă pentru 30 de zile.",
        "One bottle of 60 vegan capsules, enough for 30 days.",
      ),
    },
    pack: {
      sku: "END-3PK",
      priceMinor: 53700,
      description: STANDARD_TEXTS.pack,
    },
    monthly: {
      sku: "END-SUB-M",
      priceMinor: 17900,
      description: STANDARD_TEXTS.monthly,
    },
    quarterly: {
      sku: "END-SUB-Q",
      // Three bottles per delivery, charged per delivery (decision 0029): 3 × 169.00.
      priceMinor: 50700,
      description: singleLine(
        "Trei sticle o dată la trei luni, plătite la fiecare livrare.",
        "Three bottles every three months, paid per delivery.",
      ),
      subscriptionText: singleLine("Livrat la fiecare trei luni, anulezi oricând", "Delivered every three months, cancel anytime"),
    },
    subscriptionInfo: STANDARD_TEXTS.subscriptionInfo,
  }),
  metafields: {
    category: singleLine("Sănătate endometrială", "Endometrial health"),
    reviewCount: integer("3"),
    shortDescription: multiLine(
      "Formulă cu NAC, curcumină, DIM și vitex, plus vitamina D3, care contribuie la funcționarea normală a sistemului imunitar.",
      "A formula with NAC, curcumin, DIM and chasteberry, plus vitamin D3, which contributes to the normal function of the immune system.",
    ),
    description: multiLine(
      "Endo-Well îmbină ingrediente studiate pentru sănătatea feminină într-o formulă zilnică simplă. N-acetilcisteina (NAC) este precursorul glutationului, principalul antioxidant al organismului. Curcumina, resveratrolul și EGCG din ceaiul verde sunt polifenoli cu proprietăți antioxidante, DIM susține metabolismul sănătos al estrogenilor, iar vitexul este folosit în mod tradițional pentru confortul din timpul ciclului menstrual. Vitamina D3 contribuie la funcționarea normală a sistemului imunitar.\nEndo-Well nu înlocuiește diagnosticul și tratamentul stabilit de medicul tău ginecolog.",
      "Endo-Well combines ingredients studied for women's health in one simple daily formula. N-acetylcysteine (NAC) is the precursor of glutathione, the body's main antioxidant. Curcumin, resveratrol and green tea EGCG are polyphenols with antioxidant properties, DIM supports healthy oestrogen metabolism, and chasteberry is traditionally used for comfort during the menstrual cycle. Vitamin D3 contributes to the normal function of the immune system.\nEndo-Well does not replace the diagnosis and treatment set by your gynaecologist.",
    ),
    benefits: multiLine(
      "Imunitate: vitamina D3 contribuie la funcționarea normală a sistemului imunitar.\nSprijin antioxidant: NAC, curcumină, resveratrol și EGCG din ceai verde.\nEchilibru hormonal: DIM susține metabolismul sănătos al estrogenilor, iar vitexul este folosit tradițional pentru confortul feminin.\nImunitate: vitamina D contribuie la funcționarea normală a sistemului imunitar.",
      "Immunity: vitamin D3 contributes to the normal function of the immune system.\nAntioxidant support: NAC, curcumin, resveratrol and green tea EGCG.\nHormonal balance: DIM supports healthy oestrogen metabolism, and chasteberry is traditionally used for women's comfort.\nImmunity: vitamin D contributes to the normal function of the immune system.",
    ),
    formula: multiLine(
      "Per doză zilnică (2 capsule):\nN-acetil-L-cisteină (NAC) — 500 mg\nExtract de turmeric (Curcuma longa), 95% curcuminoizi — 200 mg\nDIM (diindolilmetan) — 150 mg\nExtract de frunze de ceai verde (Camellia sinensis), 45% EGCG — 150 mg\nTrans-resveratrol (din Polygonum cuspidatum) — 100 mg\nMagneziu (bisglicinat de magneziu) — 40 mg (11% VNR*)\nExtract de fructe de vitex (Vitex agnus-castus) 10:1 — 20 mg\nVitamina D3 (colecalciferol din lichen) — 25 µg / 1000 UI (500% VNR*)\n*VNR = valoarea nutrițională de referință",
      "Per daily serving (2 capsules):\nN-acetyl-L-cysteine (NAC) — 500 mg\nTurmeric extract (Curcuma longa), 95% curcuminoids — 200 mg\nDIM (diindolylmethane) — 150 mg\nGreen tea leaf extract (Camellia sinensis), 45% EGCG — 150 mg\nTrans-resveratrol (from Polygonum cuspidatum) — 100 mg\nMagnesium (magnesium bisglycinate) — 40 mg (11% NRV*)\nChasteberry fruit extract (Vitex agnus-castus) 10:1 — 20 mg\nVitamin D3 (cholecalciferol from lichen) — 25 µg / 1000 IU (500% NRV*)\n*NRV = nutrient reference value",
    ),
    directions: multiLine(
      "Adulți: 2 capsule pe zi, cu un pahar de apă, în timpul mesei.\nPrimele rezultate apar de obicei după 4–6 săptămâni, adică după unul sau două cicluri.\nNu depășiți doza zilnică recomandată. A nu se lăsa la îndemâna copiilor.\nA se păstra la loc uscat, la temperatura camerei, ferit de lumina directă a soarelui.",
      "Adults: 2 capsules daily with a glass of water, with a meal.\nTypical results appear after 4–6 weeks, that is after one or two cycles.\nDo not exceed the recommended daily dose. Keep out of the reach of children.\nStore in a dry place at room temperature, away from direct sunlight.",
    ),
    qualityStandards: multiLine(
      "Fabricat în Uniunea Europeană, într-o unitate certificată GMP (bune practici de fabricație).\nFiecare lot este testat de un laborator independent pentru puritate, metale grele și contaminanți microbiologici.\nCapsule vegane din celuloză vegetală (HPMC); vitamina D3 provine din lichen.\nFără gluten, fără lactoză, fără soia, fără zahăr adăugat și fără coloranți artificiali.\nExtracte vegetale standardizate, cu conținut garantat de compuși activi.",
      "Manufactured in the European Union in a GMP-certified (Good Manufacturing Practice) facility.\nEvery batch is third-party tested for purity, heavy metals and microbiological contaminants.\nVegan capsules made from plant cellulose (HPMC); vitamin D3 is sourced from lichen.\nNo gluten, no lactose, no soy, no added sugar and no artificial colours.\nStandardised plant extracts with a guaranteed content of active compounds.",
    ),
    ingredients: multiLine(
      "N-acetil-L-cisteină, bisglicinat de magneziu, extract de rizom de turmeric (Curcuma longa), diindolilmetan (DIM), extract de frunze de ceai verde (Camellia sinensis), capsulă vegetală (hidroxipropilmetilceluloză), trans-resveratrol (din rădăcină de Polygonum cuspidatum), extract de fructe de vitex (Vitex agnus-castus), agent de încărcare: celuloză microcristalină, colecalciferol (vitamina D3 din lichen).",
      "N-acetyl-L-cysteine, magnesium bisglycinate, turmeric rhizome extract (Curcuma longa), diindolylmethane (DIM), green tea leaf extract (Camellia sinensis), vegetable capsule (hydroxypropyl methylcellulose), trans-resveratrol (from Polygonum cuspidatum root), chasteberry fruit extract (Vitex agnus-castus), bulking agent: microcrystalline cellulose, cholecalciferol (vitamin D3 from lichen).",
    ),
    howToUse: multiLine(
      "Ia 2 capsule pe zi, în fiecare zi a ciclului, cu un pahar de apă și o masă.\nDe obicei, primele efecte se observă după 4–6 săptămâni.\nPentru rezultate optime, recomandăm utilizarea timp de cel puțin 3–6 luni, adică pe durata a trei până la șase cicluri.",
      "Take 2 capsules a day, every day of your cycle, with a glass of water and a meal.\nMost women notice the first effects after 4–6 weeks.\nFor best results, we recommend using it for at least 3–6 months, that is three to six cycles.",
    ),
    benefits_title: singleLine("De ce să alegi Endo-Well", "Why choose Endo-Well"),
    benefits_image: imageUrl("endo-well-benefits.svg"),
    benefit_1_title: singleLine("Sprijin pentru imunitate", "Immune support"),
    benefit_1_description: singleLine(
      "Vitamina D contribuie la funcționarea normală a sistemului imunitar.",
      "Vitamin D contributes to the normal function of the immune system.",
    ),
    benefit_1_icon: icon("check"),
    benefit_2_title: singleLine("Oase și mușchi", "Bones and muscles"),
    benefit_2_description: singleLine(
      "Vitamina D contribuie la menținerea normală a oaselor și a funcției musculare normale.",
      "Vitamin D contributes to the maintenance of normal bones and normal muscle function.",
    ),
    benefit_2_icon: icon("check"),
    benefit_3_title: singleLine("Plus de antioxidanți", "Extra antioxidants"),
    benefit_3_description: singleLine(
      "NAC, curcumină, resveratrol și EGCG din ceai verde, într-o singură formulă.",
      "NAC, curcumin, resveratrol and green tea EGCG in a single formula.",
    ),
    benefit_3_icon: icon("plus"),
    benefit_4_title: singleLine("Sprijin pentru echilibrul hormonal", "Support for hormonal balance"),
    benefit_4_description: singleLine(
      "DIM susține metabolismul sănătos al estrogenilor, iar vitexul este folosit în mod tradițional pentru confortul feminin.",
      "DIM supports healthy oestrogen metabolism, and chasteberry is traditionally used for women's comfort.",
    ),
    benefit_4_icon: icon("check"),
    ingredients_title: singleLine("Ingrediente atent alese", "Carefully chosen ingredients"),
    ingredient_1_title: singleLine("N-acetilcisteină (NAC)", "N-acetylcysteine (NAC)"),
    ingredient_1_description: singleLine(
      "Aminoacid precursor al glutationului, principalul antioxidant produs de organism, studiat la femeile cu probleme endometriale.",
      "An amino acid that is the precursor of glutathione, the body's main antioxidant, and has been studied in women with endometrial concerns.",
    ),
    ingredient_1_image: imageUrl("ingredient-n-acetylcysteine.svg"),
    ingredient_2_title: singleLine("Curcumină", "Curcumin"),
    ingredient_2_description: singleLine(
      "Compusul activ al rădăcinii de turmeric, standardizat la 95% curcuminoizi, apreciat pentru proprietățile sale antioxidante.",
      "The active compound of turmeric root, standardised to 95% curcuminoids and valued for its antioxidant properties.",
    ),
    ingredient_2_image: imageUrl("ingredient-curcumin.svg"),
    ingredient_3_title: singleLine("DIM (diindolilmetan)", "DIM (diindolylmethane)"),
    ingredient_3_description: singleLine(
      "Compus natural din legumele crucifere, precum broccoli, care susține metabolismul sănătos al estrogenilor.",
      "A natural compound from cruciferous vegetables such as broccoli that supports healthy oestrogen metabolism.",
    ),
    ingredient_3_image: imageUrl("ingredient-dim.svg"),
    ingredient_4_title: singleLine("Extract de ceai verde (EGCG)", "Green tea extract (EGCG)"),
    ingredient_4_description: singleLine(
      "Extract din frunze de Camellia sinensis, standardizat la 45% EGCG, un polifenol cu proprietăți antioxidante.",
      "Camellia sinensis leaf extract standardised to 45% EGCG, a polyphenol with antioxidant properties.",
    ),
    ingredient_4_image: imageUrl("ingredient-green-tea.svg"),
    ingredient_5_title: singleLine("Resveratrol", "Resveratrol"),
    ingredient_5_description: singleLine(
      "Polifenol prezent în struguri roșii, obținut aici din rădăcina de Polygonum cuspidatum, cu proprietăți antioxidante.",
      "A polyphenol found in red grapes, sourced here from Polygonum cuspidatum root, with antioxidant properties.",
    ),
    ingredient_5_image: imageUrl("ingredient-resveratrol.svg"),
    ingredient_6_title: singleLine("Magneziu", "Magnesium"),
    ingredient_6_description: singleLine(
      "Sub formă de bisglicinat, blând cu stomacul: 40 mg pe zi.",
      "As gentle bisglycinate: 40 mg a day.",
    ),
    ingredient_6_image: imageUrl("ingredient-magnesium.svg"),
    ingredient_7_title: singleLine("Vitex (Vitex agnus-castus)", "Chasteberry (Vitex agnus-castus)"),
    ingredient_7_description: singleLine(
      "Plantă mediteraneeană ale cărei fructe sunt folosite în mod tradițional pentru confortul femeilor pe parcursul ciclului menstrual.",
      "A Mediterranean plant whose berries are traditionally used for women's comfort throughout the menstrual cycle.",
    ),
    ingredient_7_image: imageUrl("ingredient-chasteberry.svg"),
    ingredient_8_title: singleLine("Vitamina D3", "Vitamin D3"),
    ingredient_8_description: singleLine(
      "Din lichen, potrivită pentru vegani; contribuie la funcționarea normală a sistemului imunitar și la procesul de diviziune celulară.",
      "From lichen, suitable for vegans; contributes to the normal function of the immune system and to the process of cell division.",
    ),
    ingredient_8_image: imageUrl("ingredient-vitamin-d3.svg"),
    faq_title: singleLine("Întrebări frecvente", "Frequently asked questions"),
    faq_image: imageUrl("endo-well-faq.svg"),
    faq_1_question: singleLine("Pentru cine este Endo-Well?", "Who is Endo-Well for?"),
    faq_1_answer: singleLine(
      "Endo-Well este destinat femeilor adulte care doresc să-și susțină sănătatea endometrială, energia și confortul pe parcursul ciclului, în paralel cu recomandările medicului.",
      "Endo-Well is for adult women who want to support their endometrial health, energy and comfort throughout the cycle, alongside their doctor's advice.",
    ),
    faq_2_question: singleLine("Endo-Well înlocuiește sfatul medicului?", "Does Endo-Well replace my doctor's advice?"),
    faq_2_answer: singleLine(
      "Nu. Endo-Well este un supliment alimentar: completează alimentația și nu înlocuiește sfatul medicului. Nu întrerupe tratamentul prescris fără acordul medicului.",
      "No. Endo-Well is a dietary supplement: it complements your diet and does not replace your doctor's advice. Do not stop any prescribed treatment without your doctor's approval.",
    ),
    faq_3_question: singleLine("Cum se administrează?", "How do I take it?"),
    faq_3_answer: singleLine(
      "Ia 2 capsule pe zi, în fiecare zi a ciclului, cu un pahar de apă și în timpul unei mese.",
      "Take 2 capsules daily, every day of your cycle, with a glass of water and a meal.",
    ),
    faq_4_question: singleLine("Când voi observa rezultate?", "When will I see results?"),
    faq_4_answer: singleLine(
      "Majoritatea femeilor observă primele efecte după 4–6 săptămâni, adică după unul sau două cicluri de utilizare zilnică.",
      "Most women notice the first effects after 4–6 weeks, that is after one or two cycles of daily use.",
    ),
    faq_5_question: singleLine("Cât timp ar trebui să iau Endo-Well?", "How long should I take Endo-Well?"),
    faq_5_answer: singleLine(
      "Recomandăm o utilizare de cel puțin 3–6 luni. Pentru o cură lungă, abonamentul trimestrial îți trimite trei sticle o dată la trei luni.",
      "We recommend using it for at least 3–6 months. For a longer course, the quarterly subscription sends you three bottles every three months.",
    ),
    faq_6_question: singleLine(
      "Pot lua Endo-Well împreună cu medicamente sau anticoncepționale?",
      "Can I take Endo-Well with medication or the pill?",
    ),
    faq_6_answer: singleLine(
      "Vitexul și DIM pot interacționa cu tratamentele hormonale, inclusiv cu anticoncepționalele, iar NAC și resveratrolul cu anticoagulantele. Discută cu medicul tău înainte de a începe Endo-Well dacă urmezi orice tratament.",
      "Chasteberry and DIM may interact with hormonal treatments, including the contraceptive pill, and NAC and resveratrol with blood thinners. Talk to your doctor before starting Endo-Well if you take any medication.",
    ),
    faq_7_question: singleLine(
      "Pot lua Endo-Well în sarcină, în perioada de alăptare sau dacă încerc să rămân însărcinată?",
      "Can I take Endo-Well while pregnant, breastfeeding or trying to conceive?",
    ),
    faq_7_answer: singleLine(
      "Nu este recomandat în timpul sarcinii și al alăptării. Dacă încerci să rămâi însărcinată sau urmezi un tratament de fertilitate, folosește Endo-Well doar cu acordul medicului.",
      "It is not recommended during pregnancy or breastfeeding. If you are trying to conceive or having fertility treatment, only use Endo-Well with your doctor's approval.",
    ),
    faq_8_question: singleLine("Are efecte secundare?", "Are there any side effects?"),
    faq_8_answer: singleLine(
      "Endo-Well este în general bine tolerat. Ocazional pot apărea disconfort digestiv ușor sau dureri de cap trecătoare; administrarea în timpul mesei ajută. Dacă apare orice reacție neobișnuită, întrerupe utilizarea și consultă medicul.",
      "Endo-Well is generally well tolerated. Mild digestive discomfort or a passing headache can occasionally occur; taking it with a meal helps. If you notice any unusual reaction, stop using it and see your doctor.",
    ),
    faq_9_question: singleLine("Cum funcționează livrarea, returul și abonamentul?", "How do shipping, returns and subscriptions work?"),
    faq_9_answer: singleLine(
      "Transportul este gratuit pentru comenzile de peste 200 lei și beneficiezi de garanția „banii înapoi” timp de 30 de zile. Abonamentul poate fi amânat, întrerupt sau anulat oricând din contul tău.",
      "Shipping is free on orders over 200 lei, and you are covered by our 30-day money-back guarantee. Your subscription can be skipped, paused or cancelled at any time from your account.",
    ),
    showcase_image: imageUrl("endo-well-showcase.svg"),
  },
};
