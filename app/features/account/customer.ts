import type { Language } from "#domain/locale";

/** The customer as `GET /api/account` answers it (docs/api.md). */
export interface Customer {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  acceptsMarketing: boolean;
  language: Language;
  hasPassword: boolean;
  isActivated: boolean;
  createdAt: string;
  defaultAddressId: number | null;
}

export interface CustomerAnswer {
  customer: Customer;
  /** Set when the save also mailed a confirmation link to a new email address. */
  message?: string;
}
