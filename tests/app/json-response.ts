/** What a stubbed `fetch` answers with: a JSON body, and the status the store would send with it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}
