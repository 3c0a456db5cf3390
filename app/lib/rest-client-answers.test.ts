import { afterEach, describe, expect, it, vi } from "vitest";
import { apiCall } from "./rest-client.ts";

afterEach(() => vi.unstubAllGlobals());

const answering = (response: Response | Error) =>
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => {
      if (response instanceof Error) throw response;
      return response;
    }),
  );

const refusal = {
  success: false,
  status: 400,
  code: "invalid_field",
  error: "Completează e-mailul.",
  field: "email",
  fields: { email: "Completează e-mailul." },
};

describe("apiCall, the browser's one caller of the REST routes", () => {
  it("hands back the success body with its status", async () => {
    answering(Response.json({ id: 7 }, { status: 201 }));
    expect(await apiCall<unknown>("POST", "/api/x", { body: { a: 1 } })).toEqual({ kind: "ok", status: 201, data: { id: 7 } });
  });

  it("hands back a refusal as the route's problem, and when to ask again", async () => {
    answering(Response.json({ ...refusal, status: 429, code: "rate_limited" }, { status: 429, headers: { "Retry-After": "30" } }));
    expect(await apiCall<unknown>("POST", "/api/x")).toEqual({
      kind: "refused",
      status: 429,
      problem: { ...refusal, status: 429, code: "rate_limited" },
      retryAfter: "30",
    });
  });

  it("reads the auth route's `success: false` on a 200 as a refusal", async () => {
    answering(Response.json({ success: false, error: "Parolă greșită." }));
    expect(await apiCall<unknown>("POST", "/api/auth")).toMatchObject({
      kind: "refused",
      status: 200,
      problem: { code: "refused", error: "Parolă greșită." },
    });
  });

  it("reads an answer that is not the store's JSON as a refusal with no sentence", async () => {
    answering(new Response("<html>bad gateway</html>", { status: 502 }));
    expect(await apiCall<unknown>("GET", "/api/x")).toMatchObject({
      kind: "refused",
      status: 502,
      problem: { code: "unreadable_answer", error: "" },
    });
  });

  it("tells an offline browser from a network failure, and lets the caller's abort reject", async () => {
    answering(new TypeError("Failed to fetch"));
    expect(await apiCall<unknown>("GET", "/api/x")).toEqual({ kind: "network" });
    vi.stubGlobal("navigator", { onLine: false });
    expect(await apiCall<unknown>("GET", "/api/x")).toEqual({ kind: "offline" });
    const controller = new AbortController();
    controller.abort();
    answering(new DOMException("aborted", "AbortError"));
    await expect(apiCall<unknown>("GET", "/api/x", { signal: controller.signal })).rejects.toThrow("aborted");
  });

  it("sends a form with the browser's own boundary, JSON with its type", async () => {
    const fetchMock = vi.fn(async () => Response.json({}));
    vi.stubGlobal("fetch", fetchMock);
    await apiCall<unknown>("POST", "/api/x", { body: new FormData() });
    await apiCall<unknown>("POST", "/api/x", { body: { a: 1 } });
    const [form, json] = (fetchMock.mock.calls as unknown as [string, RequestInit][]).map(([, init]) => init.headers);
    expect(form).not.toHaveProperty("Content-Type");
    expect(json).toMatchObject({ "Content-Type": "application/json" });
  });
});
