// @vitest-environment happy-dom
/**
 * The statement page's barrier report form (decision 0145), its in-place send answered by a stand-in for
 * POST /api/accessibility-barriers: its labels and hints, a refused report marking each wrong field (aria-invalid, its sentence in
 * aria-describedby) and handing the focus to the first one, a stored report announced in a status region that takes
 * the focus and empties the form, and the answer of a post made without JavaScript shown as the page renders it.
 */
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderRoutesWithTexts } from "#tests/app/render-routes.tsx";
import { BarrierReportForm, type BarrierAnswer } from "./BarrierReportForm.tsx";

const FIRST_RENDER = { timeout: 10_000 };

/** The route's answer to a send: its status and JSON body. */
type RouteAnswer = { status: number; body: unknown };

/** The form on its page; each in-place send is answered with the next of `answers`, and what it sent is kept. */
function renderForm(answers: RouteAnswer[], { answered, language = "en" }: { answered?: BarrierAnswer; language?: "en" | "ro" } = {}) {
  const posted: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      expect([url, init.method]).toEqual(["/api/accessibility-barriers", "POST"]);
      posted.push(JSON.parse(String(init.body)));
      const { status, body } = answers.shift()!;
      return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    }),
  );
  renderRoutesWithTexts(language, [{ path: "/accessibility", element: <BarrierReportForm answered={answered} /> }], {
    initialEntries: ["/accessibility?lng=en"],
  });
  return posted;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const describedBy = (control: HTMLElement) =>
  (control.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent)
    .join(" | ");

describe("the barrier report form", () => {
  it("labels every field, marks the optional ones and says what each wants", async () => {
    renderForm([]);
    const description = await screen.findByRole("textbox", { name: "What happened" }, FIRST_RENDER);
    expect(description.getAttribute("aria-required")).toBe("true");
    expect(description.getAttribute("maxlength")).toBe("2000");
    expect(describedBy(description)).toBe("What you tried and what did not work. Between 10 and 2000 characters.");
    expect(screen.getByRole("textbox", { name: "Page or feature (optional)" }).getAttribute("aria-required")).toBeNull();
    expect(screen.getByRole("textbox", { name: "Assistive technology used (optional)" })).toBeTruthy();
    const email = screen.getByRole("textbox", { name: "Email for a reply (optional)" });
    expect(email.getAttribute("type")).toBe("email");
    expect(email.getAttribute("autocomplete")).toBe("email");
    expect(screen.getByRole("textbox", { name: "Your name (optional)" }).getAttribute("autocomplete")).toBe("name");
    expect(screen.getByRole("form", { name: "Report an accessibility barrier" }).getAttribute("method")).toBe("post");
    expect(screen.getByRole("button", { name: "Send the report" })).toBeTruthy();
  });

  it("marks each wrong field with its sentence and takes the focus to the first, keeping what was typed", async () => {
    const posted = renderForm([
      {
        status: 400,
        body: {
          success: false,
          status: 400,
          code: "invalid_body",
          error: '"What happened" needs at least 10 characters.',
          field: "description",
          fields: { description: '"What happened" needs at least 10 characters.', email: '"Email for a reply" is not a valid address.' },
        },
      },
    ]);
    const description = await screen.findByRole("textbox", { name: "What happened" }, FIRST_RENDER);
    fireEvent.change(description, { target: { value: "short" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Email for a reply (optional)" }), { target: { value: "ana@" } });
    fireEvent.click(screen.getByRole("button", { name: "Send the report" }));

    await waitFor(() => expect(description.getAttribute("aria-invalid")).toBe("true"));
    await waitFor(() => expect(document.activeElement).toBe(description));
    expect(describedBy(description)).toContain('"What happened" needs at least 10 characters.');
    const email = screen.getByRole("textbox", { name: "Email for a reply (optional)" });
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(describedBy(email)).toContain('"Email for a reply" is not a valid address.');
    expect(screen.getByRole("textbox", { name: "Page or feature (optional)" }).getAttribute("aria-invalid")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("The report was not sent: correct the 2 marked fields.");
    expect((description as HTMLTextAreaElement).value).toBe("short");
    expect(posted).toEqual([{ page: "", description: "short", assistiveTech: "", email: "ana@", name: "" }]);
  });

  it("announces a stored report in a status region that takes the focus, and empties the form", async () => {
    const posted = renderForm([{ status: 200, body: { reported: true, message: "Thank you! We received your report." } }]);
    const description = await screen.findByRole("textbox", { name: "What happened" }, FIRST_RENDER);
    fireEvent.change(screen.getByRole("textbox", { name: "Page or feature (optional)" }), { target: { value: "/cart" } });
    fireEvent.change(description, { target: { value: "The drawer traps the focus." } });
    fireEvent.change(screen.getByRole("textbox", { name: "Assistive technology used (optional)" }), { target: { value: "VoiceOver" } });
    fireEvent.click(screen.getByRole("button", { name: "Send the report" }));

    const status = await screen.findByText("Thank you! We received your report.");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("status")));
    expect(screen.getByRole("status").contains(status)).toBe(true);
    expect((description as HTMLTextAreaElement).value).toBe("");
    expect(description.getAttribute("aria-invalid")).toBeNull();
    expect(posted).toEqual([
      { page: "/cart", description: "The drawer traps the focus.", assistiveTech: "VoiceOver", email: "", name: "" },
    ]);
  });

  it("says the route's refusal past the per-client limit in its own words, and keeps what was typed", async () => {
    const tooMany = "You sent several reports in a short time. Try again in 10 minutes, or write to us by email.";
    renderForm([{ status: 429, body: { success: false, status: 429, code: "too_many_requests", error: tooMany } }]);
    const description = await screen.findByRole("textbox", { name: "What happened" }, FIRST_RENDER);
    fireEvent.change(description, { target: { value: "The drawer traps the focus." } });
    fireEvent.click(screen.getByRole("button", { name: "Send the report" }));

    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(tooMany));
    expect(document.activeElement).toBe(screen.getByRole("status"));
    expect((description as HTMLTextAreaElement).value).toBe("The drawer traps the focus.");
  });

  it("shows the page's answer to a post made without JavaScript, in Romanian, with what was typed", async () => {
    renderForm([], {
      language: "ro",
      answered: {
        outcome: {
          kind: "invalid",
          message: "Raportul nu a fost trimis: corectează câmpul marcat.",
          fields: { description: "Completează „Ce s-a întâmplat”." },
        },
        values: { page: "/checkout", description: "", assistiveTech: "", email: "ana@example.ro", name: "Ana" },
      },
    });
    const description = await screen.findByRole("textbox", { name: "Ce s-a întâmplat" }, FIRST_RENDER);
    expect(description.getAttribute("aria-invalid")).toBe("true");
    expect(describedBy(description)).toContain("Completează „Ce s-a întâmplat”.");
    expect((screen.getByRole("textbox", { name: "Pagina sau funcția (opțional)" }) as HTMLInputElement).value).toBe("/checkout");
    expect((screen.getByRole("textbox", { name: "E-mail pentru răspuns (opțional)" }) as HTMLInputElement).value).toBe("ana@example.ro");
    expect(screen.getByRole("status").textContent).toBe("Raportul nu a fost trimis: corectează câmpul marcat.");
    expect(screen.getByRole("button", { name: "Trimite raportul" })).toBeTruthy();
  });
});
