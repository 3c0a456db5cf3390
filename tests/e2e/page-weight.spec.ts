import { htmlWeight } from "../../scripts/page-weight.mjs";
import { expect, test } from "./fixtures.ts";

/**
 * Issue 45 item 3: the product page's HTML, everything the shopper's browser downloads before any script. The issue's
 * target is 60 KB before compression and 15 KB brotli; the page was 118 and 23 KB, and is about 100 and 22 KB since
 * decision 0100. Until the target is met these limits hold what was reached, so the page cannot grow back unnoticed.
 */
const RAW_BUDGET = 104 * 1024;
const BROTLI_BUDGET = 23 * 1024;

test("the product page's HTML stays within what decision 0100 reached (104 KB raw, 23 KB brotli)", async ({ request }) => {
  const response = await request.get("/products/papillex");
  expect(response.status()).toBe(200);
  const html = await response.text();
  // The whole page, not a shell: the mandatory information and the FAQ are in it, as the shopper sees them.
  expect(html).toContain("Informații obligatorii");
  expect(html).toContain("Pentru cine este Papillex?");
  const weight = htmlWeight(html);
  expect(weight.raw, `product page HTML in bytes: ${JSON.stringify(weight)}`).toBeLessThanOrEqual(RAW_BUDGET);
  expect(weight.brotli, `product page HTML in bytes: ${JSON.stringify(weight)}`).toBeLessThanOrEqual(BROTLI_BUDGET);
});
