/**
 * A purchase with the keyboard alone on a phone's screen (issue 66 item 3, WCAG 2.1.1 Keyboard, 2.1.2 No keyboard
 * trap, 2.4.3 Focus order, 2.4.7 Focus visible): from the home page to the thank-you page with Tab, Shift+Tab, Enter,
 * Space, the arrows and Escape only, no click and no fill. At each stop the focus can be seen (keyboard-kit.ts), and
 * each dialog (the cart drawer, the locker picker) takes the focus in and gives it back to what opened it.
 */
import type { Page } from "@playwright/test";
import { ownClient, TEXT, uniqueEmail } from "./checkout-kit.ts";
import { expect, hydrated, test } from "./fixtures.ts";
import { expectFocusVisible, focused, named, tabTo } from "./keyboard-kit.ts";

const text = TEXT.ro;

/** Moves the choice of a radio group with the arrow keys until the radio named `name` is checked. */
async function arrowTo(page: Page, name: RegExp) {
  for (let press = 0; press < 8; press++) {
    const now = await focused(page);
    if (name.test(now.name) && (await page.evaluate(() => (document.activeElement as HTMLInputElement).checked))) return;
    await page.keyboard.press("ArrowDown");
  }
  throw new Error(`No radio named ${name} was reached with the arrows`);
}

test("a phone's shopper buys with the keyboard alone, to a locker with cash on delivery", async ({ page, expectAccessible }, testInfo) => {
  test.slow();
  await ownClient(page, testInfo);
  const email = uniqueEmail(testInfo, "keyboard");

  await page.goto("/");
  await hydrated(page);
  // The first stop is the way past the header.
  await tabTo(page, named("Sari la conținutul principal"), { limit: 1 });
  await tabTo(page, (focus) => focus.href === "/products/papillex");
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/products\/papillex$/);
  await hydrated(page);
  // A move to another page puts the focus on its content, where the next Tab starts.
  await expect(page.locator("main")).toBeFocused();
  await page.waitForFunction(() => localStorage.getItem("elara_cart") !== null);

  // The purchase option: Tab lands on the group's chosen radio, the arrows move the choice.
  await tabTo(page, (focus) => focus.type === "radio");
  await arrowTo(page, text.single);
  await tabTo(page, named(text.add));
  await page.keyboard.press("Enter");
  const drawer = page.getByRole("dialog", { name: /Coș/ });
  await expect(drawer).toBeVisible();
  await expect.poll(async () => (await focused(page)).inDialog).toBe(true);
  await expectFocusVisible(page);
  await expectAccessible(page);
  // Escape closes the drawer and gives the focus back to the button that opened it.
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(page.getByRole("button", { name: text.add, exact: true })).toBeFocused();

  // Back up to the header's cart, and on through the drawer to the checkout.
  await tabTo(page, named(/^Coș, 1 produs/), { backwards: true });
  await page.keyboard.press("Enter");
  await expect(drawer).toBeVisible();
  await expect.poll(async () => (await focused(page)).inDialog).toBe(true);
  await tabTo(page, (focus) => focus.href === "/checkout", { limit: 10 });
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/checkout$/);
  await hydrated(page);
  await expect(page.locator("main")).toBeFocused();
  await expect(page.getByRole("heading", { name: text.checkoutTitle, level: 1 })).toBeVisible();

  // The address, typed where Tab puts the focus; the county chosen by typing its name on the closed list.
  const answers: Array<[string, string]> = [
    [text.email, email],
    [text.firstName, "Ana"],
    [text.lastName, "Pop"],
    [text.address, "Str. Lalelelor 3"],
    [text.city, "Cluj-Napoca"],
    [text.zip, "400001"],
    [text.county, "Cluj"],
    [text.phone, "0722000000"],
  ];
  for (const [label, answer] of answers) {
    await tabTo(page, named(label));
    await page.keyboard.type(answer);
  }
  await expect(page.getByLabel(text.county, { exact: true })).toHaveValue("Cluj");
  await expect(page.getByLabel(text.email, { exact: true })).toHaveValue(email);

  // Delivery to a locker: the arrows choose the service, and its picker's button follows it.
  await tabTo(page, (focus) => focus.type === "radio" && /Fan Courier|Sameday/.test(focus.name));
  await arrowTo(page, /Sameday easybox/);
  // The picker's code comes only with a service to lockers.
  await expect(page.getByRole("button", { name: "Alege locker-ul" })).toBeVisible();
  await tabTo(page, named("Alege locker-ul"), { limit: 5 });
  await page.keyboard.press("Enter");
  const picker = page.getByRole("dialog", { name: "Alege locker-ul" });
  await expect(picker).toBeVisible();
  await expect(picker.getByRole("heading", { name: "Alege locker-ul" })).toBeFocused();
  await expect(picker.getByRole("status")).toHaveText("Am găsit 2 lockere.");
  // The list is searched by words typed in its search box; the answer is announced.
  await tabTo(page, (focus) => focus.type === "search");
  await page.keyboard.type("Unirii");
  await expect(picker.getByRole("status")).toHaveText("Am găsit un locker.");
  await expect(picker.getByRole("radio")).toHaveCount(1);
  // Name, address and hours are the radio's name and description, read out as the shopper reaches it.
  await expect(picker.getByRole("radio")).toHaveAccessibleName("easybox Piața Unirii Cluj");
  await expect(picker.getByRole("radio")).toHaveAccessibleDescription(/Strada Memorandumului 2, Cluj-Napoca/);
  await tabTo(page, (focus) => focus.type === "radio" && focus.inDialog);
  await page.keyboard.press("Space");
  await expect(picker.getByRole("radio")).toBeChecked();
  await expectAccessible(page);
  await tabTo(page, named("Alege acest locker"), { limit: 3 });
  await page.keyboard.press("Enter");
  await expect(picker).toBeHidden();
  // The focus is back on the button that opened the picker, which now offers to change the locker.
  await expect.poll(async () => (await focused(page)).name).toBe("Schimbă locker-ul");
  await expect(page.getByText("easybox Piața Unirii Cluj, Strada Memorandumului 2, Cluj-Napoca")).toBeVisible();

  // Cash on delivery, the terms, and the order.
  await tabTo(page, (focus) => focus.type === "radio" && /Card de credit|ramburs/.test(focus.name));
  await arrowTo(page, /ramburs/);
  await tabTo(page, named(text.terms));
  await page.keyboard.press("Space");
  await expect(page.getByRole("checkbox", { name: text.terms })).toBeChecked();
  await tabTo(page, named(text.placeOrder));
  await expectAccessible(page);
  await page.keyboard.press("Enter");

  await page.waitForURL(/\/success\?order=\d+/);
  await expect(page.getByRole("heading", { name: text.thankYou, level: 1 })).toBeVisible();
  // After the move to the new page the focus is on its content, where the next Tab starts.
  await expect(page.locator("main")).toBeFocused();
  await expect(page.getByText(/easybox Piața Unirii Cluj/).first()).toBeVisible();
  await expectAccessible(page);
});
