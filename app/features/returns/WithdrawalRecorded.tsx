import type { RefObject } from "react";
import { Link } from "react-router";
import type { CustomerReturn } from "#domain/customer-returns";
import type { OrderWithdrawal } from "#domain/order-contract";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { useOrderDate } from "#app/features/orders/order-status.tsx";
import { headingClass, linkClass } from "./withdrawal-classes.ts";

/** The acknowledgement on screen once the withdrawal is made (the email leaves at once). */
export function WithdrawalDone({
  headingRef,
  created,
  orderName,
  email,
  accountLinks,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  created: CustomerReturn;
  orderName: string;
  email: string;
  accountLinks: boolean;
}) {
  const { t } = useTranslation("orders");
  const date = useOrderDate();
  return (
    <div className="flex flex-col gap-3">
      <h3 ref={headingRef} tabIndex={-1} className={headingClass}>
        {t("withdrawal.doneTitle")}
      </h3>
      <p className="rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950">
        {t("withdrawal.doneText", { id: created.id, name: orderName, email })}
      </p>
      {created.stoppedOrder ? (
        <p>
          {t("withdrawalStopped.done")}{" "}
          {created.refundMinor > 0 && created.refundDueBy
            ? t("withdrawalStopped.refundCard", { date: date(created.refundDueBy) })
            : t("withdrawalStopped.nothingOwed")}
        </p>
      ) : created.refundDueBy ? (
        <p>{t("withdrawal.doneRefund", { date: date(created.refundDueBy) })}</p>
      ) : null}
      {accountLinks ? (
        <p>
          <Link to={`/my-account/returns/${created.id}`} className={linkClass}>
            {t("withdrawal.viewReturn")}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

/** A withdrawal made before (on another visit): its return and where it stands, nothing to do again. */
export function WithdrawalExisting({ withdrawal, accountLinks }: { withdrawal: OrderWithdrawal; accountLinks: boolean }) {
  const { t } = useTranslation("orders");
  return (
    <div className="flex flex-col gap-2">
      <p className="font-semibold">{t("withdrawal.existing", { id: withdrawal.returnId })}</p>
      {withdrawal.orderStopped ? (
        <p>{t("withdrawalStopped.existing")}</p>
      ) : withdrawal.returnStatus ? (
        <p>{t("withdrawal.existingStatus", { status: t(`withdrawal.status.${withdrawal.returnStatus}`) })}</p>
      ) : null}
      {accountLinks ? (
        <p>
          <Link to={`/my-account/returns/${withdrawal.returnId}`} className={linkClass}>
            {t("withdrawal.viewReturn")}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
