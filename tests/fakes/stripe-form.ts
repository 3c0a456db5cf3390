/**
 * Stripe's form encoding as the fake reads it (`a[b][0]=x&expand[]=y`), and the errors it answers with: the
 * shapes and sentences of Stripe's API reference, so the SDK throws its own error classes.
 */

export class ApiError extends Error {
  readonly status: number;
  readonly details: Record<string, unknown>;

  constructor(status: number, details: Record<string, unknown>) {
    super(String(details.message));
    this.status = status;
    this.details = details;
  }
}

export function invalidRequest(message: string, details: { param?: string; code?: string } = {}, status = 400): ApiError {
  return new ApiError(status, { type: "invalid_request_error", message, ...details });
}

export const noSuch = (kind: string, id: string, param: string) =>
  invalidRequest(`No such ${kind}: '${id}'`, { param, code: "resource_missing" }, 404);

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type Form = { [key: string]: FormValue };
type Tree = { [key: string]: string | Tree };

/** `line_items[0][price_data][currency]` → `["line_items", "0", "price_data", "currency"]`; `expand[]` ends in "". */
export function keyPath(key: string): string[] {
  const [head = "", ...rest] = key.split("[");
  return [head, ...rest.map((segment) => segment.replace(/\]$/, ""))];
}

/** `a[b][0]=x&a[c][]=y` as `{ a: { b: ["x"], c: ["y"] } }`: objects keyed 0, 1, 2… are Stripe's arrays. */
export function parseForm(params: URLSearchParams): Form {
  const tree: Tree = {};
  for (const [key, value] of params) setPath(tree, keyPath(key), value);
  return Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, listify(value)]));
}

function setPath(tree: Tree, [segment, ...rest]: string[], value: string): void {
  // A form key must not reach Object.prototype.
  if (segment === undefined || segment === "__proto__") return;
  const key = segment === "" ? String(Object.keys(tree).length) : segment;
  if (rest.length === 0) {
    tree[key] = value;
    return;
  }
  const child = tree[key];
  const next = typeof child === "object" ? child : (tree[key] = {});
  setPath(next, rest, value);
}

function listify(node: string | Tree): FormValue {
  if (typeof node === "string") return node;
  // Integer keys come first and in order, whatever order they were sent in.
  const keys = Object.keys(node);
  const isList = keys.length > 0 && keys.every((key, index) => key === String(index));
  const values = keys.map((key) => listify(node[key]!));
  return isList ? values : Object.fromEntries(keys.map((key, index) => [key, values[index]!]));
}

export function valueAt(form: Form, path: string): FormValue | undefined {
  let node: FormValue | undefined = form;
  for (const segment of keyPath(path)) {
    if (node === undefined || typeof node === "string") return undefined;
    node = Array.isArray(node) ? node[Number(segment)] : node[segment];
  }
  return node;
}

export const invalidParam = (path: string) => invalidRequest(`Invalid value for ${path}.`, { param: path, code: "parameter_invalid" });

/** A string parameter; the SDK sends an empty string for null, which Stripe takes as not given. */
export function text(form: Form, path: string): string | undefined {
  const value = valueAt(form, path);
  if (value === undefined || value === "") return undefined;
  if (typeof value !== "string") throw invalidParam(path);
  return value;
}

export const missingParam = (path: string) =>
  invalidRequest(`Missing required param: ${path}.`, { param: path, code: "parameter_missing" });

export function requiredText(form: Form, path: string): string {
  const value = text(form, path);
  if (value === undefined) throw missingParam(path);
  return value;
}

export function integer(form: Form, path: string, min = 0): number | undefined {
  const value = text(form, path);
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value)) throw invalidRequest(`Invalid integer: ${value}`, { param: path, code: "parameter_invalid_integer" });
  if (Number(value) < min)
    throw invalidRequest(`This value must be greater than or equal to ${min}.`, { param: path, code: "parameter_invalid_integer" });
  return Number(value);
}

export function requiredInteger(form: Form, path: string, min = 0): number {
  const value = integer(form, path, min);
  if (value === undefined) throw missingParam(path);
  return value;
}

export function texts(form: Form, path: string): string[] | undefined {
  const value = valueAt(form, path);
  if (value === undefined || value === "") return undefined;
  if (!Array.isArray(value) || !value.every((entry) => typeof entry === "string")) throw invalidParam(path);
  return value as string[];
}

export function stringMap(form: Form, path: string): Record<string, string> {
  const value = valueAt(form, path);
  if (value === undefined || value === "") return {};
  if (typeof value !== "object" || Array.isArray(value) || !Object.values(value).every((entry) => typeof entry === "string"))
    throw invalidParam(path);
  return { ...(value as Record<string, string>) };
}
