/**
 * The welcome series (issue 46 item 5, decision 0117): after the newsletter sign-up's email with the promised code,
 * one or two brand-story emails — who we are, then how the products are made and taken. They offer nothing and claim
 * nothing a supplement may not (decision 0097): the texts say what a supplement is not. Their subjects and paragraphs
 * are the owner's to edit (decision 0116); each step's button and the footer stay in code (flow-email.ts).
 */
import type { FlowText } from "#domain/flow-texts";
import type { Language } from "#domain/locale";
import { defineFlowEmail, sampleStoreUrl, type FlowEmailExits } from "./flow-email.ts";
import { button, linkFallback } from "./layout.ts";
import type { MailBranding, MailMessage } from "./mail-types.ts";

export type WelcomeStep = 1 | 2;

/** Each step's button: the store page it opens and its words. */
export const WELCOME_ACTIONS = {
  1: { path: "/our-story", label: { ro: "Citește povestea noastră", en: "Read our story" } },
  2: { path: "/shop", label: { ro: "Vezi produsele", en: "See the products" } },
} as const satisfies Record<WelcomeStep, { path: string; label: Record<Language, string> }>;

export interface WelcomeContent {
  /** The step's button (a click link to its action's page). */
  actionUrl: string;
}

export interface WelcomeEmailInput extends WelcomeContent, FlowEmailExits {
  to: string;
  language: Language;
  step: WelcomeStep;
  /** The owner's text; the default without it. */
  text?: FlowText | undefined;
}

const paragraphs = (...texts: string[]) => texts.join("\n\n");

export const WELCOME_EMAIL = defineFlowEmail<WelcomeContent>({
  flow: "welcome",
  kind: "welcome_series",
  steps: [1, 2],
  defaults: {
    1: {
      ro: {
        subject: "Bine ai venit la {{storeName}}: cine suntem",
        body: paragraphs(
          "Îți mulțumim că te-ai abonat. Codul promis ți l-am trimis deja, separat; acum am vrea să ne cunoști.",
          "{{storeName}} a pornit în România de la o farmacistă și o cercetătoare în nutriție care auzeau mereu aceeași întrebare de la prietene și cliente: în ce supliment pentru sănătatea femeii poți avea cu adevărat încredere?",
          "Așa am ajuns să facem suplimente alimentare pentru femei și pentru sezonul rece, cu ingrediente studiate, cu fiecare doză trecută pe etichetă și cu explicații clare despre ce poate și ce nu poate face un supliment.",
          "Un supliment completează o alimentație variată și un stil de viață sănătos, fără să le înlocuiască, și nu ține locul sfatului medicului tău.",
        ),
      },
      en: {
        subject: "Welcome to {{storeName}}: who we are",
        body: paragraphs(
          "Thank you for signing up. The code we promised is already in your inbox; now we would like you to get to know us.",
          "{{storeName}} began in Romania with a pharmacist and a nutrition researcher who kept hearing the same question from friends and customers: which supplement for women's health can you really trust?",
          "So we make food supplements for women and for the colder months, with studied ingredients, every amount printed on the label, and plain words about what a supplement can and cannot do.",
          "A supplement adds to a varied diet and a healthy lifestyle without replacing them, and it does not take the place of your doctor's advice.",
        ),
      },
    },
    2: {
      ro: {
        subject: "Cum facem și cum iei suplimentele {{storeName}}",
        body: paragraphs(
          "Îți povestim pe scurt ce se află în spatele fiecărui flacon.",
          "Calitatea: produsele noastre sunt fabricate în unități certificate GMP din Uniunea Europeană, iar fiecare lot este testat înainte să ajungă la tine. Pe etichetă și pe pagina fiecărui produs găsești toate ingredientele și cantitatea fiecăruia.",
          "Cum le iei: urmează doza zilnică recomandată de pe etichetă, de preferat la aceeași oră, și nu o depăși. Dacă ești însărcinată, alăptezi sau urmezi un tratament, discută mai întâi cu medicul tău.",
          "Echipa: o farmacistă, o cercetătoare în nutriție și un consiliu științific care revizuiește fiecare formulă înainte de lansare. Ai o întrebare? Răspunde la acest e-mail; citim fiecare mesaj.",
        ),
      },
      en: {
        subject: "How {{storeName}} supplements are made and taken",
        body: paragraphs(
          "Here, briefly, is what goes into every bottle.",
          "Quality: our products are made in GMP-certified facilities in the European Union, and every batch is tested before it reaches you. The label and each product's page list every ingredient and how much of it there is.",
          "How to take them: follow the recommended daily amount on the label, ideally at the same time each day, and do not exceed it. If you are pregnant or breastfeeding, or if you are taking medication, ask your doctor first.",
          "The team: a pharmacist, a nutrition researcher and a scientific board that reviews every formula before it is launched. A question? Reply to this email; we read every message.",
        ),
      },
    },
  },
  placeholders: ["storeName"],
  forbidsIncentive: false,
  values: (_content, _language, branding) => ({ storeName: branding.brandName }),
  blocks: (content, language, step) => {
    const label = WELCOME_ACTIONS[step as WelcomeStep].label[language];
    return {
      html: [button(label, content.actionUrl), linkFallback(language, content.actionUrl)],
      text: [`${label}: ${content.actionUrl}`],
    };
  },
  footer: {
    ro: {
      why: (brand) => `Primești acest e-mail pentru că te-ai abonat la newsletterul ${brand}.`,
      stopFlow: "Nu mai vreau e-mailurile de bun venit",
    },
    en: {
      why: (brand) => `You are receiving this email because you signed up for the ${brand} newsletter.`,
      stopFlow: "No more welcome emails",
    },
  },
  sample: (language, branding, step) => ({
    actionUrl: sampleStoreUrl(branding, WELCOME_ACTIONS[step as WelcomeStep].path, language),
  }),
});

export function renderWelcomeEmail(branding: MailBranding, input: WelcomeEmailInput): MailMessage {
  const { actionUrl, ...rest } = input;
  return WELCOME_EMAIL.render(branding, { ...rest, content: { actionUrl } });
}
