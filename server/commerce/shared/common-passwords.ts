/**
 * The passwords people choose most often, refused in every new password (issues 14 and 64): a guesser tries these
 * first. The list is zxcvbn-ts's common dictionary, about 49 000 passwords ordered by frequency in leaked password
 * sets (decisions 0025 and 0126), compared without case.
 */
import { dictionary } from "@zxcvbn-ts/language-common";

let everyListedPassword: ReadonlySet<string> | undefined;

/** On the whole list (built on first use): "qwerty123456" and "parola" are far down it, not among the first thousand. */
function isListedPassword(password: string): boolean {
  everyListedPassword ??= new Set(dictionary["passwords-common"].map((listed) => listed.toLowerCase()));
  return everyListedPassword.has(password.toLowerCase());
}

/** Lower case without diacritics: "Parolă" and "parola" are one guess. */
const folded = (text: string) => text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
/** The digits and signs people put around a word to pass a rule: "Parola123", "!elara2026". */
const DECORATION = /^[^\p{L}]+|[^\p{L}]+$/gu;
const lettersAndDigits = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, "");

/**
 * A password a guesser tries early (issue 64 item 6): on the whole list, or a word of the list or the store's own
 * name with digits or signs around it ("Parola123", "elara2026"). Every new password, a customer's or staff's, passes it.
 */
export function isGuessablePassword(password: string, brandName: string): boolean {
  const whole = folded(password);
  const word = whole.replace(DECORATION, "");
  const brand = lettersAndDigits(folded(brandName));
  return isListedPassword(whole) || (word !== "" && (isListedPassword(word) || lettersAndDigits(word) === brand));
}
