import type { SeedProduct } from "#server/db/seed/catalog-types";
import { icon, imageUrl, localized, multiLine, singleLine } from "#server/db/seed/metafield-values";
import { bottleImages, bottleOffers } from "#server/db/seed/bottle-offers";

export const ahcc: SeedProduct = {
  handle: "ahcc",
  vendor: "Elara",
  productType: "Dietary Supplement",
  tags: ["immune", "ahcc", "shiitake", "beta-glucan", "mens-health", "prostate"],
  healthClaims: ["vitamin_c.immune", "vitamin_d.immune", "zinc.immune", "selenium.immune", "zinc.testosterone", "selenium.spermatogenesis"],
  title: localized("AHCC — suport imunitar", "AHCC — Immune Support"),
  description: localized(
    "AHCC este un extract din miceliul ciupercii shiitake, studiat în Japonia de peste 30 de ani, completat cu beta-glucani, zinc, seleniu, vitaminele C și D3, palmier pitic, semințe de dovleac și licopen. Formula susține imunitatea pe tot parcursul anului și include ingrediente alese special pentru sănătatea masculină. Zincul contribuie la menținerea unui nivel normal de testosteron în sânge, iar seleniul contribuie la spermatogeneza normală.",
    "AHCC is an extract of shiitake mushroom mycelium, studied in Japan for more than 30 years, combined with beta-glucans, zinc, selenium, vitamins C and D3, saw palmetto, pumpkin seed and lycopene. The formula supports your immune system all year round and includes ingredients chosen specifically for men's health. Zinc contributes to the maintenance of normal testosterone levels in the blood, and selenium contributes to normal spermatogenesis.",
  ),
  descriptionHtml: localized(
    "<p><strong>AHCC</strong> (Active Hexose Correlated Compound) se obține prin cultivarea și fermentarea miceliului ciupercii shiitake și este unul dintre cele mai studiate extracte din ciuperci. Noi l-am combinat cu beta-glucani, zinc, seleniu și vitaminele C și D3.</p>" +
      "<p>Pentru bărbați, formula include extract de palmier pitic, semințe de dovleac și licopen din roșii — ingrediente folosite tradițional pentru sănătatea prostatei și confortul urinar. <em>Nu înlocuiește sfatul medicului și nici tratamentul recomandat de acesta.</em></p>" +
      "<ul><li><strong>Zincul, seleniul și vitaminele C și D3</strong> contribuie la funcționarea normală a sistemului imunitar</li><li><strong>Zincul</strong> contribuie la fertilitatea și reproducerea normale și la menținerea unui nivel normal de testosteron în sânge</li><li><strong>Seleniul</strong> contribuie la spermatogeneza normală</li><li>Capsule vegane, fabricate în UE, fără gluten și lactoză</li></ul>",
    "<p><strong>AHCC</strong> (Active Hexose Correlated Compound) is made by cultivating and fermenting shiitake mushroom mycelium and is one of the most researched mushroom extracts. We combined it with beta-glucans, zinc, selenium and vitamins C and D3.</p>" +
      "<p>For men, the formula adds saw palmetto extract, pumpkin seed and lycopene from tomatoes — ingredients traditionally used for prostate health and urinary comfort. <em>It does not replace your doctor's advice or any treatment they recommend.</em></p>" +
      "<ul><li><strong>Zinc, selenium and vitamins C and D3</strong> contribute to the normal function of the immune system</li><li><strong>Zinc</strong> contributes to normal fertility and reproduction and to the maintenance of normal testosterone levels in the blood</li><li><strong>Selenium</strong> contributes to normal spermatogenesis</li><li>Vegan capsules made in the EU, free from gluten and lactose</li></ul>",
  ),
  images: bottleImages("ahcc", [
    localized("Flaconul AHCC de la Elara, 60 de capsule", "AHCC by Elara bottle, 60 capsules"),
    localized("Pachet cu trei flacoane AHCC — rezervă pentru trei luni", "AHCC 3-pack — a three-month supply"),
    localized("Capsule AHCC și tabelul cu valorile nutriționale pentru 2 capsule", "AHCC capsules and supplement facts per 2 capsules"),
    localized(
      "AHCC în natură, lângă ciuperci shiitake crescute pe un buștean",
      "AHCC outdoors next to shiitake mushrooms growing on a log",
    ),
  ]),
  ...bottleOffers({
    single: {
      sku: "AHC-1",
      priceMinor: 24900,
      description: singleLine(
        "Un flacon cu 60 de capsule vegane — o lună, la 2 capsule pe zi.",
        "One bottle of 60 vegan capsules — one month at 2 capsules a day.",
      ),
    },
    pack: {
      sku: "AHC-3PK",
      priceMinor: 67200,
      description: singleLine(
        "Trei flacoane pentru cura recomandată de cel puțin trei luni, într-o singură livrare.",
        "Three bottles for the recommended course of at least three months, in one delivery.",
      ),
    },
    monthly: {
      sku: "AHC-SUB-M",
      priceMinor: 22400,
      description: singleLine(
        "Un flacon nou în fiecare lună, plătit la fiecare livrare.",
        "A fresh bottle every month, paid for with each delivery.",
      ),
    },
    quarterly: {
      sku: "AHC-SUB-Q",
      // Three bottles per delivery, charged per delivery (decision 0029): 3 × 211.90.
      priceMinor: 63570,
      description: singleLine(
        "Trei flacoane (rezerva pentru trei luni) o dată la trei luni, plătite la fiecare livrare.",
        "Three bottles (a three-month supply) every three months, paid per delivery.",
      ),
      subscriptionText: singleLine("Livrat o dată la trei luni, anulezi oricând", "Delivered every three months, cancel anytime"),
    },
    subscriptionInfo: singleLine(
      "Poți sări peste o livrare, poți pune abonamentul pe pauză sau îl poți anula oricând din contul tău, fără costuri.",
      "You can skip a delivery, pause or cancel your subscription at any time from your account, at no cost.",
    ),
  }),
  metafields: {
    category: singleLine("Imunitate și sănătate masculină", "Immune and men's health"),
    shortDescription: multiLine(
      "AHCC din miceliu de shiitake, cu beta-glucani, zinc, seleniu și vitaminele C și D3 pentru imunitate, plus palmier pitic, semințe de dovleac și licopen pentru sănătatea masculină.",
      "AHCC from shiitake mycelium with beta-glucans, zinc, selenium and vitamins C and D3 for immune support, plus saw palmetto, pumpkin seed and lycopene for men's health.",
    ),
    description: multiLine(
      "AHCC este formula noastră cea mai completă pentru imunitate. În centrul ei se află 500 mg de AHCC, un extract obținut din miceliul ciupercii shiitake printr-un proces de cultivare și fermentare dezvoltat în Japonia și studiat de peste 30 de ani. L-am completat cu beta-glucani din drojdie și cu zinc, seleniu și vitaminele C și D3, care contribuie la funcționarea normală a sistemului imunitar. Pentru bărbați, extractul de palmier pitic, semințele de dovleac și licopenul din roșii aduc un sprijin suplimentar pentru prostată și confortul urinar, iar zincul contribuie la menținerea unui nivel normal de testosteron în sânge.",
      "AHCC is our most complete immune formula. At its heart are 500 mg of AHCC, an extract made from shiitake mushroom mycelium through a cultivation and fermentation process developed in Japan and studied for more than 30 years. We added beta-glucans from yeast along with zinc, selenium and vitamins C and D3, which contribute to the normal function of the immune system. For men, saw palmetto extract, pumpkin seed and lycopene from tomatoes bring extra support for the prostate and urinary comfort, while zinc contributes to the maintenance of normal testosterone levels in the blood.",
    ),
    benefits: multiLine(
      [
        "• Zincul, seleniul și vitaminele C și D3 contribuie la funcționarea normală a sistemului imunitar",
        "• 500 mg de AHCC din miceliu de shiitake și 100 mg de beta-glucani 1,3/1,6 în fiecare doză",
        "• Zincul contribuie la fertilitatea și reproducerea normale și la menținerea unui nivel normal de testosteron în sânge",
        "• Seleniul contribuie la spermatogeneza normală",
        "• Palmier pitic și semințe de dovleac, folosite tradițional pentru sănătatea prostatei și confortul urinar",
      ],
      [
        "• Zinc, selenium and vitamins C and D3 contribute to the normal function of the immune system",
        "• 500 mg of AHCC from shiitake mycelium and 100 mg of 1,3/1,6 beta-glucans in every serving",
        "• Zinc contributes to normal fertility and reproduction and to the maintenance of normal testosterone levels in the blood",
        "• Selenium contributes to normal spermatogenesis",
        "• Saw palmetto and pumpkin seed, traditionally used for prostate health and urinary comfort",
      ],
    ),
    formula: multiLine(
      [
        "Per doză zilnică (2 capsule):",
        "AHCC (extract din miceliu cultivat de shiitake, Lentinula edodes) — 500 mg",
        "Extract de semințe de dovleac (Cucurbita pepo) — 200 mg",
        "Extract de palmier pitic (Serenoa repens, fructe) — 160 mg",
        "Vitamina C (acid L-ascorbic) — 120 mg (150% VNR*)",
        "Beta-glucani 1,3/1,6 (din drojdie, Saccharomyces cerevisiae) — 100 mg",
        "Zinc (bisglicinat de zinc) — 10 mg (100% VNR*)",
        "Licopen (din extract de roșii) — 5 mg",
        "Seleniu (L-selenometionină) — 55 µg (100% VNR*)",
        "Vitamina D3 (colecalciferol din licheni) — 25 µg / 1000 UI (500% VNR*)",
        "*VNR = valori nutriționale de referință",
      ],
      [
        "Per daily serving (2 capsules):",
        "AHCC (extract of cultured shiitake mycelium, Lentinula edodes) — 500 mg",
        "Pumpkin seed extract (Cucurbita pepo) — 200 mg",
        "Saw palmetto extract (Serenoa repens, fruit) — 160 mg",
        "Vitamin C (L-ascorbic acid) — 120 mg (150% NRV*)",
        "Beta-glucans 1,3/1,6 (from yeast, Saccharomyces cerevisiae) — 100 mg",
        "Zinc (zinc bisglycinate) — 10 mg (100% NRV*)",
        "Lycopene (from tomato extract) — 5 mg",
        "Selenium (L-selenomethionine) — 55 µg (100% NRV*)",
        "Vitamin D3 (cholecalciferol from lichen) — 25 µg / 1000 IU (500% NRV*)",
        "*NRV = nutrient reference value",
      ],
    ),
    directions: multiLine(
      [
        "Adulți: 2 capsule pe zi, în timpul mesei, cu un pahar cu apă — împreună sau una dimineața și una seara.",
        "Nu depășiți doza zilnică recomandată.",
        "Formula este gândită pentru bărbați adulți; nu este recomandată în timpul sarcinii și al alăptării.",
        "Suplimentele alimentare nu înlocuiesc o dietă variată și echilibrată și un stil de viață sănătos.",
        "A nu se lăsa la îndemâna copiilor mici. A se păstra la loc uscat, la temperaturi sub 25 °C, ferit de lumină.",
      ],
      [
        "Adults: 2 capsules a day with a meal and a glass of water — together, or one in the morning and one in the evening.",
        "Do not exceed the recommended daily dose.",
        "The formula is designed for adult men; it is not recommended during pregnancy or breastfeeding.",
        "Food supplements should not be used as a substitute for a varied, balanced diet and a healthy lifestyle.",
        "Keep out of the reach of young children. Store in a dry place below 25 °C, away from light.",
      ],
    ),
    qualityStandards: multiLine(
      [
        "• Fabricat în UE, într-o unitate certificată GMP (Bune Practici de Fabricație)",
        "• Fiecare lot este testat de un laborator independent pentru puritate, metale grele, pesticide și contaminare microbiologică",
        "• AHCC obținut prin cultivarea controlată a miceliului de shiitake, cu conținut verificat de polizaharide",
        "• Capsule vegane din celuloză vegetală (HPMC); vitamina D3 provine din licheni",
        "• Fără gluten, lactoză, soia, zahăr adăugat, coloranți sau conservanți artificiali",
      ],
      [
        "• Made in the EU in a GMP-certified (Good Manufacturing Practice) facility",
        "• Every batch is tested by an independent laboratory for purity, heavy metals, pesticides and microbiological contamination",
        "• AHCC made by the controlled cultivation of shiitake mycelium, with verified polysaccharide content",
        "• Vegan capsules made from plant cellulose (HPMC); vitamin D3 sourced from lichen",
        "• Free from gluten, lactose, soy, added sugar, artificial colours and preservatives",
      ],
    ),
    ingredients: multiLine(
      "Extract din miceliu de shiitake (Lentinula edodes, AHCC), capsulă vegetală (hidroxipropilmetilceluloză), extract de semințe de dovleac (Cucurbita pepo), extract de fructe de palmier pitic (Serenoa repens), acid L-ascorbic (vitamina C), beta-glucani din drojdie (Saccharomyces cerevisiae), extract de roșii (sursă de licopen), bisglicinat de zinc, agent antiaglomerant: stearat de magneziu vegetal, L-selenometionină, colecalciferol (vitamina D3).",
      "Shiitake mycelium extract (Lentinula edodes, AHCC), vegetable capsule (hydroxypropyl methylcellulose), pumpkin seed extract (Cucurbita pepo), saw palmetto fruit extract (Serenoa repens), L-ascorbic acid (vitamin C), yeast beta-glucans (Saccharomyces cerevisiae), tomato extract (source of lycopene), zinc bisglycinate, anti-caking agent: vegetable magnesium stearate, L-selenomethionine, cholecalciferol (vitamin D3).",
    ),
    howToUse: multiLine(
      [
        "Ia 2 capsule pe zi, cu apă, în timpul mesei — la aceeași oră în fiecare zi, ca să devină un obicei.",
        "Primele efecte se observă de obicei după 4–6 săptămâni de utilizare zilnică.",
        "Recomandăm utilizarea timp de cel puțin 3–6 luni; mulți clienți îl folosesc tot anul, prin abonament.",
        "Combină suplimentul cu o alimentație echilibrată, mișcare regulată și somn suficient.",
        "Dacă urmezi un tratament sau ai o afecțiune diagnosticată, discută cu medicul înainte de utilizare.",
      ],
      [
        "Take 2 capsules a day with water and food — at the same time every day so it becomes a habit.",
        "The first effects are usually noticed after 4–6 weeks of daily use.",
        "We recommend using it for at least 3–6 months; many customers take it all year round with a subscription.",
        "Pair it with a balanced diet, regular exercise and enough sleep.",
        "If you are on any treatment or have a diagnosed condition, talk to your doctor before use.",
      ],
    ),

    benefits_title: singleLine("Beneficiile AHCC", "AHCC benefits"),
    benefits_image: imageUrl("ahcc-benefits.svg"),
    benefit_1_title: singleLine("Imunitate pe tot parcursul anului", "Year-round immune support"),
    benefit_1_description: multiLine(
      "AHCC și beta-glucani, alături de zinc, seleniu și vitaminele C și D3, care contribuie la funcționarea normală a sistemului imunitar.",
      "AHCC and beta-glucans, together with zinc, selenium and vitamins C and D3, which contribute to the normal function of the immune system.",
    ),
    benefit_1_icon: icon("check"),
    benefit_2_title: singleLine("Sănătate masculină", "Men's health"),
    benefit_2_description: multiLine(
      "Zincul contribuie la menținerea unui nivel normal de testosteron în sânge, iar seleniul la spermatogeneza normală.",
      "Zinc contributes to the maintenance of normal testosterone levels in the blood, and selenium to normal spermatogenesis.",
    ),
    benefit_2_icon: icon("check"),
    benefit_3_title: singleLine("Prostată și confort urinar", "Prostate and urinary comfort"),
    benefit_3_description: multiLine(
      "Extract de palmier pitic și semințe de dovleac, folosite tradițional pentru sănătatea prostatei și confortul urinar la bărbați.",
      "Saw palmetto extract and pumpkin seed, traditionally used for prostate health and urinary comfort in men.",
    ),
    benefit_3_icon: icon("check"),
    benefit_4_title: singleLine("Plus: protecție antioxidantă", "Plus: antioxidant protection"),
    benefit_4_description: multiLine(
      "Licopen din roșii, plus seleniu, zinc și vitamina C, care contribuie la protejarea celulelor împotriva stresului oxidativ.",
      "Lycopene from tomatoes, plus selenium, zinc and vitamin C, which contribute to the protection of cells from oxidative stress.",
    ),
    benefit_4_icon: icon("plus"),

    ingredients_title: singleLine("Ce conține AHCC", "What's inside AHCC"),
    ingredient_1_title: singleLine("AHCC din shiitake", "AHCC from shiitake"),
    ingredient_1_description: multiLine(
      "Un extract bogat în polizaharide, obținut prin cultivarea și fermentarea miceliului ciupercii shiitake. Dezvoltat în Japonia la sfârșitul anilor '80, este unul dintre cele mai studiate extracte din ciuperci.",
      "A polysaccharide-rich extract made by cultivating and fermenting shiitake mushroom mycelium. Developed in Japan in the late 1980s, it is one of the most researched mushroom extracts.",
    ),
    ingredient_1_image: imageUrl("ingredient-ahcc.svg"),
    ingredient_2_title: singleLine("Beta-glucani", "Beta-glucans"),
    ingredient_2_description: multiLine(
      "Fibre naturale din peretele celular al drojdiei (Saccharomyces cerevisiae), cu legături 1,3/1,6 — aceeași familie de polizaharide care se găsește și în ciuperci.",
      "Natural fibres from the cell wall of yeast (Saccharomyces cerevisiae) with 1,3/1,6 links — the same family of polysaccharides also found in mushrooms.",
    ),
    ingredient_2_image: imageUrl("ingredient-beta-glucan.svg"),
    ingredient_3_title: singleLine("Zinc", "Zinc"),
    ingredient_3_description: multiLine(
      "Contribuie la funcționarea normală a sistemului imunitar, la fertilitatea și reproducerea normale și la menținerea unui nivel normal de testosteron în sânge.",
      "Contributes to the normal function of the immune system, to normal fertility and reproduction and to the maintenance of normal testosterone levels in the blood.",
    ),
    ingredient_3_image: imageUrl("ingredient-zinc.svg"),
    ingredient_4_title: singleLine("Seleniu", "Selenium"),
    ingredient_4_description: multiLine(
      "Un oligoelement prezent în nucile braziliene, sub formă de L-selenometionină. Contribuie la funcționarea normală a sistemului imunitar și la spermatogeneza normală.",
      "A trace element found in Brazil nuts, here as L-selenomethionine. It contributes to the normal function of the immune system and to normal spermatogenesis.",
    ),
    ingredient_4_image: imageUrl("ingredient-selenium.svg"),
    ingredient_5_title: singleLine("Vitamina C", "Vitamin C"),
    ingredient_5_description: multiLine(
      "Contribuie la funcționarea normală a sistemului imunitar și la reducerea oboselii și a extenuării.",
      "Contributes to the normal function of the immune system and to the reduction of tiredness and fatigue.",
    ),
    ingredient_5_image: imageUrl("ingredient-vitamin-c.svg"),
    ingredient_6_title: singleLine("Vitamina D3", "Vitamin D3"),
    ingredient_6_description: multiLine(
      "Vitamina „soarelui”, dintr-o sursă vegană (licheni). Contribuie la funcționarea normală a sistemului imunitar, la menținerea unor oase normale și la menținerea funcției musculare normale.",
      "The “sunshine vitamin” from a vegan source (lichen). It contributes to the normal function of the immune system and to the maintenance of normal bones and muscle function.",
    ),
    ingredient_6_image: imageUrl("ingredient-vitamin-d3.svg"),
    ingredient_7_title: singleLine("Palmier pitic", "Saw palmetto"),
    ingredient_7_description: multiLine(
      "Fructele de Serenoa repens, un palmier pitic din sud-estul Statelor Unite, folosite tradițional pentru sănătatea prostatei și confortul urinar la bărbați.",
      "The berries of Serenoa repens, a small palm from the south-eastern United States, traditionally used for prostate health and urinary comfort in men.",
    ),
    ingredient_7_image: imageUrl("ingredient-saw-palmetto.svg"),
    ingredient_8_title: singleLine("Licopen", "Lycopene"),
    ingredient_8_description: multiLine(
      "Pigmentul roșu al roșiilor, un carotenoid cu proprietăți antioxidante, apreciat în alimentația bărbaților de peste 40 de ani.",
      "The red pigment in tomatoes, an antioxidant carotenoid valued in the diets of men over 40.",
    ),
    ingredient_8_image: imageUrl("ingredient-lycopene.svg"),
    ingredient_9_title: singleLine("Semințe de dovleac", "Pumpkin seed"),
    ingredient_9_description: multiLine(
      "Extract din semințe de Cucurbita pepo, folosite de generații în Europa Centrală pentru confortul vezicii urinare și al prostatei.",
      "Extract of Cucurbita pepo seeds, used for generations in Central Europe for bladder and prostate comfort.",
    ),
    ingredient_9_image: imageUrl("ingredient-pumpkin-seed.svg"),

    faq_title: singleLine("Întrebări frecvente", "Frequently asked questions"),
    faq_image: imageUrl("ahcc-faq.svg"),
    faq_1_question: singleLine("Ce este AHCC?", "What is AHCC?"),
    faq_1_answer: multiLine(
      "AHCC (Active Hexose Correlated Compound) este un extract obținut prin cultivarea și fermentarea miceliului — „rădăcinile” — ciupercii shiitake. Este bogat în polizaharide și este studiat în Japonia de peste 30 de ani.",
      "AHCC (Active Hexose Correlated Compound) is an extract made by cultivating and fermenting the mycelium — the “roots” — of the shiitake mushroom. It is rich in polysaccharides and has been studied in Japan for more than 30 years.",
    ),
    faq_2_question: singleLine("Pentru cine este potrivit?", "Who is it for?"),
    faq_2_answer: multiLine(
      "Pentru bărbații adulți care vor să-și susțină imunitatea pe tot parcursul anului și sănătatea masculină, în special după 40 de ani. Femeile care caută doar un sprijin pentru imunitate ar trebui să discute mai întâi cu medicul, deoarece formula conține palmier pitic.",
      "For adult men who want year-round immune support and support for men's health, especially after 40. Women looking only for immune support should talk to their doctor first, as the formula contains saw palmetto.",
    ),
    faq_3_question: singleLine("Cum se administrează?", "How do I take it?"),
    faq_3_answer: multiLine(
      "Ia 2 capsule pe zi, cu apă, în timpul mesei — împreună sau una dimineața și una seara. Nu depăși doza zilnică recomandată.",
      "Take 2 capsules a day with water and food — together, or one in the morning and one in the evening. Do not exceed the recommended daily dose.",
    ),
    faq_4_question: singleLine("În cât timp văd rezultate?", "When will I see results?"),
    faq_4_answer: multiLine(
      "Fiecare organism este diferit, dar primele efecte se observă de obicei după 4–6 săptămâni de utilizare zilnică.",
      "Everyone is different, but the first effects are usually noticed after 4–6 weeks of daily use.",
    ),
    faq_5_question: singleLine("Cât timp ar trebui să-l folosesc?", "How long should I take it?"),
    faq_5_answer: multiLine(
      "Recomandăm cel puțin 3–6 luni de utilizare continuă. Mulți clienți îl iau tot anul, prin abonamentul lunar sau trimestrial.",
      "We recommend at least 3–6 months of continuous use. Many customers take it all year round with the monthly or quarterly subscription.",
    ),
    faq_6_question: singleLine("Pot lua AHCC dacă urmez un tratament?", "Can I take AHCC with medication?"),
    faq_6_answer: multiLine(
      "Dacă iei medicamente — în special imunosupresoare, chimioterapie, anticoagulante, tratamente hormonale sau pentru prostată — discută cu medicul tău înainte de a începe.",
      "If you take any medication — especially immunosuppressants, chemotherapy, blood thinners, hormonal or prostate treatments — ask your doctor before you start.",
    ),
    faq_7_question: singleLine("Are efecte secundare?", "Does it have side effects?"),
    faq_7_answer: multiLine(
      "AHCC este în general bine tolerat. Rareori pot apărea un ușor disconfort digestiv sau balonare în primele zile, motiv pentru care recomandăm administrarea în timpul mesei. Nu se recomandă în timpul sarcinii sau al alăptării.",
      "AHCC is generally well tolerated. Occasionally, mild digestive discomfort or bloating may occur in the first days, which is why we recommend taking it with food. It is not recommended during pregnancy or breastfeeding.",
    ),
    faq_8_question: singleLine(
      "Care este diferența dintre abonamentul lunar și cel trimestrial?",
      "What is the difference between the monthly and quarterly subscription?",
    ),
    faq_8_answer: multiLine(
      "Cu abonamentul lunar primești un flacon în fiecare lună; cu abonamentul trimestrial, trei flacoane o dată la trei luni. La amândouă plătești la fiecare livrare; prețul fiecăruia îl vezi pe pagina produsului.",
      "With the monthly subscription you get one bottle every month; with the quarterly subscription, three bottles every three months. With both you pay per delivery; the product page shows each one's price.",
    ),
    faq_9_question: singleLine("Cum îmi gestionez abonamentul?", "How do I manage my subscription?"),
    faq_9_answer: multiLine(
      "Din contul tău, la secțiunea Abonamente, poți sări peste o livrare, poți schimba data, poți pune abonamentul pe pauză sau îl poți anula oricând, fără costuri suplimentare.",
      "From your account, under Subscriptions, you can skip a delivery, change the date, pause or cancel your subscription at any time, at no extra cost.",
    ),
    faq_10_question: singleLine("Cum funcționează livrarea și returul?", "How do shipping and returns work?"),
    faq_10_answer: multiLine(
      "Comenzile sunt pregătite în 1–2 zile lucrătoare, iar termenul de livrare al fiecărui curier îl vezi la finalizarea comenzii. Transportul este gratuit pentru comenzile de peste 200 lei. Ai garanția „banii înapoi” de 30 de zile: dacă nu ești mulțumit, ne scrii și îți returnăm banii.",
      "Orders are prepared within 1–2 business days, and each courier shows its delivery time at checkout. Shipping is free on orders over 200 lei. You are covered by our 30-day money-back guarantee: if you are not happy, write to us and we will refund you.",
    ),

    showcase_image: imageUrl("ahcc-showcase.svg"),
  },
};
