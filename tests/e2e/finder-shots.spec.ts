import { ownerOn } from "./admin-kit.ts";
import { expect, hydrated, test } from "./fixtures.ts";

const DIR = "/work/shots/finder";

test("finder shots", async ({ page, baseURL }, testInfo) => {
  const tag = testInfo.project.name;
  await page.goto("/supplement-finder");
  await hydrated(page);
  await page.screenshot({ path: `${DIR}/${tag}-1-intro.png`, fullPage: true });
  await page.getByRole("button", { name: "Începe" }).click();
  await page.getByRole("radio", { name: "Pentru mine, sunt femeie" }).check();
  await page.screenshot({ path: `${DIR}/${tag}-2-question.png`, fullPage: true });
  await page.getByRole("button", { name: "Continuă" }).click();
  await page.getByRole("radio", { name: "Echilibrul hormonal și un ciclu regulat" }).check();
  await page.getByRole("button", { name: "Continuă" }).click();
  await page.getByRole("button", { name: "Continuă" }).click();
  await page.screenshot({ path: `${DIR}/${tag}-3-missing.png` });
  await page.getByRole("radio", { name: "Greu de prevăzut de la o lună la alta" }).check();
  await page.getByRole("button", { name: "Continuă" }).click();
  await page.getByRole("radio", { name: "Tot anul, ca rutină zilnică" }).check();
  await page.getByRole("button", { name: "Vezi recomandarea" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Îți recomandăm" })).toBeVisible();
  await page.screenshot({ path: `${DIR}/${tag}-4-result.png`, fullPage: true });
  await page.goto("/");
  await hydrated(page);
  await page.getByRole("main").getByRole("link", { name: "Care supliment ți se potrivește?" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${DIR}/${tag}-5-home-link.png` });
  await ownerOn(page, baseURL!, testInfo, "finder-shots", "/admin/finder");
  await expect(page.getByRole("heading", { level: 1, name: "Ghid de suplimente" })).toBeVisible();
  await page.screenshot({ path: `${DIR}/${tag}-6-admin.png`, fullPage: true });
  await page.getByLabel("Text în română").nth(0).fill("");
  await page.getByRole("button", { name: "Salvează ghidul" }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${DIR}/${tag}-7-admin-refused.png` });
});
