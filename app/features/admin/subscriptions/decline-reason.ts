import type { TFunction } from "#app/lib/i18n/translator.ts";

const KNOWN = ["card_declined", "insufficient_funds", "expired_card", "authentication_required", "cash_on_delivery"];

/**
 * A provider's decline code in the admin's words: the common ones by name, any other as "declined (code …)", so the
 * code never stands glued to a sentence as it did in the renewals table (issue 40 item 9).
 */
export function declineInWords(t: TFunction, code: string): string {
  return KNOWN.includes(code) ? t(`subscriptionDeclines.${code}`) : t("subscriptionDeclines.other", { code });
}
