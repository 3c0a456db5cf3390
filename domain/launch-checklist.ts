/**
 * What is left before a new store takes its first real order (issue 64 item 2, decision 0127): each item is worked
 * out from what the store really has (its configuration, its settings, its texts and products), never stored as
 * "done", except where the owner's deliberate choice is itself the answer ("I ship by hand", a recorded setting).
 */
import { z } from "zod";
import type { BackupStatus } from "./backup-status.ts";

export const LAUNCH_ITEMS = [
  "company",
  "licences",
  "legalPages",
  "productLabels",
  "payments",
  "couriers",
  "anaf",
  "email",
  "backups",
] as const;
export type LaunchItem = (typeof LAUNCH_ITEMS)[number];

/** The facts each item is decided from, gathered by the server. */
export interface LaunchFacts {
  /** The company's identity is still `COMPANY_*`'s sample (domain/company.ts). */
  sampleCompany: boolean;
  /** The owner recorded the DSVSA registration among the store's authorisations (ANPC Order 225/2023, domain/licences.ts). */
  dsvsaRegistered: boolean;
  /** Passages still marked `[[…]]` for a lawyer across the legal pages, both languages. */
  lawyerPoints: number;
  /** Published products whose mandatory information is still the seed's sample, first first. */
  sampleProducts: readonly number[];
  /** A card gateway (Stripe) is configured. */
  cardPayments: boolean;
  /** Real courier accounts configured (the sandbox courier is not one). */
  courierAccounts: number;
  /** The owner chose, on purpose, to ship by hand without a courier account. */
  shippingByHand: boolean;
  /** ANAF's e-Factura credentials are configured. */
  anaf: boolean;
  /** Emails really leave the store (`SMTP_URL`), rather than waiting in the outbox. */
  smtp: boolean;
  backups: BackupStatus;
}

export const launchChecklistItemSchema = z.object({
  item: z.enum(LAUNCH_ITEMS),
  done: z.boolean(),
  /**
   * The admin page where the item is fixed; null for what only the server's configuration sets (the item's text
   * names the variables, and no page of the admin can change them).
   */
  href: z.string().nullable(),
  /** How many things are left in it (passages, products), where that is a count. */
  left: z.number().int().nullable(),
  /** Why an item that would otherwise be done is not: the backups are recent but the last restore drill failed. */
  because: z.enum(["restore_drill_failed"]).nullable(),
});
export type LaunchChecklistItem = z.infer<typeof launchChecklistItemSchema>;

export const launchChecklistSchema = z.object({ items: z.array(launchChecklistItemSchema), open: z.number().int() });
export type LaunchChecklist = z.infer<typeof launchChecklistSchema>;

/** The checklist in its fixed order: each item's state and where to go for it. */
export function launchChecklist(facts: LaunchFacts): LaunchChecklist {
  const firstSample = facts.sampleProducts[0];
  const entries: Record<LaunchItem, Omit<LaunchChecklistItem, "item" | "because"> & Partial<Pick<LaunchChecklistItem, "because">>> = {
    company: { done: !facts.sampleCompany, href: null, left: null },
    licences: { done: facts.dsvsaRegistered, href: "/admin/settings#licences-title", left: null },
    legalPages: { done: facts.lawyerPoints === 0, href: "/admin/content#content-terms", left: facts.lawyerPoints },
    productLabels: {
      done: firstSample === undefined,
      href: firstSample === undefined ? "/admin/products" : `/admin/products/${firstSample}`,
      left: facts.sampleProducts.length,
    },
    payments: { done: facts.cardPayments, href: null, left: null },
    couriers: { done: facts.courierAccounts > 0 || facts.shippingByHand, href: "/admin/settings#shipping-by-hand-title", left: null },
    anaf: { done: facts.anaf, href: "/admin/invoices", left: null },
    email: { done: facts.smtp, href: null, left: null },
    backups: {
      done: facts.backups.state === "recent" && facts.backups.drill.state !== "failed",
      href: null,
      left: null,
      // A backup that does not restore is no backup: the drill that follows the first one (decision 0181) must pass.
      because: facts.backups.state === "recent" && facts.backups.drill.state === "failed" ? "restore_drill_failed" : null,
    },
  };
  const items = LAUNCH_ITEMS.map((item) => ({ item, because: null, ...entries[item] }));
  return { items, open: items.filter((entry) => !entry.done).length };
}
