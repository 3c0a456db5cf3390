/**
 * The random key this browser votes under (`X-Review-Voter`): made on the first vote and kept in local
 * storage, so a second click on the same review is recognised as undoing the first. It names no one; a
 * shopper who clears storage simply votes as a new browser.
 */
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

function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_");
}

export function voterKey(): string {
  const existing = readVoterKey();
  if (existing) return existing;
  const created = randomKey();
  try {
    const store = storage();
    if (!store) throw new Error("no storage");
    store.setItem(REVIEW_VOTER_STORAGE_KEY, created);
  } catch {
    // Without storage (switched off, full), the key lasts for this page only.
    keyForThisPage = created;
  }
  return created;
}
