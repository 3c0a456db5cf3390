/** The admin's invoice answers, in the member's language. */
import type { Language } from "#domain/locale";

export const ADMIN_INVOICE_MESSAGES = {
  ro: {
    notFound: "Factura nu a fost găsită.",
    noAnswer: "ANAF nu a dat încă un răspuns pentru această factură.",
    notConfigured:
      "Legătura cu e-Factura nu este configurată (ANAF_CLIENT_ID, ANAF_CLIENT_SECRET, ANAF_REFRESH_TOKEN, ANAF_REFRESH_TOKEN_ISSUED_ON).",
    notSendable: "Factura a fost deja trimisă la ANAF sau este trimisă chiar acum.",
    notSent: "Factura nu a fost trimisă încă la ANAF.",
    breaksRules: (rules: string) => `Factura nu respectă regulile e-Factura (validatorul ANAF); nu a fost trimisă. ${rules}`.trim(),
    anafFailed: (detail: string) => `ANAF nu a răspuns cum trebuie; încearcă din nou mai târziu. ${detail}`.trim(),
    month: "Luna (month) trebuie scrisă AAAA-LL, de exemplu 2026-04, și să nu fie în viitor.",
    issuer: "Emitentul (issuer) trebuie să fie elara, oblio sau smartbill.",
    issuerNotConfigured: (issuer: string, variables: string) =>
      `Nu poți alege ${issuer} ca emitent (issuer): contul nu este configurat. Setează ${variables} și repornește magazinul.`,
  },
  en: {
    notFound: "Invoice not found.",
    noAnswer: "ANAF has not answered for this invoice yet.",
    notConfigured:
      "The e-Factura connection is not configured (ANAF_CLIENT_ID, ANAF_CLIENT_SECRET, ANAF_REFRESH_TOKEN, ANAF_REFRESH_TOKEN_ISSUED_ON).",
    notSendable: "The invoice has already been sent to ANAF, or is being sent right now.",
    notSent: "The invoice has not been sent to ANAF yet.",
    breaksRules: (rules: string) => `The invoice breaks e-Factura rules (ANAF's validator); it was not sent. ${rules}`.trim(),
    anafFailed: (detail: string) => `ANAF did not answer properly; try again later. ${detail}`.trim(),
    month: "The month must be written YYYY-MM, for example 2026-04, and not be in the future.",
    issuer: "The issuer must be elara, oblio or smartbill.",
    issuerNotConfigured: (issuer: string, variables: string) =>
      `You cannot choose ${issuer} as the issuer: its account is not configured. Set ${variables} and restart the store.`,
  },
} satisfies Record<Language, unknown>;
