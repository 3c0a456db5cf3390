/**
 * The window events between the shell and the consent code (decision 0053), apart from the rest of it so the shell
 * carries two strings and nothing more.
 */
/** The footer's "cookie settings" asks the banner to open. */
export const OPEN_CONSENT_EVENT = "elara:open-consent";
/** A choice was saved: what waits for a category (the web-vitals reports) may start. */
export const CONSENT_CHANGED_EVENT = "elara:consent-changed";
/** The server has recorded the choice: what needs the proof on the server (the visit's source, decision 0149) may go. */
export const CONSENT_RECORDED_EVENT = "elara:consent-recorded";
