import type { Context } from "hono";

/** Why a body is not a JSON object, named as the request message catalogues name it. */
export type JsonBodyProblem = "notJson" | "notObject";

export type JsonObjectBody = { ok: true; value: Record<string, unknown> } | { ok: false; problem: JsonBodyProblem };

/** The one reader of JSON request bodies: every REST route accepts only a JSON object and says which rule failed. */
export async function readJsonObject(c: Context): Promise<JsonObjectBody> {
  let json: unknown;
  try {
    json = JSON.parse(await c.req.text());
  } catch {
    return { ok: false, problem: "notJson" };
  }
  if (typeof json !== "object" || json === null || Array.isArray(json)) return { ok: false, problem: "notObject" };
  return { ok: true, value: json as Record<string, unknown> };
}
