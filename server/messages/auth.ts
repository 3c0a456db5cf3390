/**
 * Every text the account routes answer, in Romanian and English. The English ones the spec quotes
 * (§8) are kept word for word; the Romanian ones say the same in the store's informal voice.
 */
import type { Language } from "#domain/locale";
import { romanianCount } from "#domain/romanian-count";
import type { JsonBodyMessages } from "#server/http/json-body";
import { JSON_BODY_MESSAGES } from "./request.ts";

/** What a failed field check is about; the schemas carry these as their issue messages. */
export type FieldProblem =
  | "required"
  | "too_long"
  | "invalid"
  | "email"
  | "password_short"
  | "password_long"
  | "password_blank"
  | "password_common"
  | "passwords_differ"
  | "country"
  | "phone"
  | "too_many";

export interface AuthMessages extends JsonBodyMessages {
  tooLarge: string;
  methodNotAllowed: string;
  unknownAction: string;
  tooManyAttempts: (seconds: number) => string;
  /** A login refused by its email's count: the password waits, a login link does not. */
  tooManyPasswordAttempts: (seconds: number) => string;
  field: (problem: FieldProblem, field: string, limit: number | undefined) => string;
  registered: string;
  renewFromStoreOnly: string;
  invalidCredentials: string;
  /** The right password of an account staff blocked: where to write (the store's `SUPPORT_EMAIL`). */
  accountBlocked: (supportEmail: string) => string;
  invalidActivationLink: string;
  sessionExpired: string;
  resetRequested: string;
  invalidResetLink: string;
  wrongCurrentPassword: string;
  proofNeeded: string;
  emailChangeSent: (email: string) => string;
  invalidEmailChangeLink: string;
  emailChanged: (email: string) => string;
  passwordUpdated: string;
  tokenOrSession: string;
  magicLinkSent: string;
  magicLinkMissingToken: string;
  invalidMagicLink: string;
  notSignedIn: string;
  addressNotFound: string;
  tooManyAddresses: (limit: number) => string;
  productNotFound: string;
  wishlistFull: (limit: number) => string;
  paymentMethodNotFound: string;
  paymentMethodRemoveFailed: string;
  notFound: string;
}

const LABELS: Record<Language, Record<string, string>> = {
  ro: {
    email: "Email",
    password: "Parolă",
    confirmPassword: "Confirmă parola",
    currentPassword: "Parola actuală",
    firstName: "Prenume",
    lastName: "Nume",
    company: "Companie",
    address1: "Adresă",
    address2: "Apartament, bloc, etaj",
    city: "Oraș",
    province: "Județ",
    zip: "Cod poștal",
    country: "Țară",
    phone: "Telefon",
    productHandle: "Produs",
    handles: "Produse",
    token: "Token",
    customerAccessToken: "Token de acces",
    id: "Id",
    action: "Acțiune",
    acceptsMarketing: "Accept comunicări de marketing",
    language: "Limbă",
    remember: "Ține-mă minte",
    isDefault: "Adresă implicită",
  },
  en: {
    email: "Email",
    password: "Password",
    confirmPassword: "Confirm password",
    currentPassword: "Current password",
    firstName: "First name",
    lastName: "Last name",
    company: "Company",
    address1: "Address",
    address2: "Apartment, suite, etc.",
    city: "City",
    province: "State / county",
    zip: "Postal code",
    country: "Country",
    phone: "Phone",
    productHandle: "Product",
    handles: "Products",
    token: "Token",
    customerAccessToken: "Access token",
    id: "Id",
    action: "Action",
    acceptsMarketing: "Accepts marketing",
    language: "Language",
    remember: "Remember me",
    isDefault: "Default address",
  },
};

const label = (language: Language, field: string) => LABELS[language][field] ?? field;

