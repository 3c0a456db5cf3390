/**
 * What the three courier clients share: a token obtained by logging in, kept until shortly before it expires and
 * obtained again once when the courier answers 401 (their tokens last 24 h, and a courier may drop one earlier);
 * a timeout on every call; and failures classified for the caller (carrier.ts) with the courier's own message and
 * never a credential. `fetch` is injected so the tests replay recorded answers.
 */
import { CarrierError } from "./carrier.ts";
import type { CourierId } from "#domain/shipments";

const REQUEST_TIMEOUT_MS = 20_000;
/** A token is renewed this long before the courier said it expires, so a call never starts with a dying one. */
const TOKEN_MARGIN_MS = 5 * 60_000;

export interface IssuedToken {
  value: string;
  expiresAt: number;
}

export interface CourierHttpOptions {
  courier: CourierId;
  baseUrl: string;
  /** Logs in and answers the token; called again after a 401 or once the token is about to expire. */
  login: (session: CourierSession) => Promise<IssuedToken>;
  /** Headers every call carries besides the token (e.g. Cargus's subscription key). */
  headers?: Record<string, string>;
  /** How the token travels: `Authorization: Bearer …` by default, or a header of the courier's own. */
  tokenHeader?: (token: string) => Record<string, string>;
  /** Reads the courier's error message out of a failed answer's body. */
  errorMessage?: (body: unknown) => string | null;
  fetch?: typeof fetch;
  now?: () => number;
}

export type RequestBody = { json: unknown } | { form: URLSearchParams } | undefined;

export interface CourierSession {
  /** A call without the token (the login itself). */
  anonymous(method: string, path: string, body?: RequestBody): Promise<Response>;
  /** A call with the token, obtained or renewed as needed; a non-2xx answer throws a CarrierError. */
  call(method: string, path: string, body?: RequestBody): Promise<Response>;
  json<T>(method: string, path: string, body?: RequestBody): Promise<T>;
  bytes(method: string, path: string): Promise<Uint8Array>;
  fail(failure: "rejected" | "not_found" | "unavailable" | "auth", message: string): never;
}

function encode(body: RequestBody): { body?: string; contentType?: string } {
  if (!body) return {};
  if ("form" in body) return { body: body.form.toString(), contentType: "application/x-www-form-urlencoded" };
  return { body: JSON.stringify(body.json), contentType: "application/json" };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => "");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function courierSession(options: CourierHttpOptions): CourierSession {
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const tokenHeader = options.tokenHeader ?? ((token: string) => ({ Authorization: `Bearer ${token}` }));
  let token: IssuedToken | null = null;
  let pendingLogin: Promise<IssuedToken> | null = null;

  const fail = (failure: "rejected" | "not_found" | "unavailable" | "auth", message: string): never => {
    throw new CarrierError(options.courier, failure, message);
  };

  async function send(method: string, path: string, body: RequestBody, extra: Record<string, string>): Promise<Response> {
    const { body: payload, contentType } = encode(body);
    try {
      return await fetchImpl(`${options.baseUrl}${path}`, {
        method,
        headers: { Accept: "application/json", ...options.headers, ...(contentType ? { "Content-Type": contentType } : {}), ...extra },
        body: payload,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      return fail("unavailable", `${method} ${path.split("?")[0]} did not answer (${(error as Error).name})`);
    }
  }

  async function failure(response: Response, method: string, path: string): Promise<never> {
    const where = `${method} ${path.split("?")[0]}`;
    const said = options.errorMessage?.(await readBody(response)) ?? null;
    const detail = said ? `: ${said}` : "";
    if (response.status === 401 || response.status === 403)
      return fail("auth", `${where} refused the credentials (HTTP ${response.status})`);
    if (response.status === 404) return fail("not_found", `${where} found nothing (HTTP 404)${detail}`);
    if (response.status === 429 || response.status >= 500) return fail("unavailable", `${where} answered HTTP ${response.status}${detail}`);
    return fail("rejected", `${where} refused the request (HTTP ${response.status})${detail}`);
  }

  async function currentToken(): Promise<string> {
    if (token && token.expiresAt - TOKEN_MARGIN_MS > now()) return token.value;
    // Calls made together wait for one login rather than each logging in.
    pendingLogin ??= options.login(session).finally(() => (pendingLogin = null));
    token = await pendingLogin;
    return token.value;
  }

  const session: CourierSession = {
    fail,
    async anonymous(method, path, body) {
      const response = await send(method, path, body, {});
      if (!response.ok) return failure(response, method, path);
      return response;
    },
    async call(method, path, body) {
      let response = await send(method, path, body, tokenHeader(await currentToken()));
      if (response.status === 401) {
        // The courier dropped the token before its time: log in again, once.
        token = null;
        response = await send(method, path, body, tokenHeader(await currentToken()));
      }
      if (!response.ok) return failure(response, method, path);
      return response;
    },
    async json<T>(method: string, path: string, body?: RequestBody) {
      const response = await session.call(method, path, body);
      const parsed = await readBody(response);
      if (typeof parsed === "string" && parsed !== "")
        return fail("unavailable", `${method} ${path.split("?")[0]} answered something that is not JSON`);
      return parsed as T;
    },
    async bytes(method, path) {
      const response = await session.call(method, path);
      return new Uint8Array(await response.arrayBuffer());
    },
  };
  return session;
}
