import { useId, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { LABEL_FORMATS, type AdminLabelFormat, type ShipBatchAnswer } from "#domain/admin/shipments";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { DialogButtons, useModalDialog } from "#app/ui/ConfirmDialog.tsx";
import { buttonClass, linkClass } from "../admin-forms.ts";
import { adminCall } from "../admin-call.ts";
import { ActionStatus } from "./ActionStatus.tsx";
import { pickupSentence } from "./pickup-booking.ts";
import type { ActionState } from "./useOrderAction.ts";

/** Each order's outcome of a batch, and the one PDF of the labels made. */
function BatchResultDialog({ answer, open, onClose }: { answer: ShipBatchAnswer | null; open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation("admin");
  const ref = useModalDialog(open && answer !== null);
  const titleId = useId();
  const made = answer?.results.filter((result) => result.outcome !== "refused").length ?? 0;
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-3xl border border-line bg-white p-6 text-ink shadow-xl backdrop:bg-ink/50"
    >
      <h2 id={titleId} className="text-2xl">
        {t("parcels.batch.title")}
      </h2>
      {answer ? (
        <>
          <p className="mt-2">{t("parcels.batch.summary", { made, total: answer.results.length })}</p>
          <ul className="mt-3 flex max-h-[50vh] flex-col gap-2 overflow-y-auto text-sm">
            {answer.results.map((result) => (
              <li key={result.orderNumber} className={result.outcome === "refused" ? "text-red-800" : ""}>
                <strong>{t("parcels.batch.order", { number: result.orderNumber })}</strong>
                {": "}
                {result.outcome === "refused"
                  ? t("parcels.batch.refused", { message: result.message })
                  : t(`parcels.batch.${result.outcome}`, { awb: result.awb })}
              </li>
            ))}
          </ul>
          {answer.pickups.map((pickup) => (
            <p key={pickup.courier} className={`mt-3 text-sm ${pickup.booked ? "" : "text-red-800"}`}>
              {pickupSentence(t, i18n.language, pickup)}
            </p>
          ))}
          {answer.labelsUrl ? (
            <a href={answer.labelsUrl} download className={`${buttonClass} mt-4 inline-flex`}>
              {t("parcels.batch.download")}
            </a>
          ) : (
            <p className="mt-4 text-sm text-muted">{t("parcels.batch.noLabels")}</p>
          )}
        </>
      ) : null}
      <DialogButtons cancelLabel={t("parcels.batch.close")} onCancel={onClose} className="mt-6">
        {null}
      </DialogButtons>
    </dialog>
  );
}

/** The selected orders' batch: the label format, the button, and how it went. */
export function BatchShipBar({ selected, csrfToken, onDone }: { selected: number[]; csrfToken: string; onDone: () => void }) {
  const { t } = useTranslation("admin");
  const revalidator = useRevalidator();
  const [format, setFormat] = useState<AdminLabelFormat>("a6");
  const [state, setState] = useState<ActionState>({ kind: "idle" });
  const [answer, setAnswer] = useState<ShipBatchAnswer | null>(null);
  const [showing, setShowing] = useState(false);
  const busy = useRef(false);
  const ship = async () => {
    if (busy.current) return;
    if (selected.length === 0) {
      setState({ kind: "error", message: t("parcels.batch.none") });
      return;
    }
    busy.current = true;
    setState({ kind: "busy" });
    const sent = await adminCall("/orders/ship-batch", { csrfToken, body: { orderNumbers: selected, format } });
    busy.current = false;
    if (sent.kind !== "ok") {
      setState({ kind: "error", message: sent.kind === "refused" ? sent.error : t("errors.network") });
      return;
    }
    const made = sent.data.results.filter((result) => result.outcome !== "refused").length;
    setState({ kind: "done", message: t("parcels.batch.summary", { made, total: sent.data.results.length }) });
    setAnswer(sent.data);
    setShowing(true);
    onDone();
    await revalidator.revalidate();
  };
  return (
    <div className="mt-4 flex flex-wrap items-end gap-3 rounded-2xl border border-line bg-white p-3">
      <p className="min-h-11 content-center text-sm font-semibold">{t("parcels.batch.selected", { count: selected.length })}</p>
      <label className="text-sm font-semibold">
        {t("parcels.batch.format")}
        <select
          value={format}
          onChange={(event) => setFormat(event.target.value as AdminLabelFormat)}
          className="mt-1 block min-h-11 rounded-xl border border-line bg-white px-3"
        >
          {LABEL_FORMATS.map((value) => (
            <option key={value} value={value}>
              {t(`parcels.batch.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <button type="button" onClick={ship} aria-disabled={state.kind === "busy" || undefined} className={buttonClass}>
        {state.kind === "busy" ? t("parcels.batch.shipping") : t("parcels.batch.ship")}
      </button>
      <ActionStatus state={state} />
      {answer?.labelsUrl ? (
        <a href={answer.labelsUrl} download className={`${linkClass} min-h-11 content-center`}>
          {t("parcels.batch.download")}
        </a>
      ) : null}
      <BatchResultDialog answer={answer} open={showing} onClose={() => setShowing(false)} />
    </div>
  );
}
