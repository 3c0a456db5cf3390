import { useEffect, useRef, useState } from "react";
import type { AdminCustomerDetail } from "#domain/admin/customers";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { buttonClass, secondaryButtonClass } from "../admin-forms.ts";
import { ActionStatus } from "../orders/ActionStatus.tsx";
import { useAdminAction } from "../useAdminAction.ts";
import { AdminPanel } from "../AdminPanel.tsx";

const dangerClass =
  "inline-flex min-h-11 items-center justify-center rounded-full bg-red-700 px-6 py-2 font-semibold text-white hover:bg-red-800 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-red-700/40 disabled:opacity-60";

/**
 * What support does to an account: block it (after a confirmation that says what blocking does), unblock
 * it, and send its activation email again while it is not activated. One status line says how it went.
 */
export function CustomerActions({ customer, csrfToken }: { customer: AdminCustomerDetail; csrfToken: string }) {
  const { t } = useTranslation("admin");
  const { state, run, busy } = useAdminAction(csrfToken);
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const blockRef = useRef<HTMLButtonElement>(null);
  const base = `/customers/${customer.id}`;
  const blocked = customer.status === "blocked";

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  const block = async () => {
    await run(`${base}/block`, t("customer.blocked"), t("customer.alreadyBlocked"));
    setConfirming(false);
  };

  return (
    <AdminPanel id="customer-actions-title" title={t("customer.actions")}>
      <div className="mt-3 flex flex-wrap gap-3">
        {blocked ? (
          <button
            type="button"
            className={buttonClass}
            disabled={busy}
            onClick={() => run(`${base}/unblock`, t("customer.unblocked"), t("customer.alreadyUnblocked"))}
          >
            {t("customer.unblock")}
          </button>
        ) : confirming ? null : (
          <button ref={blockRef} type="button" className={dangerClass} disabled={busy} onClick={() => setConfirming(true)}>
            {t("customer.block")}
          </button>
        )}
        {!customer.activated && !blocked ? (
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={busy}
            onClick={() => run(`${base}/resend-activation`, t("customer.activationSent"), t("customer.activationRecent"))}
          >
            {t("customer.resendActivation")}
          </button>
        ) : null}
      </div>
      {confirming && !blocked ? (
        <div role="group" aria-labelledby="customer-block-warning" className="mt-3 rounded-xl bg-red-50 p-3">
          <p id="customer-block-warning" className="text-red-900">
            {t("customer.blockWarning")}
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button ref={confirmRef} type="button" className={dangerClass} disabled={busy} onClick={block}>
              {t("customer.confirmBlock")}
            </button>
            <button
              type="button"
              className={secondaryButtonClass}
              onClick={() => {
                setConfirming(false);
                requestAnimationFrame(() => blockRef.current?.focus());
              }}
            >
              {t("customer.keepAccount")}
            </button>
          </div>
        </div>
      ) : null}
      <ActionStatus state={state} />
    </AdminPanel>
  );
}
