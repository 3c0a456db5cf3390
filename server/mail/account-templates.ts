/**
 * The account emails (activation, magic link, password reset) in the recipient's language: each is
 * one action behind one link, said the same way in the HTML and the text part.
 */
import type { Language } from "#domain/locale";
import { button, htmlDocument, linkFallback, paragraph, smallPrint, textDocument } from "./layout.ts";
import type { MailBranding, MailKind, MailMessage } from "./mail-types.ts";

interface LinkEmailCopy {
  subject: string;
  greeting: string;
  lead: string;
  action: string;
  validity: string;
  notYou: string;
}

type AccountMailKind = Extract<MailKind, "activation" | "magic_link" | "password_reset">;

const greeting = (language: Language, firstName: string) => {
  const name = firstName.trim();
  if (language === "ro") return name ? `Bună, ${name},` : "Bună,";
  return name ? `Hello ${name},` : "Hello,";
};

const COPY: Record<AccountMailKind, Record<Language, (brand: string, firstName: string) => LinkEmailCopy>> = {
  activation: {
    ro: (brand, firstName) => ({
      subject: `Activează-ți contul ${brand}`,
      greeting: greeting("ro", firstName),
      lead: `Mulțumim că ți-ai creat un cont la ${brand}. Apasă butonul de mai jos pentru a-ți seta parola și a-ți activa contul.`,
      action: "Activează contul",
      validity: "Linkul este valabil 24 de ore și poate fi folosit o singură dată.",
      notYou: "Dacă nu tu ai creat acest cont, poți ignora acest email.",
    }),
    en: (brand, firstName) => ({
      subject: `Activate your ${brand} account`,
      greeting: greeting("en", firstName),
      lead: `Thank you for creating an account at ${brand}. Use the button below to set your password and activate your account.`,
      action: "Activate account",
      validity: "The link is valid for 24 hours and can be used once.",
      notYou: "If you did not create this account, you can ignore this email.",
    }),
  },
  magic_link: {
    ro: (brand, firstName) => ({
      subject: `Linkul tău de autentificare ${brand}`,
      greeting: greeting("ro", firstName),
      lead: `Apasă butonul de mai jos pentru a te autentifica în contul tău ${brand}.`,
      action: "Autentifică-te",
      validity: "Linkul este valabil 10 minute și poate fi folosit o singură dată.",
      notYou: "Dacă nu ai cerut acest link, poți ignora acest email. Nimeni nu se poate autentifica fără el.",
    }),
    en: (brand, firstName) => ({
      subject: `Your ${brand} login link`,
      greeting: greeting("en", firstName),
      lead: `Use the button below to log in to your ${brand} account.`,
      action: "Log in",
      validity: "The link is valid for 10 minutes and can be used once.",
      notYou: "If you did not ask for this link, you can ignore this email. Nobody can log in without it.",
    }),
  },
  password_reset: {
    ro: (brand, firstName) => ({
      subject: `Resetează-ți parola ${brand}`,
      greeting: greeting("ro", firstName),
      lead: `Am primit o cerere de resetare a parolei pentru contul tău ${brand}. Apasă butonul de mai jos pentru a alege o parolă nouă.`,
      action: "Alege o parolă nouă",
      validity: "Linkul este valabil o oră și poate fi folosit o singură dată.",
      notYou: "Dacă nu ai cerut resetarea, poți ignora acest email: parola ta rămâne aceeași.",
    }),
    en: (brand, firstName) => ({
      subject: `Reset your ${brand} password`,
      greeting: greeting("en", firstName),
      lead: `We received a request to reset the password of your ${brand} account. Use the button below to choose a new password.`,
      action: "Choose a new password",
      validity: "The link is valid for one hour and can be used once.",
      notYou: "If you did not ask for a reset, you can ignore this email: your password stays the same.",
    }),
  },
};

export interface AccountMailInput {
  kind: AccountMailKind;
  to: string;
  firstName: string;
  language: Language;
  /** The absolute link the email exists to deliver. */
  url: string;
}

export function renderAccountMail(branding: MailBranding, { kind, to, firstName, language, url }: AccountMailInput): MailMessage {
  const copy = COPY[kind][language](branding.brandName, firstName);
  const html = htmlDocument(language, branding, copy.subject, [
    paragraph(copy.greeting),
    paragraph(copy.lead),
    button(copy.action, url),
    linkFallback(language, url),
    smallPrint(copy.validity),
    smallPrint(copy.notYou),
  ]);
  const text = textDocument(language, branding, [copy.greeting, copy.lead, `${copy.action}: ${url}`, copy.validity, copy.notYou]);
  return { kind, to, language, subject: copy.subject, html, text };
}
