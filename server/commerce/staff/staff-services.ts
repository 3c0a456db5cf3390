/** The staff's accounts and sessions and the audit log, over one database and clock, built once by the platform. */
import type { Clock } from "#server/commerce/shared/clock";
import type { Database } from "#server/db/client";
import { listAudit, type AuditEntry, type AuditFilter } from "./audit.ts";
import { createStaffAccounts, type StaffAccounts } from "./staff-accounts.ts";
import { createStaffSessions, type StaffSessions } from "./staff-sessions.ts";

export interface StaffServices {
  accounts: StaffAccounts;
  sessions: StaffSessions;
  audit: {
    list(filter: AuditFilter, page: { limit: number; offset: number }): Promise<{ entries: AuditEntry[]; total: number }>;
  };
}

export function createStaffServices({ db, clock }: { db: Database; clock: Clock }): StaffServices {
  return {
    accounts: createStaffAccounts({ db, clock }),
    sessions: createStaffSessions({ db, clock }),
    audit: { list: (filter, page) => listAudit(db, filter, page) },
  };
}
