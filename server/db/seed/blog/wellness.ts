import type { SeedBlog } from "./blog-seed-types.ts";

export const wellnessBlog: SeedBlog = {
  handle: "wellness",
  title: { ro: "Wellness", en: "Wellness" },
  description: {
    ro: "Imunitate, alimentație și obiceiuri de zi cu zi: idei practice pentru a te simți bine în fiecare anotimp.",
    en: "Immunity, nutrition and everyday habits: practical ideas for feeling well in every season.",
  },
  articles: [
    {
      handle: "immune-support-through-the-seasons",
      publishedAt: "2026-01-20T08:00:00Z",
      author: "Mihai Dobre",
      tags: ["immunity", "seasonal", "nutrition"],
      image: {
        file: "blog-immunity.svg",
        alt: {
          ro: "Ilustrație: un soare și un fulg de zăpadă deasupra unor citrice și frunze",
          en: "Illustration: a sun and a snowflake above citrus fruit and leaves",
        },
      },
      title: {
        ro: "Imunitatea de-a lungul anotimpurilor: ce contează cu adevărat",
        en: "Immunity through the seasons: what really matters",
      },
      excerpt: {
        ro: "Somnul, alimentația, mișcarea și vitamina D: patru piloni simpli pentru un sistem imunitar pregătit de sezonul rece.",
        en: "Sleep, food, movement and vitamin D: four simple pillars for an immune system ready for the cold season.",
      },
      intro: {
        ro: "<p>Sistemul imunitar nu se „întărește” peste noapte și nici nu are un singur buton. Se sprijină pe obiceiuri repetate zi de zi, iar toamna și iarna ele contează și mai mult.</p>",
        en: "<p>The immune system is not “boosted” overnight, and it has no single switch. It rests on habits repeated day after day, and in autumn and winter they matter even more.</p>",
      },
      sections: [
        {
          id: "sleep",
          heading: { ro: "Somnul, primul pilon", en: "Sleep, the first pillar" },
          body: {
            ro: "<p>Adulții au nevoie de șapte până la nouă ore de somn. Somnul este timpul în care organismul se reface: cei care dorm constant mai puțin de șase ore se simt de obicei epuizați.</p>",
            en: "<p>Adults need seven to nine hours of sleep. Sleep is when the body recovers: regularly sleeping less than six hours leaves most people feeling run down.</p>",
          },
        },
        {
          id: "food-and-vitamins",
          heading: { ro: "Alimentație și vitamine", en: "Food and vitamins" },
          body: {
            ro: "<p>O farfurie colorată aduce vitamina C, zinc, seleniu și fibrele de care are nevoie flora intestinală, parte importantă a apărării organismului.</p>",
            en: "<p>A colourful plate brings vitamin C, zinc, selenium and the fibre your gut flora needs, an important part of the body's defences.</p>",
          },
          subsections: [
            {
              id: "vitamin-d",
              heading: { ro: "Vitamina D în lunile reci", en: "Vitamin D in the cold months" },
              body: {
                ro: "<p>Între octombrie și martie, soarele din România este prea slab pentru ca pielea să producă suficientă vitamină D. Medicul îți poate recomanda o analiză și, dacă e nevoie, un supliment.</p>",
                en: "<p>Between October and March the sun in Romania is too weak for the skin to make enough vitamin D. Your doctor can suggest a blood test and, if needed, a supplement.</p>",
              },
            },
            {
              id: "mushrooms-and-beta-glucans",
              heading: { ro: "Ciuperci și beta-glucani", en: "Mushrooms and beta-glucans" },
              body: {
                ro: "<p>Extractele din ciuperci, precum AHCC, sunt studiate pentru rolul lor în susținerea răspunsului imunitar. Sunt un complement, nu un substitut pentru obiceiurile de mai sus.</p>",
                en: "<p>Mushroom extracts such as AHCC are being studied for their role in supporting the immune response. They are a complement to the habits above, not a substitute.</p>",
              },
            },
          ],
        },
        {
          id: "move-and-breathe",
          heading: { ro: "Mișcare și aer liber", en: "Movement and fresh air" },
          body: {
            ro: "<p>O plimbare zilnică de 30 de minute, chiar și pe vreme rece, ajută circulația, somnul și starea de spirit. Aerisește casa de câteva ori pe zi, mai ales când cineva din familie este răcit.</p>",
            en: "<p>A daily 30-minute walk, even in cold weather, helps circulation, sleep and mood. Air your home a few times a day, especially when someone in the family has a cold.</p>",
          },
        },
      ],
      medicalNote: true,
    },
    {
      handle: "cold-sores-triggers-and-care",
      publishedAt: "2026-05-12T08:00:00Z",
      author: "Andreea Ionescu",
      tags: ["cold-sores", "immunity"],
      image: {
        file: "blog-cold-sores.svg",
        alt: {
          ro: "Ilustrație: un balsam de buze și o frunză de melisă sub un soare blând",
          en: "Illustration: a lip balm and a lemon balm leaf under a gentle sun",
        },
      },
      title: {
        ro: "Buzele în soare, vânt și frig: ce le solicită și cum ai grijă de ele",
        en: "Lips in sun, wind and cold: what strains them and how to care for them",
      },
      excerpt: {
        ro: "Soarele puternic, vântul, aerul rece și oboseala solicită pielea delicată a buzelor. Câteva obiceiuri simple le țin hidratate și protejate.",
        en: "Strong sun, wind, cold air and tiredness all strain the delicate skin of your lips. A few simple habits keep them moisturised and protected.",
      },
      intro: {
        ro: "<p>Pielea buzelor este mai subțire decât restul pielii feței și nu are glande sebacee care s-o protejeze. De aceea simte prima soarele, vântul și aerul uscat din încăperile încălzite.</p>",
        en: "<p>The skin of your lips is thinner than the rest of your face and has no oil glands to protect it. That is why it is the first to feel the sun, the wind and the dry air of heated rooms.</p>",
      },
      sections: [
        {
          id: "common-triggers",
          heading: { ro: "Ce le solicită", en: "What strains them" },
          body: {
            ro: "<ul><li>expunerea puternică la soare sau la vânt;</li><li>oboseala și stresul prelungit;</li><li>aerul rece și uscat din sezonul rece;</li><li>schimbările hormonale, de exemplu înaintea menstruației.</li></ul>",
            en: "<ul><li>strong sun or wind;</li><li>tiredness and prolonged stress;</li><li>cold, dry air in the colder months;</li><li>hormonal changes, for example before a period.</li></ul>",
          },
        },
        {
          id: "first-signs",
          heading: { ro: "Din interior", en: "From the inside" },
          body: {
            ro: "<p>Apa băută de-a lungul zilei, somnul și o alimentație variată contează și pentru buze. Zincul contribuie la menținerea unei pieli normale, iar vitamina C la formarea normală a colagenului pentru funcționarea normală a pielii. Pentru orice problemă a buzelor, cere sfatul farmacistului.</p>",
            en: "<p>Water through the day, sleep and a varied diet matter for your lips too. Zinc contributes to the maintenance of normal skin, and vitamin C to normal collagen formation for the normal function of skin. For any problem with your lips, ask your pharmacist.</p>",
          },
        },
        {
          id: "caring-for-your-lips",
          heading: { ro: "Cum ai grijă de buze", en: "Caring for your lips" },
          body: {
            ro: "<p>Câteva gesturi simple, în fiecare zi.</p>",
            en: "<p>A few simple steps, every day.</p>",
          },
          subsections: [
            {
              id: "protect",
              heading: { ro: "Protejează", en: "Protect" },
              body: {
                ro: "<p>Folosește un balsam de buze cu factor de protecție solară, vara și iarna, la munte.</p>",
                en: "<p>Use a lip balm with sun protection, in summer and in winter in the mountains.</p>",
              },
            },
            {
              id: "do-not-share",
              heading: { ro: "Al tău, doar al tău", en: "Yours alone" },
              body: {
                ro: "<p>Balsamul de buze, paharul și prosopul sunt obiecte personale: nu le împărți, din motive de igienă.</p>",
                en: "<p>Lip balm, glasses and towels are personal: do not share them, for hygiene's sake.</p>",
              },
            },
          ],
        },
      ],
      medicalNote: true,
    },
    {
      handle: "eating-for-hormonal-balance",
      publishedAt: "2026-08-26T08:00:00Z",
      author: "Elena Radu",
      tags: ["nutrition", "hormones", "pcos"],
      image: {
        file: "blog-nutrition.svg",
        alt: {
          ro: "Ilustrație: un bol cu legume verzi, semințe și fructe de pădure",
          en: "Illustration: a bowl of green vegetables, seeds and berries",
        },
      },
      title: {
        ro: "Alimentația și echilibrul hormonal: un ghid practic",
        en: "Food and hormonal balance: a practical guide",
      },
      excerpt: {
        ro: "Fibre, grăsimi bune, proteine și mese la ore regulate: ce spune cercetarea despre alimentație și hormoni, fără diete extreme.",
        en: "Fibre, good fats, protein and regular meals: what research says about food and hormones, without extreme diets.",
      },
      intro: {
        ro: "<p>Hormonii răspund la ceea ce mâncăm, dar nu la minuni. Nu există un aliment care să „echilibreze” singur hormonii; există însă un tipar alimentar care îi ajută pe termen lung.</p>",
        en: "<p>Hormones respond to what we eat, but not to miracles. No single food “balances” your hormones on its own; there is, however, an eating pattern that helps them in the long run.</p>",
      },
      sections: [
        {
          id: "fibre-first",
          heading: { ro: "Fibrele, pe primul loc", en: "Fibre first" },
          body: {
            ro: "<p>Legumele, leguminoasele, cerealele integrale și semințele hrănesc flora intestinală, care participă la eliminarea excesului de estrogen, și țin glicemia stabilă. Țintește spre 25–30 de grame de fibre pe zi.</p>",
            en: "<p>Vegetables, pulses, whole grains and seeds feed the gut flora, which helps clear excess oestrogen, and keep blood sugar steady. Aim for 25–30 grams of fibre a day.</p>",
          },
        },
        {
          id: "fats-and-proteins",
          heading: { ro: "Grăsimi bune și proteine", en: "Good fats and protein" },
          body: {
            ro: "<p>Hormonii steroizi se formează din grăsimi, așa că dietele foarte sărace în grăsimi nu sunt o idee bună.</p>",
            en: "<p>Steroid hormones are made from fats, so very low-fat diets are not a good idea.</p>",
          },
          subsections: [
            {
              id: "omega-3",
              heading: { ro: "Omega-3", en: "Omega-3" },
              body: {
                ro: "<p>Peștele gras de două ori pe săptămână, nucile și semințele de in aduc acizi grași omega-3.</p>",
                en: "<p>Oily fish twice a week, walnuts and flaxseed provide omega-3 fatty acids.</p>",
              },
            },
            {
              id: "protein-at-every-meal",
              heading: { ro: "Proteine la fiecare masă", en: "Protein at every meal" },
              body: {
                ro: "<p>Ouăle, lactatele, peștele, leguminoasele sau carnea slabă te țin sătulă mai mult și țin în frâu poftele de dulce.</p>",
                en: "<p>Eggs, dairy, fish, pulses or lean meat keep you full for longer and head off sugar cravings.</p>",
              },
            },
          ],
        },
        {
          id: "rhythm",
          heading: { ro: "Ritmul meselor", en: "The rhythm of meals" },
          body: {
            ro: "<p>Mesele la ore regulate și un mic dejun consistent ajută la reglarea cortizolului și a insulinei. Cafeaua e mai blândă după micul dejun decât pe stomacul gol.</p>",
            en: "<p>Meals at regular times and a proper breakfast help regulate cortisol and insulin. Coffee is gentler after breakfast than on an empty stomach.</p>",
          },
        },
      ],
      medicalNote: true,
    },
  ],
};
