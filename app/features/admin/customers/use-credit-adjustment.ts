import { useRef, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import type { AdminCustomerDetail } from "#domain/admin/customers";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { adminCall } from "../admin-call.ts";
import { lei } from "../orders/order-format.ts";

/** The owner's adjustment of a customer's store credit: its amount and reason, checked here, then sent. */
export function useCreditAdjustment(customerId: AdminCustomerDetail["id"], csrfToken: string) {
  const { t } = useTranslation("admin");
  const revalidator = useRevalidator();
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [status, setStatus] = useState<{ kind: "done" | "error"; text: string; field?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const amountRef = useRef<HTMLInputElement>(null);
  const reasonRef = useRef<HTMLInputElement>(null);

  async function adjust(event: FormEvent) {
    event.preventDefault();
    // Lei with a comma or a point, a minus for a debit: bani are what the server takes.
    const value = Math.round(Number(amount.replace(",", ".").replace(/\s/g, "")) * 100);
    if (!Number.isFinite(value) || value === 0) {
      setStatus({ kind: "error", text: t("credit.amountInvalid"), field: "amountRonMinor" });
      amountRef.current?.focus();
      return;
    }
    if (!reason.trim()) {
      setStatus({ kind: "error", text: t("credit.reasonRequired"), field: "reason" });
      reasonRef.current?.focus();
      return;
    }
    setBusy(true);
    const answer = await adminCall(`/customers/${customerId}/store-credit`, {
      body: { amountRonMinor: value, reason: reason.trim() },
      csrfToken,
    });
    setBusy(false);
    if (answer.kind === "ok") {
      await revalidator.revalidate();
      setAmount("");
      setReason("");
      setStatus({ kind: "done", text: t("credit.adjusted", { balance: lei(answer.data.balanceRonMinor) }) });
      return;
    }
    const field = answer.kind === "refused" ? answer.field : undefined;
    setStatus({ kind: "error", text: answer.kind === "refused" ? answer.error : t("errors.network"), ...(field ? { field } : {}) });
    (field === "reason" ? reasonRef : amountRef).current?.focus();
  }

  return { amount, setAmount, reason, setReason, status, busy, amountRef, reasonRef, adjust };
}
