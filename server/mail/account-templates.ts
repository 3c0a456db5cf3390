/**
 * The account emails (activation, magic link, password reset, an existing account, an email change) in
 * the recipient's language: each is
 * one action behind one link, said the same way in the HTML and the text part.
 */
import type { Language } from "#domain/locale";
import { button, htmlDocument, linkFallback, paragraph, smallPrint, textDocument } from "./layout.ts";
import type { MailBranding, MailKind, MailMessage } from "./mail-types.ts";
import { HELLO } from "./wording.ts";

interface LinkEmailCopy {
  subject: string;
  lead: string;
  action: string;
  validity: string;
  notYou: string;
}

type AccountMailKind = Extract<
  MailKind,
  "activation" | "magic_link" | "password_reset" | "account_exists" | "email_change" | "email_in_use" | "email_changed"
>;

/** `detail`: the new address, for the messages about an email change. */
const COPY: Record<AccountMailKind, Record<Language, (brand: string, detail: string) => LinkEmailCopy>> = {
  activation: {
    ro: (brand) => ({
      subject: `Activează-ți contul ${brand}`,
      lead: `Mulțumim că ți-ai creat un cont la ${brand}. Apasă butonul de mai jos pentru a-ți seta parola și a-ți activa contul.`,
      action: "Activează contul",
      validity: "Linkul este valabil 24 de ore și poate fi folosit o singură dată.",
      notYou: "Dacă nu tu ai creat acest cont, poți ignora acest e-mail.",
    }),
    en: (brand) => ({
      subject: `Activate your ${brand} account`,
      lead: `Thank you for creating an account at ${brand}. Use the button below to set your password and activate your account.`,
      action: "Activate account",
      validity: "The link is valid for 24 hours and can be used once.",
      notYou: "If you did not create this account, you can ignore this email.",
    }),
  },
  magic_link: {
    ro: (brand) => ({
      subject: `Linkul tău de autentificare ${brand}`,
      lead: `Apasă butonul de mai jos pentru a te autentifica în contul tău ${brand}.`,
      action: "Autentifică-te",
      validity: "Linkul este valabil 10 minute și poate fi folosit o singură dată.",
      notYou: "Dacă nu ai cerut acest link, poți ignora acest e-mail. Nimeni nu se poate autentifica fără el.",
    }),
    en: (brand) => ({
      subject: `Your ${brand} login link`,
      lead: `Use the button below to log in to your ${brand} account.`,
      action: "Log in",
      validity: "The link is valid for 10 minutes and can be used once.",
      notYou: "If you did not ask for this link, you can ignore this email. Nobody can log in without it.",
    }),
  },
  password_reset: {
    ro: (brand) => ({
      subject: `Resetează-ți parola ${brand}`,
      lead: `Am primit o cerere de resetare a parolei pentru contul tău ${brand}. Apasă butonul de mai jos pentru a alege o parolă nouă.`,
      action: "Alege o parolă nouă",
      validity: "Linkul este valabil o oră și poate fi folosit o singură dată.",
      notYou: "Dacă nu ai cerut resetarea, poți ignora acest e-mail: parola ta rămâne aceeași.",
    }),
    en: (brand) => ({
      subject: `Reset your ${brand} password`,
      lead: `We received a request to reset the password of your ${brand} account. Use the button below to choose a new password.`,
      action: "Choose a new password",
      validity: "The link is valid for one hour and can be used once.",
      notYou: "If you did not ask for a reset, you can ignore this email: your password stays the same.",
    }),
  },
  // Registration answers the same whether or not the address has an account; this email says which it was.
  account_exists: {
    ro: (brand) => ({
      subject: `Ai deja un cont ${brand}`,
      lead: `Cineva (probabil tu) a încercat să creeze un cont ${brand} cu această adresă. Există deja un cont cu acest email: autentifică-te în loc să creezi unul nou.`,
      action: "Autentifică-te",
      validity: "Dacă ți-ai uitat parola, pe pagina de autentificare poți primi un link de autentificare sau îți poți alege o parolă nouă.",
      notYou: "Dacă nu tu ai încercat, poți ignora acest e-mail: contul tău a rămas neschimbat.",
    }),
    en: (brand) => ({
      subject: `You already have an account at ${brand}`,
      lead: `Someone (probably you) tried to create an account at ${brand} with this address. An account with this email already exists: please log in instead.`,
      action: "Log in",
      validity: "If you forgot your password, the login page can send you a login link or let you choose a new password.",
      notYou: "If it was not you, you can ignore this email: your account is unchanged.",
    }),
  },
  email_change: {
    ro: (brand) => ({
      subject: `Confirmă noua adresă de email pentru ${brand}`,
      lead: `Ai cerut ca emailul contului tău ${brand} să devină această adresă. Apasă butonul de mai jos pentru a confirma schimbarea.`,
      action: "Confirmă adresa",
      validity: "Linkul este valabil o oră și poate fi folosit o singură dată. Până îl deschizi, contul păstrează adresa veche.",
      notYou: "Dacă nu tu ai cerut schimbarea, poți ignora acest e-mail: nimic nu se schimbă.",
    }),
    en: (brand) => ({
      subject: `Confirm your new email address for ${brand}`,
      lead: `You asked for this address to become the email of your ${brand} account. Use the button below to confirm the change.`,
      action: "Confirm address",
      validity: "The link is valid for one hour and can be used once. Until you open it, the account keeps its old address.",
      notYou: "If you did not ask for this change, you can ignore this email: nothing changes.",
    }),
  },
  email_in_use: {
    ro: (brand) => ({
      subject: `Această adresă are deja un cont ${brand}`,
      lead: `Cineva a cerut ca această adresă să devină emailul unui alt cont ${brand}, dar ea aparține deja unui cont. Dacă ai fost tu, autentifică-te cu această adresă.`,
      action: "Autentifică-te",
      validity: "Niciun cont nu a fost modificat.",
      notYou: "Dacă nu tu ai cerut schimbarea, poți ignora acest e-mail.",
    }),
    en: (brand) => ({
      subject: `This address already has an account at ${brand}`,
      lead: `Someone asked for this address to become the email of another ${brand} account, but it already belongs to an account. If it was you, log in with this address instead.`,
      action: "Log in",
      validity: "No account was changed.",
      notYou: "If you did not ask for this change, you can ignore this email.",
    }),
  },
  email_changed: {
    ro: (brand, newEmail) => ({
      subject: `Emailul contului tău ${brand} a fost schimbat`,
      lead: `Emailul contului tău ${brand} este acum ${newEmail}. De acum, linkurile de autentificare și mesajele despre comenzi ajung la noua adresă.`,
      action: "Scrie-ne",
      validity: "Am trimis acest mesaj la adresa veche pentru ca tu să știi de schimbare.",
      notYou: "Dacă nu tu ai făcut schimbarea, scrie-ne imediat: îți recuperăm contul.",
    }),
    en: (brand, newEmail) => ({
      subject: `The email of your ${brand} account was changed`,
      lead: `The email of your ${brand} account is now ${newEmail}. From now on, login links and order messages go to the new address.`,
      action: "Write to us",
      validity: "We sent this message to the old address so that you know of the change.",
      notYou: "If you did not make this change, write to us at once: we will recover your account.",
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
  /** The new address, for `email_changed`. */
  detail?: string;
}

export function renderAccountMail(
  branding: MailBranding,
  { kind, to, firstName, language, url, detail = "" }: AccountMailInput,
): MailMessage {
  const copy = COPY[kind][language](branding.brandName, detail);
  const greeting = HELLO[language](firstName.trim());
  const html = htmlDocument(language, branding, copy.subject, [
    paragraph(greeting),
    paragraph(copy.lead),
    button(copy.action, url),
    linkFallback(language, url),
    smallPrint(copy.validity),
    smallPrint(copy.notYou),
  ]);
  const text = textDocument(language, branding, [greeting, copy.lead, `${copy.action}: ${url}`, copy.validity, copy.notYou]);
  return { kind, to, language, subject: copy.subject, html, text };
}