function roField(problem: FieldProblem, field: string, limit: number | undefined): string {
  const name = label("ro", field);
  switch (problem) {
    case "required":
      return `Câmpul „${name}” este obligatoriu.`;
    case "too_long":
      return `Câmpul „${name}” poate avea cel mult ${romanianCount(limit ?? 0, "caractere")}.`;
    case "email":
      return "Introdu o adresă de email validă.";
    case "password_short":
      return `Parola trebuie să aibă cel puțin ${romanianCount(limit ?? 0, "caractere")}.`;
    case "password_long":
      return `Parola poate avea cel mult ${romanianCount(limit ?? 0, "caractere")}.`;
    case "password_blank":
      return "Parola nu poate fi formată doar din spații.";
    case "password_common":
      return "Parola aceasta e ușor de ghicit (o parolă sau un cuvânt des folosit, ori numele magazinului, poate cu cifre). Alege alta.";
    case "passwords_differ":
      return "Parolele nu se potrivesc.";
    case "country":
      return "Alege o țară (codul ei din două litere, de exemplu RO).";
    case "phone":
      return "Numărul de telefon poate conține doar cifre, spații și + ( ) - .";
    case "too_many":
      return `Câmpul „${name}” poate avea cel mult ${romanianCount(limit ?? 0, "elemente")}.`;
    case "invalid":
      return `Câmpul „${name}” nu este valid.`;
  }
}

function enField(problem: FieldProblem, field: string, limit: number | undefined): string {
  const name = label("en", field);
  switch (problem) {
    case "required":
      return `${name} is required.`;
    case "too_long":
      return `${name} can be at most ${limit} characters long.`;
    case "email":
      return "Please enter a valid email address.";
    case "password_short":
      return `Password must be at least ${limit} characters long.`;
    case "password_long":
      return `Password can be at most ${limit} characters long.`;
    case "password_blank":
      return "The password cannot be only spaces.";
    case "password_common":
      return "This password is easy to guess (a much-used password or word, or the store's name, perhaps with digits). Choose another.";
    case "passwords_differ":
      return "Passwords do not match.";
    case "country":
      return "Choose a country (its two-letter code, such as RO).";
    case "phone":
      return "A phone number can only hold digits, spaces and + ( ) - .";
    case "too_many":
      return `${name} can hold at most ${limit} items.`;
    case "invalid":
      return `${name} is not valid.`;
  }
}

const roWait = (seconds: number) =>
  seconds < 60
    ? seconds === 1
      ? "o secundă"
      : romanianCount(seconds, "secunde")
    : ((m) => (m === 1 ? "un minut" : romanianCount(m, "minute")))(Math.ceil(seconds / 60));
const enWait = (seconds: number) =>
  seconds < 60
    ? `${seconds} ${seconds === 1 ? "second" : "seconds"}`
    : ((m) => `${m} ${m === 1 ? "minute" : "minutes"}`)(Math.ceil(seconds / 60));

