import type { Language } from "#domain/locale";
import { escapeHtml } from "#domain/escape-html";

/**
 * A whole page the server writes without React or script (the sandbox's payment page, a flow email's unsubscribe
 * page): not indexed, its own inline style, the brand's card around the page's words, anything before the card
 * (`lead`) inside the same main landmark.
 */
export function plainPage({
  language,
  brandName,
  title,
  style,
  body,
  lead = "",
}: {
  language: Language;
  brandName: string;
  title: string;
  style: string;
  body: string;
  lead?: string;
}): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${title} – ${brandName}`)}</title>
<style>${style}</style>
</head>
<body>
<main>
${lead}<div class="card">
<p class="brand">${escapeHtml(brandName)}</p>
${body}
</div>
</main>
</body>
</html>`;
}
