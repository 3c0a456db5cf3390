/**
 * The supplement finder (issue 68 item 5, decision 0159) from the home page to the emailed result, in Romanian: one
 * question per step with the focus on it and the progress said, the recommended products, the result by email. Every
 * request the page makes is recorded, and none carries an answer's text or id: the answers never leave the browser.
 */
import { mailTo } from "./checkout-kit.ts";
import { clientAddress, expect, hydrated, test } from "./fixtures.ts";

const ANSWERS = [
  { question: "Pentru cine cauți un supliment?", id: "for-whom-woman", text: "Pentru mine, sunt femeie" },
  { question: "Ce vrei să susții în primul rând?", id: "focus-hormonal-balance", text: "Echilibrul hormonal și un ciclu regulat" },
  { question: "Cum este, de obicei, ciclul tău?", id: "cycle-irregular", text: "Greu de prevăzut de la o lună la alta" },
  { question: "Când ai nevoie mai mult de sprijin?", id: "season-all-year", text: "Tot anul, ca rutină zilnică" },
];

test("the finder recommends from answers that never leave the browser, and emails the products", async ({
  page,
  context,
  request,
  expectAccessible,
}, testInfo) => {
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": clientAddress(`finder ${testInfo.testId}`) });
  const sent: { url: string; body: string }[] = [];
  page.on("request", (request) => sent.push({ url: request.url(), body: request.postData() ?? "" }));

  await page.goto("/");
  await hydrated(page);
  await expectAccessible(page);
  await page.getByRole("main").getByRole("link", { name: "Care supliment ți se potrivește?" }).click();
  await expect(page).toHaveURL(/\/supplement-finder$/);
  await expect(page.getByRole("heading", { level: 1, name: "Care supliment ți se potrivește?" })).toBeVisible();
  await hydrated(page);
  await expectAccessible(page);

  await page.getByRole("button", { name: "Începe" }).click();
  for (const [index, answer] of ANSWERS.entries()) {
    await expect(page.getByRole("heading", { level: 1, name: answer.question })).toBeFocused();
    await expect(page.getByText(`Întrebarea ${index + 1} din ${ANSWERS.length}`, { exact: true })).toBeVisible();
    if (index === 0) {
      // Going on without an answer is refused in words, not silently.
      await page.getByRole("button", { name: "Continuă" }).click();
      await expect(page.getByRole("alert")).toHaveText("Alege un răspuns ca să mergi mai departe.");
      await expectAccessible(page);
    }
    await page.getByRole("radio", { name: answer.text }).check();
    await page.getByRole("button", { name: index === ANSWERS.length - 1 ? "Vezi recomandarea" : "Continuă" }).click();
  }

  await expect(page.getByRole("heading", { level: 1, name: "Îți recomandăm" })).toBeFocused();
  await expect(page.getByRole("heading", { level: 2, name: /^PCO-Well/ })).toBeVisible();
  await expect(page.getByText(/^Cromul contribuie la menținerea unei glicemii normale/)).toBeVisible();
  await expectAccessible(page);

  const email = `finder-${testInfo.project.name}-${Date.now()}@example.ro`;
  await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(email);
  await page.getByLabel(/^Trimite-mi și noutăți și oferte/).check();
  const asked = page.waitForResponse((response) => response.url().endsWith("/api/finder-result"));
  await page.getByRole("button", { name: "Trimite-mi recomandarea" }).click();
  const answer = await asked;
  expect(answer.status()).toBe(200);
  expect(answer.request().postDataJSON()).toEqual({ email, products: expect.arrayContaining(["pco-well"]), acceptsMarketing: true });
  await expect(page.getByText(`Gata! Ți-am trimis recomandarea la ${email}.`)).toBeFocused();
  await expectAccessible(page);

  const mail = await mailTo(request, email, "finder_result");
  expect(mail.subject).toBe("Suplimentele potrivite pentru tine – Elara");
  expect(mail.links.some((link) => link.includes("/products/pco-well"))).toBe(true);

  // Nothing the shopper answered went anywhere: no URL, no body, of any request this page made.
  expect(sent.length).toBeGreaterThan(0);
  const everything = sent.map(({ url, body }) => `${decodeURIComponent(url)}\n${body}`).join("\n");
  for (const { id, text } of ANSWERS) {
    expect(everything).not.toContain(id);
    expect(everything).not.toContain(text);
  }
});
