import { useEffect, useRef, useState, type FormEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { storeLocalToIso, type AdminDiscount } from "#domain/admin/discounts";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { adminCall } from "../admin-call.ts";

type Outcome = { kind: "done" | "error"; message: string; field?: string };

/** The form's values as the API reads them (`discountFormSchema`): empty text is "none". */
function formBody(form: HTMLFormElement) {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? "").trim();
  const local = (name: string) => (text(name) === "" ? null : (storeLocalToIso(text(name)) ?? text(name)));
  return {
    code: text("code"),
    kind: text("kind"),
    percent: text("percent"),
    amount: text("amount"),
    firstOrderOnly: data.get("firstOrderOnly") === "on",
    oncePerEmail: data.get("oncePerEmail") === "on",
    usageLimit: text("usageLimit"),
    startsAt: local("startsAt"),
    endsAt: local("endsAt"),
    minSubtotal: text("minSubtotal"),
    productScope: text("productScope"),
    productHandles: data.getAll("productHandles").map(String),
    description: text("description"),
    active: data.get("active") === "on",
  };
}

/** The discount form's sending and outcome: the refused field marked and focused, or the status line said. */
export function useDiscountForm({ discount, isNew, csrfToken }: { discount: AdminDiscount | null; isNew: boolean; csrfToken: string }) {
  const { t } = useTranslation("admin");
  const navigate = useNavigate();
  const location = useLocation();
  const [outcome, setOutcome] = useState<Outcome | null>(
    (location.state as { saved?: string } | null)?.saved ? { kind: "done", message: t("discounts.form.created") } : null,
  );
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (outcome?.kind !== "error") return;
    const field = outcome.field?.split(".")[0];
    const target = field ? formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`) : null;
    (target ?? statusRef.current)?.focus();
  }, [outcome]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const body = formBody(event.currentTarget);
    const path = isNew ? "/discounts" : `/discounts/${encodeURIComponent(discount!.code)}`;
    const answer = await adminCall<{ discount: AdminDiscount; changed?: boolean }>(path, { body, csrfToken });
    setBusy(false);
    if (answer.kind === "ok") {
      if (isNew) {
        void navigate(`/admin/discounts/${encodeURIComponent(answer.data.discount.code)}`, { state: { saved: "created" } });
        return;
      }
      setOutcome({ kind: "done", message: t(answer.data.changed === false ? "discounts.form.unchanged" : "discounts.form.saved") });
      return;
    }
    setOutcome(
      answer.kind === "refused"
        ? { kind: "error", message: answer.error, ...(answer.field ? { field: answer.field } : {}) }
        : { kind: "error", message: t("discounts.actions.failed") },
    );
  }

  const invalid = (field: string) => (outcome?.kind === "error" && outcome.field?.split(".")[0] === field ? true : undefined);
  const described = (field: string) => (invalid(field) ? "discount-form-status" : undefined);
  return { outcome, busy, formRef, statusRef, submit, invalid, described };
}
