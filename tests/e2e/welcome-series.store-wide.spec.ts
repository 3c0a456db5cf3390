/**
 * The welcome series (issue 46 item 5, decision 0117): a shopper signs up in the footer, sees and is emailed the
 * code at once, gets nothing more as of the next day, and welcome email 1 as of day 2 (the flow sweep run as of
 * those days, as `npm run jobs -- flow-emails` does); its button opens the brand's story, and its way out stops the
 * series, so email 2 (day 5) never goes. Store-wide (a desktop browser on a store of its own): sweeping as of day 2
 * sends every flow email due by then, and the review request's journey sweeps the shared store as of day 10, which
 * would send this one's emails before it looks.
 */
import { holdoutGroup } from "#server/commerce/retention/holdout";
import { DEFAULT_FLOW_SETTINGS } from "#domain/retention-flows";
import { addDaysToDay } from "#domain/subscription-schedule";
import { shopCalendarDay } from "#domain/order-subscription-dates";
import { unique } from "./admin-kit.ts";
import { clientAddress, expect, test } from "./fixtures.ts";
import { mailsTo, runJob } from "./subscription-jobs.ts";

/** An address of the flow's sent group: a held-out one would rightly get nothing. */
function sentGroupEmail(base: string): string {
  for (let n = 0; ; n++) {
    const email = base.replace("@", `.${n}@`);
    if (holdoutGroup("welcome", email, DEFAULT_FLOW_SETTINGS.holdoutPercent) === "sent") return email;
  }
}

test("ro: a footer sign-up gets its code at once, welcome email 1 on day 2, and its way out stops email 2", async ({
  page,
  context,
  request,
  expectAccessible,
}, testInfo) => {
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": clientAddress(`welcome series ${testInfo.testId}`) });
  const email = sentGroupEmail(unique(testInfo, "welcome"));

  await page.goto("/our-story");
  const form = page.getByRole("contentinfo").getByRole("region", { name: "5% reducere la prima achiziție" });
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel("Adresa de e-mail").fill(email);
  await form.getByRole("button", { name: "Abonare" }).click();
  await expect(form.getByText(/^Mulțumim pentru abonare! Codul tău de reducere de 5% este ELARA5-/)).toBeFocused();
  await expectAccessible(page);
  expect(await mailsTo(request, email, "newsletter_code")).toHaveLength(1);

  const today = shopCalendarDay(new Date());
  await runJob("flow-emails", addDaysToDay(today, 1));
  expect(await mailsTo(request, email, "welcome_series")).toEqual([]);
  await runJob("flow-emails", addDaysToDay(today, 2));
  const [mail, ...more] = await mailsTo(request, email, "welcome_series");
  expect(more).toEqual([]);
  expect(mail!.subject).toBe("Bine ai venit la Elara: cine suntem");

  const story = /Citește povestea noastră: (\S+)/.exec(mail!.text)![1]!;
  await page.goto(new URL(story).pathname);
  await expect(page).toHaveURL(/\/our-story\?utm_source=elara&utm_medium=email&utm_campaign=welcome$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectAccessible(page);

  // The email's way out of this flow: its page asks first (a mail scanner opening the link changes nothing), then
  // one press confirms.
  const stopFlow = new URL(/Nu mai vreau e-mailurile de bun venit: (\S+)/.exec(mail!.text)![1]!).pathname;
  await page.goto(stopFlow);
  await expect(page.getByText("Nu mai vrei să primești e-mailurile de bun venit de la noi?", { exact: false })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Da, dezabonează-mă" }).click();
  await expect(page.getByRole("heading", { name: "Te-ai dezabonat" })).toBeVisible();
  await expect(page.getByText(/Gata: nu îți mai trimitem e-mailurile de bun venit\./)).toBeVisible();
  await expectAccessible(page);

  await runJob("flow-emails", addDaysToDay(today, 5));
  expect(await mailsTo(request, email, "welcome_series")).toHaveLength(1);
});
