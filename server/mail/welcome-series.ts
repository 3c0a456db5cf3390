/**
 * The welcome series (issue 46 item 5, decision 0117): after the newsletter sign-up's email with the promised code,
 * one or two brand-story emails — who we are, then how the products are made and taken. They offer nothing and claim
 * nothing a supplement may not (decision 0097): the texts say what a supplement is not. The texts are the owner's
 * to change; the defaults are kept per language and step in `WELCOME_COPY`, with named values (`{{brand}}`) filled
 * by `fillWelcomeText`, so they can move into the flow editor's registry as they are. A flow email is marketing, so
 * it says why it came and carries the one-click way out of this flow and of every flow, in the body and in the
 * headers (RFC 8058).
 */
import type { Language } from "#domain/locale";
import { HELLO } from "./wording.ts";
import { button, html, htmlDocument, linkFallback, paragraph, smallPrint, textDocument } from "./layout.ts";
import type { MailBranding, MailMessage } from "./mail-types.ts";

export type WelcomeStep = 1 | 2;

/** One step's text: a subject, the paragraphs, and the button with the store path it opens. */
export interface WelcomeStepCopy {
  subject: string;
  paragraphs: readonly string[];
  action: { label: string; path: string };
}

/** The values a welcome text may name, as `{{name}}`. */
export interface WelcomeValues {
  brand: string;
}

