import type { Page, TestInfo } from "@playwright/test";
import { clientAddress, expect, test } from "./fixtures.ts";

const TEXT = {
  ro: {
    query: "",
    title: "5% reducere la prima achiziție",
    email: "Adresa de e-mail",
    submit: "Abonare",
    subscribed: /^Mulțumim pentru abonare! Codul tău de reducere de 5% este ELARA5-[2-9A-HJKMNP-Z]{8}\. Ți l-am trimis și pe e-mail\.$/,
    consent: /^Prin abonare, ești de acord să primești e-mailuri de marketing de la Elara, inclusiv codul de reducere de 5%/,
    copy: "Copiază codul",
    copied: "Copiat!",
    required: "Adresa de e-mail este obligatorie",
    invalid: "Introdu o adresă de e-mail validă",
    tooMany: /^Prea multe încercări\. Încearcă din nou peste (o secundă|\d+ (de )?secunde)\.$/,
    mailSubject: "Codul tău de 5% reducere – Elara",
    unsubscribeTitle: "Dezabonare de la newsletter",
    unsubscribe: "Dezabonează-mă",
    unsubscribedTitle: "Te-ai dezabonat",
    unsubscribed: /^Gata: f•••@example\.ro nu mai primește e-mailuri de marketing de la noi\.$/,
  },
  en: {
    query: "?lng=en",
    title: "5% off your first purchase",
    email: "Email address",
    submit: "Subscribe",
    subscribed: /^Thank you for subscribing! Your 5% discount code is ELARA5-[2-9A-HJKMNP-Z]{8}\. We have emailed it to you too\.$/,
    consent: /^By subscribing, you agree to receive marketing emails from Elara, including your 5% discount code/,
    copy: "Copy code",
    copied: "Copied!",
    required: "Email address is required",
    invalid: "Please enter a valid email address",
    tooMany: /^Too many attempts\. Please try again in \d+ seconds?\.$/,
    mailSubject: "Your 5% discount code – Elara",
    unsubscribeTitle: "Unsubscribe from the newsletter",
    unsubscribe: "Unsubscribe me",
    unsubscribedTitle: "You are unsubscribed",
    unsubscribed: /^Done: f•••@example\.ro will receive no more marketing emails from us\.$/,
  },
} as const;

/** Each test is its own client for the sign-up rate limit (the e2e server trusts one proxy hop). */
function ownClientAddress(testInfo: TestInfo): string {
  return clientAddress(`footer ${testInfo.testId}`);
}

/** The address's own code (decision 0080): the footer's 5 %, an unguessable suffix. */
const PERSONAL_CODE = /^ELARA5-[2-9A-HJKMNP-Z]{8}$/;

const newsletter = (page: Page, title: string) => page.getByRole("contentinfo").getByRole("region", { name: title });

test.beforeEach(async ({ context }, testInfo) => {
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": ownClientAddress(testInfo) });
});

