import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, type Language } from "#domain/locale";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The server picks the language from the query, then this cookie; mirroring the choice into both the
 * cookie and local storage keeps later server renders and the client in the same language.
 */
export function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be disabled (private mode, policies); the cookie alone still works.
  }
}
