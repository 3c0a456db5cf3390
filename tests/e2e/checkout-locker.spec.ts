/**
 * The locker picker at checkout on a phone (issue 43 item 4): an order to a locker without one is refused with the
 * field named and the shopper's focus on the button that fixes it; "near me", opt-in, lists the nearest lockers
 * first; the one picked goes on the order. courier-journey.spec.ts picks a locker by keyboard on a desktop. Axe on the
 * picker and the pages; the picker photographed for the lead's note when SHOTS_DIR says where.
 */
import { addBottle, fillAddress, ownClient, TEXT, uniqueEmail } from "./checkout-kit.ts";
import { expect, hydrated, test } from "./fixtures.ts";

const text = TEXT.ro;
/** The browser's answer to "where am I": a street off Piața Unirii, in Cluj-Napoca. */
const IN_CLUJ = { latitude: 46.7702, longitude: 23.5896 };

test.use({ geolocation: IN_CLUJ, permissions: ["geolocation"] });

test("a phone's shopper must pick a locker, finds the nearest by their location and gets it on the order", async ({
  page,
  expectAccessible,
  allowConsoleErrors,
}, testInfo) => {
  test.slow();
  // The browser logs the refused order's 400, which is the answer this journey expects first.
  allowConsoleErrors(/status of 400/);
  await ownClient(page, testInfo);
  const email = uniqueEmail(testInfo, "locker");
  await addBottle(page, text);
  await page.goto("/checkout");
  await hydrated(page);
  await fillAddress(page, text, email);
  await page.getByRole("radio", { name: "Sameday easybox" }).check();
  await expect(page.getByText("Încă nu ai ales locker-ul în care vine coletul.")).toBeVisible();
  await page.getByRole("radio", { name: text.cod }).check();
  await page.getByRole("checkbox", { name: text.terms }).check();

  // No locker yet: the order is refused, nothing is placed, and the shopper lands on the picker's button.
  await page.getByRole("button", { name: text.placeOrder }).click();
  await expect(page.getByText("Alege locker-ul în care vrei coletul.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Alege locker-ul" })).toBeFocused();
  expect(page.url()).toMatch(/\/checkout$/);
  await expectAccessible(page);

  await page.getByRole("button", { name: "Alege locker-ul" }).click();
  const picker = page.getByRole("dialog", { name: "Alege locker-ul" });
  await expect(picker.getByRole("status")).toHaveText("Am găsit 2 lockere.");
  // The location is asked for only now, and the nearest comes first.
  await picker.getByRole("button", { name: "Lângă mine" }).click();
  await expect(picker.getByRole("button", { name: "Caută după județ" })).toBeVisible();
  await expect(picker.getByRole("radio").first()).toHaveAccessibleName("easybox Piața Unirii Cluj");
  await expect(picker.getByRole("radio").first()).toHaveAccessibleDescription(/La 0,1 km de tine/);
  await expectAccessible(page);
  const shots = process.env.SHOTS_DIR;
  if (shots) await page.screenshot({ path: `${shots}/locker-picker-phone.png` });
  await picker.getByRole("radio", { name: "easybox Piața Unirii Cluj" }).check();
  await picker.getByRole("button", { name: "Alege acest locker" }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByText("easybox Piața Unirii Cluj, Strada Memorandumului 2, Cluj-Napoca")).toBeVisible();

  await page.getByRole("button", { name: text.placeOrder }).click();
  await page.waitForURL(/\/success\?order=\d+/);
  await expect(page.getByRole("heading", { name: text.thankYou, level: 1 })).toBeVisible();
  await expect(page.getByText(/easybox Piața Unirii Cluj/).first()).toBeVisible();
  await expectAccessible(page);
});
