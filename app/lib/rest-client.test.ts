import { afterEach, describe, expect, it, vi } from "vitest";
import { AUTH_ACTIONS, callNamed, restRequestFor } from "./rest-client.ts";

afterEach(() => vi.unstubAllGlobals());

describe("the spec's named calls", () => {
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

  it("sends JSON with the bearer token through the one caller", async () => {
    const fetchMock = vi.fn(async () => Response.json({ valid: true }));
    vi.stubGlobal("fetch", fetchMock);
    expect(await callNamed("validate-discount", { code: "X" }, { accessToken: "tok" })).toEqual({
      kind: "ok",
      status: 200,
      data: { valid: true },
    });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe("/api/validate-discount");
    expect(init.headers).toMatchObject({ Authorization: "Bearer tok", "Content-Type": "application/json" });
    expect(JSON.parse(String(init.body))).toEqual({ code: "X" });
  });
});
