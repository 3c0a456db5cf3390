/**
 * The last accessibility audit (issue 66 item 3): the statement page (/accessibility) shows its date, standard and
 * conformance from here, and docs/accessibility-audit.md records the same date (a test holds them together). A new
 * audit changes this file and the document in the same commit.
 */
export const ACCESSIBILITY_AUDIT = {
  /** The day the audit by hand ended, as ISO YYYY-MM-DD. */
  date: "2026-11-29",
  /** "partial" while a known exception below remains; "full" only once none does. */
  conformance: "partial",
  /** The exceptions the statement names, each a key of its text in the `accessibility` page namespace. */
  exceptions: ["pdfDocuments", "emails"],
} as const satisfies { date: string; conformance: "partial" | "full"; exceptions: readonly string[] };

export type AccessibilityException = (typeof ACCESSIBILITY_AUDIT.exceptions)[number];
