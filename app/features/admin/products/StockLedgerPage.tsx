import type { ColumnDef } from "@tanstack/react-table";
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { Link, useRevalidator } from "react-router";
import { parseWholeNumber, STOCK_NOTE_MAX_LENGTH, type StockMovementView, type VariantStockView } from "#domain/stock-ledger";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { adminCall, type AdminAnswer } from "../admin-call.ts";
import { buttonClass, linkClass, secondaryButtonClass } from "../admin-forms.ts";
import { AdminTable, listColumn } from "../AdminTable.tsx";
import { ListPages } from "../ListPages.tsx";
import { dateTimeFormat } from "../orders/order-format.ts";

const inputClass = "mt-1 block min-h-11 w-full rounded-xl border border-line bg-white px-3 aria-invalid:border-red-700";

type Status = { kind: "done" | "error"; text: string; field?: string } | null;

/** A fresh key per adjustment the form sends: a double click or a retried request adjusts once (decision 0078). */
const newKey = () => (typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

/**
 * A variant's stock as the owner reads it (issue 40 item 5): what is left, every movement with its cause (linked to
 * its order or return), the change and the balance after it, who adjusted it and why; an adjustment with a note;
 * the low-stock threshold the owner is emailed at.
 */
export function StockLedgerPage({ stock, csrfToken }: { stock: VariantStockView; csrfToken: string }) {
  const { t, i18n } = useTranslation("admin");
  const when = dateTimeFormat(i18n.language);
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
  const name = stock.variantTitle ? `${stock.productTitle} – ${stock.variantTitle}` : stock.productTitle;
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

  const columns: ColumnDef<StockMovementView>[] = [
    listColumn(
      "date",
      t("stockLedger.columns.date"),
      (movement) => <time dateTime={movement.createdAt}>{when.format(new Date(movement.createdAt))}</time>,
      { cellClassName: "sm:whitespace-nowrap" },
    ),
    listColumn("cause", t("stockLedger.columns.cause"), (movement) => (
      <>
        {t(`stockLedger.causes.${movement.cause}`)}
        {movement.returnId !== null ? (
          <>
            {" · "}
            <Link to={`/admin/returns/${movement.returnId}`} className={linkClass}>
              {t("stockLedger.returnLink", { id: movement.returnId })}
            </Link>
          </>
        ) : movement.orderNumber !== null ? (
          <>
            {" · "}
            <Link to={`/admin/orders/${movement.orderNumber}`} className={linkClass}>
              {t("stockLedger.orderLink", { number: movement.orderNumber })}
            </Link>
          </>
        ) : null}
        {movement.note ? <span className="block text-muted">“{movement.note}”</span> : null}
      </>
    )),
    listColumn(
      "change",
      t("stockLedger.columns.change"),
      (movement) => (
        <span className={movement.change < 0 ? "text-red-800" : "text-emerald-800"}>
          {movement.change > 0 ? "+" : movement.change < 0 ? "−" : ""}
          {number.format(Math.abs(movement.change))}
        </span>
      ),
      { headerClassName: "text-right", cellClassName: "text-right font-semibold tabular-nums" },
    ),
    listColumn("balance", t("stockLedger.columns.balance"), (movement) => number.format(movement.balanceAfter), {
      headerClassName: "text-right",
      cellClassName: "text-right tabular-nums",
    }),
    listColumn(
      "by",
      t("stockLedger.columns.by"),
      (movement) => movement.staffEmail ?? <span className="text-muted">{t("stockLedger.system")}</span>,
      { cellClassName: "break-all" },
    ),
  ];

  /** A typed-in field's own attributes: its value, and marked and pointed at the status line when it was refused. */
  const typed = (field: keyof typeof values, hint?: string) => {
    const refused = status?.kind === "error" && status.field === field;
    return {
      name: field,
      value: values[field],
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValues((current) => ({ ...current, [field]: event.target.value })),
      "aria-invalid": refused || undefined,
      "aria-describedby": [refused ? `${id}-status` : null, hint ?? null].filter(Boolean).join(" ") || undefined,
      className: inputClass,
    };
  };

  return (
    <>
      <p className="text-sm">
        <Link to="/admin/products" className={linkClass}>
          {t("stockLedger.backToProducts")}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl">{t("stockLedger.title", { name })}</h1>
      <p className="mt-1 text-muted">{t("products.sku", { sku: stock.sku })}</p>

      <div className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <section aria-labelledby={`${id}-now`} className="min-w-0 rounded-2xl border border-line bg-white p-4">
          <h2 id={`${id}-now`} className="text-xl">
            {t("stockLedger.now")}
          </h2>
          <p className="mt-2 text-3xl font-semibold">
            {stock.stockQuantity === null ? t("products.notCounted") : number.format(stock.stockQuantity)}
          </p>
          {stock.waiting ? (
            <p className="mt-2">
              {t("stockLedger.waiting", { count: stock.waiting.count, since: when.format(new Date(stock.waiting.oldestRequestedAt)) })}
            </p>
          ) : null}
          {stock.stockFrom ? (
            <p className="mt-2">
              {t("stockLedger.takesFrom")}{" "}
              <Link to={`/admin/products/${stock.productId}/stock/${stock.stockFrom.variantId}`} className={linkClass}>
                {stock.stockFrom.title}
              </Link>
            </p>
          ) : null}
          {stock.stockQuantity !== null ? (
            <form onSubmit={adjust} noValidate aria-labelledby={`${id}-adjust`} className="mt-4 grid gap-3">
              <h3 id={`${id}-adjust`} className="font-semibold">
                {t("stockLedger.adjust")}
              </h3>
              <div className="text-sm">
                <label htmlFor={`${id}-change`} className="font-semibold">
                  {t("stockLedger.change")}
                </label>
                <input
                  ref={changeRef}
                  id={`${id}-change`}
                  inputMode="numeric"
                  autoComplete="off"
                  {...typed("change", `${id}-change-hint`)}
                />
                <p id={`${id}-change-hint`} className="mt-1 text-muted">
                  {t("stockLedger.changeHint")}
                </p>
              </div>
              <label className="text-sm font-semibold">
                {t("stockLedger.note")} <span className="font-normal text-muted">{t("form.optional")}</span>
                <input ref={noteRef} maxLength={STOCK_NOTE_MAX_LENGTH} {...typed("note")} />
              </label>
              <div>
                <button type="submit" className={buttonClass} disabled={busy}>
                  {t("stockLedger.save")}
                </button>
              </div>
            </form>
          ) : (
            <p className="mt-2 text-muted">{t("stockLedger.notCountedHint")}</p>
          )}
        </section>

        <section aria-labelledby={`${id}-alert`} className="min-w-0 rounded-2xl border border-line bg-white p-4">
          <h2 id={`${id}-alert`} className="text-xl">
            {t("stockLedger.alertTitle")}
          </h2>
          <p className="mt-2 text-sm text-muted">{t("stockLedger.alertIntro")}</p>
          <form onSubmit={saveThreshold} noValidate aria-labelledby={`${id}-alert`} className="mt-3 flex flex-wrap items-end gap-3">
            <label className="text-sm font-semibold">
              {t("stockLedger.threshold")}
              <input ref={thresholdRef} inputMode="numeric" autoComplete="off" {...typed("threshold")} className={`${inputClass} w-32`} />
            </label>
            <button type="submit" className={secondaryButtonClass} disabled={busy}>
              {t("stockLedger.saveThreshold")}
            </button>
          </form>
        </section>
      </div>

      <p
        id={`${id}-status`}
        role="status"
        className={`mt-3 min-h-6 text-sm ${status?.kind === "error" ? "font-semibold text-red-800" : "text-emerald-800"}`}
      >
        {status?.text ?? ""}
      </p>

      <section aria-labelledby={`${id}-movements`} className="mt-4">
        <h2 id={`${id}-movements`} className="text-xl">
          {t("stockLedger.movements")}
        </h2>
        <AdminTable
          label={t("stockLedger.movements")}
          caption={t("stockLedger.caption", { name })}
          rows={stock.movements}
          columns={columns}
          rowKey={(movement) => String(movement.id)}
          minWidth="sm:min-w-[40rem]"
          className="mt-2"
          look="ledger"
          empty={<p className="mt-2 text-muted">{t("stockLedger.noMovements")}</p>}
        />
        <ListPages
          page={stock.page}
          pages={stock.pages}
          label={t("stockLedger.pages")}
          linkTo={(page) => `/admin/products/${stock.productId}/stock/${stock.variantId}?page=${page}`}
        />
      </section>
    </>
  );
}
