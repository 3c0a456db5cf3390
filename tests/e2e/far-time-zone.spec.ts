/**
 * Pages written by the server and hydrated by a browser on another calendar day than the shop's. Every date the
 * store shows is the shop's (Bucharest); a component that reads the browser's own day or hour renders one text on the
 * server and another in the browser, and React's hydration error (#418) is the symptom. The dashboard's period
 * across a month's end (thin spaces from Node's ICU) and the staff page's session times (the machine's zone) did so.
 */
import { signInStaff, unique } from "./admin-kit.ts";
import { hydrated, test } from "./fixtures.ts";

const SHOP_TIME_ZONE = "Europe/Bucharest";
const dayIn = (timeZone: string) => new Intl.DateTimeFormat("en-CA", { timeZone }).format(new Date());
/**
 * Whichever of the world's two ends is on another day than Bucharest right now (Los Angeles for Bucharest's first ten
 * hours, Kiritimati for the rest), so the journey finds a day-dependent text at whatever hour CI runs.
 */
const FAR_TIME_ZONE = ["America/Los_Angeles", "Pacific/Kiritimati"].find((zone) => dayIn(zone) !== dayIn(SHOP_TIME_ZONE))!;

const SHOPPER_PAGES = ["/", "/shop", "/products/papillex", "/cart", "/checkout", "/track-order", "/accessibility", "/blog", "/faq"];

test.use({ timezoneId: FAR_TIME_ZONE });

test(`every admin page and the shopper's main pages hydrate in a browser on another day (${FAR_TIME_ZONE})`, async ({
  page,
  baseURL,
}, testInfo) => {
  test.slow();
  await signInStaff(page.request, baseURL!, unique(testInfo, "far-owner"), "owner");
  await page.goto("/admin");
  const adminPages = await page
    .getByRole("navigation", { name: "Meniul administrării" })
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname));
  test.expect(adminPages.length).toBeGreaterThan(20);
  // The fixtures fail the journey on any page error, hydration's among them, once it ends.
  for (const path of [...new Set([...adminPages, ...SHOPPER_PAGES])]) {
    await page.goto(path);
    await hydrated(page);
  }
});
