import type { SeedBlog } from "./blog-seed-types.ts";

/** The blog at /blog/blogs: articles on the health topics the catalogue serves. */
export const womensHealthBlog: SeedBlog = {
  handle: "blogs",
  title: { ro: "Sănătatea femeii", en: "Women's Health" },
  description: {
    ro: "Articole clare despre sănătatea cervicală, endometrială, ovariană și a vezicii urinare, scrise ca să te ajute să pui întrebările potrivite la medic.",
    en: "Clear articles on cervical, endometrial, ovarian and bladder health, written to help you ask your doctor the right questions.",
  },
  articles: [
    {
      handle: "hpv-what-to-know",
      publishedAt: "2026-02-18T08:00:00Z",
      author: "Andreea Ionescu",
      tags: ["hpv", "cervical-health", "screening"],
      image: {
        file: "blog-hpv.svg",
        alt: {
          ro: "Ilustrație: o floare roz protejată de un scut, simbol al sănătății cervicale",
          en: "Illustration: a pink flower sheltered by a shield, a symbol of cervical health",
        },
      },
      title: {
        ro: "Sănătatea cervicală: controalele regulate și obiceiurile care contează",
        en: "Cervical health: regular check-ups and the habits that matter",
      },
      excerpt: {
        ro: "Controalele ginecologice regulate și un stil de viață echilibrat sunt cele mai bune obiceiuri pentru sănătatea cervicală. Ce este bine să știi.",
        en: "Regular gynaecological check-ups and a balanced lifestyle are the best habits for cervical health. What to know.",
      },
      intro: {
        ro: "<p>Un rezultat neașteptat la un control sperie. Este util să știi ce urmărește fiecare test și că medicul tău este cel care îți spune ce înseamnă rezultatul și ce urmează.</p>",
        en: "<p>An unexpected result at a check-up is frightening. It helps to know what each test looks for, and that your doctor is the one who tells you what a result means and what comes next.</p>",
      },
      sections: [
        {
          id: "what-check-ups-look-for",
          heading: { ro: "Ce urmăresc controalele", en: "What check-ups look for" },
          body: {
            ro: "<p>Colul uterin se schimbă de-a lungul vieții, odată cu vârsta și cu hormonii. Controalele regulate urmăresc celulele lui, ca orice schimbare să fie observată din timp de medic.</p>",
            en: "<p>The cervix changes over a lifetime, with age and hormones. Regular check-ups look at its cells, so that your doctor notices any change early.</p>",
          },
        },
        {
          id: "screening",
          heading: { ro: "Testarea regulată este cea mai bună protecție", en: "Regular screening is the best protection" },
          body: {
            ro: "<p>Testul Babeș-Papanicolau și celelalte teste recomandate de medic arată modificările din timp. Medicul tău îți spune cât de des ai nevoie de ele, în funcție de vârstă și de rezultatele anterioare.</p>",
            en: "<p>The Pap smear and the other tests your doctor recommends show changes early. Your doctor will tell you how often you need them, depending on your age and previous results.</p>",
          },
          subsections: [
            {
              id: "vaccination",
              heading: { ro: "Vaccinarea", en: "Vaccination" },
              body: {
                ro: "<p>Programul național de vaccinare include vaccinuri recomandate pentru sănătatea cervicală. Întreabă medicul de familie dacă sunt potrivite pentru tine sau pentru copiii tăi.</p>",
                en: "<p>The national immunisation programme includes vaccines recommended for cervical health. Ask your family doctor whether they are right for you or your children.</p>",
              },
            },
            {
              id: "after-a-positive-result",
              heading: { ro: "După un rezultat neașteptat", en: "After an unexpected result" },
              body: {
                ro: "<p>Un rezultat neașteptat nu este un motiv de panică. Înseamnă că medicul va stabili un plan de urmărire, de obicei un nou control peste câteva luni.</p>",
                en: "<p>An unexpected result is no reason to panic. It means your doctor will set a follow-up plan, usually another check-up a few months later.</p>",
              },
            },
          ],
        },
        {
          id: "everyday-habits",
          heading: { ro: "Obiceiuri care îți susțin organismul", en: "Habits that support your body" },
          body: {
            ro: "<ul><li><strong>Renunțarea la fumat</strong>, unul dintre cele mai bune lucruri pe care le poți face pentru sănătatea ta.</li><li><strong>O alimentație variată</strong>, bogată în legume, fructe, folați și antioxidanți.</li><li><strong>Somn suficient</strong> și gestionarea stresului, care contează pentru imunitate.</li></ul><p>Un supliment precum Papillex poate completa aceste obiceiuri, dar nu înlocuiește controalele și nici tratamentul recomandat de medic.</p>",
            en: "<ul><li><strong>Stopping smoking</strong>, one of the best things you can do for your health.</li><li><strong>A varied diet</strong>, rich in vegetables, fruit, folate and antioxidants.</li><li><strong>Enough sleep</strong> and managing stress, which matter for immunity.</li></ul><p>A supplement such as Papillex can complement these habits, but it does not replace screening or the treatment your doctor recommends.</p>",
          },
        },
      ],
      medicalNote: true,
    },
    {
      handle: "endometrial-health-basics",
      publishedAt: "2026-04-22T08:00:00Z",
      author: "Andreea Ionescu",
      tags: ["endometrial-health", "hormones"],
      image: {
        file: "blog-endometrial.svg",
        alt: {
          ro: "Ilustrație: o lună în fazele ei lângă o frunză, simbol al ciclului menstrual",
          en: "Illustration: the phases of the moon beside a leaf, a symbol of the menstrual cycle",
        },
      },
      title: {
        ro: "Sănătatea endometrului: ce este normal și când mergi la medic",
        en: "Endometrial health: what is normal and when to see a doctor",
      },
      excerpt: {
        ro: "Endometrul se reface în fiecare lună. Află ce influențează ciclul, ce semne merită discutate cu medicul și ce poți face zi de zi.",
        en: "The endometrium renews itself every month. Learn what shapes your cycle, which signs are worth raising with your doctor and what you can do day to day.",
      },
      intro: {
        ro: "<p>Endometrul este stratul care căptușește interiorul uterului. Se îngroașă în fiecare ciclu sub influența hormonilor și se elimină odată cu menstruația. Echilibrul dintre estrogen și progesteron îi dă ritmul.</p>",
        en: "<p>The endometrium is the layer lining the inside of the uterus. It thickens in every cycle under the influence of hormones and is shed with each period. The balance between oestrogen and progesterone sets its rhythm.</p>",
      },
      sections: [
        {
          id: "a-typical-cycle",
          heading: { ro: "Cum arată un ciclu obișnuit", en: "What a typical cycle looks like" },
          body: {
            ro: "<p>Un ciclu durează de obicei între 21 și 35 de zile, iar menstruația între două și șapte zile. Variațiile mici de la o lună la alta sunt normale; stresul, călătoriile sau oboseala le pot accentua.</p>",
            en: "<p>A cycle usually lasts between 21 and 35 days, and a period between two and seven days. Small variations from month to month are normal; stress, travel or tiredness can make them larger.</p>",
          },
        },
        {
          id: "when-to-see-a-doctor",
          heading: { ro: "Când merită să mergi la medic", en: "When it is worth seeing a doctor" },
          body: {
            ro: "<ul><li>menstruații foarte abundente sau care durează peste șapte zile;</li><li>sângerări între menstruații sau după contactul sexual;</li><li>dureri pelvine puternice, care îți afectează activitatea;</li><li>orice sângerare după menopauză.</li></ul><p>Aceste semne au adesea cauze ușor de tratat, dar numai un medic le poate stabili.</p>",
            en: "<ul><li>very heavy periods, or periods lasting more than seven days;</li><li>bleeding between periods or after sex;</li><li>severe pelvic pain that gets in the way of daily life;</li><li>any bleeding after menopause.</li></ul><p>These signs often have easily treated causes, but only a doctor can tell.</p>",
          },
        },
        {
          id: "daily-support",
          heading: { ro: "Ce poți face zi de zi", en: "What you can do day to day" },
          body: {
            ro: "<p>Mișcarea regulată, o greutate stabilă și o alimentație bogată în fibre ajută organismul să își păstreze echilibrul hormonal.</p>",
            en: "<p>Regular exercise, a stable weight and a diet rich in fibre help the body keep its hormonal balance.</p>",
          },
          subsections: [
            {
              id: "keep-a-cycle-diary",
              heading: { ro: "Ține un jurnal al ciclului", en: "Keep a cycle diary" },
              body: {
                ro: "<p>Notează data, durata și intensitatea menstruației. La consultație, câteva luni de notițe spun mai mult decât orice descriere din memorie.</p>",
                en: "<p>Note the date, length and heaviness of each period. At an appointment, a few months of notes say more than any description from memory.</p>",
              },
            },
          ],
        },
      ],
      medicalNote: true,
    },
    {
      handle: "pcos-daily-habits",
      publishedAt: "2026-07-08T08:00:00Z",
      author: "Andreea Ionescu",
      tags: ["pcos", "hormones", "nutrition"],
      image: {
        file: "blog-pcos.svg",
        alt: {
          ro: "Ilustrație: un cerc de frunze și semințe în jurul unui simbol feminin",
          en: "Illustration: a ring of leaves and seeds around a female symbol",
        },
      },
      title: {
        ro: "Echilibrul hormonal și ciclul: obiceiuri zilnice care contează",
        en: "Hormonal balance and your cycle: daily habits that matter",
      },
      excerpt: {
        ro: "Pe lângă planul stabilit cu medicul, somnul, mișcarea și mesele echilibrate contează mult pentru echilibrul hormonal și pentru un ciclu regulat.",
        en: "Alongside the plan agreed with your doctor, sleep, movement and balanced meals matter a great deal for hormonal balance and a regular cycle.",
      },
      intro: {
        ro: "<p>Ciclul fiecărei femei are ritmul lui, iar hormonii răspund la somn, stres, alimentație și mișcare. Dacă ciclul tău se schimbă, primul pas este o discuție cu medicul, care stabilește ce analize sunt potrivite.</p>",
        en: "<p>Every woman's cycle has its own rhythm, and hormones respond to sleep, stress, food and movement. If your cycle changes, the first step is a talk with your doctor, who decides which tests are right.</p>",
      },
      sections: [
        {
          id: "insulin-and-hormones",
          heading: { ro: "Legătura cu insulina", en: "The link with insulin" },
          body: {
            ro: "<p>Insulina și hormonii ovarieni se influențează reciproc. De aceea mesele care țin glicemia constantă contează și pentru echilibrul hormonal. Cromul contribuie la menținerea unui nivel normal al glucozei în sânge.</p>",
            en: "<p>Insulin and ovarian hormones influence each other. That is why meals that keep blood sugar steady matter for hormonal balance too. Chromium contributes to the maintenance of normal blood glucose levels.</p>",
          },
        },
        {
          id: "habits-that-help",
          heading: { ro: "Obiceiuri care ajută", en: "Habits that help" },
          body: {
            ro: "<p>Nu există o dietă unică, dar câteva principii se regăsesc în majoritatea recomandărilor.</p>",
            en: "<p>There is no single diet, but a few principles appear in most recommendations.</p>",
          },
          subsections: [
            {
              id: "balanced-plates",
              heading: { ro: "Farfurii echilibrate", en: "Balanced plates" },
              body: {
                ro: "<p>Combină la fiecare masă proteine, legume și cereale integrale. Fibrele și proteinele încetinesc creșterea glicemiei după masă.</p>",
                en: "<p>Combine protein, vegetables and whole grains at every meal. Fibre and protein slow the rise in blood sugar after eating.</p>",
              },
            },
            {
              id: "move-every-day",
              heading: { ro: "Mișcare în fiecare zi", en: "Move every day" },
              body: {
                ro: "<p>Plimbările după masă, antrenamentele de forță de două ori pe săptămână și orice activitate care îți face plăcere îmbunătățesc sensibilitatea la insulină.</p>",
                en: "<p>Walks after meals, strength training twice a week and any activity you enjoy all improve insulin sensitivity.</p>",
              },
            },
          ],
        },
        {
          id: "where-supplements-fit",
          heading: { ro: "Unde își au locul suplimentele", en: "Where supplements fit in" },
          body: {
            ro: "<p>Inozitolul este unul dintre cele mai studiate ingrediente pentru echilibrul hormonal feminin și se găsește în PCO-Well, alături de alți nutrienți. Un supliment completează obiceiurile de mai sus și planul medicului tău, nu le înlocuiește.</p>",
            en: "<p>Inositol is one of the most studied ingredients for women's hormonal balance and is found in PCO-Well, alongside other nutrients. A supplement complements the habits above and your doctor's plan; it does not replace them.</p>",
          },
        },
      ],
      medicalNote: true,
    },
    {
      handle: "bladder-comfort-everyday",
      publishedAt: "2026-10-01T08:00:00Z",
      author: "Mihai Dobre",
      tags: ["bladder", "hydration"],
      image: {
        file: "blog-bladder.svg",
        alt: {
          ro: "Ilustrație: un pahar cu apă și picături, lângă o ceașcă de ceai de plante",
          en: "Illustration: a glass of water with droplets, beside a cup of herbal tea",
        },
      },
      title: {
        ro: "Confortul vezicii urinare: gesturi mici pentru fiecare zi",
        en: "Bladder comfort: small steps for every day",
      },
      excerpt: {
        ro: "Ce bei, ce mănânci și cum îți organizezi ziua pot influența confortul vezicii. Câteva obiceiuri simple, explicate pe înțelesul tuturor.",
        en: "What you drink, what you eat and how you plan your day can affect bladder comfort. A few simple habits, explained plainly.",
      },
      intro: {
        ro: "<p>Senzația de presiune, nevoia frecventă de a urina sau disconfortul pelvin pot avea multe cauze. Primul pas este întotdeauna o vizită la medic; articolul de față vorbește despre ce poți face în paralel, acasă.</p>",
        en: "<p>A feeling of pressure, frequent urges to pass urine or pelvic discomfort can have many causes. The first step is always a visit to your doctor; this article is about what you can do alongside it, at home.</p>",
      },
      sections: [
        {
          id: "drink-steadily",
          heading: { ro: "Bea constant, nu dintr-odată", en: "Drink steadily, not all at once" },
          body: {
            ro: "<p>Apa băută în înghițituri mici, de-a lungul zilei, este mai blândă cu vezica decât cantitățile mari băute rar. Urina de culoare deschisă este un semn bun că te hidratezi suficient.</p>",
            en: "<p>Water sipped steadily through the day is gentler on the bladder than large amounts drunk rarely. Pale urine is a good sign that you are drinking enough.</p>",
          },
        },
        {
          id: "common-irritants",
          heading: { ro: "Alimente și băuturi care pot irita", en: "Foods and drinks that can irritate" },
          body: {
            ro: "<p>Multe persoane observă disconfort după cafea, alcool, băuturi carbogazoase, citrice sau mâncăruri foarte condimentate. Nu este nevoie să renunți la toate: elimină câte unul timp de două săptămâni și notează ce se schimbă.</p>",
            en: "<p>Many people notice discomfort after coffee, alcohol, fizzy drinks, citrus fruit or very spicy food. There is no need to give them all up: drop one at a time for two weeks and note what changes.</p>",
          },
          subsections: [
            {
              id: "a-simple-diary",
              heading: { ro: "Un jurnal simplu", en: "A simple diary" },
              body: {
                ro: "<p>Trei coloane sunt de ajuns: ce ai băut, ce ai mâncat și cum te-ai simțit. Jurnalul te ajută și pe tine, și pe medic.</p>",
                en: "<p>Three columns are enough: what you drank, what you ate and how you felt. The diary helps both you and your doctor.</p>",
              },
            },
          ],
        },
        {
          id: "gentle-routines",
          heading: { ro: "Rutine blânde", en: "Gentle routines" },
          body: {
            ro: "<ul><li>Nu amâna mult mersul la toaletă, dar nici nu merge „preventiv” la fiecare oră.</li><li>Poartă lenjerie din bumbac și haine care nu strâng în talie.</li><li>Exercițiile de relaxare a planșeului pelvin, învățate cu un kinetoterapeut, ajută multe femei.</li></ul>",
            en: "<ul><li>Do not put off going to the toilet for long, but do not go “just in case” every hour either.</li><li>Wear cotton underwear and clothes that are not tight at the waist.</li><li>Pelvic floor relaxation exercises, learned with a physiotherapist, help many women.</li></ul>",
          },
        },
      ],
      medicalNote: true,
    },
  ],
};