export const AUTH_MESSAGES: Record<Language, AuthMessages> = {
  ro: {
    ...JSON_BODY_MESSAGES.ro,
    tooLarge: "Cererea este prea mare.",
    methodNotAllowed: "Metoda nu este acceptată pentru această adresă.",
    unknownAction: "Acțiune necunoscută: alege una dintre acțiunile din documentația API.",
    tooManyAttempts: (seconds) => `Prea multe încercări. Încearcă din nou peste ${roWait(seconds)}.`,
    tooManyPasswordAttempts: (seconds) =>
      `Prea multe încercări de parolă pentru acest email. Te poți autentifica acum cu un link trimis pe email sau poți încerca parola din nou peste ${roWait(seconds)}.`,
    field: roField,
    registered: "Înregistrare reușită. Verifică-ți emailul pentru a-ți seta parola și a-ți activa contul.",
    renewFromStoreOnly: "Sesiunea se poate reînnoi doar din paginile magazinului.",
    invalidCredentials: "Email sau parolă incorectă. Verifică datele și încearcă din nou.",
    accountBlocked: (supportEmail) =>
      `Contul tău este blocat, așa că nu te poți autentifica. Dacă ți se pare o greșeală, scrie-ne la ${supportEmail}.`,
    invalidActivationLink: "Link de activare invalid. Verifică emailul pentru linkul corect.",
    sessionExpired: "Sesiunea a expirat. Te rugăm să te autentifici din nou.",
    resetRequested: "Dacă există un cont pentru acest email, ți-am trimis un link pentru resetarea parolei.",
    invalidResetLink: "Linkul pentru resetarea parolei este invalid sau a expirat. Te rugăm să soliciți unul nou.",
    wrongCurrentPassword: "Parola actuală nu este corectă.",
    proofNeeded:
      "Pentru siguranța ta, confirmă mai întâi că ești tu: cere un link de autentificare pe email, deschide-l și fă schimbarea în cel mult 15 minute.",
    emailChangeSent: (email) =>
      `Ți-am trimis un link de confirmare la ${email}. Emailul contului se schimbă după ce deschizi linkul (valabil o oră).`,
    invalidEmailChangeLink:
      "Linkul de confirmare este invalid sau a expirat, ori adresa a fost între timp folosită pentru alt cont. Cere din nou schimbarea din contul tău.",
    emailChanged: (email) => `Gata: emailul contului tău este acum ${email}.`,
    passwordUpdated: "Parola a fost actualizată.",
    tokenOrSession: "Trimite fie tokenul din link („token”), fie tokenul de acces („customerAccessToken”), nu pe amândouă.",
    magicLinkSent: "Dacă adresa este corectă, ți-am trimis un link de autentificare. Este valabil 10 minute.",
    magicLinkMissingToken: "Link invalid. Tokenul lipsește.",
    invalidMagicLink: "Link invalid sau expirat. Te rugăm să soliciți unul nou.",
    notSignedIn: "Te rugăm să te autentifici pentru a continua.",
    addressNotFound: "Adresa nu a fost găsită.",
    tooManyAddresses: (limit) => `Poți păstra cel mult ${romanianCount(limit, "adrese")}.`,
    productNotFound: "Produsul nu a fost găsit.",
    wishlistFull: (limit) => `Lista de dorințe poate avea cel mult ${romanianCount(limit, "produse")}.`,
    paymentMethodNotFound: "Cardul nu a fost găsit. Poate l-ai șters deja.",
    paymentMethodRemoveFailed: "Nu am putut șterge cardul acum. Încearcă din nou peste câteva minute.",
    notFound: "Nu a fost găsit.",
  },
  en: {
    ...JSON_BODY_MESSAGES.en,
    tooLarge: "The request is too large.",
    methodNotAllowed: "This method is not supported at this address.",
    unknownAction: "Unknown action: choose one of the actions in the API documentation.",
    tooManyAttempts: (seconds) => `Too many attempts. Please try again in ${enWait(seconds)}.`,
    tooManyPasswordAttempts: (seconds) =>
      `Too many password attempts for this email. You can sign in now with a login link sent to your email, or try the password again in ${enWait(seconds)}.`,
    field: enField,
    registered: "Registration successful. Please check your email to set your password and activate your account.",
    renewFromStoreOnly: "A session can only be renewed from the store's own pages.",
    invalidCredentials: "Invalid email or password. Please check your credentials and try again.",
    accountBlocked: (supportEmail) =>
      `Your account is blocked, so you cannot sign in. If you think this is a mistake, write to us at ${supportEmail}.`,
    invalidActivationLink: "Invalid activation link. Please check your email for the correct link.",
    sessionExpired: "Your session has expired. Please log in again.",
    resetRequested: "If an account exists for this email, we have sent you a link to reset your password.",
    invalidResetLink: "This password reset link is invalid or has expired. Please request a new one.",
    wrongCurrentPassword: "The current password is incorrect.",
    proofNeeded: "For your safety, first confirm it is you: ask for a login link by email, open it and make the change within 15 minutes.",
    emailChangeSent: (email) =>
      `We sent a confirmation link to ${email}. The account's email changes once you open the link (valid for one hour).`,
    invalidEmailChangeLink:
      "This confirmation link is invalid or has expired, or the address has since been used for another account. Please ask for the change again from your account.",
    emailChanged: (email) => `Done: your account's email is now ${email}.`,
    passwordUpdated: "Your password has been updated.",
    tokenOrSession: 'Send either the token from the link ("token") or the access token ("customerAccessToken"), not both.',
    magicLinkSent: "If the address is correct, we have sent you a login link. It is valid for 10 minutes.",
    magicLinkMissingToken: "Invalid link. The token is missing.",
    invalidMagicLink: "Invalid or expired link. Please request a new one.",
    notSignedIn: "Please log in to continue.",
    addressNotFound: "Address not found.",
    tooManyAddresses: (limit) => `You can keep at most ${limit} addresses.`,
    productNotFound: "Product not found.",
    wishlistFull: (limit) => `The wishlist can hold at most ${limit} products.`,
    paymentMethodNotFound: "Card not found. You may have removed it already.",
    paymentMethodRemoveFailed: "The card could not be removed right now. Please try again in a few minutes.",
    notFound: "Not found.",
  },
};
