import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { startStoreWithArticle, type BuiltStore } from "./built-store.ts";

async function jsonLd(page: Page, type: string) {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>).find((doc) => doc["@type"] === type);
}

/** Follows one contents link and checks the reader lands on its heading, with focus there for the keyboard. */
async function followContentsLink(page: Page, contents: string, linkName: string) {
  const toc = page.getByRole("navigation", { name: contents });
  const link = toc.getByRole("link", { name: linkName });
  await link.click();
  const heading = page.getByRole("main").getByRole("heading", { name: linkName, exact: true });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  const id = await heading.getAttribute("id");
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  return link;
}

test.describe("the blog, in Romanian", () => {
  test("from /blog to a blog to an article, following its table of contents", async ({ page, expectAccessible }) => {
    const response = await page.goto("/blog");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Blog — Elara/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Citește, înțelege, întreabă");
    const tabs = page.getByRole("navigation", { name: "Blogurile noastre" });
    await expect(tabs.getByRole("link", { name: "Toate" })).toHaveAttribute("aria-current", "page");
    for (const title of ["Noutăți", "Sănătatea femeii", "Wellness"]) {
      await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
    }
    await expectAccessible(page);

    await tabs.getByRole("link", { name: "Sănătatea femeii" }).click();
    await expect(page).toHaveURL(/\/blog\/blogs$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sănătatea femeii");
    await expect(tabs.getByRole("link", { name: "Sănătatea femeii" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(4);
    await expectAccessible(page);

    await page.getByRole("link", { name: "Sănătatea cervicală: controalele regulate și obiceiurile care contează" }).click();
    await expect(page).toHaveURL(/\/blog\/blogs\/hpv-what-to-know$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Sănătatea cervicală: controalele regulate și obiceiurile care contează",
    );
    const header = page.getByRole("main").locator("article > header");
    await expect(header.getByText("18 februarie 2026")).toBeVisible();
    await expect(header.getByText("de Andreea Ionescu")).toBeVisible();
    await expect(page.getByRole("main").getByRole("listitem").filter({ hasText: "Sănătate cervicală" })).toBeVisible();

    const link = await followContentsLink(page, "Cuprins", "Vaccinarea");
    await expect(link).toHaveAttribute("aria-current", "location");
    // The next Tab continues from the section the reader jumped to, not from the contents list.
    await page.keyboard.press("Tab");
    const followsHeading = await page.evaluate(() => {
      const heading = document.getElementById("vaccination")!;
      return Boolean(heading.compareDocumentPosition(document.activeElement!) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(followsHeading).toBe(true);

    await expect(page.getByRole("heading", { level: 2, name: "Articole similare" })).toBeVisible();
    await expectAccessible(page);
  });

  test("the table of contents works from the keyboard alone", async ({ page }) => {
    await page.goto("/blog/wellness/immune-support-through-the-seasons");
    const link = page.getByRole("navigation", { name: "Cuprins" }).getByRole("link", { name: "Vitamina D în lunile reci" });
    await link.focus();
    await page.keyboard.press("Enter");
    const heading = page.getByRole("heading", { name: "Vitamina D în lunile reci", exact: true });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
  });

  test("an article tells search engines what it is", async ({ page, baseURL }) => {
    await page.goto("/blog/wellness/cold-sores-triggers-and-care");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/blog/wellness/cold-sores-triggers-and-care`);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      "href",
      `${baseURL}/blog/wellness/cold-sores-triggers-and-care?lng=en`,
    );
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    const article = await jsonLd(page, "Article");
    expect(article).toMatchObject({
      headline: "Buzele în soare, vânt și frig: ce le solicită și cum ai grijă de ele",
      datePublished: "2026-05-12T08:00:00Z",
      author: { "@type": "Person", name: "Andreea Ionescu" },
      publisher: { "@type": "Organization", name: "Elara" },
    });
    expect((article?.image as string[])[0]).toMatch(new RegExp(`^${baseURL}/images/seed/blog-cold-sores\\.svg`));
    const breadcrumb = await jsonLd(page, "BreadcrumbList");
    expect((breadcrumb?.itemListElement as { name: string }[]).map((item) => item.name)).toEqual([
      "Acasă",
      "Blog",
      "Wellness",
      "Buzele în soare, vânt și frig: ce le solicită și cum ai grijă de ele",
    ]);
  });

  test("the picture has its size and several widths to choose from", async ({ page }) => {
    await page.goto("/blog/news/how-every-batch-is-tested");
    const picture = page.getByRole("img", { name: /eprubete/ });
    await expect(picture).toHaveAttribute("width", "1200");
    await expect(picture).toHaveAttribute("height", "675");
    await expect(picture).toHaveAttribute("srcset", /width=400.* 400w, .*width=800.* 800w, .*width=1200.* 1200w/);
    await expect(picture).toHaveAttribute("sizes", /.+/);
  });

  test("an unknown blog or article is a 404 that leads back to the blog", async ({ page, allowConsoleErrors, expectAccessible }) => {
    allowConsoleErrors(/404/);
    const blog = await page.goto("/blog/recipes");
    expect(blog?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blogul nu a fost găsit");
    await expectAccessible(page);

    const article = await page.goto("/blog/news/no-such-article");
    expect(article?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Articolul nu a fost găsit");
    await page.getByRole("link", { name: "Vezi toate articolele" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});

test.describe("the blog, in English", () => {
  test("from /blog to a blog to an article, following its table of contents", async ({ page, expectAccessible }) => {
    await page.goto("/blog?lng=en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Read, understand, ask");
    await expectAccessible(page);

    await page.getByRole("navigation", { name: "Our blogs" }).getByRole("link", { name: "Wellness" }).click();
    await expect(page).toHaveURL(/\/blog\/wellness$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wellness");
    await expectAccessible(page);

    await page.getByRole("link", { name: "Food and hormonal balance: a practical guide" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Food and hormonal balance: a practical guide");
    const header = page.getByRole("main").locator("article > header");
    await expect(header.getByText("26 August 2026")).toBeVisible();
    await expect(header.getByText("by Elena Radu")).toBeVisible();
    await followContentsLink(page, "Contents", "Protein at every meal");
    await followContentsLink(page, "Contents", "Fibre first");
    await expectAccessible(page);
  });
});

test.describe("the blog in the sitemap", () => {
  test("lists /blog, every blog and every article in both languages", async ({ request, baseURL }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    for (const path of [
      "/blog",
      "/blog/news",
      "/blog/blogs",
      "/blog/wellness",
      "/blog/blogs/pcos-daily-habits",
      "/blog/news/how-we-research-our-formulas",
    ]) {
      expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
      expect(xml).toContain(`<loc>${baseURL}${path}?lng=en</loc>`);
    }
  });
});

test.describe("the blog proxy", () => {
  test("answers for this store and refuses any other", async ({ page, baseURL }) => {
    const own = await page.request.post("/api/shopify", {
      headers: { "X-Forwarded-For": "192.0.2.41" },
      data: {
        storeDomain: new URL(baseURL!).host,
        storefrontAccessToken: "e2e-storefront-token-0000000000",
        query: `query ($blogHandle: String!, $first: Int!) { blog(handle: $blogHandle) { articles(first: $first, sortKey: PUBLISHED_AT, reverse: true) { edges { node { handle } } } } }`,
        variables: { blogHandle: "news", first: 10 },
      },
    });
    expect(own.status()).toBe(200);
    const json = (await own.json()) as { data: { blog: { articles: { edges: unknown[] } } } };
    expect(json.data.blog.articles.edges).toHaveLength(3);

    const foreign = await page.request.post("/api/shopify", {
      headers: { "X-Forwarded-For": "192.0.2.42", "Accept-Language": "ro-RO" },
      data: { storeDomain: "evil.example", storefrontAccessToken: "x", query: "{ shop { name } }" },
    });
    expect(foreign.status()).toBe(400);
    expect(await foreign.json()).toMatchObject({
      success: false,
      status: 400,
      code: "foreign_store",
      error: "Magazinul „evil.example” nu este deservit aici. Folosește domeniul acestui magazin.",
      field: "storeDomain",
    });
  });
});

test.describe("an article carrying script", () => {
  let store: BuiltStore;

  test.beforeAll(async () => {
    store = await startStoreWithArticle({
      blogHandle: "news",
      handle: "xss-probe",
      title: "XSS probe",
      contentHtml: [
        `<p>Before the payloads.</p>`,
        `<img src=x onerror="window.__xss = 'img'; alert('img')">`,
        `<script>window.__xss = 'script'; alert('script')</script>`,
        `<h2 id="payloads">Payloads</h2>`,
        `<p><a href="javascript:window.__xss='link';alert('link')">Click me</a></p>`,
        `<svg onload="alert('svg')"><circle r="1"/></svg>`,
        `<iframe srcdoc="<script>parent.alert('frame')</script>"></iframe>`,
        `<p onmouseover="alert('hover')">Hover me</p>`,
      ].join(""),
    });
  });

  test.afterAll(async () => {
    await store?.close();
  });

  test("never runs any of it, on the server's page or after hydration", async ({ page, allowConsoleErrors }) => {
    // The sanitised <img src="x"> still asks for its (missing) picture.
    allowConsoleErrors(/Failed to load resource/);
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    await page.goto(`${store.url}/blog/news/xss-probe`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("XSS probe");
    await expect(page.getByText("Before the payloads.")).toBeVisible();
    // Hydrated: the contents link moves focus, which only the browser's script does.
    await page.getByRole("navigation", { name: "Cuprins" }).getByRole("link", { name: "Payloads" }).click();
    await expect(page.getByRole("heading", { name: "Payloads", exact: true })).toBeFocused();
    await page.getByText("Click me").click();
    await page.getByText("Hover me").hover();

    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    await expect(page.locator("main script, main iframe, main svg, main [onerror], main [onmouseover]")).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });
});
