import { describe, expect, it } from "vitest";
import { renderArticleHtml, slugify } from "./article-html.server.ts";
import { tableOfContents } from "./table-of-contents.ts";

describe("renderArticleHtml: what can never run", () => {
  it.each([
    ["an image with an onerror handler", `<p>Hi</p><img src=x onerror=alert(1)>`],
    ["a script", `<p>Hi</p><script>alert(1)</script>`],
    ["a javascript: link", `<p><a href="javascript:alert(1)">Hi</a></p>`],
    ["a javascript: link written with entities and case", `<a href="JaVaScRiPt&#58;alert(1)">Hi</a>`],
    ["a data: URL", `<a href="data:text/html,<script>alert(1)</script>">Hi</a><img src="data:image/svg+xml,<svg onload=alert(1)>">`],
    ["an SVG with onload", `<svg onload=alert(1)><circle r=1 /></svg>`],
    ["an iframe", `<iframe src="https://evil.example"></iframe>`],
    ["an event handler on any tag", `<p onclick="alert(1)" onmouseover=alert(1)>Hi</p>`],
    ["a style with an expression", `<p style="background:url(javascript:alert(1))">Hi</p><style>*{}</style>`],
    ["a form", `<form action="https://evil.example"><input name=x><button>Go</button></form>`],
    ["an unterminated tag", `<img src=x onerror=alert(1)//`],
    ["a heading id that would hijack a global", `<h2 id="__proto__" onclick=alert(1)>Hi</h2>`],
  ])("removes %s", (_case, html) => {
    const { html: safe } = renderArticleHtml(html);
    expect(safe).not.toMatch(/<script|<iframe|<svg|<form|<input|<style|\son\w+=|javascript:|data:|style=/i);
    expect(safe).not.toContain("alert(1)</");
  });

  it("keeps the text around what it removes", () => {
    expect(renderArticleHtml(`<p>Before<script>alert(1)</script> after</p>`).html).toBe("<p>Before after</p>");
    expect(renderArticleHtml(`<p><a href="javascript:alert(1)">Read</a></p>`).html).toBe("<p><a>Read</a></p>");
  });
});

describe("renderArticleHtml: what stays", () => {
  it("keeps text markup, lists, quotes and tables", () => {
    const html = `<p><strong>Bold</strong> and <em>soft</em></p><ul><li>One</li></ul><blockquote>Quote</blockquote><table><tr><th scope="col">A</th></tr></table>`;
    expect(renderArticleHtml(html).html).toBe(
      `<p><strong>Bold</strong> and <em>soft</em></p><ul><li>One</li></ul><blockquote>Quote</blockquote><table><tr><th scope="col">A</th></tr></table>`,
    );
  });

  it("opens links out of the store apart, and keeps the store's own as they are", () => {
    const { html } = renderArticleHtml(
      `<a href="https://example.org" target="_self" rel="opener">Out</a> <a href="/faq" target="_blank">In</a>`,
    );
    expect(html).toBe(`<a href="https://example.org" rel="noopener noreferrer nofollow" target="_blank">Out</a> <a href="/faq">In</a>`);
  });

  it("loads pictures lazily and always gives them an alt text", () => {
    expect(renderArticleHtml(`<img src="https://cdn.example/a.png" width="10" height="5" style="x">`).html).toBe(
      `<img src="https://cdn.example/a.png" alt="" width="10" height="5" loading="lazy" decoding="async">`,
    );
  });

  it("keeps entities escaped", () => {
    expect(renderArticleHtml(`<p>5 &lt; 6 &amp; &quot;quoted&quot; — ș</p>`).html).toBe(`<p>5 &lt; 6 &amp; "quoted" — ș</p>`);
  });

  it("keeps a quote inside an attribute from closing it", () => {
    expect(renderArticleHtml(`<a href="/faq" title='a"><script>x</script>'>Q</a>`).html).toBe(
      `<a href="/faq" title="a&quot;><script>x</script>">Q</a>`,
    );
  });

  it("turns an h1 into an h2, as the page's title is its only h1", () => {
    expect(renderArticleHtml(`<h1 id="intro">Intro</h1>`).html).toBe(`<h2 id="intro">Intro</h2>`);
  });
});

describe("renderArticleHtml: heading ids", () => {
  it("keeps an author's slug id and lists h2/h3 in order", () => {
    const { html, headings } = renderArticleHtml(`<h2 id="sleep">Somnul</h2><p>x</p><h3 id="naps">Pui de somn</h3><h4>Detail</h4>`);
    expect(html).toContain(`<h2 id="sleep">Somnul</h2>`);
    expect(headings).toEqual([
      { id: "sleep", title: "Somnul", level: 2 },
      { id: "naps", title: "Pui de somn", level: 3 },
    ]);
  });

  it("makes an id from the words when there is none or it is not a plain slug, unique in the page", () => {
    const { headings } = renderArticleHtml(
      `<h2>Ce înseamnă testarea?</h2><h2 id="Bad Id">Ce înseamnă testarea?</h2><h2 id="main-content">Skip</h2><h2 id="a">A</h2><h2 id="a">A again</h2>`,
    );
    expect(headings.map((heading) => heading.id)).toEqual([
      "section-ce-inseamna-testarea",
      "section-ce-inseamna-testarea-2",
      "section-skip",
      "a",
      "a-2",
    ]);
  });

  it("slugifies Romanian diacritics", () => {
    expect(slugify("Știință și țesuturi: ÎNCEPUT")).toBe("stiinta-si-tesuturi-inceput");
  });
});

describe("tableOfContents", () => {
  const headings = [
    { id: "sleep", title: "Sleep", level: 2 as const },
    { id: "naps", title: "Naps", level: 3 as const },
    { id: "food", title: "Food", level: 2 as const },
  ];

  it("takes the metafield's wording, for the headings that exist, at their real level", () => {
    const metafield = JSON.stringify([
      { id: "sleep", title: "Sleep first", level: 2 },
      { id: "gone", title: "A removed section", level: 2 },
      { id: "naps", title: "Short naps", level: 2 },
      { id: "sleep", title: "Again", level: 2 },
    ]);
    expect(tableOfContents(metafield, headings)).toEqual([
      { id: "sleep", title: "Sleep first", level: 2 },
      { id: "naps", title: "Short naps", level: 3 },
    ]);
  });

  it.each([null, "", "not json", "{}", JSON.stringify([{ id: 1 }]), JSON.stringify([{ id: "gone", title: "Gone" }])])(
    "falls back to the headings for the metafield %j",
    (metafield) => {
      expect(tableOfContents(metafield, headings)).toEqual(headings);
    },
  );
});
