/** The admin API's texts, in the member's language (Romanian "tu", like the store). */
import type { Language } from "#domain/locale";
import type { StaffFieldProblem } from "#domain/staff-forms";
import { STAFF_PASSWORD_MAX_LENGTH, STAFF_PASSWORD_MIN_LENGTH } from "#domain/staff-roles";
import type { StaffAccountProblem } from "#server/commerce/staff/staff-accounts";
import { MAX_JSON_DEPTH, MAX_JSON_VALUES } from "#server/http/json-body";

export type AdminFieldProblem = StaffFieldProblem | "password_common";

export interface AdminMessages {
  field: (problem: AdminFieldProblem, field: string) => string;
  fieldNames: Record<string, string>;
  notJson: string;
  notObject: string;
  tooDeep: string;
  tooManyValues: string;
  unstorableText: (field: string, character: string) => string;
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

export const ADMIN_MESSAGES: Record<Language, AdminMessages> = {
  ro: {
    fieldNames: RO_FIELDS,
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
          return "Parola aceasta este prea des folosită. Alege alta.";
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
    notJson: "Corpul cererii nu este JSON valid.",
    notObject: "Corpul cererii trebuie să fie un obiect JSON.",
    tooDeep: `Corpul cererii are prea multe niveluri unul în altul (cel mult ${MAX_JSON_DEPTH}).`,
    tooManyValues: `Corpul cererii are prea multe valori (cel mult ${MAX_JSON_VALUES.toLocaleString("ro-RO")}).`,
    unstorableText: (field, character) => `Câmpul „${field}” conține un caracter care nu poate fi salvat (${character}).`,
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
    account: {
      email_taken: "Există deja un membru al echipei cu această adresă.",
      not_found: "Membrul echipei nu există.",
      last_owner: "Magazinul trebuie să aibă cel puțin un proprietar activ.",
      setup_link_invalid: "Linkul de configurare nu mai este valabil. Cere unul nou proprietarului magazinului.",
      two_factor_required: "Proprietarul magazinului trebuie să folosească autentificarea în doi pași.",
      two_factor_code_invalid: "Codul din aplicație nu este corect. Verifică ora telefonului și încearcă din nou.",
      owner_needs_two_factor: "Un proprietar trebuie să aibă autentificarea în doi pași: membrul trebuie să o configureze mai întâi.",
    },
    sessionNotFound: "Sesiunea nu există sau s-a încheiat deja.",
  },
  en: {
    fieldNames: EN_FIELDS,
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
          return "This password is too common. Choose another.";
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
    notJson: "The request body is not valid JSON.",
    notObject: "The request body must be a JSON object.",
    tooDeep: `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`,
    tooManyValues: `The request body holds too many values (at most ${MAX_JSON_VALUES.toLocaleString("en-GB")}).`,
    unstorableText: (field, character) => `The field "${field}" contains a character that cannot be stored (${character}).`,
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
    account: {
      email_taken: "A staff member with this address exists already.",
      not_found: "No such staff member.",
      last_owner: "The store must keep at least one active owner.",
      setup_link_invalid: "The setup link is no longer valid. Ask the store's owner for a new one.",
      two_factor_required: "The store's owner must use two-step sign-in.",
      two_factor_code_invalid: "The authenticator code is not correct. Check your phone's clock and try again.",
      owner_needs_two_factor: "An owner must use two-step sign-in: the member has to set it up first.",
    },
    sessionNotFound: "The session does not exist or has ended already.",
  },
};
