import type { Language } from "#domain/locale";
import { escapeHtml } from "#domain/escape-html";

/** The card on the store's background, shared by every plain page; each adds its own rules after these. */
const BASE_STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f6f1ee;color:#1f2933;line-height:1.5}
main{max-width:28rem;margin:0 auto;padding:2rem 1rem}
.card{background:#fff;border-radius:1rem;padding:1.5rem;box-shadow:0 1px 3px rgba(31,41,51,.12)}
.brand{margin:0 0 .25rem;font-size:.875rem;font-weight:600;letter-spacing:.08em;text-transform:uppercase;color:#7a4e3b}
h1{margin:0 0 1rem;font-size:1.5rem}
`;

/**
 * A whole page the server writes without React or script (the sandbox's payment page, a flow email's unsubscribe
 * page): not indexed, the card's style and its own, the brand's card around the page's words, anything before the card
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
<style>${BASE_STYLE}${style}</style>
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
