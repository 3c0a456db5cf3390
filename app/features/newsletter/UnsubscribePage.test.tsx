// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Language } from "#domain/locale";
import { renderRoutesWithTexts } from "#tests/app/render-routes.tsx";
import { UnsubscribePage } from "./UnsubscribePage.tsx";
import { jsonResponse } from "#tests/app/json-response.ts";

const TOKEN = "0123456789abcdef".repeat(4);

function server(answer: () => Response | Promise<Response>) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, body: JSON.parse(String(init.body)) });
      return answer();
    }),
  );
  return calls;
}

function renderPage(token: string | null, language: Language = "ro") {
  renderRoutesWithTexts(language, [{ path: "/", element: <UnsubscribePage token={token} /> }]);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the unsubscribe page", () => {
  it("unsubscribes only when the button is pressed, then says so and moves focus to the outcome", async () => {
    const calls = server(() =>
      jsonResponse({
        unsubscribed: true,
        email: "a•••@example.ro",
        message: "Gata: a•••@example.ro nu mai primește e-mailuri de marketing de la noi.",
      }),
    );
    renderPage(TOKEN);
    expect(screen.getByRole("heading", { name: "Dezabonare de la newsletter" })).toBeTruthy();
    expect(calls).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "Dezabonează-mă" }));
    expect(await screen.findByRole("status")).toHaveProperty(
      "textContent",
      "Gata: a•••@example.ro nu mai primește e-mailuri de marketing de la noi.",
    );
    expect(calls).toEqual([{ url: "/api/newsletter-unsubscribe", body: { token: TOKEN } }]);
    const heading = screen.getByRole("heading", { name: "Te-ai dezabonat" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("shows the server's reason for a link it does not know, with no button to press again", async () => {
    server(() => jsonResponse({ error: "We could not find the subscription of this link.", field: "token" }, 404));
    renderPage(TOKEN, "en");
    fireEvent.click(screen.getByRole("button", { name: "Unsubscribe me" }));
    expect((await screen.findByRole("alert")).textContent).toBe("We could not find the subscription of this link.");
    expect(screen.getByRole("heading", { name: "We could not unsubscribe you" })).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("offers to try again when the request never got an answer, and that works", async () => {
    let attempts = 0;
    server(() => {
      attempts += 1;
      if (attempts === 1) throw new TypeError("Failed to fetch");
      return jsonResponse({ unsubscribed: true, email: "a•••@example.ro", message: "Done." });
    });
    renderPage(TOKEN, "en");
    fireEvent.click(screen.getByRole("button", { name: "Unsubscribe me" }));
    expect((await screen.findByRole("alert")).textContent).toBe("We could not send the request. Check your connection and try again.");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect((await screen.findByRole("status")).textContent).toBe("Done.");
  });

  it.each([null, "", "abc", TOKEN.toUpperCase()])("says at once that the link %s is incomplete, and calls nothing", (token) => {
    const calls = server(() => jsonResponse({}));
    renderPage(token);
    expect(screen.getByRole("alert").textContent).toContain("Linkul de dezabonare este incomplet.");
    expect(screen.queryByRole("button")).toBeNull();
    expect(calls).toEqual([]);
  });
});
