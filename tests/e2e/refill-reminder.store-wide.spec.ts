/**
 * The refill reminder (issue 46 item 4, decision 0114): a delivered one-time order of a 30-day bottle (60 capsules,
 * 2 a day) gets no reminder on day 22 and its reminder on day 23 (the flow sweep run as of those days, as
 * `npm run jobs -- flow-emails` does); the email's "order again" link fills the cart with the same variant and
 * quantity. Store-wide: sweeping as of day 23 sends every flow email due by then, so on the shared store it would
 * send other journeys' review requests (day 10) before they look.
 */
import { holdoutGroup } from "#server/commerce/retention/holdout";
import { DEFAULT_FLOW_SETTINGS } from "#domain/retention-flows";
import { addDaysToDay } from "#domain/subscription-schedule";
import { shopCalendarDay } from "#domain/order-subscription-dates";
import { deliverOrder, placeOrderOf, unique } from "./admin-kit.ts";
import { clientAddress, expect, test } from "./fixtures.ts";
import { mailsTo, runJob } from "./subscription-jobs.ts";

/** An address of the flow's sent group: a held-out one would rightly get nothing. */
function sentGroupEmail(base: string): string {
  for (let n = 0; ; n++) {
    const email = base.replace("@", `.${n}@`);
    if (holdoutGroup("refill_reminder", email, DEFAULT_FLOW_SETTINGS.holdoutPercent) === "sent") return email;
  }
}

test("ro: a delivered 30-day bottle's refill reminder comes on day 23, its order-again link fills the cart and its subscription link has the subscription chosen", async ({
  page,
  request,
  playwright,
  baseURL,
  expectAccessible,
}, testInfo) => {
  // A packer made through the store's channel and the order moved through the admin API: 15–30 s on busy cores.
  test.slow();
  const headers = { "X-Forwarded-For": clientAddress(`refill reminder ${testInfo.testId}`) };
  const email = sentGroupEmail(unique(testInfo, "refill-reminder"));
  const { orderNumber } = await placeOrderOf(request, email, "cod", { headers, lines: [{ handle: "papillex" }] });
  await deliverOrder(playwright, baseURL!, testInfo, orderNumber, headers);

  const today = shopCalendarDay(new Date());
  await runJob("flow-emails", addDaysToDay(today, 22));
  expect(await mailsTo(request, email, "refill_reminder")).toEqual([]);
  await runJob("flow-emails", addDaysToDay(today, 23));
  const [mail, ...more] = await mailsTo(request, email, "refill_reminder");
  expect(more).toEqual([]);
  expect(mail!.subject).toBe("Ți se termină în curând produsele comandate – Elara");

  const orderAgain = /Comandă din nou: (\S+)/.exec(mail!.text)![1]!;
  await page.goto(new URL(orderAgain).pathname);
  // The cart's restore page takes the lines (and the flow's campaign tags, which the visit beacon reads) and moves on.
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole("textbox", { name: /^Cantitate pentru Papillex/ })).toHaveValue("1");
  await expectAccessible(page);

  // "Get it by subscription" opens the product page with its subscription chosen.
  const bySubscription = /Primește-l prin abonament: (\S+)/.exec(mail!.text)![1]!;
  await page.goto(new URL(bySubscription).pathname);
  await expect(page).toHaveURL(
    /\/products\/papillex\?purchase=subscription&utm_source=elara&utm_medium=email&utm_campaign=refill_reminder$/,
  );
  await expect(page.getByRole("radio", { name: /Abonament lunar/ })).toBeChecked();
  await expectAccessible(page);
});
