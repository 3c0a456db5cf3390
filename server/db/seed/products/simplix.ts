import type { SeedProduct } from "#server/db/seed/catalog-types";
import { icon, imageUrl, localized, multiLine, singleLine } from "#server/db/seed/metafield-values";
import { bottleImages, bottleOffers } from "#server/db/seed/bottle-offers";

export const simplix: SeedProduct = {
  handle: "simplix",
  vendor: "Elara",
  productType: "Dietary Supplement",
  tags: ["cold-sores", "herpes-labialis", "cold-and-flu", "immune", "lysine", "seasonal"],
  healthClaims: [
    "vitamin_c.immune",
    "zinc.immune",
    "vitamin_d.immune",
    "zinc.skin",
    "vitamin_c.collagen_skin",
    "vitamin_c.oxidative",
    "zinc.oxidative",
  ],
  title: localized("Simplix — suport imunitar pentru buze și sezonul rece", "Simplix — Lip & Cold-Season Immune Support"),
  description: localized(
    "Simplix combină L-lizina cu zinc, vitamina C, vitamina D3 și extracte de soc, echinacea, propolis și roiniță, pentru un sprijin complet al imunității. Este gândit pentru cei care vor un sprijin zilnic pentru buze și piele și pentru lunile reci. Vitamina C, zincul și vitamina D3 contribuie la funcționarea normală a sistemului imunitar.",
    "Simplix combines L-lysine with zinc, vitamin C, vitamin D3 and elderberry, echinacea, propolis and lemon balm extracts for all-round immune support. It is designed for people who want daily support for their lips and skin and for the colder months. Vitamin C, zinc and vitamin D3 contribute to the normal function of the immune system.",
  ),
  descriptionHtml: localized(
    "<p><strong>Simplix</strong> pornește de la L-lizină, un aminoacid esențial, și o completează cu zinc, vitaminele C și D3 și patru extracte naturale: soc, echinacea, propolis și roiniță.</p>" +
      "<p>Este partenerul tău zilnic pentru lunile reci și pentru perioadele aglomerate, când imunitatea are nevoie de sprijin. <em>Nu înlocuiește tratamentul recomandat de medic sau farmacist.</em></p>" +
      "<ul><li><strong>Vitamina C, zincul și vitamina D3</strong> contribuie la funcționarea normală a sistemului imunitar</li><li><strong>Zincul</strong> contribuie la menținerea unei pieli normale</li><li><strong>Vitamina C</strong> contribuie la formarea normală a colagenului pentru funcționarea normală a pielii</li><li>Fabricat în UE, în capsule vegetale, fără gluten și lactoză</li></ul>",
    "<p><strong>Simplix</strong> starts with L-lysine, an essential amino acid, and adds zinc, vitamins C and D3 and four natural extracts: elderberry, echinacea, propolis and lemon balm.</p>" +
      "<p>It is your daily companion for the colder months and for busy periods when your immune system needs support. <em>It does not replace treatment recommended by your doctor or pharmacist.</em></p>" +
      "<ul><li><strong>Vitamin C, zinc and vitamin D3</strong> contribute to the normal function of the immune system</li><li><strong>Zinc</strong> contributes to the maintenance of normal skin</li><li><strong>Vitamin C</strong> contributes to normal collagen formation for the normal function of the skin</li><li>Made in the EU in vegetable capsules, free from gluten and lactose</li></ul>",
  ),
  images: bottleImages("simplix", [
    localized("Flaconul Simplix de la Elara, 60 de capsule", "Simplix by Elara bottle, 60 capsules"),
    localized("Pachet cu trei flacoane Simplix — rezervă pentru trei luni", "Simplix 3-pack — a three-month supply"),
    localized(
      "Capsule Simplix și tabelul cu valorile nutriționale pentru 2 capsule",
      "Simplix capsules and supplement facts per 2 capsules",
    ),
    localized("Simplix lângă o cană de ceai cu lămâie, într-o zi de iarnă", "Simplix next to a mug of lemon tea on a winter day"),
  ]),
  ...bottleOffers({
    single: {
      sku: "SMX-1",
      priceMinor: 15900,
      description: singleLine(
        "Un flacon cu 60 de capsule — o lună, la 2 capsule pe zi.",
        "One bottle of 60 capsules — one month at 2 capsules a day.",
      ),
    },
    pack: {
      sku: "SMX-3PK",
      priceMinor: 42900,
      description: singleLine(
        "Trei flacoane pentru tot sezonul rece, într-o singură livrare.",
        "Three bottles to see you through the cold season, in one delivery.",
      ),
    },
    monthly: {
      sku: "SMX-SUB-M",
      priceMinor: 14300,
      description: singleLine(
        "Un flacon nou în fiecare lună, plătit la fiecare livrare.",
        "A fresh bottle every month, paid for with each delivery.",
      ),
    },
    subscriptionInfo: singleLine(
      "Poți sări peste o livrare, poți pune abonamentul pe pauză (de exemplu vara) sau îl poți anula oricând din contul tău, fără costuri.",
      "You can skip a delivery, pause your subscription (over the summer, for example) or cancel it at any time from your account, at no cost.",
    ),
  }),
  metafields: {
    category: singleLine("Buze și sezonul rece", "Lips and the cold season"),
    shortDescription: multiLine(
      "L-lizină, zinc și vitaminele C și D3, cu soc, echinacea, propolis și roiniță — sprijin zilnic pentru imunitate, pentru buze și pentru sezonul rece.",
      "L-lysine, zinc and vitamins C and D3 with elderberry, echinacea, propolis and lemon balm — daily support for your immune system, your lips and the cold season.",
    ),
    description: multiLine(
      "Simplix a fost creat pentru cei care simt că imunitatea lor are nevoie de ajutor atunci când vine frigul, când se adună oboseala sau când stau mult în soare și vânt. Formula pornește de la 600 mg de L-lizină, un aminoacid esențial, și adaugă vitamina C, zinc și vitamina D3, care contribuie la funcționarea normală a sistemului imunitar. Extractele de soc, echinacea, propolis și roiniță, folosite de generații în lunile reci, completează sprijinul. Două capsule pe zi, de la începutul toamnei până la sfârșitul iernii.",
      "Simplix was created for people who feel their immune system needs a hand when the cold arrives, when tiredness builds up or after long days in the sun and wind. The formula starts with 600 mg of L-lysine, an essential amino acid, and adds vitamin C, zinc and vitamin D3, which contribute to the normal function of the immune system. Elderberry, echinacea, propolis and lemon balm extracts, used for generations in the colder months, complete the support. Two capsules a day, from early autumn to the end of winter.",
    ),
    benefits: multiLine(
      [
        "• Vitamina C, zincul și vitamina D3 contribuie la funcționarea normală a sistemului imunitar",
        "• 600 mg de L-lizină pe zi, un aminoacid esențial",
        "• Zincul contribuie la menținerea unei pieli normale, iar vitamina C la formarea normală a colagenului",
        "• Soc, echinacea, propolis și roiniță — plante și produse apicole folosite tradițional în lunile reci",
        "• Vitamina C și zincul contribuie la protejarea celulelor împotriva stresului oxidativ",
      ],
      [
        "• Vitamin C, zinc and vitamin D3 contribute to the normal function of the immune system",
        "• 600 mg of L-lysine a day, an essential amino acid",
        "• Zinc contributes to the maintenance of normal skin, and vitamin C to normal collagen formation",
        "• Elderberry, echinacea, propolis and lemon balm — botanicals and bee products traditionally used in the colder months",
        "• Vitamin C and zinc contribute to the protection of cells from oxidative stress",
      ],
    ),
    formula: multiLine(
      [
        "Per doză zilnică (2 capsule):",
        "L-lizină (clorhidrat) — 600 mg",
        "Vitamina C (acid L-ascorbic) — 200 mg (250% VNR*)",
        "Extract de fructe de soc (Sambucus nigra) — 150 mg",
        "Extract de echinacea (Echinacea purpurea, partea aeriană) — 100 mg",
        "Extract de propolis — 100 mg",
        "Extract de roiniță (Melissa officinalis, frunze) — 100 mg",
        "Zinc (bisglicinat de zinc) — 10 mg (100% VNR*)",
        "Vitamina D3 (colecalciferol din licheni) — 25 µg / 1000 UI (500% VNR*)",
        "*VNR = valori nutriționale de referință",
      ],
      [
        "Per daily serving (2 capsules):",
        "L-lysine (hydrochloride) — 600 mg",
        "Vitamin C (L-ascorbic acid) — 200 mg (250% NRV*)",
        "Elderberry fruit extract (Sambucus nigra) — 150 mg",
        "Echinacea extract (Echinacea purpurea, aerial parts) — 100 mg",
        "Propolis extract — 100 mg",
        "Lemon balm extract (Melissa officinalis, leaf) — 100 mg",
        "Zinc (zinc bisglycinate) — 10 mg (100% NRV*)",
        "Vitamin D3 (cholecalciferol from lichen) — 25 µg / 1000 IU (500% NRV*)",
        "*NRV = nutrient reference value",
      ],
    ),
    directions: multiLine(
      [
        "Adulți: 2 capsule pe zi, în timpul mesei, cu un pahar cu apă.",
        "Nu depășiți doza zilnică recomandată.",
        "Conține propolis: nu se recomandă persoanelor alergice la produse apicole sau la plante din familia Asteraceae (echinacea).",
        "Persoanele cu afecțiuni autoimune, femeile însărcinate sau care alăptează vor cere sfatul medicului înainte de utilizare.",
        "Suplimentele alimentare nu înlocuiesc o dietă variată și echilibrată și un stil de viață sănătos.",
        "A nu se lăsa la îndemâna copiilor mici. A se păstra la loc uscat, la temperaturi sub 25 °C, ferit de lumină.",
      ],
      [
        "Adults: 2 capsules a day with a meal and a glass of water.",
        "Do not exceed the recommended daily dose.",
        "Contains propolis: not suitable for people allergic to bee products or to plants of the Asteraceae family (echinacea).",
        "People with autoimmune conditions and pregnant or breastfeeding women should ask their doctor before use.",
        "Food supplements should not be used as a substitute for a varied, balanced diet and a healthy lifestyle.",
        "Keep out of the reach of young children. Store in a dry place below 25 °C, away from light.",
      ],
    ),
    qualityStandards: multiLine(
      [
        "• Fabricat în UE, într-o unitate certificată GMP (Bune Practici de Fabricație)",
        "• Fiecare lot este testat de un laborator independent pentru puritate, metale grele și contaminare microbiologică",
        "• Capsule vegane din celuloză vegetală (HPMC); formula conține propolis, un produs apicol",
        "• Extracte de plante standardizate, pentru o cantitate constantă de compuși activi în fiecare lot",
        "• Fără gluten, lactoză, soia, zahăr adăugat, coloranți sau conservanți artificiali",
      ],
      [
        "• Made in the EU in a GMP-certified (Good Manufacturing Practice) facility",
        "• Every batch is tested by an independent laboratory for purity, heavy metals and microbiological contamination",
        "• Vegan capsule shells made from plant cellulose (HPMC); the formula contains propolis, a bee product",
        "• Standardised botanical extracts for a consistent amount of active compounds in every batch",
        "• Free from gluten, lactose, soy, added sugar, artificial colours and preservatives",
      ],
    ),
    ingredients: multiLine(
      "Clorhidrat de L-lizină, acid L-ascorbic (vitamina C), capsulă vegetală (hidroxipropilmetilceluloză), extract de fructe de soc (Sambucus nigra), extract de echinacea (Echinacea purpurea), extract de propolis, extract de frunze de roiniță (Melissa officinalis), bisglicinat de zinc, agent antiaglomerant: stearat de magneziu vegetal, colecalciferol (vitamina D3). Conține produse apicole.",
      "L-lysine hydrochloride, L-ascorbic acid (vitamin C), vegetable capsule (hydroxypropyl methylcellulose), elderberry fruit extract (Sambucus nigra), echinacea extract (Echinacea purpurea), propolis extract, lemon balm leaf extract (Melissa officinalis), zinc bisglycinate, anti-caking agent: vegetable magnesium stearate, cholecalciferol (vitamin D3). Contains bee products.",
    ),
    howToUse: multiLine(
      [
        "Ia 2 capsule pe zi, cu apă, în timpul mesei — una dimineața și una seara sau amândouă odată.",
        "Începe la începutul toamnei sau înainte de perioadele în care știi că ești mai vulnerabil (stres, călătorii, expunere la soare și vânt).",
        "Primele efecte se observă de obicei după 4–6 săptămâni de utilizare zilnică.",
        "Recomandăm utilizarea timp de cel puțin 3–6 luni, adică pe tot parcursul sezonului rece.",
        "Dacă urmezi un tratament sau ai o afecțiune diagnosticată, discută cu medicul înainte de utilizare.",
      ],
      [
        "Take 2 capsules a day with water and food — one in the morning and one in the evening, or both together.",
        "Start in early autumn or ahead of the times you know you are more vulnerable (stress, travel, sun and wind exposure).",
        "The first effects are usually noticed after 4–6 weeks of daily use.",
        "We recommend using it for at least 3–6 months, that is, throughout the cold season.",
        "If you are on any treatment or have a diagnosed condition, talk to your doctor before use.",
      ],
    ),

    benefits_title: singleLine("Beneficiile Simplix", "Simplix benefits"),
    benefits_image: imageUrl("simplix-benefits.svg"),
    benefit_1_title: singleLine("Imunitate în sezonul rece", "Cold-season immunity"),
    benefit_1_description: multiLine(
      "Vitamina C, zincul și vitamina D3 contribuie la funcționarea normală a sistemului imunitar.",
      "Vitamin C, zinc and vitamin D3 contribute to the normal function of the immune system.",
    ),
    benefit_1_icon: icon("check"),
    benefit_2_title: singleLine("Sprijin pentru buze", "Lip support"),
    benefit_2_description: multiLine(
      "L-lizină și roiniță, plus zinc, care contribuie la menținerea unei pieli normale.",
      "L-lysine and lemon balm, plus zinc, which contributes to the maintenance of normal skin.",
    ),
    benefit_2_icon: icon("check"),
    benefit_3_title: singleLine("Plante cu tradiție", "Time-honoured botanicals"),
    benefit_3_description: multiLine(
      "Soc, echinacea și propolis — ingrediente folosite de generații întregi în lunile reci.",
      "Elderberry, echinacea and propolis — ingredients used for generations in the colder months.",
    ),
    benefit_3_icon: icon("check"),
    benefit_4_title: singleLine("Plus: protecție antioxidantă", "Plus: antioxidant protection"),
    benefit_4_description: multiLine(
      "Vitamina C și zincul contribuie la protejarea celulelor împotriva stresului oxidativ.",
      "Vitamin C and zinc contribute to the protection of cells from oxidative stress.",
    ),
    benefit_4_icon: icon("plus"),

    ingredients_title: singleLine("Ce conține Simplix", "What's inside Simplix"),
    ingredient_1_title: singleLine("L-lizină", "L-lysine"),
    ingredient_1_description: multiLine(
      "Un aminoacid esențial, pe care organismul nu îl poate produce singur și îl ia din alimente precum leguminoasele, peștele și lactatele. Este baza formulei, cu 600 mg per doză.",
      "An essential amino acid the body cannot make on its own and gets from foods such as legumes, fish and dairy. It is the core of the formula, at 600 mg per serving.",
    ),
    ingredient_1_image: imageUrl("ingredient-l-lysine.svg"),
    ingredient_2_title: singleLine("Zinc", "Zinc"),
    ingredient_2_description: multiLine(
      "Un mineral esențial, sub formă de bisglicinat, blând cu stomacul. Zincul contribuie la funcționarea normală a sistemului imunitar și la menținerea unei pieli normale.",
      "An essential mineral in its bisglycinate form, gentle on the stomach. Zinc contributes to the normal function of the immune system and to the maintenance of normal skin.",
    ),
    ingredient_2_image: imageUrl("ingredient-zinc.svg"),
    ingredient_3_title: singleLine("Vitamina C", "Vitamin C"),
    ingredient_3_description: multiLine(
      "Contribuie la funcționarea normală a sistemului imunitar și la formarea normală a colagenului pentru funcționarea normală a pielii.",
      "Contributes to the normal function of the immune system and to normal collagen formation for the normal function of the skin.",
    ),
    ingredient_3_image: imageUrl("ingredient-vitamin-c.svg"),
    ingredient_4_title: singleLine("Soc", "Elderberry"),
    ingredient_4_description: multiLine(
      "Fructele mov-închis de soc (Sambucus nigra), bogate în antociani, sunt folosite de generații în siropuri și ceaiuri pentru lunile reci.",
      "The dark purple berries of Sambucus nigra, rich in anthocyanins, have been used for generations in syrups and teas for the colder months.",
    ),
    ingredient_4_image: imageUrl("ingredient-elderberry.svg"),
    ingredient_5_title: singleLine("Echinacea", "Echinacea"),
    ingredient_5_description: multiLine(
      "Echinacea purpurea, planta cu flori purpurii originară din America de Nord, este una dintre cele mai cunoscute plante pentru sezonul rece, folosită tradițional pentru apărarea naturală a organismului.",
      "Echinacea purpurea, the purple coneflower native to North America, is one of the best-known cold-season herbs, traditionally used to support the body's natural defences.",
    ),
    ingredient_5_image: imageUrl("ingredient-echinacea.svg"),
    ingredient_6_title: singleLine("Propolis", "Propolis"),
    ingredient_6_description: multiLine(
      "Rășina pe care albinele o adună pentru a-și proteja stupul, bogată în flavonoide. Fiind un produs apicol, nu este potrivit persoanelor alergice la acestea.",
      "The resin bees gather to protect their hive, rich in flavonoids. As a bee product, it is not suitable for people allergic to bee products.",
    ),
    ingredient_6_image: imageUrl("ingredient-propolis.svg"),
    ingredient_7_title: singleLine("Roiniță", "Lemon balm"),
    ingredient_7_description: multiLine(
      "Melissa officinalis, o plantă cu parfum de lămâie, folosită tradițional pentru liniște și, în balsamuri, pentru confortul buzelor.",
      "Melissa officinalis, a lemon-scented herb traditionally used for calm and, in balms, for lip comfort.",
    ),
    ingredient_7_image: imageUrl("ingredient-lemon-balm.svg"),
    ingredient_8_title: singleLine("Vitamina D3", "Vitamin D3"),
    ingredient_8_description: multiLine(
      "Vitamina „soarelui”, de care mulți dintre noi duc lipsă iarna. Contribuie la funcționarea normală a sistemului imunitar.",
      "The “sunshine vitamin”, which many of us lack in winter. It contributes to the normal function of the immune system.",
    ),
    ingredient_8_image: imageUrl("ingredient-vitamin-d3.svg"),

    faq_title: singleLine("Întrebări frecvente", "Frequently asked questions"),
    faq_image: imageUrl("simplix-faq.svg"),
    faq_1_question: singleLine("Pentru cine este potrivit Simplix?", "Who is Simplix for?"),
    faq_1_answer: multiLine(
      "Pentru adulții care vor să-și susțină imunitatea în sezonul rece și pentru buze și piele, care caută un sprijin nutrițional zilnic. Simplix este un supliment alimentar și nu înlocuiește o alimentație variată și echilibrată.",
      "For adults who want to support their immune system through the cold season and their lips and skin, and who are looking for daily nutritional support. Simplix is a food supplement and does not replace a varied, balanced diet.",
    ),
    faq_2_question: singleLine("Cum se administrează?", "How do I take it?"),
    faq_2_answer: multiLine(
      "Ia 2 capsule pe zi, cu apă, în timpul mesei. Nu depăși doza zilnică recomandată.",
      "Take 2 capsules a day with water and food. Do not exceed the recommended daily dose.",
    ),
    faq_3_question: singleLine("În cât timp văd rezultate?", "When will I see results?"),
    faq_3_answer: multiLine(
      "Simplix funcționează cel mai bine luat zilnic, nu doar „la nevoie”. Primele efecte se observă de obicei după 4–6 săptămâni de utilizare constantă.",
      "Simplix works best taken every day, not just “when needed”. The first effects are usually noticed after 4–6 weeks of consistent use.",
    ),
    faq_4_question: singleLine("Cât timp ar trebui să-l folosesc?", "How long should I take it?"),
    faq_4_answer: multiLine(
      "Recomandăm cel puțin 3–6 luni, ideal pe tot parcursul sezonului rece, din octombrie până în martie. Pachetul de 3 flacoane acoperă exact prima jumătate a sezonului.",
      "We recommend at least 3–6 months, ideally throughout the cold season, from October to March. The 3-pack covers exactly the first half of the season.",
    ),
    faq_5_question: singleLine("Îl pot lua în continuare în perioadele solicitante?", "Can I keep taking it through demanding periods?"),
    faq_5_answer: multiLine(
      "Da, poți continua să iei Simplix zilnic. Pentru orice problemă a buzelor sau a pielii, cere sfatul farmacistului sau al medicului.",
      "Yes, you can keep taking Simplix every day. For any problem with your lips or skin, ask your pharmacist or doctor for advice.",
    ),
    faq_6_question: singleLine("Pot lua Simplix dacă urmez un tratament?", "Can I take Simplix with medication?"),
    faq_6_answer: multiLine(
      "Dacă iei medicamente, în special imunosupresoare, antivirale sau anticoagulante, ori ai o afecțiune autoimună, discută cu medicul tău înainte de a începe.",
      "If you take any medication, especially immunosuppressants, antivirals or blood thinners, or have an autoimmune condition, ask your doctor before you start.",
    ),
    faq_7_question: singleLine("Îl pot lua în sarcină sau în perioada de alăptare?", "Can I take it while pregnant or breastfeeding?"),
    faq_7_answer: multiLine(
      "Nu recomandăm Simplix în timpul sarcinii sau al alăptării fără acordul medicului, deoarece conține extracte de plante și propolis.",
      "We do not recommend Simplix during pregnancy or breastfeeding without your doctor's approval, as it contains botanical extracts and propolis.",
    ),
    faq_8_question: singleLine("Are efecte secundare?", "Does it have side effects?"),
    faq_8_answer: multiLine(
      "Simplix este în general bine tolerat. Persoanele alergice la produse apicole (propolis) sau la plante din familia Asteraceae (echinacea) nu ar trebui să îl folosească. Dacă apar reacții neobișnuite, întrerupe utilizarea și consultă un medic.",
      "Simplix is generally well tolerated. People allergic to bee products (propolis) or to plants of the Asteraceae family (echinacea) should not use it. If you notice any unusual reaction, stop using it and see a doctor.",
    ),
    faq_9_question: singleLine("Cum funcționează livrarea și returul?", "How do shipping and returns work?"),
    faq_9_answer: multiLine(
      "Comenzile sunt pregătite în 1–2 zile lucrătoare, iar termenul de livrare al fiecărui curier îl vezi la finalizarea comenzii. Transportul este gratuit pentru comenzile de peste 200 lei. Ai garanția „banii înapoi” de 30 de zile: dacă nu ești mulțumit, ne scrii și îți returnăm banii.",
      "Orders are prepared within 1–2 business days, and each courier shows its delivery time at checkout. Shipping is free on orders over 200 lei. You are covered by our 30-day money-back guarantee: if you are not happy, write to us and we will refund you.",
    ),
    faq_10_question: singleLine("Cum îmi gestionez abonamentul?", "How do I manage my subscription?"),
    faq_10_answer: multiLine(
      "Din contul tău, la secțiunea Abonamente, poți sări peste o livrare, poți schimba data, poți pune abonamentul pe pauză pe timpul verii sau îl poți anula oricând, fără costuri suplimentare.",
      "From your account, under Subscriptions, you can skip a delivery, change the date, pause your subscription over the summer or cancel it at any time, at no extra cost.",
    ),

    showcase_image: imageUrl("simplix-showcase.svg"),
  },
};
