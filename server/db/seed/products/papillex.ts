import type { SeedProduct } from "#server/db/seed/catalog-types";
import { icon, imageUrl, localized, multiLine, singleLine } from "#server/db/seed/metafield-values";
import { bottleImages, bottleOffers, STANDARD_TEXTS } from "#server/db/seed/bottle-offers";

export const papillex: SeedProduct = {
  handle: "papillex",
  vendor: "Elara",
  productType: "Supliment alimentar",
  tags: ["cervical", "hpv", "women's health", "immune support", "antioxidant"],
  healthClaims: [
    "vitamin_c.immune",
    "zinc.immune",
    "selenium.immune",
    "folate.immune",
    "vitamin_c.oxidative",
    "zinc.oxidative",
    "selenium.oxidative",
    "folate.cell_division",
    "zinc.cell_division",
  ],
  title: {
    ro: "Papillex — suport pentru sănătatea cervicală",
    en: "Papillex — Cervical Health Support",
  },
  description: {
    ro: "Papillex este un supliment alimentar pentru femei, cu AHCC din miceliu de shiitake, extract de ceai verde, folat activ, vitamina C, zinc și seleniu. Vitamina C, zincul și seleniul contribuie la funcționarea normală a sistemului imunitar și la protejarea celulelor împotriva stresului oxidativ. Două capsule vegetale pe zi, ca parte a rutinei tale de îngrijire.",
    en: "Papillex is a dietary supplement for women with AHCC from shiitake mycelium, green tea extract, active folate, vitamin C, zinc and selenium. Vitamin C, zinc and selenium contribute to the normal function of the immune system and to the protection of cells from oxidative stress. Two vegan capsules a day, as part of your self-care routine.",
  },
  descriptionHtml: {
    ro: "<p><strong>Papillex</strong> a fost formulat pentru femeile care vor să-și susțină sănătatea cervicală și apărarea naturală a organismului, alături de controalele ginecologice regulate.</p><p>Formula combină <strong>AHCC</strong> din miceliu de shiitake, extract de ceai verde bogat în EGCG, curcumină și DIM cu micronutrienți esențiali pentru imunitate.</p><ul><li>Vitamina C, zincul și seleniul contribuie la funcționarea normală a sistemului imunitar</li><li>Folatul (5-MTHF) contribuie la procesul de diviziune celulară</li><li>Extracte vegetale standardizate, cu acțiune antioxidantă</li><li>Capsule vegane, fără gluten și fără lactoză</li></ul><p><em>Suplimentele alimentare nu înlocuiesc o dietă variată și echilibrată și un stil de viață sănătos.</em></p>",
    en: "<p><strong>Papillex</strong> was formulated for women who want to support their cervical health and the body's natural defences, alongside regular gynaecological check-ups.</p><p>The formula combines <strong>AHCC</strong> from shiitake mycelium, EGCG-rich green tea extract, curcumin and DIM with key micronutrients for immunity.</p><ul><li>Vitamin C, zinc and selenium contribute to the normal function of the immune system</li><li>Folate (5-MTHF) contributes to the process of cell division</li><li>Standardised plant extracts with antioxidant activity</li><li>Vegan capsules, gluten-free and lactose-free</li></ul><p><em>Food supplements should not be used as a substitute for a varied and balanced diet and a healthy lifestyle.</em></p>",
  },
  images: bottleImages("papillex", [
    localized("Sticlă Papillex cu 60 de capsule, de la Elara", "Papillex bottle with 60 capsules, by Elara"),
    localized("Pachet cu trei sticle Papillex", "Papillex three-bottle pack"),
    localized("Capsule Papillex și tabelul cu ingrediente", "Papillex capsules and supplement facts panel"),
    localized("Papillex într-o rutină zilnică liniștită", "Papillex in a calm daily routine"),
  ]),
  ...bottleOffers({
    single: {
      sku: "PAP-1",
      priceMinor: 18900,
      description: singleLine(
        "O sticlă cu 60 de capsule vegane, suficientă pentru 30 de zile.",
        "One bottle of 60 vegan capsules, enough for 30 days.",
      ),
    },
    pack: {
      sku: "PAP-3PK",
      priceMinor: 51000,
      description: STANDARD_TEXTS.pack,
    },
    monthly: {
      sku: "PAP-SUB-M",
      priceMinor: 17000,
      description: STANDARD_TEXTS.monthly,
    },
    subscriptionInfo: STANDARD_TEXTS.subscriptionInfo,
  }),
  metafields: {
    category: singleLine("Sănătate cervicală", "Cervical health"),
    shortDescription: multiLine(
      "Formulă cu AHCC, ceai verde, folat activ și micronutrienți care contribuie la funcționarea normală a sistemului imunitar.",
      "A formula with AHCC, green tea, active folate and micronutrients that contribute to the normal function of the immune system.",
    ),
    description: multiLine(
      "Papillex reunește într-o singură capsulă ingrediente alese pentru femeile atente la sănătatea lor cervicală. AHCC, un extract obținut din miceliul ciupercii shiitake, și extractul de ceai verde standardizat în EGCG sunt completate de curcumină și DIM, un compus natural din legumele crucifere. Vitamina C, zincul și seleniul contribuie la funcționarea normală a sistemului imunitar și la protejarea celulelor împotriva stresului oxidativ, iar folatul contribuie la procesul de diviziune celulară.\nPapillex nu înlocuiește controalele ginecologice regulate și nici tratamentul recomandat de medicul tău.",
      "Papillex brings together, in one capsule, ingredients chosen for women who look after their cervical health. AHCC, an extract of shiitake mushroom mycelium, and green tea extract standardised for EGCG are complemented by curcumin and DIM, a natural compound from cruciferous vegetables. Vitamin C, zinc and selenium contribute to the normal function of the immune system and to the protection of cells from oxidative stress, while folate contributes to the process of cell division.\nPapillex does not replace regular gynaecological check-ups or the treatment recommended by your doctor.",
    ),
    benefits: multiLine(
      "Susține apărarea naturală a organismului: vitamina C, zincul și seleniul contribuie la funcționarea normală a sistemului imunitar.\nProtecție antioxidantă: vitamina C, zincul și seleniul contribuie la protejarea celulelor împotriva stresului oxidativ.\nReînnoire celulară: folatul contribuie la procesul de diviziune celulară.\nIngrediente funcționale: AHCC din miceliu de shiitake, ceai verde, curcumină și DIM.",
      "Supports the body's natural defences: vitamin C, zinc and selenium contribute to the normal function of the immune system.\nAntioxidant protection: vitamin C, zinc and selenium contribute to the protection of cells from oxidative stress.\nCell renewal: folate contributes to the process of cell division.\nFunctional ingredients: AHCC from shiitake mycelium, green tea, curcumin and DIM.",
    ),
    formula: multiLine(
      "Per doză zilnică (2 capsule):\nAHCC (extract de miceliu de shiitake, Lentinula edodes) — 500 mg\nExtract de frunze de ceai verde (Camellia sinensis), 45% EGCG — 250 mg\nExtract de turmeric (Curcuma longa), 95% curcuminoizi — 150 mg\nDIM (diindolilmetan) — 100 mg\nVitamina C (acid L-ascorbic) — 80 mg (100% VNR*)\nZinc (bisglicinat de zinc) — 10 mg (100% VNR*)\nFolat (L-5-metiltetrahidrofolat de calciu) — 400 µg (200% VNR*)\nSeleniu (L-selenometionină) — 55 µg (100% VNR*)\n*VNR = valoarea nutrițională de referință",
      "Per daily serving (2 capsules):\nAHCC (shiitake mycelium extract, Lentinula edodes) — 500 mg\nGreen tea leaf extract (Camellia sinensis), 45% EGCG — 250 mg\nTurmeric extract (Curcuma longa), 95% curcuminoids — 150 mg\nDIM (diindolylmethane) — 100 mg\nVitamin C (L-ascorbic acid) — 80 mg (100% NRV*)\nZinc (zinc bisglycinate) — 10 mg (100% NRV*)\nFolate (calcium L-5-methyltetrahydrofolate) — 400 µg (200% NRV*)\nSelenium (L-selenomethionine) — 55 µg (100% NRV*)\n*NRV = nutrient reference value",
    ),
    directions: multiLine(
      "Adulți: 2 capsule pe zi, cu un pahar de apă, de preferat în timpul mesei.\nPrimele rezultate apar de obicei după 4–6 săptămâni de utilizare constantă.\nNu depășiți doza zilnică recomandată. A nu se lăsa la îndemâna copiilor.\nA se păstra la loc uscat, la temperatura camerei, ferit de lumina directă a soarelui.",
      "Adults: 2 capsules daily with a glass of water, preferably with a meal.\nTypical results appear after 4–6 weeks of consistent use.\nDo not exceed the recommended daily dose. Keep out of the reach of children.\nStore in a dry place at room temperature, away from direct sunlight.",
    ),
    qualityStandards: multiLine(
      "Fabricat în Uniunea Europeană, într-o unitate certificată GMP (bune practici de fabricație).\nFiecare lot este testat de un laborator independent pentru puritate, metale grele și contaminanți microbiologici.\nCapsule vegane din celuloză vegetală (HPMC).\nFără gluten, fără lactoză, fără zahăr adăugat, fără coloranți și îndulcitori artificiali.\nExtracte vegetale standardizate și forme de minerale cu absorbție bună.",
      "Manufactured in the European Union in a GMP-certified (Good Manufacturing Practice) facility.\nEvery batch is third-party tested for purity, heavy metals and microbiological contaminants.\nVegan capsules made from plant cellulose (HPMC).\nNo gluten, no lactose, no added sugar, no artificial colours or sweeteners.\nStandardised plant extracts and well-absorbed mineral forms.",
    ),
    ingredients: multiLine(
      "Extract de miceliu de shiitake (Lentinula edodes) (AHCC), extract de frunze de ceai verde (Camellia sinensis), extract de rizom de turmeric (Curcuma longa), capsulă vegetală (hidroxipropilmetilceluloză), diindolilmetan (DIM), acid L-ascorbic, bisglicinat de zinc, agent de încărcare: celuloză microcristalină, L-5-metiltetrahidrofolat de calciu, L-selenometionină.",
      "Shiitake mycelium extract (Lentinula edodes) (AHCC), green tea leaf extract (Camellia sinensis), turmeric rhizome extract (Curcuma longa), vegetable capsule (hydroxypropyl methylcellulose), diindolylmethane (DIM), L-ascorbic acid, zinc bisglycinate, bulking agent: microcrystalline cellulose, calcium L-5-methyltetrahydrofolate, L-selenomethionine.",
    ),
    howToUse: multiLine(
      "Ia 2 capsule pe zi, la aceeași oră, cu un pahar de apă și o masă.\nDe obicei, primele efecte se observă după 4–6 săptămâni.\nPentru rezultate optime, recomandăm utilizarea timp de cel puțin 3–6 luni, în paralel cu controalele ginecologice regulate.",
      "Take 2 capsules a day, at the same time, with a glass of water and a meal.\nMost women notice the first effects after 4–6 weeks.\nFor best results, we recommend using it for at least 3–6 months, alongside regular gynaecological check-ups.",
    ),
    benefits_title: singleLine("De ce să alegi Papillex", "Why choose Papillex"),
    benefits_image: imageUrl("papillex-benefits.svg"),
    benefit_1_title: singleLine("Susține imunitatea", "Supports immunity"),
    benefit_1_description: singleLine(
      "Vitamina C, zincul și seleniul contribuie la funcționarea normală a sistemului imunitar.",
      "Vitamin C, zinc and selenium contribute to the normal function of the immune system.",
    ),
    benefit_1_icon: icon("check"),
    benefit_2_title: singleLine("Protecție antioxidantă", "Antioxidant protection"),
    benefit_2_description: singleLine(
      "Vitamina C, zincul și seleniul contribuie la protejarea celulelor împotriva stresului oxidativ.",
      "Vitamin C, zinc and selenium contribute to the protection of cells from oxidative stress.",
    ),
    benefit_2_icon: icon("check"),
    benefit_3_title: singleLine("Plus de ingrediente funcționale", "Extra functional ingredients"),
    benefit_3_description: singleLine(
      "AHCC din miceliu de shiitake, ceai verde, curcumină și DIM, în doze standardizate.",
      "AHCC from shiitake mycelium, green tea, curcumin and DIM, in standardised amounts.",
    ),
    benefit_3_icon: icon("plus"),
    benefit_4_title: singleLine("Diviziune celulară normală", "Normal cell division"),
    benefit_4_description: singleLine(
      "Folatul activ (5-MTHF) contribuie la procesul de diviziune celulară.",
      "Active folate (5-MTHF) contributes to the process of cell division.",
    ),
    benefit_4_icon: icon("check"),
    ingredients_title: singleLine("Ingrediente atent alese", "Carefully chosen ingredients"),
    ingredient_1_title: singleLine("AHCC (miceliu de shiitake)", "AHCC (shiitake mycelium)"),
    ingredient_1_description: singleLine(
      "Extract obținut prin cultivarea miceliului ciupercii shiitake, bogat în polizaharide, studiat pentru rolul său în susținerea sistemului imunitar.",
      "An extract of cultured shiitake mushroom mycelium, rich in polysaccharides and studied for its role in supporting the immune system.",
    ),
    ingredient_1_image: imageUrl("ingredient-ahcc.svg"),
    ingredient_2_title: singleLine("Extract de ceai verde (EGCG)", "Green tea extract (EGCG)"),
    ingredient_2_description: singleLine(
      "Extract din frunze de Camellia sinensis, standardizat la 45% EGCG, un polifenol cu proprietăți antioxidante.",
      "Camellia sinensis leaf extract standardised to 45% EGCG, a polyphenol with antioxidant properties.",
    ),
    ingredient_2_image: imageUrl("ingredient-green-tea.svg"),
    ingredient_3_title: singleLine("Folat (5-MTHF)", "Folate (5-MTHF)"),
    ingredient_3_description: singleLine(
      "Forma activă a folatului, ușor de utilizat de organism; contribuie la procesul de diviziune celulară și la funcționarea normală a sistemului imunitar.",
      "The active form of folate, readily used by the body; contributes to the process of cell division and to the normal function of the immune system.",
    ),
    ingredient_3_image: imageUrl("ingredient-folate.svg"),
    ingredient_4_title: singleLine("Vitamina C", "Vitamin C"),
    ingredient_4_description: singleLine(
      "Contribuie la funcționarea normală a sistemului imunitar și la protejarea celulelor împotriva stresului oxidativ.",
      "Contributes to the normal function of the immune system and to the protection of cells from oxidative stress.",
    ),
    ingredient_4_image: imageUrl("ingredient-vitamin-c.svg"),
    ingredient_5_title: singleLine("Zinc", "Zinc"),
    ingredient_5_description: singleLine(
      "Sub formă de bisglicinat, bine absorbit; contribuie la funcționarea normală a sistemului imunitar și la procesul de diviziune celulară.",
      "As well-absorbed bisglycinate; contributes to the normal function of the immune system and to the process of cell division.",
    ),
    ingredient_5_image: imageUrl("ingredient-zinc.svg"),
    ingredient_6_title: singleLine("Seleniu", "Selenium"),
    ingredient_6_description: singleLine(
      "Sub formă de L-selenometionină; contribuie la funcționarea normală a sistemului imunitar și la protejarea celulelor împotriva stresului oxidativ.",
      "As L-selenomethionine; contributes to the normal function of the immune system and to the protection of cells from oxidative stress.",
    ),
    ingredient_6_image: imageUrl("ingredient-selenium.svg"),
    ingredient_7_title: singleLine("Curcumină", "Curcumin"),
    ingredient_7_description: singleLine(
      "Compusul activ al rădăcinii de turmeric, standardizat la 95% curcuminoizi, apreciat pentru proprietățile sale antioxidante.",
      "The active compound of turmeric root, standardised to 95% curcuminoids and valued for its antioxidant properties.",
    ),
    ingredient_7_image: imageUrl("ingredient-curcumin.svg"),
    ingredient_8_title: singleLine("DIM (diindolilmetan)", "DIM (diindolylmethane)"),
    ingredient_8_description: singleLine(
      "Compus natural provenit din legumele crucifere, precum broccoli, care susține metabolismul sănătos al estrogenilor.",
      "A natural compound from cruciferous vegetables such as broccoli that supports healthy oestrogen metabolism.",
    ),
    ingredient_8_image: imageUrl("ingredient-dim.svg"),
    faq_title: singleLine("Întrebări frecvente", "Frequently asked questions"),
    faq_image: imageUrl("papillex-faq.svg"),
    faq_1_question: singleLine("Pentru cine este Papillex?", "Who is Papillex for?"),
    faq_1_answer: singleLine(
      "Papillex este destinat femeilor adulte care doresc să-și susțină sănătatea cervicală și sistemul imunitar, în paralel cu controalele ginecologice regulate și cu recomandările medicului.",
      "Papillex is for adult women who want to support their cervical health and immune system, alongside regular gynaecological check-ups and their doctor's advice.",
    ),
    faq_2_question: singleLine("Papillex înlocuiește controalele ginecologice?", "Does Papillex replace gynaecological check-ups?"),
    faq_2_answer: singleLine(
      "Nu. Papillex este un supliment alimentar: completează alimentația și nu înlocuiește controalele sau sfatul medicului. Ingredientele sale susțin funcționarea normală a sistemului imunitar. Continuă controalele ginecologice regulate și urmează recomandările medicului tău.",
      "No. Papillex is a dietary supplement: it complements your diet and does not replace check-ups or your doctor's advice. Its ingredients support the normal function of the immune system. Keep up your regular gynaecological check-ups and follow your doctor's advice.",
    ),
    faq_3_question: singleLine("Cum se administrează?", "How do I take it?"),
    faq_3_answer: singleLine(
      "Ia 2 capsule pe zi, cu un pahar de apă, de preferat în timpul mesei. Poți lua ambele capsule odată sau una dimineața și una seara.",
      "Take 2 capsules daily with a glass of water, preferably with a meal. You can take both at once or one in the morning and one in the evening.",
    ),
    faq_4_question: singleLine("Când voi observa rezultate?", "When will I see results?"),
    faq_4_answer: singleLine(
      "Fiecare organism este diferit, dar majoritatea femeilor observă primele efecte după 4–6 săptămâni de utilizare zilnică.",
      "Every body is different, but most women notice the first effects after 4–6 weeks of daily use.",
    ),
    faq_5_question: singleLine("Cât timp ar trebui să iau Papillex?", "How long should I take Papillex?"),
    faq_5_answer: singleLine(
      "Recomandăm o utilizare de cel puțin 3–6 luni. Pachetul de 3 sticle acoperă exact o cură de trei luni.",
      "We recommend using it for at least 3–6 months. The 3-pack covers exactly a three-month course.",
    ),
    faq_6_question: singleLine("Pot lua Papillex împreună cu medicamente?", "Can I take Papillex with medication?"),
    faq_6_answer: singleLine(
      "Dacă urmezi un tratament (de exemplu anticoagulante, imunosupresoare sau tratamente hormonale), discută cu medicul tău sau cu farmacistul înainte de a începe orice supliment.",
      "If you are on any treatment (for example blood thinners, immunosuppressants or hormonal therapy), talk to your doctor or pharmacist before starting any supplement.",
    ),
    faq_7_question: singleLine(
      "Pot lua Papillex în sarcină sau în perioada de alăptare?",
      "Can I take Papillex while pregnant or breastfeeding?",
    ),
    faq_7_answer: singleLine(
      "Nu este recomandat în timpul sarcinii și al alăptării, deoarece conține DIM și extract de ceai verde. Dacă plănuiești o sarcină, discută mai întâi cu medicul tău.",
      "It is not recommended during pregnancy or breastfeeding because it contains DIM and green tea extract. If you are planning a pregnancy, talk to your doctor first.",
    ),
    faq_8_question: singleLine("Are efecte secundare?", "Are there any side effects?"),
    faq_8_answer: singleLine(
      "Papillex este în general bine tolerat. Rareori pot apărea disconfort digestiv ușor; administrarea în timpul mesei îl evită de obicei. Dacă apare orice reacție neobișnuită, întrerupe utilizarea și consultă medicul.",
      "Papillex is generally well tolerated. Mild digestive discomfort can occur rarely; taking it with a meal usually avoids it. If you notice any unusual reaction, stop using it and see your doctor.",
    ),
    ...STANDARD_TEXTS.lastFaqs,
    showcase_image: imageUrl("papillex-showcase.svg"),
  },
};
