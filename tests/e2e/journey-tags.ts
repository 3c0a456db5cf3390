/**
 * The English run of a journey that runs once per language. The phone project runs the Romanian one only: Romanian's
 * longer words are what a narrow screen must fit, and what English changes (the texts) a phone shows as a desktop does.
 */
export const ENGLISH_RUN = "@english-run";

/** A journey's details for its run in `language`, for `test(title, details, body)` or `test.describe`. */
export const languageRun = (language: "ro" | "en") => ({ tag: language === "en" ? [ENGLISH_RUN] : [] });