/** Fills each `{{name}}` the values have; an unknown name is left as written, so a test finds it unfilled. */
export function fillWelcomeText(text: string, values: WelcomeValues): string {
  return text.replace(/\{\{\s*([a-zA-Z]+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name as keyof WelcomeValues] : whole,
  );
}

export const WELCOME_COPY = {
  ro: {
    1: {
      subject: "Bine ai venit la {{brand}}: cine suntem",
      paragraphs: [
        "Îți mulțumim că te-ai abonat. Codul promis ți l-am trimis deja, separat; acum am vrea să ne cunoști.",
        "{{brand}} a pornit în România de la o farmacistă și o cercetătoare în nutriție care auzeau mereu aceeași întrebare de la prietene și cliente: în ce supliment pentru sănătatea femeii poți avea cu adevărat încredere?",
        "Așa am ajuns să facem suplimente alimentare pentru femei și pentru sezonul rece, cu ingrediente studiate, cu fiecare doză trecută pe etichetă și cu explicații clare despre ce poate și ce nu poate face un supliment.",
        "Un supliment completează o alimentație variată și un stil de viață sănătos, fără să le înlocuiască, și nu ține locul sfatului medicului tău.",
      ],
      action: { label: "Citește povestea noastră", path: "/our-story" },
    },
    2: {
      subject: "Cum facem și cum iei suplimentele {{brand}}",
      paragraphs: [
        "Îți povestim pe scurt ce se află în spatele fiecărui flacon.",
        "Calitatea: produsele noastre sunt fabricate în unități certificate GMP din Uniunea Europeană, iar fiecare lot este testat înainte să ajungă la tine. Pe etichetă și pe pagina fiecărui produs găsești toate ingredientele și cantitatea fiecăruia.",
        "Cum le iei: urmează doza zilnică recomandată de pe etichetă, de preferat la aceeași oră, și nu o depăși. Dacă ești însărcinată, alăptezi sau urmezi un tratament, discută mai întâi cu medicul tău.",
        "Echipa: o farmacistă, o cercetătoare în nutriție și un consiliu științific care revizuiește fiecare formulă înainte de lansare. Ai o întrebare? Răspunde la acest e-mail; citim fiecare mesaj.",
      ],
      action: { label: "Vezi produsele", path: "/shop" },
    },
  },
  en: {
    1: {
      subject: "Welcome to {{brand}}: who we are",
      paragraphs: [
        "Thank you for signing up. The code we promised is already in your inbox; now we would like you to get to know us.",
        "{{brand}} began in Romania with a pharmacist and a nutrition researcher who kept hearing the same question from friends and customers: which supplement for women's health can you really trust?",
        "So we make food supplements for women and for the colder months, with studied ingredients, every amount printed on the label, and plain words about what a supplement can and cannot do.",
        "A supplement adds to a varied diet and a healthy lifestyle without replacing them, and it does not take the place of your doctor's advice.",
      ],
      action: { label: "Read our story", path: "/our-story" },
    },
    2: {
      subject: "How {{brand}} supplements are made and taken",
      paragraphs: [
        "Here, briefly, is what goes into every bottle.",
        "Quality: our products are made in GMP-certified facilities in the European Union, and every batch is tested before it reaches you. The label and each product's page list every ingredient and how much of it there is.",
        "How to take them: follow the recommended daily amount on the label, ideally at the same time each day, and do not exceed it. If you are pregnant or breastfeeding, or if you are taking medication, ask your doctor first.",
        "The team: a pharmacist, a nutrition researcher and a scientific board that reviews every formula before it is launched. A question? Reply to this email; we read every message.",
      ],
      action: { label: "See the products", path: "/shop" },
    },
  },
} as const satisfies Record<Language, Record<WelcomeStep, WelcomeStepCopy>>;

/** The footer's words, the same for both steps. */
const FOOTER = {
  ro: {
    why: (brand: string) => `Primești acest e-mail pentru că te-ai abonat la newsletterul ${brand}.`,
    stopFlow: "Nu mai vreau e-mailurile de bun venit",
    stopAll: "Nu mai vreau niciun e-mail de acest fel",
  },
  en: {
    why: (brand: string) => `You are receiving this email because you signed up for the ${brand} newsletter.`,
    stopFlow: "No more welcome emails",
    stopAll: "No more emails like this",
  },
} as const satisfies Record<Language, unknown>;

export interface WelcomeEmailInput {
  to: string;
  language: Language;
  step: WelcomeStep;
  /** The button's link (a click link to the step's `action.path`). */
  actionUrl: string;
  unsubscribeFlowUrl: string;
  unsubscribeAllUrl: string;
  /** Where a mail client POSTs `List-Unsubscribe=One-Click` (this flow). */
  oneClickUrl: string;
}

export function renderWelcomeEmail(branding: MailBranding, input: WelcomeEmailInput): MailMessage {
  const { language } = input;
  const values: WelcomeValues = { brand: branding.brandName };
  const copy = WELCOME_COPY[language][input.step];
  const footer = FOOTER[language];
  const hello = HELLO[language]("");
  const subject = fillWelcomeText(copy.subject, values);
  const paragraphs = copy.paragraphs.map((text) => fillWelcomeText(text, values));
  const actionLabel = fillWelcomeText(copy.action.label, values);
  const body = [
    paragraph(hello),
    ...paragraphs.map((text) => paragraph(text)),
    button(actionLabel, input.actionUrl),
    linkFallback(language, input.actionUrl),
    smallPrint(footer.why(branding.brandName)),
    html`<p style="margin:0 0 12px;font-size:13px;line-height:20px;color:#52606d">
      <a href="${input.unsubscribeFlowUrl}" style="color:#7b3f61">${footer.stopFlow}</a> ·
      <a href="${input.unsubscribeAllUrl}" style="color:#7b3f61">${footer.stopAll}</a>
    </p>`,
  ];
  const text = textDocument(language, branding, [
    hello,
    ...paragraphs,
    `${actionLabel}: ${input.actionUrl}`,
    footer.why(branding.brandName),
    `${footer.stopFlow}: ${input.unsubscribeFlowUrl}`,
    `${footer.stopAll}: ${input.unsubscribeAllUrl}`,
  ]);
  return {
    kind: "welcome_series",
    to: input.to,
    language,
    subject,
    html: htmlDocument(language, branding, subject, body),
    text,
    headers: {
      "List-Unsubscribe": `<${input.oneClickUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
