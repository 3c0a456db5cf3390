import type { FormEvent, RefObject } from "react";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { alertClass, headingClass, primaryButton, secondaryButton } from "./withdrawal-classes.ts";

/** The withdrawal's last step: what is withdrawn and where the money goes, a refusal about the order said above the button. */
export function WithdrawalConfirmForm({
  ids,
  headingRef,
  refusalRef,
  orderName,
  email,
  refundTo,
  refusal,
  busy,
  onSubmit,
  onBack,
}: {
  ids: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  refusalRef: RefObject<HTMLDivElement | null>;
  orderName: string;
  email: string;
  refundTo: string;
  refusal: string | null;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation("orders");
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${ids}-confirm-title`} className="flex flex-col gap-4">
      <h3 id={`${ids}-confirm-title`} ref={headingRef} tabIndex={-1} className={headingClass}>
        {t("withdrawal.confirmTitle")}
      </h3>
      <p>{t("withdrawal.confirmIntro", { name: orderName })}</p>
      <dl className="grid gap-x-4 gap-y-1 rounded-xl bg-cream p-4 sm:grid-cols-[auto_minmax(0,1fr)]">
        <dt className="font-semibold">{t("withdrawal.order")}</dt>
        <dd>{orderName}</dd>
        <dt className="font-semibold">{t("withdrawal.email")}</dt>
        <dd className="break-all">{email}</dd>
        <dt className="font-semibold">{t("withdrawal.refundTo")}</dt>
        <dd className="break-words">{refundTo}</dd>
      </dl>
      {refusal ? (
        <div ref={refusalRef} tabIndex={-1} role="alert" className={`${alertClass} font-semibold text-sale`}>
          {refusal}
        </div>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" aria-disabled={busy || undefined} className={primaryButton}>
          {busy ? t("withdrawal.sending") : t("withdrawal.confirm")}
        </button>
        <button type="button" className={secondaryButton} onClick={onBack}>
          {t("withdrawal.back")}
        </button>
      </div>
    </form>
  );
}
