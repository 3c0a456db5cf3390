/** The admin API's texts, in the member's language (Romanian "tu", like the store). */
import type { Language } from "#domain/locale";
import type { StaffFieldProblem } from "#domain/staff-forms";
import { STAFF_PASSWORD_MAX_LENGTH, STAFF_PASSWORD_MIN_LENGTH } from "#domain/staff-roles";
import type { StaffAccountProblem } from "#server/commerce/staff/module";

export type AdminFieldProblem = StaffFieldProblem | "password_common";

/** The problems the staff forms name, each worded by `field`; any other is "invalid". */
export const ADMIN_FIELD_PROBLEMS = new Set<string>([
  "required",
  "email",
  "too_long",
  "password_short",
  "password_long",
  "passwords_differ",
  "role",
  "code",
  "password_common",
] satisfies AdminFieldProblem[]);

export interface AdminMessages {
  field: (problem: AdminFieldProblem, field: string) => string;
  tooLarge: string;
  methodNotAllowed: string;
  tooMany: (seconds: number) => string;
  signedOut: string;
  forbidden: string;
  notFromAdmin: string;
  csrf: string;
  loginInvalid: string;
  secondFactorInvalid: string;
  secondFactorExpired: string;
  /** Ten wrong passwords for one account from this client (or known device) in a quarter hour. */
  wrongPasswordsHere: (seconds: number) => string;
  /** The account is in its slow lane and this device is not one the member has signed in on. */
  accountSlowed: (seconds: number) => string;
  /** Five wrong codes in this sign-in. */
  wrongCodesThisSignIn: string;
  /** The member's daily budget of wrong authenticator codes is spent; recovery codes still work. */
  wrongCodesToday: (seconds: number) => string;
  account: Record<StaffAccountProblem, string>;
  sessionNotFound: string;
}

const RO_FIELDS: Record<string, string> = {
  email: "Adresa de e-mail",
  password: "Parola",
  confirmPassword: "Confirmarea parolei",
  code: "Codul",
  totpCode: "Codul din aplicație",
  totpSecret: "Cheia pentru aplicație",
  token: "Linkul de configurare",
  name: "Numele",
  role: "Rolul",
  disabled: "Câmpul „disabled”",
};

const EN_FIELDS: Record<string, string> = {
  email: "Email address",
  password: "Password",
  confirmPassword: "Password confirmation",
  code: "Code",
  totpCode: "Authenticator code",
  totpSecret: "Authenticator key",
  token: "Setup link",
  name: "Name",
  role: "Role",
  disabled: 'The field "disabled"',
};

/** A wait in its largest whole unit, rounded up: "45 de secunde", "14 minute", "23 de ore". */
function waitInRomanian(seconds: number): string {
  const [count, one, many] =
    seconds < 60
      ? [seconds, "secundă", "secunde"]
      : seconds < 3600
        ? [Math.ceil(seconds / 60), "minut", "minute"]
        : [Math.ceil(seconds / 3600), "oră", "ore"];
  if (count === 1) return `1 ${one}`;
  return count >= 20 && (count % 100 === 0 || count % 100 >= 20) ? `${count} de ${many}` : `${count} ${many}`;
}

function waitInEnglish(seconds: number): string {
  const [count, unit] =
    seconds < 60 ? [seconds, "second"] : seconds < 3600 ? [Math.ceil(seconds / 60), "minute"] : [Math.ceil(seconds / 3600), "hour"];
  return `${count} ${unit}${count === 1 ? "" : "s"}`;
}

