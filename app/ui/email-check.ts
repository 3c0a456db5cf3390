/**
 * The simple {something}@{something}.{something} check of every "email me" form (spec §5 "Popup email": the popup,
 * the footer, back in stock, the finder); the server checks properly.
 */
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The `discount` catalogue key (whose sentences every such form shows) of what is wrong with the typed address, or null when it may be sent. */
export function emailProblem(email: string): "popup.emailRequired" | "popup.emailInvalid" | null {
  const trimmed = email.trim();
  if (trimmed === "") return "popup.emailRequired";
  return SIMPLE_EMAIL.test(trimmed) ? null : "popup.emailInvalid";
}
