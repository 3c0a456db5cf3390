import type { FormEvent, RefObject } from "react";
import { STOCK_NOTE_MAX_LENGTH } from "#domain/stock-ledger";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { buttonClass, secondaryButtonClass } from "../admin-forms.ts";
import { stockInputClass, type useStockLedger } from "./use-stock-ledger.ts";

/** A counted variant's adjustment: the change in units (negative takes away) and an optional note. */
export function StockAdjustForm({
  id,
  changeRef,
  noteRef,
  typed,
  busy,
  onSubmit,
}: {
  id: string;
  changeRef: RefObject<HTMLInputElement | null>;
  noteRef: RefObject<HTMLInputElement | null>;
  typed: ReturnType<typeof useStockLedger>["typed"];
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
}) {
  const { t } = useTranslation("admin");
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-adjust`} className="mt-4 grid gap-3">
      <h3 id={`${id}-adjust`} className="font-semibold">
        {t("stockLedger.adjust")}
      </h3>
      <div className="text-sm">
        <label htmlFor={`${id}-change`} className="font-semibold">
          {t("stockLedger.change")}
        </label>
        <input ref={changeRef} id={`${id}-change`} inputMode="numeric" autoComplete="off" {...typed("change", `${id}-change-hint`)} />
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
  );
}

/** The low-stock threshold the owner is emailed at. */
export function StockThresholdSection({
  id,
  thresholdRef,
  typed,
  busy,
  onSubmit,
}: {
  id: string;
  thresholdRef: RefObject<HTMLInputElement | null>;
  typed: ReturnType<typeof useStockLedger>["typed"];
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
}) {
  const { t } = useTranslation("admin");
  return (
    <section aria-labelledby={`${id}-alert`} className="min-w-0 rounded-2xl border border-line bg-white p-4">
      <h2 id={`${id}-alert`} className="text-xl">
        {t("stockLedger.alertTitle")}
      </h2>
      <p className="mt-2 text-sm text-muted">{t("stockLedger.alertIntro")}</p>
      <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-alert`} className="mt-3 flex flex-wrap items-end gap-3">
        <label className="text-sm font-semibold">
          {t("stockLedger.threshold")}
          <input ref={thresholdRef} inputMode="numeric" autoComplete="off" {...typed("threshold")} className={`${stockInputClass} w-32`} />
        </label>
        <button type="submit" className={secondaryButtonClass} disabled={busy}>
          {t("stockLedger.saveThreshold")}
        </button>
      </form>
    </section>
  );
}
