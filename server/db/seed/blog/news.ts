import type { SeedBlog } from "./blog-seed-types.ts";

export const newsBlog: SeedBlog = {
  handle: "news",
  title: { ro: "Noutăți", en: "News" },
  description: {
    ro: "Ce se întâmplă la {{brand}}: cum cercetăm și testăm formulele, ce schimbăm și de ce.",
    en: "What is happening at {{brand}}: how we research and test our formulas, what we change and why.",
  },
  articles: [
    {
      handle: "how-we-research-our-formulas",
      publishedAt: "2026-03-10T08:00:00Z",
      author: "Elena Radu",
      tags: ["research", "quality"],
      image: {
        file: "blog-research.svg",
        alt: {
          ro: "Ilustrație: o lupă deasupra unor pagini de studii și a unei capsule",
          en: "Illustration: a magnifying glass over pages of studies and a capsule",
        },
      },
      title: {
        ro: "Cum cercetăm fiecare formulă înainte de lansare",
        en: "How we research every formula before it launches",
      },
      excerpt: {
        ro: "De la întrebarea unei cliente până la eticheta de pe flacon: pașii prin care trece o formulă {{brand}} și oamenii care o verifică.",
        en: "From a customer's question to the label on the bottle: the steps a {{brand}} formula goes through and the people who check it.",
      },
      intro: {
        ro: "<p>O formulă nouă începe rar cu un ingredient la modă. De cele mai multe ori începe cu o întrebare pe care o auzim des, de la cliente sau de la medicii cu care lucrăm. Iată cum transformăm o astfel de întrebare într-un produs pe care îl putem susține cu argumente.</p>",
        en: "<p>A new formula rarely starts with a fashionable ingredient. Most often it starts with a question we hear again and again, from customers or from the doctors we work with. Here is how we turn such a question into a product we can stand behind.</p>",
      },
      sections: [
        {
          id: "starting-from-a-real-need",
          heading: { ro: "Pornim de la o nevoie reală", en: "We start from a real need" },
          body: {
            ro: "<p>Înainte de orice ingredient, scriem într-o frază ce ar trebui să susțină formula și pentru cine este. Fraza aceasta ne ține cinstiți: dacă un ingredient nu servește scopului, nu intră în formulă, oricât de cunoscut ar fi.</p>",
            en: "<p>Before any ingredient, we write down in one sentence what the formula should support and who it is for. That sentence keeps us honest: if an ingredient does not serve the purpose, it stays out, however well known it is.</p>",
          },
        },
        {
          id: "reading-the-evidence",
          heading: { ro: "Citim studiile, nu doar rezumatele", en: "We read the studies, not just the abstracts" },
          body: {
            ro: "<p>Consiliul nostru științific analizează studiile publicate despre fiecare ingredient candidat: pe câți oameni s-a testat, în ce doză, cât timp și cu ce rezultate.</p>",
            en: "<p>Our scientific board reviews the published studies on every candidate ingredient: how many people it was tested on, at what dose, for how long and with what results.</p>",
          },
          subsections: [
            {
              id: "dose-and-form",
              heading: { ro: "Doza și forma contează", en: "Dose and form matter" },
              body: {
                ro: "<p>Alegem forma și doza cele mai apropiate de cele din cercetare, în limitele de siguranță recomandate. Un ingredient bun într-o doză simbolică nu ajută pe nimeni.</p>",
                en: "<p>We choose the form and dose closest to those used in research, within recommended safety limits. A good ingredient at a token dose helps no one.</p>",
              },
            },
            {
              id: "what-we-leave-out",
              heading: { ro: "Ce lăsăm deoparte", en: "What we leave out" },
              body: {
                ro: "<p>Renunțăm la ingredientele cu date puține sau contradictorii și la combinațiile care ar complica interacțiunile cu medicamentele uzuale.</p>",
                en: "<p>We drop ingredients with thin or conflicting evidence, and combinations that would complicate interactions with common medicines.</p>",
              },
            },
          ],
        },
        {
          id: "words-on-the-label",
          heading: { ro: "Fiecare cuvânt de pe etichetă este verificat", en: "Every word on the label is checked" },
          body: {
            ro: "<p>Un farmacist clinician citește eticheta și textele de pe site înainte de lansare. Nu facem promisiuni despre sănătate în afara mențiunilor autorizate și nu sugerăm niciodată că un supliment ține locul sfatului medicului.</p><p>Formulele sunt reevaluate periodic, pe măsură ce apar studii noi.</p>",
            en: "<p>A clinical pharmacist reads the label and the website copy before launch. We make no health promises beyond the authorised claims, and we never suggest a supplement takes the place of your doctor's advice.</p><p>Formulas are reviewed regularly as new studies appear.</p>",
          },
        },
      ],
      medicalNote: false,
    },
    {
      handle: "how-every-batch-is-tested",
      publishedAt: "2026-06-02T08:00:00Z",
      author: "Elena Radu",
      tags: ["quality", "research"],
      image: {
        file: "blog-testing.svg",
        alt: {
          ro: "Ilustrație: eprubete și o bifă verde lângă un flacon de capsule",
          en: "Illustration: test tubes and a green tick beside a bottle of capsules",
        },
      },
      title: {
        ro: "Ce înseamnă testarea independentă a fiecărui lot",
        en: "What independent testing of every batch means",
      },
      excerpt: {
        ro: "Puritate, concentrație, metale grele, microbiologie: ce verifică un laborator independent înainte ca un lot {{brand}} să ajungă la tine.",
        en: "Purity, strength, heavy metals, microbiology: what an independent laboratory checks before a {{brand}} batch reaches you.",
      },
      intro: {
        ro: "<p>Pe fiecare flacon scrie un număr de lot. În spatele lui se află un set de analize făcute de un laborator care nu aparține nici producătorului, nici nouă. Iată ce înseamnă asta, concret.</p>",
        en: "<p>Every bottle carries a batch number. Behind it is a set of analyses carried out by a laboratory that belongs neither to the manufacturer nor to us. Here is what that means in practice.</p>",
      },
      sections: [
        {
          id: "what-is-tested",
          heading: { ro: "Ce se testează", en: "What is tested" },
          body: {
            ro: "<ul><li><strong>Identitatea</strong> ingredientelor: în flacon se află exact ce scrie pe etichetă.</li><li><strong>Concentrația</strong> ingredientelor active, comparată cu specificația.</li><li><strong>Metalele grele</strong> (plumb, cadmiu, mercur, arsen), sub limitele europene.</li><li><strong>Microbiologia</strong>: bacterii, drojdii și mucegaiuri.</li></ul>",
            en: "<ul><li>The <strong>identity</strong> of the ingredients: the bottle holds exactly what the label says.</li><li>The <strong>strength</strong> of the active ingredients, compared with the specification.</li><li><strong>Heavy metals</strong> (lead, cadmium, mercury, arsenic), below EU limits.</li><li><strong>Microbiology</strong>: bacteria, yeasts and moulds.</li></ul>",
          },
        },
        {
          id: "why-independent",
          heading: { ro: "De ce un laborator independent", en: "Why an independent laboratory" },
          body: {
            ro: "<p>Un laborator fără interes în rezultat nu are motiv să treacă cu vederea o abatere.</p>",
            en: "<p>A laboratory with no stake in the result has no reason to overlook a deviation.</p>",
          },
          subsections: [
            {
              id: "if-a-batch-fails",
              heading: { ro: "Dacă un lot nu trece testele", en: "If a batch fails" },
              body: {
                ro: "<p>Un lot care nu corespunde specificației nu este pus în vânzare, oricât ar costa asta. Păstrăm rezultatele fiecărui lot, așa că putem răspunde oricând la întrebarea „ce conține flaconul meu?”.</p>",
                en: "<p>A batch that does not meet its specification is not released for sale, whatever that costs. We keep the results of every batch, so we can always answer the question “what is in my bottle?”.</p>",
              },
            },
          ],
        },
        {
          id: "where-it-is-made",
          heading: { ro: "Unde sunt fabricate produsele", en: "Where the products are made" },
          body: {
            ro: "<p>Produsele sunt fabricate în unități certificate conform bunelor practici de fabricație (GMP). Certificarea înseamnă proceduri scrise, trasabilitate pentru fiecare materie primă și inspecții regulate.</p>",
            en: "<p>The products are made in facilities certified to good manufacturing practice (GMP). Certification means written procedures, traceability for every raw material and regular inspections.</p>",
          },
        },
      ],
      medicalNote: false,
    },
    {
      handle: "monthly-subscription-explained",
      publishedAt: "2026-09-15T08:00:00Z",
      author: "Mihai Dobre",
      tags: ["subscriptions"],
      image: {
        file: "blog-subscription.svg",
        alt: {
          ro: "Ilustrație: un calendar cu o zi încercuită și o cutie de livrare",
          en: "Illustration: a calendar with one day circled and a delivery box",
        },
      },
      title: {
        ro: "Abonamentul lunar, pe scurt: cum funcționează și cum îl oprești oricând",
        en: "The monthly subscription in brief: how it works and how to stop it any time",
      },
      excerpt: {
        ro: "Un flacon pe lună, livrat la timp, la un preț mai mic. Poți amâna, pune pe pauză sau anula din contul tău, fără telefoane și fără penalități.",
        en: "One bottle a month, delivered on time, at a lower price. You can skip, pause or cancel from your account, with no phone calls and no penalties.",
      },
      intro: {
        ro: "<p>Suplimentele au nevoie de timp: recomandăm folosirea lor cel puțin trei până la șase luni. Abonamentul lunar există ca să nu rămâi fără flacon la jumătatea drumului.</p>",
        en: "<p>Supplements need time: we recommend taking them for at least three to six months. The monthly subscription exists so you do not run out halfway.</p>",
      },
      sections: [
        {
          id: "how-it-works",
          heading: { ro: "Cum funcționează", en: "How it works" },
          body: {
            ro: "<p>Alegi varianta „abonament lunar” pe pagina produsului. Primul flacon pleacă imediat, următoarele la fiecare lună, la prețul redus al abonamentului. Într-o comandă poate exista un singur produs cu abonament, din motive legate de procesarea plăților.</p>",
            en: "<p>Choose the “monthly subscription” option on the product page. The first bottle ships straight away and the next ones every month, at the subscription's reduced price. An order can hold one subscription product, for payment processing reasons.</p>",
          },
          subsections: [
            {
              id: "what-you-pay",
              heading: { ro: "Cât plătești", en: "What you pay" },
              body: {
                ro: "<p>Prețul abonamentului este afișat pe pagina fiecărui produs, lângă economia față de flaconul cumpărat separat. Plătești la fiecare livrare, nu în avans.</p>",
                en: "<p>The subscription price is shown on every product page, next to the saving against a bottle bought on its own. You pay for each delivery as it ships, never in advance.</p>",
              },
            },
          ],
        },
        {
          id: "you-stay-in-control",
          heading: { ro: "Tu decizi", en: "You stay in control" },
          body: {
            ro: "<p>Din secțiunea „Abonamente” a contului tău poți:</p><ul><li>amâna următoarea livrare;</li><li>pune abonamentul pe pauză;</li><li>schimba data livrării;</li><li>anula abonamentul, oricând.</li></ul>",
            en: "<p>From the “Subscriptions” section of your account you can:</p><ul><li>skip the next delivery;</li><li>pause the subscription;</li><li>change the delivery date;</li><li>cancel the subscription, at any time.</li></ul>",
          },
        },
        {
          id: "questions",
          heading: { ro: "Întrebări frecvente", en: "Common questions" },
          body: {
            ro: '<p>Ai o întrebare la care nu găsești răspuns? Consultă <a href="/faq">întrebările frecvente</a> sau scrie-ne; îți răspundem în cel mult o zi lucrătoare.</p>',
            en: '<p>Have a question we have not answered? Read the <a href="/faq">frequently asked questions</a> or write to us; we reply within one working day.</p>',
          },
        },
      ],
      medicalNote: false,
    },
  ],
};