for (const language of ["ro", "en"] as const) {
  const text = TEXT[language];

  test.describe(`footer newsletter in ${language}`, () => {
    test("subscribes for real and shows the 5% code to copy", async ({ page, context, expectAccessible }, testInfo) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.goto(`/our-story${text.query}`);
      const form = newsletter(page, text.title);
      await form.scrollIntoViewIfNeeded();
      await expect(form.getByText(text.consent)).toBeVisible();
      await expectAccessible(page);

      const signup = page.waitForResponse((response) => response.url().endsWith("/api/newsletter-signup"));
      await form.getByLabel(text.email).fill(`footer-${language}-${testInfo.project.name}-${Date.now()}@example.ro`);
      await form.getByRole("button", { name: text.submit }).click();
      const answer = await signup;
      expect(answer.status()).toBe(200);
      expect(answer.request().postDataJSON()).toMatchObject({ acceptsMarketing: true, source: "footer" });
      const { discountCode: code } = (await answer.json()) as { discountCode: string };
      expect(code).toMatch(PERSONAL_CODE);

      await expect(form.getByText(text.subscribed)).toBeFocused();
      await expect(form.getByText(code, { exact: true })).toBeVisible();
      await expect(form.getByLabel(text.email)).toHaveCount(0);
      await form.getByRole("button", { name: text.copy }).click();
      await expect(form.getByRole("button", { name: text.copied })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
      await expectAccessible(page);
    });

    test("the code arrives by email, whose unsubscribe link unsubscribes with one press", async ({
      page,
      request,
      expectAccessible,
    }, testInfo) => {
      const address = `footer-mail-${language}-${testInfo.project.name}-${Date.now()}@example.ro`;
      await page.goto(`/faq${text.query}`);
      const form = newsletter(page, text.title);
      await form.getByLabel(text.email).fill(address);
      const signup = page.waitForResponse((response) => response.url().endsWith("/api/newsletter-signup"));
      await form.getByRole("button", { name: text.submit }).click();
      const { discountCode: code } = (await (await signup).json()) as { discountCode: string };
      await expect(form.getByText(text.subscribed)).toBeFocused();

      let mail: { kind: string; subject: string; text: string; links: string[]; headers: Record<string, string> } | undefined;
      await expect
        .poll(async () => {
          const response = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(address)}`);
          // By its kind, not the newest: another journey's flow sweep may have sent this address its welcome email.
          mail = ((await response.json()) as { messages: NonNullable<typeof mail>[] }).messages.find(
            (message) => message.kind === "newsletter_code",
          );
          return mail?.subject;
        })
        .toBe(text.mailSubject);
      expect(code).toMatch(PERSONAL_CODE);
      expect(mail!.text).toContain(code);
      expect(mail!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      const link = mail!.links.find((candidate) => candidate.includes("/newsletter/unsubscribe?token="))!;

      const url = new URL(link);
      await page.goto(`${url.pathname}${url.search}`);
      await expect(page.getByRole("heading", { level: 1, name: text.unsubscribeTitle })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole("button", { name: text.unsubscribe }).click();
      await expect(page.getByRole("heading", { level: 1, name: text.unsubscribedTitle })).toBeFocused();
      await expect(page.getByRole("main").getByRole("status")).toHaveText(text.unsubscribed);
      await expectAccessible(page);
    });

    test("a missing or bad address is explained beside the field", async ({ page, allowConsoleErrors, expectAccessible }) => {
      await page.goto(`/${text.query}`);
      const form = newsletter(page, text.title);
      const email = form.getByLabel(text.email);
      await form.getByRole("button", { name: text.submit }).click();
      await expect(form.getByRole("alert")).toHaveText(text.required);
      await expect(email).toBeFocused();

      await email.fill("ana@example");
      await email.press("Enter");
      await expect(form.getByRole("alert")).toHaveText(text.invalid);
      await expect(email).toHaveAttribute("aria-invalid", "true");
      await expectAccessible(page);

      // Plausible to the browser's quick check, refused by the server, in the shopper's language.
      allowConsoleErrors(/status of 400/);
      const refused = page.waitForResponse((response) => response.url().endsWith("/api/newsletter-signup"));
      await email.fill("ana@example.c");
      await form.getByRole("button", { name: text.submit }).click();
      expect((await refused).status()).toBe(400);
      await expect(form.getByRole("alert")).toHaveText(text.invalid);
      await expect(email).toHaveValue("ana@example.c");
    });

    test("too many sign-ups from one client are told to wait", async ({ page, allowConsoleErrors, expectAccessible }, testInfo) => {
      await page.goto(`/shop${text.query}`);
      const headers = { "X-Forwarded-For": ownClientAddress(testInfo), "Content-Type": "application/json" };
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await page.request.post("/api/newsletter-signup", {
          headers,
          data: { email: `limit-${attempt}-${Date.now()}@example.ro`, acceptsMarketing: true, source: "footer" },
        });
        expect(response.status()).toBe(200);
      }
      allowConsoleErrors(/status of 429/);
      const form = newsletter(page, text.title);
      await form.getByLabel(text.email).fill(`late-${Date.now()}@example.ro`);
      await form.getByRole("button", { name: text.submit }).click();
      await expect(form.getByRole("alert")).toHaveText(text.tooMany);
      await expectAccessible(page);
    });
  });
}

test.describe("footer newsletter without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows the offer and its consent, and keeps the address out of the URL", async ({ page }) => {
    await page.goto("/?lng=en");
    const form = newsletter(page, TEXT.en.title);
    await expect(form.getByLabel(TEXT.en.email)).toBeVisible();
    await expect(form.getByText(TEXT.en.consent)).toBeVisible();
    await expect(form.getByRole("button", { name: TEXT.en.submit })).toBeDisabled();
  });
});
