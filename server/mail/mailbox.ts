/** Reading the outbox back, for the development mailbox. */
import { desc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { emailOutbox } from "#server/db/schema";

export type OutboxMessage = typeof emailOutbox.$inferSelect;

export function listOutbox(db: Database, { to, limit }: { to?: string | undefined; limit: number }): Promise<OutboxMessage[]> {
  return db
    .select()
    .from(emailOutbox)
    .where(to === undefined ? undefined : eq(emailOutbox.recipient, to.trim().toLowerCase()))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(limit);
}

export async function findOutboxMessage(db: Database, id: number): Promise<OutboxMessage | null> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row ?? null;
}
