/**
 * The passwords people choose most often, refused whatever the form's minimum length (issue 14): a
 * guesser tries these first. The list is zxcvbn-ts's common dictionary, ordered by frequency in leaked
 * password sets (decision 0025); the store takes its first 1 000, compared without case.
 */
import { dictionary } from "@zxcvbn-ts/language-common";

export const COMMON_PASSWORD_COUNT = 1_000;

const MOST_COMMON: ReadonlySet<string> = new Set(
  dictionary["passwords-common"].slice(0, COMMON_PASSWORD_COUNT).map((password) => password.toLowerCase()),
);

export function isCommonPassword(password: string): boolean {
  return MOST_COMMON.has(password.toLowerCase());
}

let everyListedPassword: ReadonlySet<string> | undefined;

/**
 * The whole list (about 49 000, built on first use): staff passwords have at least 12 characters, and
 * none of the first 1 000 is that long, while "qwerty123456" and its like are further down.
 */
export function isListedPassword(password: string): boolean {
  everyListedPassword ??= new Set(dictionary["passwords-common"].map((listed) => listed.toLowerCase()));
  return everyListedPassword.has(password.toLowerCase());
}
