/**
 * The facts of the launch checklist (issue 64 item 2, decision 0127), read on every dashboard render from what the
 * store really has: the configuration, the owner's settings, the legal pages' texts and the catalogue. Nothing here
 * is stored, so fixing a thing ticks its item on the next render, and undoing it opens the item again.
 */
import { isSampleCompany } from "#domain/company";
import { launchChecklist, type LaunchChecklist } from "#domain/launch-checklist";
import { hasDsvsaRegistration } from "#domain/licences";
import { lawyerPoints } from "#domain/legal-text";
import { LEGAL_PAGES } from "#domain/content-pages";
import type { BackupStatus } from "#domain/backup-status";
import type { Config } from "#server/config";
import type { CatalogAdmin } from "#server/commerce/catalog/module";
import type { StoreContent } from "#server/commerce/content/module";
import type { StoreSettings } from "#server/commerce/settings/module";

export type LaunchConfig = Pick<Config, "company" | "stripe" | "couriers" | "anaf" | "smtpUrl">;

export interface LaunchSources {
  config: LaunchConfig;
  settings: Pick<StoreSettings, "get">;
  storeContent: Pick<StoreContent, "view">;
  catalogAdmin: Pick<CatalogAdmin, "sampleLabelled">;
  backup: () => Promise<BackupStatus>;
}

/** `[[…]]` passages left across the legal pages: the owner's text where written, else the template's, both languages. */
async function lawyerPointsLeft(storeContent: LaunchSources["storeContent"]): Promise<number> {
  const views = await Promise.all(LEGAL_PAGES.map((page) => storeContent.view(page)));
  let left = 0;
  for (const view of views)
    for (const field of view.fields)
      left += lawyerPoints(field.ro || field.defaults.ro).length + lawyerPoints(field.en || field.defaults.en).length;
  return left;
}

export async function readLaunchChecklist({
  config,
  settings,
  storeContent,
  catalogAdmin,
  backup,
}: LaunchSources): Promise<LaunchChecklist> {
  const [licences, shippingByHand, lawyerPoints, sampleProducts, backups] = await Promise.all([
    settings.get("licences.list"),
    settings.get("shipping.byHand"),
    lawyerPointsLeft(storeContent),
    catalogAdmin.sampleLabelled(),
    backup(),
  ]);
  return launchChecklist({
    sampleCompany: isSampleCompany(config.company),
    dsvsaRegistered: hasDsvsaRegistration(licences),
    lawyerPoints,
    sampleProducts,
    cardPayments: config.stripe !== undefined,
    courierAccounts: Object.values(config.couriers).filter(Boolean).length,
    shippingByHand,
    anaf: config.anaf !== undefined,
    smtp: config.smtpUrl !== undefined,
    backups,
  });
}

/**
 * Said once at start, like the sample company's warning: a store in production that shows no DSVSA registration before
 * the order can be delisted at ANPC's request (Order 225/2023, decision 0141). Null when nothing is to be said.
 */
export async function missingLicenceWarning(nodeEnv: Config["nodeEnv"], settings: Pick<StoreSettings, "get">): Promise<string | null> {
  if (nodeEnv !== "production" || hasDsvsaRegistration(await settings.get("licences.list"))) return null;
  return "No DSVSA registration among the store's authorisations (/admin/settings#licences-title): ANPC Order 225/2023 asks for it before the order";
}
