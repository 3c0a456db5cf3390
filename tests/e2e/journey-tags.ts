/**
 * The English run of a journey that runs once per language. The phone project runs the Romanian one only: Romanian's
 * longer words are what a narrow screen must fit, and what English changes (the texts) a phone shows as a desktop does.
 */
export const ENGLISH_RUN = "@english-run";
/**
 * An English run whose texts are a component's, already held to both catalogues by its component tests (strict texts):
 * the desktop project leaves it out too, keeping the English account and checkout journeys, which cross pages and
 * emails (decision 0107).
 */
export const ENGLISH_REPEAT = "@english-repeat";

/** A journey's details for its run in `language`, for `test(title, details, body)` or `test.describe`. */
export const languageRun = (language: "ro" | "en", { componentTexts = false } = {}) => ({
  tag: language === "en" ? [ENGLISH_RUN, ...(componentTexts ? [ENGLISH_REPEAT] : [])] : [],
});

/**
 * A journey whose every step a phone does as a desktop does: the server's answers (refusals, retries, payment results,
 * a code's rules, links from emails) or a page's links and language, with no layout of its own to prove. The phone
 * project leaves it out (decision 0146); what a phone does differently (menus, drawer, cart page, checkout's forms, the
 * account's pages, the popup's opening and focus) keeps its phone run.
 */
export const SAME_ON_PHONES_TAG = "@same-on-phones";

/** A journey's details for `test(title, ONE_LAYOUT, body)` or `test.describe(title, ONE_LAYOUT, body)`. */
export const ONE_LAYOUT = { tag: [SAME_ON_PHONES_TAG] };
