/**
 * The legal withdrawal's form (issue 19 item 3), apart from the panel so it can be read and tested alone: the bank
 * account a cash-on-delivery refund goes to, checked only for its shape here (the server checks the IBAN's country
 * length and mod-97 digits, so the browser ships no IBAN library), and a refusal's field mapped to the form's.
 */

export interface WithdrawalValues {
  iban: string;
  accountHolder: string;
}

export type WithdrawalField = "iban" | "accountHolder";

/** Field → the key of its sentence under `withdrawal.errors`. */
export type WithdrawalErrors = Partial<Record<WithdrawalField, string>>;

/** Two letters, two check digits, then 11 to 30 letters or digits: every country's IBAN, whatever its length. */
const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

/** The IBAN as typed, without spaces and in capitals. */
export function compactIban(input: string): string {
  return input.replace(/[\s-]+/g, "").toUpperCase();
}

/** In groups of four, as banks print it. */
export function groupedIban(input: string): string {
  return compactIban(input).replace(/(.{4})(?=.)/g, "$1 ");
}

/** What the browser can tell before sending: a missing or misshapen IBAN, a missing holder. */
export function checkBankAccount(values: WithdrawalValues): WithdrawalErrors {
  const errors: WithdrawalErrors = {};
  const iban = compactIban(values.iban);
  if (!iban) errors.iban = "iban";
  else if (!IBAN_SHAPE.test(iban)) errors.iban = "ibanShape";
  if (!values.accountHolder.trim()) errors.accountHolder = "holder";
  return errors;
}

/** The form's field a refusal's `field` names (`bankAccount.iban`, `bankAccount.accountHolder`); null for the order itself. */
export function fieldOfWithdrawalRefusal(field: string | undefined): WithdrawalField | null {
  if (!field) return null;
  if (field === "bankAccount" || field.startsWith("bankAccount.iban")) return "iban";
  if (field.startsWith("bankAccount.accountHolder")) return "accountHolder";
  return null;
}