export const ADMIN_MESSAGES: Record<Language, AdminMessages> = {
  ro: {
    field: (problem, field) => {
      const name = RO_FIELDS[field] ?? `Câmpul „${field}”`;
      switch (problem) {
        case "required":
          return `${name}: câmp obligatoriu.`;
        case "email":
          return "Introdu o adresă de e-mail validă.";
        case "too_long":
          return `${name} este prea lung.`;
        case "password_short":
          return `Parola trebuie să aibă cel puțin ${STAFF_PASSWORD_MIN_LENGTH} caractere.`;
        case "password_long":
          return `Parola poate avea cel mult ${STAFF_PASSWORD_MAX_LENGTH} de caractere.`;
        case "password_common":
          return "Parola aceasta e ușor de ghicit (o parolă sau un cuvânt des folosit, ori numele magazinului, poate cu cifre). Alege alta.";
        case "passwords_differ":
          return "Parolele nu coincid.";
        case "role":
          return "Rolul trebuie să fie owner, fulfilment sau support.";
        case "code":
          return "Introdu cele 6 cifre din aplicație sau un cod de recuperare (de forma abcde-fghij).";
        default:
          return `${name} nu este valid.`;
      }
    },
    tooLarge: "Cererea este prea mare.",
    methodNotAllowed: "Metoda HTTP nu este acceptată aici.",
    tooMany: (seconds) => `Prea multe încercări. Încearcă din nou peste ${seconds} ${seconds === 1 ? "secundă" : "secunde"}.`,
    signedOut: "Sesiunea ta de administrare a expirat. Autentifică-te din nou.",
    forbidden: "Rolul tău nu permite această acțiune.",
    notFromAdmin: "Cererea trebuie trimisă din pagina de administrare a magazinului.",
    csrf: "Pagina este prea veche pentru această acțiune. Reîncarc-o și încearcă din nou.",
    loginInvalid: "E-mailul sau parola nu sunt corecte.",
    secondFactorInvalid: "Codul nu este corect sau a fost deja folosit.",
    secondFactorExpired: "Au trecut mai mult de 5 minute de la parolă. Autentifică-te din nou.",
    wrongPasswordsHere: (seconds) =>
      `Prea multe parole greșite pentru acest cont de pe acest dispozitiv. Încearcă din nou peste ${waitInRomanian(seconds)}.`,
    accountSlowed: (seconds) =>
      `Pe acest cont s-au încercat multe parole greșite din alte locuri, așa că deocamdată primim puține încercări. Încearcă din nou peste ${waitInRomanian(seconds)} sau autentifică-te de pe un dispozitiv pe care ai mai intrat.`,
    wrongCodesThisSignIn: "Prea multe coduri greșite pentru această autentificare. Autentifică-te din nou cu parola.",
    wrongCodesToday: (seconds) =>
      `Prea multe coduri greșite azi pentru acest cont. Autentifică-te acum cu unul dintre codurile de recuperare sau încearcă din nou codul din aplicație peste ${waitInRomanian(seconds)}.`,
    account: {
      email_taken: "Există deja un membru al echipei cu această adresă.",
      not_found: "Membrul echipei nu există.",
      last_owner: "Magazinul trebuie să aibă cel puțin un proprietar activ.",
      setup_link_invalid: "Linkul de configurare nu mai este valabil. Cere unul nou proprietarului magazinului.",
      two_factor_required: "Proprietarul magazinului trebuie să folosească autentificarea în doi pași.",
      two_factor_code_invalid: "Codul din aplicație nu este corect. Verifică ora telefonului și încearcă din nou.",
      owner_needs_two_factor: "Un proprietar trebuie să aibă autentificarea în doi pași: membrul trebuie să o configureze mai întâi.",
      already_set_up: "Membrul și-a configurat deja contul: nu mai are nevoie de o invitație.",
    },
    sessionNotFound: "Sesiunea nu există sau s-a încheiat deja.",
  },
  en: {
    field: (problem, field) => {
      const name = EN_FIELDS[field] ?? `The field "${field}"`;
      switch (problem) {
        case "required":
          return `${name} is required.`;
        case "email":
          return "Enter a valid email address.";
        case "too_long":
          return `${name} is too long.`;
        case "password_short":
          return `The password must have at least ${STAFF_PASSWORD_MIN_LENGTH} characters.`;
        case "password_long":
          return `The password can have at most ${STAFF_PASSWORD_MAX_LENGTH} characters.`;
        case "password_common":
          return "This password is easy to guess (a much-used password or word, or the store's name, perhaps with digits). Choose another.";
        case "passwords_differ":
          return "The passwords do not match.";
        case "role":
          return "The role must be owner, fulfilment or support.";
        case "code":
          return "Enter the 6 digits from your authenticator app or a recovery code (like abcde-fghij).";
        default:
          return `${name} is not valid.`;
      }
    },
    tooLarge: "The request is too large.",
    methodNotAllowed: "This HTTP method is not supported here.",
    tooMany: (seconds) => `Too many attempts. Try again in ${seconds} ${seconds === 1 ? "second" : "seconds"}.`,
    signedOut: "Your admin session has ended. Sign in again.",
    forbidden: "Your role does not allow this action.",
    notFromAdmin: "The request must come from the store's admin page.",
    csrf: "This page is too old for this action. Reload it and try again.",
    loginInvalid: "The email or password is not correct.",
    secondFactorInvalid: "The code is not correct or has been used already.",
    secondFactorExpired: "More than 5 minutes have passed since the password. Sign in again.",
    wrongPasswordsHere: (seconds) => `Too many wrong passwords for this account from this device. Try again in ${waitInEnglish(seconds)}.`,
    accountSlowed: (seconds) =>
      `Many wrong passwords have been tried on this account from elsewhere, so it takes few attempts for now. Try again in ${waitInEnglish(seconds)}, or sign in from a device you have signed in on before.`,
    wrongCodesThisSignIn: "Too many wrong codes for this sign-in. Sign in again with your password.",
    wrongCodesToday: (seconds) =>
      `Too many wrong codes today for this account. Sign in now with one of your recovery codes, or try the authenticator's code again in ${waitInEnglish(seconds)}.`,
    account: {
      email_taken: "A staff member with this address exists already.",
      not_found: "No such staff member.",
      last_owner: "The store must keep at least one active owner.",
      setup_link_invalid: "The setup link is no longer valid. Ask the store's owner for a new one.",
      two_factor_required: "The store's owner must use two-step sign-in.",
      two_factor_code_invalid: "The authenticator code is not correct. Check your phone's clock and try again.",
      owner_needs_two_factor: "An owner must use two-step sign-in: the member has to set it up first.",
      already_set_up: "The member has already set up their account: they need no invitation.",
    },
    sessionNotFound: "The session does not exist or has ended already.",
  },
};
