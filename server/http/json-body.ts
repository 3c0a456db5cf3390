import type { Context } from "hono";

/** Why a body is not a JSON object, named as the request message catalogues name it. */
export type JsonBodyProblem = "notJson" | "notObject";

export type JsonObjectBody =
  | { ok: true; value: Record<string, unknown> }
  | { ok: false; problem: JsonBodyProblem }
  /** A text PostgreSQL cannot store (a NUL character), at `field` ("shippingAddress.city", "lines.0.variantId"). */
  | { ok: false; problem: "unstorableText"; field: string };

/** The first string (key or value) holding a NUL character, as a dotted path; null when there is none. */
export function unstorableTextAt(value: unknown, path: string[] = []): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path.join(".") : null;
  if (typeof value !== "object" || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes("\u0000")) return [...path, key.replaceAll("\u0000", "")].join(".");
    const found = unstorableTextAt(inner, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

/**
 * The one reader of JSON request bodies: every REST route accepts only a JSON object and says which rule
 * failed. A NUL character is refused here for every route at once: PostgreSQL text cannot hold it.
 */
export async function readJsonObject(c: Context): Promise<JsonObjectBody> {
  return parseJsonObject(await c.req.text());
}

/** The same reading of a JSON text that came another way (a multipart form's field). */
export function parseJsonObject(text: string): JsonObjectBody {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, problem: "notJson" };
  }
  if (typeof json !== "object" || json === null || Array.isArray(json)) return { ok: false, problem: "notObject" };
  const field = unstorableTextAt(json);
  if (field !== null) return { ok: false, problem: "unstorableText", field };
  return { ok: true, value: json as Record<string, unknown> };
}
