import { useEffect, useId, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import type { InspectionOutcome, StockInspectionView } from "#domain/stock-ledger";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { adminCall } from "../admin-call.ts";
import { dateTimeFormat } from "../orders/order-format.ts";
import { InspectionItem, nameOf } from "./InspectionItem.tsx";

type Status = { kind: "done" | "error"; text: string } | null;

/**
 * Units a refused or returned parcel, or a customer's return, brought back to the shop (issue 64 item 4): out of stock
 * until the owner looks at them and decides sellable (back in stock) or damaged (written off), each row once.
 */
export function StockInspectionsPage({ inspections, csrfToken }: { inspections: StockInspectionView[]; csrfToken: string }) {
  const { t, i18n } = useTranslation("admin");
  const when = dateTimeFormat(i18n.language);
  const revalidator = useRevalidator();
  const id = useId();
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const sending = useRef(false);
  const listRef = useRef<HTMLUListElement>(null);
  const noneRef = useRef<HTMLParagraphElement>(null);
  // The decided row leaves the list with the button that had the focus: the row that takes its place gets it, so
  // the member goes on with the next unit (the status line, a live region, says the outcome on its own).
  const leaving = useRef<{ id: number; index: number } | null>(null);
  useEffect(() => {
    const left = leaving.current;
    if (!left || inspections.some((item) => item.id === left.id)) return;
    leaving.current = null;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const rows = listRef.current?.querySelectorAll("li") ?? [];
    const next = rows[Math.min(left.index, rows.length - 1)]?.querySelector("button");
    (next ?? noneRef.current)?.focus();
  }, [inspections]);

  async function decide(item: StockInspectionView, outcome: InspectionOutcome) {
    if (sending.current) return;
    sending.current = true;
    // A refusal that left its row in the list (a role without the right) hands nothing on to this decision.
    leaving.current = null;
    const name = nameOf(item);
    setBusy(item.id);
    // Emptied first, so the live region hears a change even when this sentence is the last one's again.
    setStatus(null);
    const answer = await adminCall<{ outcome: InspectionOutcome }>(`/stock/inspections/${item.id}`, { body: { outcome }, csrfToken });
    // Decided by someone else meanwhile (a refusal): the list drops the row either way.
    if (answer.kind !== "failed") {
      leaving.current = { id: item.id, index: inspections.findIndex((row) => row.id === item.id) };
      await revalidator.revalidate();
    }
    sending.current = false;
    setBusy(null);
    if (answer.kind === "ok") setStatus({ kind: "done", text: t(`stockInspections.done.${outcome}`, { count: item.quantity, name }) });
    else setStatus({ kind: "error", text: answer.kind === "refused" ? answer.error : t("errors.network") });
  }

  return (
    <>
      <h1 className="text-3xl">{t("stockInspections.title")}</h1>
      <p className="mt-1 max-w-prose text-muted">{t("stockInspections.intro")}</p>
      <p
        id={`${id}-status`}
        role="status"
        className={`mt-3 min-h-6 text-sm ${status?.kind === "error" ? "font-semibold text-red-800" : "text-emerald-800"}`}
      >
        {status?.text ?? ""}
      </p>
      {inspections.length === 0 ? (
        <p ref={noneRef} tabIndex={-1} className="mt-2 rounded outline-none focus-visible:ring-3 focus-visible:ring-brand/40">
          {t("stockInspections.none")}
        </p>
      ) : (
        <ul ref={listRef} className="mt-2 grid gap-3" aria-label={t("stockInspections.title")}>
          {inspections.map((item) => (
            <InspectionItem key={item.id} item={item} busy={busy !== null} when={when} decide={(outcome) => void decide(item, outcome)} />
          ))}
        </ul>
      )}
    </>
  );
}
