/**
 * The key this browser votes under (`X-Review-Voter`): the store issues it with the first vote's answer
 * and it is kept in local storage, so a second click on the same review is recognised as undoing the
 * first. It names no one; a shopper who clears storage is issued a new one with the next vote.
 */
import { isVoterKey } from "#domain/reviews";

export const REVIEW_VOTER_STORAGE_KEY = "reviewVoter";

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    // Storage can be switched off; votes then last for the page's life only.
    return null;
  }
}

let keyForThisPage: string | null = null;

export function readVoterKey(): string | null {
  return storage()?.getItem(REVIEW_VOTER_STORAGE_KEY) ?? keyForThisPage;
}

/** Keeps the key the store issued; anything that is not key-shaped is ignored. */
export function rememberVoterKey(key: unknown): void {
  if (!isVoterKey(key)) return;
  try {
    const store = storage();
    if (!store) throw new Error("no storage");
    store.setItem(REVIEW_VOTER_STORAGE_KEY, key);
  } catch {
    // Storage off, full or refused: the key lasts for this page only.
    keyForThisPage = key;
  }
}
