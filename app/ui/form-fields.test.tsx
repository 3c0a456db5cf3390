// @vitest-environment jsdom
// jsdom, not happy-dom like the other component tests: happy-dom reflects no ARIA attribute as a property (ariaInvalid).
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CheckboxField, PasswordField, SelectField, TextAreaField, TextField } from "./form-fields.tsx";

afterEach(cleanup);

const noop = () => {};

describe("TextField", () => {
  it("names the hint before the error by default, and reports typing", () => {
    const onValueChange = vi.fn();
    render(
      <TextField
        name="email"
        label="Email"
        value=""
        onValueChange={onValueChange}
        hint="We reply here."
        error="Required."
        optionalText="(optional)"
      />,
    );
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(input.getAttribute("aria-describedby")).toBe(`${input.id}-hint ${input.id}-error`);
    expect(input).toHaveProperty("ariaInvalid", "true");
    expect(input.hasAttribute("aria-required")).toBe(false);
    fireEvent.change(input, { target: { value: "a@b.ro" } });
    expect(onValueChange).toHaveBeenCalledWith("a@b.ro");
  });

  it("puts the error first and announces required fields when the conventions ask for it", () => {
    render(
      <TextField
        name="city"
        label="City"
        value=""
        onValueChange={noop}
        hint="As on the map."
        error="Required."
        optionalText="(optional)"
        errorBeforeHint
        announceRequired
      />,
    );
    const input = screen.getByRole("textbox", { name: "City" });
    expect(input.getAttribute("aria-describedby")).toBe(`${input.id}-error ${input.id}-hint`);
    expect(input.getAttribute("aria-required")).toBe("true");
    const texts = [...input.parentElement!.querySelectorAll("p")].map((paragraph) => paragraph.textContent);
    expect(texts).toEqual(["Required.", "As on the map."]);
  });

  it("marks an optional field in its label and never as required", () => {
    render(<TextField name="company" label="Company" value="" onValueChange={noop} optional optionalText="(optional)" announceRequired />);
    const input = screen.getByRole("textbox", { name: /^Company/ });
    expect((input as HTMLInputElement).labels?.[0]?.textContent).toBe("Company (optional)");
    expect(input.hasAttribute("aria-required")).toBe(false);
    expect(input.hasAttribute("aria-describedby")).toBe(false);
  });
});

describe("SelectField", () => {
  it("offers the placeholder first with an empty value", () => {
    render(
      <SelectField
        name="country"
        label="Country"
        value=""
        onValueChange={noop}
        placeholder="Choose"
        options={[{ value: "RO", label: "Romania" }]}
        optionalText=""
      />,
    );
    const options = screen.getAllByRole("option");
    expect(options.map((option) => [option.getAttribute("value"), option.textContent])).toEqual([
      ["", "Choose"],
      ["RO", "Romania"],
    ]);
  });
});

describe("PasswordField", () => {
  it("shows and hides the password with a toggle named in the page's language", () => {
    render(
      <PasswordField
        name="password"
        label="Parolă"
        value="secret"
        onValueChange={noop}
        autoComplete="new-password"
        optionalText=""
        showText="Arată"
        showPasswordLabel="Arată parola"
      />,
    );
    const input = screen.getByLabelText("Parolă");
    const toggle = screen.getByRole("button", { name: "Arată parola" });
    expect(input.getAttribute("type")).toBe("password");
    expect(input.getAttribute("autocomplete")).toBe("new-password");
    fireEvent.click(toggle);
    expect(input.getAttribute("type")).toBe("text");
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
  });
});

describe("CheckboxField", () => {
  it("reports the new state and names its hint and the caller's error", () => {
    const onCheckedChange = vi.fn();
    render(
      <CheckboxField
        id="terms"
        name="terms"
        label="I agree"
        hint="Read them first."
        error="Needed."
        required
        errorBeforeHint
        checked={false}
        onCheckedChange={onCheckedChange}
      />,
    );
    const box = screen.getByRole("checkbox", { name: "I agree" });
    expect(box.getAttribute("aria-describedby")).toBe("terms-error terms-hint");
    expect(box.getAttribute("aria-required")).toBe("true");
    fireEvent.click(box);
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });
});

describe("what the browser filled in before hydration", () => {
  function SignUp({ onState }: { onState: (state: object) => void }) {
    const [email, setEmail] = useState("");
    const [password, setPassword] = useState("");
    const [note, setNote] = useState("");
    const [news, setNews] = useState(true);
    onState({ email, password, note, news });
    return (
      <form>
        <TextField name="email" label="Email" value={email} onValueChange={setEmail} optionalText="" />
        <PasswordField
          name="password"
          label="Parolă"
          value={password}
          onValueChange={setPassword}
          autoComplete="new-password"
          optionalText=""
          showText="Arată"
          showPasswordLabel="Arată parola"
        />
        <TextAreaField name="note" label="Note" value={note} onValueChange={setNote} optionalText="" />
        <CheckboxField name="news" label="News" checked={news} onCheckedChange={setNews} />
      </form>
    );
  }

  it("becomes the form's state when React takes the server's page over", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    container.innerHTML = renderToString(<SignUp onState={noop} />);
    const field = (name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    field("email").value = "ana@example.ro";
    field("password").value = "o parolă lungă";
    field("news").checked = false;

    const states: object[] = [];
    const root = await act(async () => hydrateRoot(container, <SignUp onState={(state) => states.push(state)} />));
    expect(states.at(-1)).toEqual({ email: "ana@example.ro", password: "o parolă lungă", note: "", news: false });
    expect(field("email").value).toBe("ana@example.ro");
    act(() => root.unmount());
    container.remove();
  });

  it("changes nothing in a form React drew itself", () => {
    const states: object[] = [];
    render(<SignUp onState={(state) => states.push(state)} />);
    expect(states).toEqual([{ email: "", password: "", note: "", news: true }]);
  });
});
