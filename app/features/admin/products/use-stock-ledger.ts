import { useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { parseWholeNumber, type VariantStockView } from "#domain/stock-ledger";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { adminCall, type AdminAnswer } from "../admin-call.ts";

export const stockInputClass = "mt-1 block min-h-11 w-full rounded-xl border border-line bg-white px-3 aria-invalid:border-red-700";

type Status = { kind: "done" | "error"; text: string; field?: string } | null;

/** A fresh key per adjustment the form sends: a double click or a retried request adjusts once (decision 0078). */
const newKey = () => (typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

/** The stock page's two changes (an adjustment, the low-stock threshold): their fields, checks, sending and status line. */
export function useStockLedger(stock: VariantStockView, csrfToken: string) {
  const { t, i18n } = useTranslation("admin");
  const number = new Intl.NumberFormat(i18n.language === "ro" ? "ro-RO" : "en-GB");
  const revalidator = useRevalidator();
  const id = useId();
  const [values, setValues] = useState({ change: "", note: "", threshold: String(stock.lowStockThreshold) });
  const [key, setKey] = useState(newKey);
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);
  const changeRef = useRef<HTMLInputElement>(null);
  const noteRef = useRef<HTMLInputElement>(null);
  const thresholdRef = useRef<HTMLInputElement>(null);
  const refs: Record<string, React.RefObject<HTMLInputElement | null>> = { change: changeRef, note: noteRef, threshold: thresholdRef };

  function refuse(text: string, field: string | undefined) {
    setStatus({ kind: "error", text, ...(field ? { field } : {}) });
    (field ? refs[field] : changeRef)?.current?.focus();
  }

  /** Waits for one of the page's two changes; once stored, the page reads the ledger again and says `done`. */
  async function send<Stored>(call: Promise<AdminAnswer<Stored>>, done: (stored: Stored) => string, refusedAt: string | undefined) {
    setBusy(true);
    const answer = await call;
    setBusy(false);
    if (answer.kind !== "ok") {
      return refuse(answer.kind === "refused" ? answer.error : t("errors.network"), answer.kind === "refused" ? answer.field : refusedAt);
    }
    await revalidator.revalidate();
    setStatus({ kind: "done", text: done(answer.data) });
  }

  async function adjust(event: FormEvent) {
    event.preventDefault();
    const units = parseWholeNumber(values.change);
    if (units === null || units === 0) return refuse(t("stockLedger.changeInvalid"), "change");
    const body = { change: units, note: values.note.trim(), key };
    const call = adminCall<{ balance: number; changed: boolean }>(`/variants/${stock.variantId}/stock/adjustments`, { body, csrfToken });
    await send(
      call,
      (stored) => {
        setValues((current) => ({ ...current, change: "", note: "" }));
        setKey(newKey());
        return t("stockLedger.adjusted", { balance: number.format(stored.balance) });
      },
      undefined,
    );
  }

  async function saveThreshold(event: FormEvent) {
    event.preventDefault();
    const value = parseWholeNumber(values.threshold);
    if (value === null || value < 0) return refuse(t("stockLedger.thresholdInvalid"), "threshold");
    const call = adminCall<{ changed: boolean }>(`/variants/${stock.variantId}/stock/threshold`, { body: { threshold: value }, csrfToken });
    await send(call, () => t("stockLedger.thresholdSaved", { count: value }), "threshold");
  }

  /** A typed-in field's own attributes: its value, and marked and pointed at the status line when it was refused. */
  const typed = (field: keyof typeof values, hint?: string) => {
    const refused = status?.kind === "error" && status.field === field;
    return {
      name: field,
      value: values[field],
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValues((current) => ({ ...current, [field]: event.target.value })),
      "aria-invalid": refused || undefined,
      "aria-describedby": [refused ? `${id}-status` : null, hint ?? null].filter(Boolean).join(" ") || undefined,
      className: stockInputClass,
    };
  };

  return { id, status, busy, changeRef, noteRef, thresholdRef, adjust, saveThreshold, typed };
}
