/** A refusal as the request kit answers it (decision 0091), for tests that compare whole bodies. */
import type { Problem } from "#domain/problem";

/** `{success: false, status, code, error}`, with the field and its sentence when the refusal names one. */
export function refusal(status: number, code: string, error: string, field?: string): Problem {
  return { success: false, status, code, error, ...(field === undefined ? {} : { field, fields: { [field]: error } }) };
}

/** A form's 400 `invalid_field`: its summary sentence, the first wrong `field`, and every wrong field with its sentence. */
export function fieldsRefusal(error: string, field: string, fields: Record<string, string>): Problem {
  return { success: false, status: 400, code: "invalid_field", error, field, fields };
}

/** A shopper's body refused in English: a wrong field's 400, or a body that is not a JSON object or not JSON at all. */
export function bodyRefusal(error: string, field?: string): Problem {
  const code = field ? "invalid_field" : error.includes("JSON object") ? "body_not_object" : "body_not_json";
  return refusal(400, code, error, field);
}
