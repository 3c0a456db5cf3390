import { afterEach, describe, expect, it, vi } from "vitest";
import { AUTH_ACTIONS, callRest, restRequestFor } from "./rest-client.ts";

afterEach(() => vi.unstubAllGlobals());

describe("REST client", () => {
  it.each(AUTH_ACTIONS)("posts the auth action %s to /api/auth with the action in the body", (action) => {
    expect(restRequestFor(action, { email: "a@b.ro" })).toEqual({ path: "/api/auth", body: { action, email: "a@b.ro" } });
  });

  it("posts any other name to /api/{name} with the body as given", () => {
    expect(restRequestFor("newsletter-signup", { email: "a@b.ro" })).toEqual({ path: "/api/newsletter-signup", body: { email: "a@b.ro" } });
    expect(restRequestFor("send-magic-link")).toEqual({ path: "/api/send-magic-link", body: {} });
  });

  it("refuses a name that would leave /api/", () => {
    expect(() => restRequestFor("../admin")).toThrow(/Not a REST call name/);
  });

  it("sends JSON with the bearer token and resolves with the status and parsed body, even on an error status", async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ error: "nu" }), { status: 400 }));
    vi.stubGlobal("fetch", fetchMock);
    const answer = await callRest("validate-discount", { code: "X" }, { accessToken: "tok" });
    expect(answer).toEqual({ ok: false, status: 400, data: { error: "nu" }, retryAfter: null });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe("/api/validate-discount");
    expect(init.headers).toMatchObject({ Authorization: "Bearer tok", "Content-Type": "application/json" });
    expect(JSON.parse(String(init.body))).toEqual({ code: "X" });
  });

  it("answers data null when the body is not JSON", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("<html>", { status: 502 })),
    );
    expect(await callRest("newsletter-signup")).toEqual({ ok: false, status: 502, data: null, retryAfter: null });
  });

  it("passes on how long a busy store asks to be left before the next try", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ error: "busy" }), { status: 503, headers: { "Retry-After": "2" } })),
    );
    expect(await callRest("create-order")).toEqual({ ok: false, status: 503, data: { error: "busy" }, retryAfter: "2" });
  });
});
