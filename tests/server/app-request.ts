/**
 * The one way a server test calls the app: `app.request` with a JSON body, the headers the store's own pages and
 * apps send (a customer's bearer token; a staff member's cookie, CSRF token and the store's origin), from a socket
 * of its own, answering the status, the headers and the parsed JSON body.
 */
import type { Hono } from "hono";
import { CSRF_HEADER, STAFF_COOKIE } from "#server/api/admin/http";
import { TEST_BASE_URL } from "./platform-kit.ts";

export interface StaffMemberSession {
  cookie: string;
  csrf: string;
}

let nextAddress = 1;
/** What @hono/node-server hands the app for a socket; a new address per call unless one is given. */
export const socketFrom = (address = `198.51.100.${nextAddress++ % 250}`) => ({ incoming: { socket: { remoteAddress: address } } });

export interface AppRequestOptions {
  /** Sent as JSON; a string is sent as it is, to test bodies that are not. */
  body?: unknown;
  language?: string;
  accessToken?: string | null;
  /** Signs the request in as this member; the CSRF token goes along unless `csrf` is false. */
  staff?: StaffMemberSession;
  csrf?: boolean;
  /** Names the store's origin, as a browser does on every POST from the store's pages. */
  origin?: boolean;
  headers?: Record<string, string>;
  from?: ReturnType<typeof socketFrom>;
}

// The answers are read field by field in each test; their shapes are the API's contract in docs/api.md.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an answer's shape is what each test checks
export type AppAnswer = any;

export async function requestApp<Answer = AppAnswer>(
  app: Pick<Hono, "request">,
  method: string,
  path: string,
  { body, language, accessToken, staff, csrf = true, origin = false, headers = {}, from = socketFrom() }: AppRequestOptions = {},
) {
  const response = await app.request(
    path,
    {
      method,
      headers: {
        "Content-Type": "application/json",
        ...(origin || staff ? { Origin: TEST_BASE_URL } : {}),
        ...(language === undefined ? {} : { "Accept-Language": language }),
        ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
        ...(staff ? { Cookie: `${STAFF_COOKIE}=${staff.cookie}` } : {}),
        ...(staff && csrf ? { [CSRF_HEADER]: staff.csrf } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
    },
    from,
  );
  const type = response.headers.get("Content-Type") ?? "";
  const answer = { status: response.status, json: (type.includes("json") ? await response.json() : null) as Answer };
  // Not enumerable, so that a test can compare the whole answer with `toEqual({ status, json })`.
  return Object.defineProperties(answer, { headers: { value: response.headers }, response: { value: response } }) as typeof answer & {
    readonly headers: Headers;
    readonly response: Response;
  };
}
