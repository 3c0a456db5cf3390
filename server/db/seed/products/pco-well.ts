import type { SeedProduct } from "#server/db/seed/catalog-types";
import { icon, imageUrl, localized, multiLine, singleLine } from "#server/db/seed/metafield-values";
import { bottleImages, bottleOffers } from "#server/db/seed/bottle-offers";

export const pcoWell: SeedProduct = {
  handle: "pco-well",
  vendor: "Elara",
  productType: "Dietary Supplement",
  tags: ["ovarian", "pcos", "hormonal-balance", "inositol", "womens-health", "cycle"],
  healthClaims: ["chromium.glucose", "chromium.macronutrient", "folate.amino_acid", "folate.cell_division", "vitamin_d.immune"],
  title: localized("PCO-Well — suport ovarian", "PCO-Well — Ovarian Support"),
  description: localized(
    "PCO-Well este un supliment alimentar cu myo-inozitol și D-chiro-inozitol în raport 40:1, N-acetilcisteină, berberină, crom, folat activ și vitamina D3. Este formulat pentru femeile care vor să-și susțină funcția ovariană, echilibrul hormonal și un ciclu regulat, ca parte a unui stil de viață sănătos. Cromul contribuie la menținerea unei glicemii normale, iar vitamina D3 contribuie la funcționarea normală a sistemului imunitar.",
    "PCO-Well is a dietary supplement with myo-inositol and D-chiro-inositol in a 40:1 ratio, N-acetyl cysteine, berberine, chromium, active folate and vitamin D3. It is formulated for women who want to support ovarian function, hormonal balance and a regular cycle as part of a healthy lifestyle. Chromium contributes to the maintenance of normal blood glucose levels, and vitamin D3 contributes to the normal function of the immune system.",
  ),
  descriptionHtml: localized(
    "<p><strong>PCO-Well</strong> reunește într-o singură formulă myo-inozitolul și D-chiro-inozitolul în raportul 40:1, alături de N-acetilcisteină, berberină, extract de mentă creață, crom, folat activ (5-MTHF) și vitamina D3.</p>" +
      "<p>Este gândit pentru femeile care își doresc un sprijin zilnic pentru funcția ovariană și echilibrul hormonal, ca parte a unui stil de viață sănătos. <em>Nu înlocuiește sfatul medicului și nici tratamentul recomandat de acesta.</em></p>" +
      "<ul><li><strong>Cromul</strong> contribuie la menținerea unei glicemii normale</li><li><strong>Folatul</strong> contribuie la sinteza normală a aminoacizilor și are un rol în procesul de diviziune celulară</li><li><strong>Vitamina D3</strong> contribuie la funcționarea normală a sistemului imunitar</li><li>Capsule vegane, fără gluten și lactoză, fabricate în UE</li></ul>",
    "<p><strong>PCO-Well</strong> brings together myo-inositol and D-chiro-inositol in a 40:1 ratio with N-acetyl cysteine, berberine, spearmint extract, chromium, active folate (5-MTHF) and vitamin D3 in one formula.</p>" +
      "<p>It is designed for women who want daily support for ovarian function and hormonal balance as part of a healthy lifestyle. <em>It does not replace your doctor's advice or any treatment they recommend.</em></p>" +
      "<ul><li><strong>Chromium</strong> contributes to the maintenance of normal blood glucose levels</li><li><strong>Folate</strong> contributes to normal amino acid synthesis and has a role in the process of cell division</li><li><strong>Vitamin D3</strong> contributes to the normal function of the immune system</li><li>Vegan capsules, free from gluten and lactose, made in the EU</li></ul>",
  ),
  images: bottleImages("pco-well", [
    localized("Flaconul PCO-Well de la Elara, 60 de capsule", "PCO-Well by Elara bottle, 60 capsules"),
    localized("Pachet cu trei flacoane PCO-Well — rezervă pentru trei luni", "PCO-Well 3-pack — a three-month supply"),
    localized(
      "Capsule PCO-Well și tabelul cu valorile nutriționale pentru 2 capsule",
      "PCO-Well capsules and supplement facts per 2 capsules",
    ),
    localized(
      "PCO-Well pe masă, lângă o ceașcă de ceai, într-o dimineață liniștită",
      "PCO-Well on a table next to a cup of tea on a calm morning",
    ),
  ]),
  ...bottleOffers({
    single: {
      sku: "PCO-1",
      priceMinor: 17900,
      description: singleLine(
        "Un flacon cu 60 de capsule vegane — o lună, la 2 capsule pe zi.",
        "One bottle of 60 vegan capsules — one month at 2 capsules a day.",
      ),
    },
    pack: {
      sku: "PCO-3PK",
      priceMinor: 48300,
      description: singleLine(
        "Trei flacoane pentru cura recomandată de cel puțin trei luni, într-o singură livrare.",
        "Three bottles for the recommended course of at least three months, in one delivery.",
      ),
    },
    monthly: {
      sku: "PCO-SUB-M",
      priceMinor: 16100,
      description: singleLine(
        "Un flacon nou în fiecare lună, plătit la fiecare livrare.",
        "A fresh bottle every month, paid for with each delivery.",
      ),
    },
    subscriptionInfo: singleLine(
      "Poți sări peste o livrare, poți pune abonamentul pe pauză sau îl poți anula oricând din contul tău, fără costuri.",
      "You can skip a delivery, pause or cancel your subscription at any time from your account, at no cost.",
    ),
  }),
  metafields: {
    category: singleLine("Sănătate ovariană", "Ovarian health"),
    shortDescription: multiLine(
      "Myo-inozitol și D-chiro-inozitol (40:1) cu NAC, berberină și crom, pentru sprijinirea funcției ovariene și a echilibrului hormonal.",
      "Myo-inositol and D-chiro-inositol (40:1) with NAC, berberine and chromium to support ovarian function and hormonal balance.",
    ),
    description: multiLine(
      "PCO-Well pornește de la cele mai studiate ingrediente pentru sănătatea ovariană: myo-inozitolul și D-chiro-inozitolul, în raportul 40:1. Le-am completat cu N-acetilcisteină, berberină din dracila indiană și extract de mentă creață, precum și cu crom, folat activ (5-MTHF) și vitamina D3. Cromul contribuie la menținerea unei glicemii normale, folatul are un rol în procesul de diviziune celulară, iar vitamina D3 contribuie la funcționarea normală a sistemului imunitar. Două capsule vegane pe zi, fără gluten și lactoză, pentru un sprijin constant, lună de lună.",
      "PCO-Well starts from the most researched ingredients for ovarian health: myo-inositol and D-chiro-inositol in a 40:1 ratio. We added N-acetyl cysteine, berberine from Indian barberry and spearmint extract, together with chromium, active folate (5-MTHF) and vitamin D3. Chromium contributes to the maintenance of normal blood glucose levels, folate has a role in the process of cell division, and vitamin D3 contributes to the normal function of the immune system. Two vegan capsules a day, free from gluten and lactose, for steady support month after month.",
    ),
    benefits: multiLine(
      [
        "• Susține funcția ovariană și echilibrul hormonal, cu myo-inozitol și D-chiro-inozitol în raport 40:1",
        "• Cromul contribuie la menținerea unei glicemii normale și la metabolismul normal al macronutrienților",
        "• Folatul contribuie la sinteza normală a aminoacizilor și are un rol în procesul de diviziune celulară",
        "• Vitamina D3 contribuie la funcționarea normală a sistemului imunitar",
        "• O singură formulă în locul mai multor suplimente: 8 ingrediente, 2 capsule pe zi",
      ],
      [
        "• Supports ovarian function and hormonal balance with myo-inositol and D-chiro-inositol in a 40:1 ratio",
        "• Chromium contributes to the maintenance of normal blood glucose levels and to normal macronutrient metabolism",
        "• Folate contributes to normal amino acid synthesis and has a role in the process of cell division",
        "• Vitamin D3 contributes to the normal function of the immune system",
        "• One formula instead of several supplements: 8 ingredients, 2 capsules a day",
      ],
    ),
    formula: multiLine(
      [
        "Per doză zilnică (2 capsule):",
        "Myo-inozitol — 800 mg",
        "N-acetilcisteină (NAC) — 200 mg",
        "Berberină (din extract de Berberis aristata, 97%) — 150 mg",
        "Extract de mentă creață (Mentha spicata, frunze) — 100 mg",
        "D-chiro-inozitol — 20 mg",
        "Crom (picolinat de crom) — 40 µg (100% VNR*)",
        "Folat (L-5-metiltetrahidrofolat, 5-MTHF) — 200 µg (100% VNR*)",
        "Vitamina D3 (colecalciferol din licheni) — 25 µg / 1000 UI (500% VNR*)",
        "*VNR = valori nutriționale de referință",
      ],
      [
        "Per daily serving (2 capsules):",
        "Myo-inositol — 800 mg",
        "N-acetyl cysteine (NAC) — 200 mg",
        "Berberine (from Berberis aristata extract, 97%) — 150 mg",
        "Spearmint extract (Mentha spicata, leaf) — 100 mg",
        "D-chiro-inositol — 20 mg",
        "Chromium (chromium picolinate) — 40 µg (100% NRV*)",
        "Folate (L-5-methyltetrahydrofolate, 5-MTHF) — 200 µg (100% NRV*)",
        "Vitamin D3 (cholecalciferol from lichen) — 25 µg / 1000 IU (500% NRV*)",
        "*NRV = nutrient reference value",
      ],
    ),
    directions: multiLine(
      [
        "Adulți: 2 capsule pe zi, de preferință una dimineața și una seara, în timpul mesei, cu un pahar cu apă.",
        "Nu depășiți doza zilnică recomandată.",
        "Suplimentele alimentare nu înlocuiesc o dietă variată și echilibrată și un stil de viață sănătos.",
        "Nu este recomandat în timpul sarcinii și al alăptării.",
        "A nu se lăsa la îndemâna copiilor mici. A se păstra la loc uscat, la temperaturi sub 25 °C, ferit de lumină.",
      ],
      [
        "Adults: 2 capsules a day, ideally one in the morning and one in the evening, with a meal and a glass of water.",
        "Do not exceed the recommended daily dose.",
        "Food supplements should not be used as a substitute for a varied, balanced diet and a healthy lifestyle.",
        "Not recommended during pregnancy or breastfeeding.",
        "Keep out of the reach of young children. Store in a dry place below 25 °C, away from light.",
      ],
    ),
    qualityStandards: multiLine(
      [
        "• Fabricat în UE, într-o unitate certificată GMP (Bune Practici de Fabricație)",
        "• Fiecare lot este testat de un laborator independent pentru puritate, metale grele și contaminare microbiologică",
        "• Capsule vegane din celuloză vegetală (HPMC); vitamina D3 provine din licheni",
        "• Fără gluten, lactoză, soia, zahăr adăugat, coloranți sau conservanți artificiali",
        "• Flacon brun care protejează capsulele de lumină, sigilat pentru prospețime",
      ],
      [
        "• Made in the EU in a GMP-certified (Good Manufacturing Practice) facility",
        "• Every batch is tested by an independent laboratory for purity, heavy metals and microbiological contamination",
        "• Vegan capsules made from plant cellulose (HPMC); vitamin D3 sourced from lichen",
        "• Free from gluten, lactose, soy, added sugar, artificial colours and preservatives",
        "• Amber bottle that protects the capsules from light, sealed for freshness",
      ],
    ),
    ingredients: multiLine(
      "Myo-inozitol, capsulă vegetală (hidroxipropilmetilceluloză), N-acetil-L-cisteină, extract de dracilă indiană (Berberis aristata, standardizat la 97% berberină), extract de frunze de mentă creață (Mentha spicata), D-chiro-inozitol, agent antiaglomerant: stearat de magneziu vegetal, picolinat de crom, L-5-metiltetrahidrofolat de calciu, colecalciferol (vitamina D3).",
      "Myo-inositol, vegetable capsule (hydroxypropyl methylcellulose), N-acetyl-L-cysteine, Indian barberry extract (Berberis aristata, standardised to 97% berberine), spearmint leaf extract (Mentha spicata), D-chiro-inositol, anti-caking agent: vegetable magnesium stearate, chromium picolinate, calcium L-5-methyltetrahydrofolate, cholecalciferol (vitamin D3).",
    ),
    howToUse: multiLine(
      [
        "Ia 2 capsule pe zi, cu apă, în timpul meselor — ideal una la micul dejun și una la cină.",
        "Folosește PCO-Well zilnic, fără pauze: primele efecte apar de obicei după 4–6 săptămâni de utilizare constantă.",
        "Recomandăm utilizarea timp de cel puțin 3–6 luni, ca să poți urmări mai multe cicluri complete.",
        "Combină suplimentul cu o alimentație echilibrată, mișcare regulată și somn suficient.",
        "Dacă urmezi un tratament sau ai o afecțiune diagnosticată, discută cu medicul înainte de utilizare.",
      ],
      [
        "Take 2 capsules a day with water and food — ideally one with breakfast and one with dinner.",
        "Take PCO-Well every day without breaks: the first effects usually appear after 4–6 weeks of consistent use.",
        "We recommend using it for at least 3–6 months so you can follow several full cycles.",
        "Pair it with a balanced diet, regular movement and enough sleep.",
        "If you are on any treatment or have a diagnosed condition, talk to your doctor before use.",
      ],
    ),

    benefits_title: singleLine("De ce să alegi PCO-Well", "Why choose PCO-Well"),
    benefits_image: imageUrl("pco-well-benefits.svg"),
    benefit_1_title: singleLine("Raportul 40:1 de inozitoli", "The 40:1 inositol ratio"),
    benefit_1_description: multiLine(
      "Myo-inozitol și D-chiro-inozitol în raportul 40:1, cel mai des folosit în studiile despre sănătatea ovariană.",
      "Myo-inositol and D-chiro-inositol in the 40:1 ratio most often used in research on ovarian health.",
    ),
    benefit_1_icon: icon("check"),
    benefit_2_title: singleLine("Echilibru metabolic", "Metabolic balance"),
    benefit_2_description: multiLine(
      "Cromul contribuie la menținerea unei glicemii normale, iar berberina și NAC completează formula.",
      "Chromium contributes to the maintenance of normal blood glucose levels, while berberine and NAC round out the formula.",
    ),
    benefit_2_icon: icon("check"),
    benefit_3_title: singleLine("Sprijin pentru ciclu", "Cycle support"),
    benefit_3_description: multiLine(
      "Formulat pentru a susține funcția ovariană și echilibrul hormonal, lună de lună.",
      "Formulated to support ovarian function and hormonal balance, month after month.",
    ),
    benefit_3_icon: icon("check"),
    benefit_4_title: singleLine("Plus: folat activ și vitamina D3", "Plus: active folate and vitamin D3"),
    benefit_4_description: multiLine(
      "Folat sub formă de 5-MTHF, pe care organismul îl poate folosi direct, și vitamina D3, care contribuie la funcționarea normală a sistemului imunitar.",
      "Folate as 5-MTHF, which the body can use directly, and vitamin D3, which contributes to the normal function of the immune system.",
    ),
    benefit_4_icon: icon("plus"),

    ingredients_title: singleLine("Ingrediente atent selecționate", "Carefully chosen ingredients"),
    ingredient_1_title: singleLine("Myo-inozitol", "Myo-inositol"),
    ingredient_1_description: multiLine(
      "Un compus asemănător vitaminelor, prezent natural în fructe, cereale și leguminoase. Este cel mai studiat ingredient pentru sănătatea ovariană și baza formulei, cu 800 mg per doză.",
      "A vitamin-like compound found naturally in fruit, grains and legumes. It is the most researched ingredient for ovarian health and the core of the formula, at 800 mg per serving.",
    ),
    ingredient_1_image: imageUrl("ingredient-myo-inositol.svg"),
    ingredient_2_title: singleLine("D-chiro-inozitol", "D-chiro-inositol"),
    ingredient_2_description: multiLine(
      "Forma complementară a inozitolului, prezentă în hrișcă și roșcove, adăugată în raportul 40:1 față de myo-inozitol — proporția întâlnită în mod natural în organism.",
      "The complementary form of inositol, found in buckwheat and carob, added at a 40:1 ratio to myo-inositol — the proportion found naturally in the body.",
    ),
    ingredient_2_image: imageUrl("ingredient-d-chiro-inositol.svg"),
    ingredient_3_title: singleLine("Folat activ (5-MTHF)", "Active folate (5-MTHF)"),
    ingredient_3_description: multiLine(
      "Forma activă a folatului, pe care organismul o poate folosi direct. Contribuie la sinteza normală a aminoacizilor și are un rol în procesul de diviziune celulară.",
      "The active form of folate, which the body can use directly. It contributes to normal amino acid synthesis and has a role in the process of cell division.",
    ),
    ingredient_3_image: imageUrl("ingredient-folate.svg"),
    ingredient_4_title: singleLine("Picolinat de crom", "Chromium picolinate"),
    ingredient_4_description: multiLine(
      "Un mineral esențial, într-o formă bine absorbită. Cromul contribuie la menținerea unei glicemii normale și la metabolismul normal al macronutrienților.",
      "An essential mineral in a well-absorbed form. Chromium contributes to the maintenance of normal blood glucose levels and to normal macronutrient metabolism.",
    ),
    ingredient_4_image: imageUrl("ingredient-chromium.svg"),
    ingredient_5_title: singleLine("N-acetilcisteină (NAC)", "N-acetyl cysteine (NAC)"),
    ingredient_5_description: multiLine(
      "Un derivat al aminoacidului cisteină și precursor al glutationului, unul dintre antioxidanții produși chiar de organism.",
      "A derivative of the amino acid cysteine and a precursor of glutathione, one of the antioxidants the body makes itself.",
    ),
    ingredient_5_image: imageUrl("ingredient-n-acetylcysteine.svg"),
    ingredient_6_title: singleLine("Berberină", "Berberine"),
    ingredient_6_description: multiLine(
      "Compusul galben extras din rădăcina de dracilă indiană (Berberis aristata), folosit de secole în tradiția ayurvedică și studiat astăzi pentru rolul său în echilibrul metabolic.",
      "The yellow compound extracted from Indian barberry root (Berberis aristata), used for centuries in Ayurvedic tradition and studied today for its role in metabolic balance.",
    ),
    ingredient_6_image: imageUrl("ingredient-berberine.svg"),
    ingredient_7_title: singleLine("Vitamina D3", "Vitamin D3"),
    ingredient_7_description: multiLine(
      "Vitamina „soarelui”, de care multe persoane duc lipsă în lunile reci. Contribuie la funcționarea normală a sistemului imunitar și are un rol în procesul de diviziune celulară.",
      "The “sunshine vitamin”, which many people lack in the colder months. It contributes to the normal function of the immune system and has a role in the process of cell division.",
    ),
    ingredient_7_image: imageUrl("ingredient-vitamin-d3.svg"),
    ingredient_8_title: singleLine("Mentă creață", "Spearmint"),
    ingredient_8_description: multiLine(
      "Extract din frunze de Mentha spicata, o plantă aromatică băută tradițional sub formă de ceai de femeile care își doresc echilibru hormonal.",
      "Extract of Mentha spicata leaves, an aromatic herb traditionally enjoyed as a tea by women looking for hormonal balance.",
    ),
    ingredient_8_image: imageUrl("ingredient-spearmint.svg"),

    faq_title: singleLine("Întrebări frecvente", "Frequently asked questions"),
    faq_image: imageUrl("pco-well-faq.svg"),
    faq_1_question: singleLine("Pentru cine este potrivit PCO-Well?", "Who is PCO-Well for?"),
    faq_1_answer: multiLine(
      "PCO-Well este destinat femeilor adulte care vor să-și susțină funcția ovariană, echilibrul hormonal și un ciclu regulat, care caută un sprijin nutrițional alături de recomandările medicului. Este un supliment alimentar și nu înlocuiește o alimentație variată și echilibrată.",
      "PCO-Well is for adult women who want to support ovarian function, hormonal balance and a regular cycle, and who are looking for nutritional support alongside their doctor's advice. It is a food supplement and does not replace a varied, balanced diet.",
    ),
    faq_2_question: singleLine("Cum se administrează?", "How do I take it?"),
    faq_2_answer: multiLine(
      "Ia 2 capsule pe zi, cu apă, în timpul meselor — ideal una dimineața și una seara. Nu depăși doza zilnică recomandată.",
      "Take 2 capsules a day with water and food — ideally one in the morning and one in the evening. Do not exceed the recommended daily dose.",
    ),
    faq_3_question: singleLine("În cât timp văd rezultate?", "When will I see results?"),
    faq_3_answer: multiLine(
      "Fiecare organism este diferit, dar primele efecte apar de obicei după 4–6 săptămâni de utilizare zilnică. Ciclul se reînnoiește lunar, așa că răbdarea și constanța contează.",
      "Everyone is different, but the first effects usually appear after 4–6 weeks of daily use. Your cycle renews every month, so patience and consistency matter.",
    ),
    faq_4_question: singleLine("Cât timp ar trebui să-l folosesc?", "How long should I take it?"),
    faq_4_answer: multiLine(
      "Recomandăm o utilizare continuă de cel puțin 3–6 luni, ca să poți urmări mai multe cicluri. Pachetul de 3 flacoane și abonamentul lunar sunt gândite exact pentru o astfel de cură.",
      "We recommend continuous use for at least 3–6 months so you can follow several cycles. The 3-pack and the monthly subscription are designed for exactly this kind of course.",
    ),
    faq_5_question: singleLine("Pot lua PCO-Well dacă urmez un tratament?", "Can I take PCO-Well with medication?"),
    faq_5_answer: multiLine(
      "Dacă iei medicamente — de exemplu metformin, anticoncepționale, tratamente pentru fertilitate, anticoagulante sau medicamente pentru tiroidă — discută cu medicul tău înainte de a începe. Berberina poate interacționa cu unele medicamente.",
      "If you take any medication — for example metformin, birth control, fertility treatments, blood thinners or thyroid medication — ask your doctor before you start. Berberine can interact with some medicines.",
    ),
    faq_6_question: singleLine("Îl pot lua în sarcină sau în perioada de alăptare?", "Can I take it while pregnant or breastfeeding?"),
    faq_6_answer: multiLine(
      "Nu. Din cauza conținutului de berberină, PCO-Well nu este recomandat în timpul sarcinii sau al alăptării. Dacă încerci să rămâi însărcinată, discută cu medicul despre varianta potrivită pentru tine și oprește administrarea de îndată ce afli că ești însărcinată.",
      "No. Because it contains berberine, PCO-Well is not recommended during pregnancy or breastfeeding. If you are trying to conceive, ask your doctor what suits you and stop taking it as soon as you find out you are pregnant.",
    ),
    faq_7_question: singleLine("Are efecte secundare?", "Does it have side effects?"),
    faq_7_answer: multiLine(
      "PCO-Well este în general bine tolerat. Unele persoane pot avea un ușor disconfort digestiv în primele zile, de aceea recomandăm administrarea capsulelor în timpul mesei. Dacă apar reacții neobișnuite, întrerupe utilizarea și consultă un medic.",
      "PCO-Well is generally well tolerated. Some people notice mild digestive discomfort in the first days, which is why we recommend taking the capsules with food. If you notice any unusual reaction, stop using it and see a doctor.",
    ),
    faq_8_question: singleLine("Cum funcționează livrarea și returul?", "How do shipping and returns work?"),
    faq_8_answer: multiLine(
      "Comenzile sunt pregătite în 1–2 zile lucrătoare, iar termenul de livrare al fiecărui curier îl vezi la finalizarea comenzii. Transportul este gratuit pentru comenzile de peste 200 lei. Ai garanția „banii înapoi” de 30 de zile: dacă nu ești mulțumită, ne scrii și îți returnăm banii.",
      "Orders are prepared within 1–2 business days, and each courier shows its delivery time at checkout. Shipping is free on orders over 200 lei. You are covered by our 30-day money-back guarantee: if you are not happy, write to us and we will refund you.",
    ),
    faq_9_question: singleLine("Cum îmi gestionez abonamentul?", "How do I manage my subscription?"),
    faq_9_answer: multiLine(
      "Din contul tău, la secțiunea Abonamente, poți sări peste o livrare, poți schimba data următoarei livrări, poți pune abonamentul pe pauză sau îl poți anula oricând, fără costuri suplimentare.",
      "From your account, under Subscriptions, you can skip a delivery, change the date of your next delivery, pause or cancel your subscription at any time, at no extra cost.",
    ),

    showcase_image: imageUrl("pco-well-showcase.svg"),
  },
};
