/**
 * The owner's decisions that are not configuration (issue 17): each setting has a key, a schema and a
 * default; it is stored as JSON in `store_settings` and read from the database on every use, so a change
 * made through one instance applies on the next request in all of them. Every change is audited.
 */
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#server/db/client";
import { storeSettings } from "#server/db/schema";
import type { Clock } from "#server/commerce/shared/clock";

const SETTINGS = {
  /** Reviews by someone not known to have bought the product wait for approval. */
  "reviews.holdUnverified": { schema: z.boolean(), fallback: false },
} as const;

export type SettingKey = keyof typeof SETTINGS;
export type SettingValue<K extends SettingKey> = z.output<(typeof SETTINGS)[K]["schema"]>;

export interface SettingsActor {
  staffId: number;
  email: string;
  client: string;
}

/** Writes the audit entry in the setting's transaction (the staff module's log, handed in by the platform). */
export type SettingsAudit = (
  tx: Database,
  actor: SettingsActor,
  entry: { action: string; target: { type: string; id: string }; before: unknown; after: unknown },
  now: Date,
) => Promise<void>;

export interface StoreSettings {
  get<K extends SettingKey>(key: K): Promise<SettingValue<K>>;
  set<K extends SettingKey>(key: K, value: SettingValue<K>, actor: SettingsActor): Promise<SettingValue<K>>;
}

export function createStoreSettings({ db, clock, audit }: { db: Database; clock: Clock; audit: SettingsAudit }): StoreSettings {
  async function read<K extends SettingKey>(tx: Database, key: K): Promise<SettingValue<K>> {
    const [row] = await tx.select({ value: storeSettings.value }).from(storeSettings).where(eq(storeSettings.key, key));
    const parsed = SETTINGS[key].schema.safeParse(row?.value);
    // A row a later version wrote differently reads as the default rather than breaking the store.
    return (parsed.success ? parsed.data : SETTINGS[key].fallback) as SettingValue<K>;
  }

  return {
    get: (key) => read(db, key),
    set: (key, value, actor) =>
      db.transaction(async (tx) => {
        const now = clock();
        const before = await read(tx, key);
        await tx
          .insert(storeSettings)
          .values({ key, value, updatedAt: now, updatedByStaffId: actor.staffId })
          .onConflictDoUpdate({ target: storeSettings.key, set: { value, updatedAt: now, updatedByStaffId: actor.staffId } });
        await audit(tx, actor, { action: "settings.change", target: { type: "setting", id: key }, before, after: value }, now);
        return value;
      }),
  };
}
