/**
 * The FAQ's structure: groups in display order, each with its questions. The texts live in the `faq`
 * namespace; the page and its FAQPage JSON-LD are both built from `faqGroups`, so they cannot disagree.
 */
export const FAQ_GROUPS = [
  { id: "shipping", questions: ["cost", "timing", "tracking"] },
  { id: "returns", questions: ["window", "guarantee", "returnShipping", "refund"] },
  { id: "payments", questions: ["methods", "cashOnDelivery", "security"] },
  { id: "subscriptions", questions: ["howItWorks", "manage", "onePerOrder", "shipping"] },
  { id: "products", questions: ["howToTake", "results", "medicalAdvice", "manufacturing"] },
] as const;

export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

export interface FaqGroup {
  id: string;
  title: string;
  entries: FaqEntry[];
}

/** Any translate function: the page's `useTranslation` one or the one `meta` builds outside React. */
type Translate = (key: string, values?: Record<string, string>) => string;

/** `freeShipping`: the owner's threshold as written ("200 lei"), which the shipping answers quote. */
export function faqGroups(t: Translate, freeShipping: string): FaqGroup[] {
  return FAQ_GROUPS.map((group) => ({
    id: group.id,
    title: t(`faq:${group.id}.title`),
    entries: group.questions.map((question) => ({
      id: `${group.id}-${question}`,
      question: t(`faq:${group.id}.${question}.question`),
      answer: t(`faq:${group.id}.${question}.answer`, { freeShipping }),
    })),
  }));
}

/** schema.org FAQPage, for search engines' rich results. */
export function faqJsonLd(groups: FaqGroup[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: groups.flatMap((group) =>
      group.entries.map((entry) => ({
        "@type": "Question",
        name: entry.question,
        acceptedAnswer: { "@type": "Answer", text: entry.answer },
      })),
    ),
  };
}
