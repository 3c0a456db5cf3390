// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "#app/lib/i18n/react.tsx";
import { createTestI18n } from "#tests/app/test-i18n.ts";
import { AdminLoginPage } from "./AdminLoginPage.tsx";

afterEach(() => vi.unstubAllGlobals());

function answerWith(status: number, body: Record<string, unknown>) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } })),
  );
}

function codeStep() {
  render(
    <MemoryRouter>
      <I18nProvider i18n={createTestI18n("en")}>
        <AdminLoginPage brandName="Elara" pendingSecondFactor next="/admin" />
      </I18nProvider>
    </MemoryRouter>,
  );
  fireEvent.change(screen.getByLabelText("Code"), { target: { value: "111111" } });
  fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
}

describe("the admin sign-in's code step", () => {
  it("stays on the code and names it when a code is wrong", async () => {
    answerWith(401, { error: "The code is not correct.", field: "code" });
    codeStep();
    expect(await screen.findByText("The code is not correct.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Two-step verification" })).toBeTruthy();
  });

  it("goes back to the password with the store's sentence when the sign-in has ended", async () => {
    const ended = "Too many wrong codes for this sign-in. Sign in again with your password.";
    answerWith(401, { error: ended });
    codeStep();
    const heading = await screen.findByRole("heading", { name: "Sign in to the admin" });
    expect(screen.getByText(ended)).toBeTruthy();
    expect(screen.getByLabelText("Password")).toBeTruthy();
    // Focus moves in an effect after the step changes: wait on it, not on the render.
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});
