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
