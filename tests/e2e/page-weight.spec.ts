import { htmlWeight } from "../../scripts/page-weight.mjs";
import { expect, test } from "./fixtures.ts";

/**
 * Issue 45 item 3: the product page's HTML, everything the shopper's browser downloads before any script. The issue's
 * target is 60 KB before compression and 15 KB brotli; the page was 118 and 23 KB, about 100 and 22 KB after decision
 * 0100, 78 and 14 KB since its texts are files the browser keeps (decision 0109), 69 KB once repeated markup was
 * named once in the stylesheet (decision 0118), 65.4 KB once the ingredient slides' pictures and texts were sent only
 * as HTML (decision 0100), 58.4 KB since the build gives classes short names (decision 0122), and 58.5 KB once the server
 * rendered the cookie banner (decision 0178) and the icons' strokes, the ticks and the company's details left the markup
 * and the data every page carries.
 */
const RAW_BUDGET = 60 * 1024;
const BROTLI_BUDGET = 15 * 1024;

test("the product page's HTML stays within 60 KB raw and 15 KB brotli (issue 45)", async ({ request }) => {
  const response = await request.get("/products/papillex");
  expect(response.status()).toBe(200);
  const html = await response.text();
  // The whole page, not a shell: the mandatory information and the FAQ are in it, as the shopper sees them.
  expect(html).toContain("Informații obligatorii");
  expect(html).toContain("Pentru cine este Papillex?");
  // Whole at once (decision 0109): no part outlined behind React's streaming scripts, whatever the machine's load.
  expect(html).not.toContain("$RC(");
  const weight = htmlWeight(html);
  expect(weight.raw, `product page HTML in bytes: ${JSON.stringify(weight)}`).toBeLessThanOrEqual(RAW_BUDGET);
  expect(weight.brotli, `product page HTML in bytes: ${JSON.stringify(weight)}`).toBeLessThanOrEqual(BROTLI_BUDGET);
});
