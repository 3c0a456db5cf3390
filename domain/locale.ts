export const SUPPORTED_LANGUAGES = ["ro", "en"] as const;

export type Language = (typeof SUPPORTED_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = "ro";

// The names i18next's browser detector uses, so that server and client read the same choice.
export const LANGUAGE_COOKIE = "i18next";
export const LANGUAGE_STORAGE_KEY = "i18nextLng";
export const LANGUAGE_QUERY_PARAM = "lng";

export function isLanguage(x: unknown): x is Language {
  return typeof x === "string" && (SUPPORTED_LANGUAGES as readonly string[]).includes(x);
}

// Regional tags ("en-GB", "ro_RO") and any case count as their language.
function toLanguage(value: string | null | undefined): Language | undefined {
  if (value === null || value === undefined) return undefined;
  const primary = value.trim().split(/[-_]/)[0]?.toLowerCase();
  return isLanguage(primary) ? primary : undefined;
}

type Weighted = { tag: string; q: number };

// RFC 9110 §12.5.4: q is 0 to 1 with up to three decimals; a malformed weight makes the entry
// unusable rather than preferred, and q=0 means "not acceptable".
function parseAcceptLanguage(header: string): Weighted[] {
  const entries: Weighted[] = [];
  for (const part of header.split(",")) {
    const [tag = "", ...params] = part.split(";").map((s) => s.trim());
    const qParam = params.find((p) => /^q\s*=/i.test(p));
    const qText = qParam?.replace(/^q\s*=\s*/i, "");
    const q = qText === undefined ? 1 : /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(qText) ? Number(qText) : 0;
    if (tag !== "" && q > 0) entries.push({ tag, q });
  }
  // Stable, so equal weights keep the order the browser sent them in.
  return entries.sort((a, b) => b.q - a.q);
}

function fromAcceptLanguage(header: string | null | undefined): Language | undefined {
  if (header === null || header === undefined) return undefined;
  for (const { tag } of parseAcceptLanguage(header)) {
    const language = toLanguage(tag);
    if (language !== undefined) return language;
  }
  return undefined;
}

// The server's detection order (ARCHITECTURE.md): an explicit ?lng= wins, then the visitor's
// earlier choice, then the browser's preference. An unsupported value at one step falls through.
export function pickLanguage({
  query,
  cookie,
  acceptLanguage,
}: {
  query?: string | null;
  cookie?: string | null;
  acceptLanguage?: string | null;
}): Language {
  return toLanguage(query) ?? toLanguage(cookie) ?? fromAcceptLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE;
}
