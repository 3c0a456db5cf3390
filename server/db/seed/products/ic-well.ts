import type { SeedProduct } from "#server/db/seed/catalog-types";
import { icon, imageUrl, localized, multiLine, singleLine } from "#server/db/seed/metafield-values";
import { bottleImages, bottleOffers, STANDARD_TEXTS } from "#server/db/seed/bottle-offers";

export const icWell: SeedProduct = {
  handle: "ic-well",
  vendor: "Elara",
  productType: "Supliment alimentar",
  tags: ["bladder", "interstitial cystitis", "urinary tract", "women's health"],
  healthClaims: ["vitamin_d.immune"],
  title: {
    ro: "IC-Well — suport pentru sănătatea vezicii urinare",
    en: "IC-Well — Bladder Health Support",
  },
  description: {
    ro: "IC-Well este un supliment alimentar pentru vezica urinară, cu condroitină, acid hialuronic, quercetină, D-manoză, rădăcină de nalbă mare, aloe vera, L-arginină și vitamina D3. Condroitina și acidul hialuronic se regăsesc în mod natural în stratul protector care căptușește peretele vezicii, iar nalba mare și aloe vera sunt folosite în mod tradițional pentru efectul lor calmant. Două capsule vegane pe zi, fără iritanți inutili.",
    en: "IC-Well is a dietary supplement for the bladder with chondroitin, hyaluronic acid, quercetin, D-mannose, marshmallow root, aloe vera, L-arginine and vitamin D3. Chondroitin and hyaluronic acid are natural components of the protective layer lining the bladder wall, while marshmallow root and aloe vera are traditionally used for their soothing effect. Two vegan capsules a day, with no unnecessary irritants.",
  },
  descriptionHtml: {
    ro: "<p><strong>IC-Well</strong> a fost formulat pentru persoanele cu o vezică urinară sensibilă, care vor să-și susțină confortul urinar de zi cu zi, în paralel cu recomandările medicului.</p><p>Formula combină <strong>condroitina</strong> și <strong>acidul hialuronic</strong>, componente naturale ale stratului protector al vezicii, cu quercetină, D-manoză și plante folosite în mod tradițional pentru calmarea mucoaselor.</p><ul><li>Condroitină și acid hialuronic, prezente natural în stratul GAG al vezicii</li><li>Rădăcină de nalbă mare și aloe vera, cu efect emolient tradițional</li><li>Vitamina D contribuie la funcționarea normală a sistemului imunitar</li><li>Fără cofeină, acid citric, îndulcitori sau coloranți artificiali</li></ul><p><em>Suplimentele alimentare nu înlocuiesc o dietă variată și echilibrată și un stil de viață sănătos.</em></p>",
    en: "<p><strong>IC-Well</strong> was formulated for people with a sensitive bladder who want to support their everyday urinary comfort, alongside their doctor's advice.</p><p>The formula combines <strong>chondroitin</strong> and <strong>hyaluronic acid</strong>, natural components of the bladder's protective layer, with quercetin, D-mannose and herbs traditionally used to soothe mucous membranes.</p><ul><li>Chondroitin and hyaluronic acid, naturally present in the bladder's GAG layer</li><li>Marshmallow root and aloe vera, traditionally used as emollients</li><li>Vitamin D contributes to the normal function of the immune system</li><li>No caffeine, citric acid, artificial sweeteners or colours</li></ul><p><em>Food supplements should not be used as a substitute for a varied and balanced diet and a healthy lifestyle.</em></p>",
  },
  images: bottleImages("ic-well", [
    localized("Sticlă IC-Well cu 60 de capsule, de la Elara", "IC-Well bottle with 60 capsules, by Elara"),
    localized("Pachet cu trei sticle IC-Well", "IC-Well three-bottle pack"),
    localized("Capsule IC-Well și tabelul cu ingrediente", "IC-Well capsules and supplement facts panel"),
    localized("IC-Well lângă un pahar cu apă", "IC-Well next to a glass of water"),
  ]),
  ...bottleOffers({
    single: {
      sku: "ICW-1",
      priceMinor: 16900,
      description: singleLine(
        "O sticlă cu 60 de capsule vegane, suficientă pentru 30 de zile.",
        "One bottle of 60 vegan capsules, enough for 30 days.",
      ),
    },
    pack: {
      sku: "ICW-3PK",
      priceMinor: 45600,
      description: STANDARD_TEXTS.pack,
      // Deliberately sold out: the store needs one variant that is not for sale.
      stockQuantity: 0,
    },
    monthly: {
      sku: "ICW-SUB-M",
      priceMinor: 15200,
      description: STANDARD_TEXTS.monthly,
    },
    subscriptionInfo: STANDARD_TEXTS.subscriptionInfo,
  }),
  metafields: {
    category: singleLine("Sănătatea vezicii urinare", "Bladder health"),
    shortDescription: multiLine(
      "Condroitină, acid hialuronic, quercetină și plante calmante, pentru o vezică urinară sensibilă.",
      "Chondroitin, hyaluronic acid, quercetin and soothing herbs for a sensitive bladder.",
    ),
    description: multiLine(
      "IC-Well a fost creat pentru confortul zilnic al vezicii urinare sensibile. Condroitina, obținută prin fermentație, și acidul hialuronic sunt glicozaminoglicani, componente naturale ale stratului protector (stratul GAG) care căptușește peretele vezicii. Quercetina este un bioflavonoid cu proprietăți antioxidante, D-manoza este un zahăr simplu prezent în merișoare, iar rădăcina de nalbă mare și aloe vera sunt folosite în mod tradițional pentru efectul lor emolient asupra mucoaselor. Vitamina D3 contribuie la funcționarea normală a sistemului imunitar.\nIC-Well nu conține cofeină, acid citric, îndulcitori sau coloranți artificiali și nu înlocuiește tratamentul recomandat de medicul tău urolog.",
      "IC-Well was created for the everyday comfort of a sensitive bladder. Chondroitin, produced by fermentation, and hyaluronic acid are glycosaminoglycans, natural components of the protective layer (the GAG layer) that lines the bladder wall. Quercetin is a bioflavonoid with antioxidant properties, D-mannose is a simple sugar found in cranberries, and marshmallow root and aloe vera are traditionally used for their emollient effect on mucous membranes. Vitamin D3 contributes to the normal function of the immune system.\nIC-Well contains no caffeine, citric acid, artificial sweeteners or colours, and does not replace the treatment recommended by your urologist.",
    ),
    benefits: multiLine(
      "Strat protector: condroitina și acidul hialuronic sunt componente naturale ale stratului GAG al vezicii.\nCalmare tradițională: rădăcina de nalbă mare și aloe vera sunt folosite tradițional pentru mucoase.\nSprijin suplimentar: quercetină antioxidantă și D-manoză.\nImunitate: vitamina D contribuie la funcționarea normală a sistemului imunitar.\nBlând cu vezica: fără cofeină, acid citric, îndulcitori sau coloranți artificiali.",
      "Protective layer: chondroitin and hyaluronic acid are natural components of the bladder's GAG layer.\nTraditional soothing: marshmallow root and aloe vera are traditionally used for mucous membranes.\nExtra support: antioxidant quercetin and D-mannose.\nImmunity: vitamin D contributes to the normal function of the immune system.\nGentle on the bladder: no caffeine, citric acid, artificial sweeteners or colours.",
    ),
    formula: multiLine(
      "Per doză zilnică (2 capsule):\nD-manoză — 300 mg\nQuercetină (din Sophora japonica) — 250 mg\nCondroitin sulfat (nonanimal, obținut prin fermentație) — 200 mg\nExtract de rădăcină de nalbă mare (Althaea officinalis) 4:1 — 150 mg\nL-arginină — 100 mg\nConcentrat de gel de aloe vera (Aloe barbadensis) 200:1 — 50 mg\nAcid hialuronic (hialuronat de sodiu) — 40 mg\nVitamina D3 (colecalciferol din lichen) — 25 µg / 1000 UI (500% VNR*)\n*VNR = valoarea nutrițională de referință",
      "Per daily serving (2 capsules):\nD-mannose — 300 mg\nQuercetin (from Sophora japonica) — 250 mg\nChondroitin sulfate (non-animal, produced by fermentation) — 200 mg\nMarshmallow root extract (Althaea officinalis) 4:1 — 150 mg\nL-arginine — 100 mg\nAloe vera gel concentrate (Aloe barbadensis) 200:1 — 50 mg\nHyaluronic acid (sodium hyaluronate) — 40 mg\nVitamin D3 (cholecalciferol from lichen) — 25 µg / 1000 IU (500% NRV*)\n*NRV = nutrient reference value",
    ),
    directions: multiLine(
      "Adulți: 2 capsule pe zi, cu un pahar mare de apă, de preferat în timpul mesei.\nPrimele rezultate apar de obicei după 4–6 săptămâni de utilizare constantă.\nNu depășiți doza zilnică recomandată. A nu se lăsa la îndemâna copiilor.\nA se păstra la loc uscat, la temperatura camerei, ferit de lumina directă a soarelui.",
      "Adults: 2 capsules daily with a large glass of water, preferably with a meal.\nTypical results appear after 4–6 weeks of consistent use.\nDo not exceed the recommended daily dose. Keep out of the reach of children.\nStore in a dry place at room temperature, away from direct sunlight.",
    ),
    qualityStandards: multiLine(
      "Fabricat în Uniunea Europeană, într-o unitate certificată GMP (bune practici de fabricație).\nFiecare lot este testat de un laborator independent pentru puritate, metale grele și contaminanți microbiologici.\nCapsule vegane din celuloză vegetală (HPMC); condroitină nonanimală și vitamina D3 din lichen.\nFără gluten, fără lactoză, fără cofeină, fără acid citric, fără îndulcitori și coloranți artificiali.\nFormulă gândită pentru vezica sensibilă, fără iritanți cunoscuți.",
      "Manufactured in the European Union in a GMP-certified (Good Manufacturing Practice) facility.\nEvery batch is third-party tested for purity, heavy metals and microbiological contaminants.\nVegan capsules made from plant cellulose (HPMC); non-animal chondroitin and vitamin D3 from lichen.\nNo gluten, no lactose, no caffeine, no citric acid, no artificial sweeteners or colours.\nA formula designed for the sensitive bladder, free from known irritants.",
    ),
    ingredients: multiLine(
      "D-manoză, quercetină (din Sophora japonica), condroitin sulfat de sodiu (obținut prin fermentație), extract de rădăcină de nalbă mare (Althaea officinalis), capsulă vegetală (hidroxipropilmetilceluloză), L-arginină, concentrat de gel de aloe vera (Aloe barbadensis), hialuronat de sodiu, agent de încărcare: celuloză microcristalină, colecalciferol (vitamina D3 din lichen).",
      "D-mannose, quercetin (from Sophora japonica), sodium chondroitin sulfate (produced by fermentation), marshmallow root extract (Althaea officinalis), vegetable capsule (hydroxypropyl methylcellulose), L-arginine, aloe vera gel concentrate (Aloe barbadensis), sodium hyaluronate, bulking agent: microcrystalline cellulose, cholecalciferol (vitamin D3 from lichen).",
    ),
    howToUse: multiLine(
      "Ia 2 capsule pe zi, cu un pahar mare de apă și o masă. Bea suficientă apă pe parcursul zilei.\nDe obicei, primele efecte se observă după 4–6 săptămâni.\nPentru rezultate optime, recomandăm utilizarea timp de cel puțin 3–6 luni, împreună cu o alimentare blândă cu vezica.",
      "Take 2 capsules a day with a large glass of water and a meal. Drink enough water throughout the day.\nMost people notice the first effects after 4–6 weeks.\nFor best results, we recommend using it for at least 3–6 months, together with a bladder-friendly diet.",
    ),
    benefits_title: singleLine("De ce să alegi IC-Well", "Why choose IC-Well"),
    benefits_image: imageUrl("ic-well-benefits.svg"),
    benefit_1_title: singleLine("Componente ale stratului protector", "Building blocks of the protective layer"),
    benefit_1_description: singleLine(
      "Condroitina și acidul hialuronic se regăsesc în mod natural în stratul GAG care căptușește peretele vezicii.",
      "Chondroitin and hyaluronic acid are naturally found in the GAG layer that lines the bladder wall.",
    ),
    benefit_1_icon: icon("check"),
    benefit_2_title: singleLine("Plante calmante", "Soothing herbs"),
    benefit_2_description: singleLine(
      "Rădăcina de nalbă mare și aloe vera sunt folosite în mod tradițional pentru efectul lor emolient asupra mucoaselor.",
      "Marshmallow root and aloe vera are traditionally used for their emollient effect on mucous membranes.",
    ),
    benefit_2_icon: icon("check"),
    benefit_3_title: singleLine("Plus quercetină și D-manoză", "Plus quercetin and D-mannose"),
    benefit_3_description: singleLine(
      "Un bioflavonoid antioxidant și un zahăr simplu din merișoare, într-o singură capsulă.",
      "An antioxidant bioflavonoid and a simple sugar from cranberries, in one capsule.",
    ),
    benefit_3_icon: icon("plus"),
    benefit_4_title: singleLine("Fără iritanți", "No irritants"),
    benefit_4_description: singleLine(
      "Fără cofeină, acid citric, îndulcitori sau coloranți artificiali, care pot deranja o vezică sensibilă.",
      "No caffeine, citric acid, artificial sweeteners or colours, which can bother a sensitive bladder.",
    ),
    benefit_4_icon: icon("minus"),
    ingredients_title: singleLine("Ingrediente atent alese", "Carefully chosen ingredients"),
    ingredient_1_title: singleLine("Condroitină", "Chondroitin"),
    ingredient_1_description: singleLine(
      "Glicozaminoglican prezent în mod natural în stratul protector al vezicii; aici, de origine nonanimală, obținut prin fermentație.",
      "A glycosaminoglycan naturally present in the bladder's protective layer; here non-animal, produced by fermentation.",
    ),
    ingredient_1_image: imageUrl("ingredient-chondroitin.svg"),
    ingredient_2_title: singleLine("Acid hialuronic", "Hyaluronic acid"),
    ingredient_2_description: singleLine(
      "Moleculă care leagă apa, componentă naturală a stratului GAG care căptușește peretele vezicii urinare.",
      "A water-binding molecule and a natural component of the GAG layer lining the bladder wall.",
    ),
    ingredient_2_image: imageUrl("ingredient-hyaluronic-acid.svg"),
    ingredient_3_title: singleLine("Quercetină", "Quercetin"),
    ingredient_3_description: singleLine(
      "Bioflavonoid prezent în ceapa roșie și în mere, cu proprietăți antioxidante, studiat pentru confortul vezicii urinare.",
      "A bioflavonoid found in red onions and apples, with antioxidant properties, studied for bladder comfort.",
    ),
    ingredient_3_image: imageUrl("ingredient-quercetin.svg"),
    ingredient_4_title: singleLine("D-manoză", "D-mannose"),
    ingredient_4_description: singleLine(
      "Zahăr simplu prezent în mod natural în merișoare și alte fructe, apreciat pentru sănătatea tractului urinar.",
      "A simple sugar naturally found in cranberries and other fruit, valued for urinary tract health.",
    ),
    ingredient_4_image: imageUrl("ingredient-d-mannose.svg"),
    ingredient_5_title: singleLine("Rădăcină de nalbă mare", "Marshmallow root"),
    ingredient_5_description: singleLine(
      "Althaea officinalis, bogată în mucilagii, folosită în mod tradițional pentru efectul său emolient asupra mucoaselor.",
      "Althaea officinalis, rich in mucilage and traditionally used for its emollient effect on mucous membranes.",
    ),
    ingredient_5_image: imageUrl("ingredient-marshmallow-root.svg"),
    ingredient_6_title: singleLine("Aloe vera", "Aloe vera"),
    ingredient_6_description: singleLine(
      "Concentrat din gelul interior al frunzelor, fără aloină, folosit în mod tradițional pentru proprietățile sale calmante.",
      "A concentrate of the inner leaf gel, aloin-free, traditionally used for its soothing properties.",
    ),
    ingredient_6_image: imageUrl("ingredient-aloe-vera.svg"),
    ingredient_7_title: singleLine("L-arginină", "L-arginine"),
    ingredient_7_description: singleLine(
      "Aminoacid prezent în nuci și arahide, precursor al oxidului nitric, care participă la buna circulație.",
      "An amino acid found in nuts and peanuts, a precursor of nitric oxide that plays a part in healthy circulation.",
    ),
    ingredient_7_image: imageUrl("ingredient-l-arginine.svg"),
    ingredient_8_title: singleLine("Vitamina D3", "Vitamin D3"),
    ingredient_8_description: singleLine(
      "Din lichen, potrivită pentru vegani; contribuie la funcționarea normală a sistemului imunitar.",
      "From lichen, suitable for vegans; contributes to the normal function of the immune system.",
    ),
    ingredient_8_image: imageUrl("ingredient-vitamin-d3.svg"),
    faq_title: singleLine("Întrebări frecvente", "Frequently asked questions"),
    faq_image: imageUrl("ic-well-faq.svg"),
    faq_1_question: singleLine("Pentru cine este IC-Well?", "Who is IC-Well for?"),
    faq_1_answer: singleLine(
      "IC-Well este destinat adulților cu o vezică urinară sensibilă, care doresc să-și susțină confortul zilnic în paralel cu recomandările medicului.",
      "IC-Well is for adults with a sensitive bladder, who want to support their everyday comfort alongside their doctor's advice.",
    ),
    faq_2_question: singleLine("IC-Well înlocuiește sfatul medicului?", "Does IC-Well replace my doctor's advice?"),
    faq_2_answer: singleLine(
      "Nu. IC-Well este un supliment alimentar: completează alimentația și nu înlocuiește sfatul medicului. Dacă ai simptome urinare noi, febră sau sânge în urină, mergi la medic.",
      "No. IC-Well is a dietary supplement: it complements your diet and does not replace your doctor's advice. If you have new urinary symptoms, a fever or blood in your urine, see a doctor.",
    ),
    faq_3_question: singleLine("Cum se administrează?", "How do I take it?"),
    faq_3_answer: singleLine(
      "Ia 2 capsule pe zi, cu un pahar mare de apă, de preferat în timpul mesei. Dacă înghiți greu capsulele, le poți deschide și amesteca într-un iaurt simplu.",
      "Take 2 capsules daily with a large glass of water, preferably with a meal. If capsules are hard to swallow, you can open them and mix the contents into plain yoghurt.",
    ),
    faq_4_question: singleLine("Când voi observa rezultate?", "When will I see results?"),
    faq_4_answer: singleLine(
      "Majoritatea persoanelor observă primele efecte după 4–6 săptămâni de utilizare zilnică; stratul protector al vezicii se reînnoiește lent.",
      "Most people notice the first effects after 4–6 weeks of daily use; the bladder's protective layer renews slowly.",
    ),
    faq_5_question: singleLine("Cât timp ar trebui să iau IC-Well?", "How long should I take IC-Well?"),
    faq_5_answer: singleLine(
      "Recomandăm o utilizare de cel puțin 3–6 luni. Abonamentul lunar te ajută să nu întrerupi cura.",
      "We recommend using it for at least 3–6 months. The monthly subscription helps you keep your course uninterrupted.",
    ),
    faq_6_question: singleLine("Pot lua IC-Well împreună cu medicamente?", "Can I take IC-Well with medication?"),
    faq_6_answer: singleLine(
      "Condroitina și quercetina pot interacționa cu anticoagulantele, iar L-arginina cu unele medicamente pentru tensiune. Dacă urmezi orice tratament, întreabă medicul sau farmacistul înainte de a începe IC-Well.",
      "Chondroitin and quercetin may interact with blood thinners, and L-arginine with some blood pressure medicines. If you take any medication, ask your doctor or pharmacist before starting IC-Well.",
    ),
    faq_7_question: singleLine(
      "Pot lua IC-Well în sarcină sau în perioada de alăptare?",
      "Can I take IC-Well while pregnant or breastfeeding?",
    ),
    faq_7_answer: singleLine(
      "Nu există suficiente date despre siguranța acestor ingrediente în sarcină și alăptare, așa că nu recomandăm IC-Well în aceste perioade fără acordul medicului.",
      "There is not enough safety data on these ingredients during pregnancy and breastfeeding, so we do not recommend IC-Well at these times without your doctor's approval.",
    ),
    faq_8_question: singleLine("Are efecte secundare?", "Are there any side effects?"),
    faq_8_answer: singleLine(
      "IC-Well este în general bine tolerat. Rareori pot apărea balonare sau scaune moi în primele zile. Dacă apare orice reacție neobișnuită, întrerupe utilizarea și consultă medicul.",
      "IC-Well is generally well tolerated. Bloating or loose stools can rarely occur during the first days. If you notice any unusual reaction, stop using it and see your doctor.",
    ),
    ...STANDARD_TEXTS.lastFaqs,
    showcase_image: imageUrl("ic-well-showcase.svg"),
  },
};
