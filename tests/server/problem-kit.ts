/** A refusal as the request kit answers it (decision 0091), for tests that compare whole bodies. */
import type { Problem } from "#domain/problem";

/** `{success: false, status, code, error}`, with the field and its sentence when the refusal names one. */
export function refusal(status: number, code: string, error: string, field?: string): Problem {
  return { success: false, status, code, error, ...(field === undefined ? {} : { field, fields: { [field]: error } }) };
}
