/**
 * The shopper's cookie choice as this browser keeps it (decision 0053). Read by the shell (is there a choice? are
 * statistics allowed?) before anything optional starts; written only by the banner.
 */
import { CONSENT_STORAGE_KEY, readStoredConsent, type StoredConsent } from "#domain/cookie-consent";

/** The choice in force, or null: none yet, expired, or storage refused. */
export function storedConsent(): StoredConsent | null {
  try {
    return readStoredConsent(window.localStorage.getItem(CONSENT_STORAGE_KEY), Date.now());
  } catch {
    return null;
  }
}

/** Whether the web-vitals reports (and any future analytics) may run. */
export function statisticsAllowed(): boolean {
  return storedConsent()?.statistics === true;
}
