import { describe, expect, it } from "vitest";
import { fillPlaceholders, lawyerPoints, parseInline, parseLegalText } from "./legal-text.ts";

describe("the legal pages' texts", () => {
  it("read paragraphs, subheadings and lists, one block per blank line", () => {
    expect(parseLegalText("### Cine suntem\n\nPrimul rând\nal doilea\r\n\r\n- unu\n- doi\n\n\n- trei\ntext")).toEqual([
      { kind: "heading", inline: [{ kind: "text", text: "Cine suntem" }] },
      { kind: "paragraph", lines: [[{ kind: "text", text: "Primul rând" }], [{ kind: "text", text: "al doilea" }]] },
      { kind: "list", items: [[{ kind: "text", text: "unu" }], [{ kind: "text", text: "doi" }]] },
      // A list needs every line to be an item; otherwise it stays a paragraph, as written.
      { kind: "paragraph", lines: [[{ kind: "text", text: "- trei" }], [{ kind: "text", text: "text" }]] },
    ]);
    expect(parseLegalText(" \n\n ")).toEqual([]);
  });

  it("make bold words, web and e-mail addresses and the lawyer's marks, and leave anything else as text", () => {
    expect(parseInline("**Excepție:** vezi https://anpc.ro/ce-este-sal/. Scrie la ana@elara.ro [[de confirmat]] <b>x</b>")).toEqual([
      { kind: "strong", text: "Excepție:" },
      { kind: "text", text: " vezi " },
      { kind: "link", text: "https://anpc.ro/ce-este-sal/", href: "https://anpc.ro/ce-este-sal/" },
      { kind: "text", text: ". Scrie la " },
      { kind: "link", text: "ana@elara.ro", href: "mailto:ana@elara.ro" },
      { kind: "text", text: " " },
      { kind: "lawyer", text: "de confirmat" },
      { kind: "text", text: " <b>x</b>" },
    ]);
    // Only https addresses become links: no javascript: or data: link can be typed into a page.
    expect(parseInline("javascript:alert(1) http://plain.example")).toEqual([
      { kind: "text", text: "javascript:alert(1) http://plain.example" },
    ]);
  });

  it("fill in the company's details and keep an unknown placeholder visible", () => {
    expect(fillPlaceholders("{{company}}, CUI {{ vatId }}, {{typo}}", { company: "Elara S.R.L.", vatId: "RO123" })).toBe(
      "Elara S.R.L., CUI RO123, {{typo}}",
    );
  });

  it("list what is still marked for a lawyer", () => {
    expect(lawyerPoints("Text [[ 10 ani ]] și [[3 ani]].")).toEqual(["10 ani", "3 ani"]);
    expect(lawyerPoints("Confirmat.")).toEqual([]);
  });
});
