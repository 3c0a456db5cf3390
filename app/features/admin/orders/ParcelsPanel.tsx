import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { AWB_SERVICES, COURIER_NAMES, PARCEL_LIMITS, labelsUrl, type AdminParcels, type AdminShipment } from "#domain/admin/shipments";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { ConfirmDialog } from "#app/ui/ConfirmDialog.tsx";
import { buttonClass, linkClass, secondaryButtonClass } from "../admin-forms.ts";
import { AdminPanel } from "../AdminPanel.tsx";
import { adminCall } from "../admin-call.ts";
import { FieldError } from "../FieldError.tsx";
import { ActionStatus } from "./ActionStatus.tsx";
import { ShipmentEvents } from "./ShipmentEvents.tsx";
import { useCreateAwb, type FormErrors } from "./use-create-awb.ts";
import { dateTimeFormat, lei } from "./order-format.ts";
import type { ActionState } from "./useOrderAction.ts";

const inputClass = "mt-1 block min-h-11 w-full rounded-xl border border-line bg-white px-3";
const TONES: Record<string, string> = {
  requested: "bg-amber-100 text-amber-900",
  failed: "bg-rose-100 text-rose-900",
  created: "bg-sky-100 text-sky-900",
  delivered: "bg-emerald-100 text-emerald-900",
  refused: "bg-rose-100 text-rose-900",
  returning: "bg-rose-100 text-rose-900",
  returned: "bg-stone-200 text-stone-800",
  cancelled: "bg-stone-200 text-stone-800",
  lost: "bg-rose-100 text-rose-900",
};

function ShipmentBadge({ status }: { status: string }) {
  const { t } = useTranslation("admin");
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-3 py-1 text-xs font-semibold ${TONES[status] ?? "bg-indigo-100 text-indigo-900"}`}
    >
      {t(`parcels.status.${status}`)}
    </span>
  );
}

/** A parcel: its AWB and what the courier said, its labels, and calling it back while the courier allows. */
function Shipment({
  shipment,
  canShip,
  csrfToken,
  report,
}: {
  shipment: AdminShipment;
  canShip: boolean;
  csrfToken: string;
  report: (state: ActionState) => void;
}) {
  const { t, i18n } = useTranslation("admin");
  const revalidator = useRevalidator();
  const [asking, setAsking] = useState(false);
  const [state, setOwnState] = useState<ActionState>({ kind: "idle" });
  const setState = (next: ActionState) => {
    setOwnState(next);
    report(next);
  };
  const when = dateTimeFormat(i18n.language);
  const headingId = useId();
  const cancel = async () => {
    if (state.kind === "busy") return;
    setState({ kind: "busy" });
    const answer = await adminCall(`/shipments/${shipment.id}/cancel`, { csrfToken });
    setAsking(false);
    if (answer.kind === "ok") {
      await revalidator.revalidate();
      setState({ kind: "done", message: t("parcels.cancelled", { awb: shipment.awb }) });
    } else setState({ kind: "error", message: answer.kind === "refused" ? answer.error : t("errors.network") });
  };
  return (
    <li className="border-t border-line pt-4 first:border-t-0 first:pt-0" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="font-semibold">
          {shipment.awb ? t("parcels.awb", { awb: shipment.awb }) : t("parcels.noAwb")}
          {shipment.kind === "return" ? ` · ${t("parcels.return")}` : ""}
        </h3>
        <ShipmentBadge status={shipment.status} />
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted">{t("parcels.courier")}</dt>
        <dd>
          {COURIER_NAMES[shipment.courier]} · {t(`parcels.service.${shipment.service}`, { defaultValue: shipment.service })}
        </dd>
        <dt className="text-muted">{t("parcels.cod")}</dt>
        <dd>{shipment.cashOnDeliveryMinor > 0 ? lei(shipment.cashOnDeliveryMinor) : t("parcels.noCod")}</dd>
        {shipment.lockerId ? (
          <>
            <dt className="text-muted">{t("parcels.locker")}</dt>
            <dd>{shipment.lockerId}</dd>
          </>
        ) : null}
        <dt className="text-muted">{t("parcels.parcels")}</dt>
        <dd>
          {t("parcels.parcelsText", {
            count: shipment.parcels.length,
            grams: shipment.parcels.reduce((sum, parcel) => sum + parcel.weightGrams, 0),
          })}
        </dd>
        <dt className="text-muted">{t("parcels.requested")}</dt>
        <dd>
          <time dateTime={shipment.requestedAt}>{when.format(new Date(shipment.requestedAt))}</time>
        </dd>
      </dl>
      {shipment.failure ? (
        <p className="mt-2 text-sm font-semibold text-red-800">{t("parcels.failure", { words: shipment.failure })}</p>
      ) : null}
      <ShipmentEvents shipment={shipment} when={when} />
      {shipment.awb && shipment.status !== "cancelled" ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          {(["a6", "a4"] as const).map((format) => (
            <a key={format} href={labelsUrl([shipment.id], format)} download className={linkClass}>
              {t("parcels.label", { format: format.toUpperCase() })}
            </a>
          ))}
          {canShip && shipment.status === "created" ? (
            <button type="button" className={secondaryButtonClass} onClick={() => setAsking(true)}>
              {t("parcels.cancel")}
            </button>
          ) : null}
        </div>
      ) : null}
      <ConfirmDialog
        open={asking}
        title={t("parcels.cancelTitle", { awb: shipment.awb })}
        message={<p>{t("parcels.cancelQuestion")}</p>}
        confirmLabel={state.kind === "busy" ? t("parcels.cancelling") : t("parcels.cancelConfirm")}
        cancelLabel={t("parcels.keep")}
        busy={state.kind === "busy"}
        onConfirm={cancel}
        onClose={() => setAsking(false)}
      />
    </li>
  );
}

/** "Create AWB", prefilled with what the order proposes; staff may change the courier, service, weight and parcels. */
function CreateAwbForm({
  orderNumber,
  parcels,
  csrfToken,
  report,
}: {
  orderNumber: number;
  parcels: AdminParcels;
  csrfToken: string;
  report: (state: ActionState) => void;
}) {
  const { t } = useTranslation("admin");
  const id = useId();
  const { state, errors, submit } = useCreateAwb(orderNumber, parcels, csrfToken, report);
  const { defaults } = parcels;
  const describedBy = (name: keyof FormErrors) => (errors[name] ? `${id}-${name}-error` : undefined);
  return (
    <form onSubmit={submit} noValidate className="mt-4 rounded-2xl border border-line p-4" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-semibold">
        {t("parcels.create")}
      </h3>
      {defaults.lockerName ? (
        <p className="mt-1 text-sm text-muted">{t("parcels.shopperLocker", { locker: defaults.lockerName })}</p>
      ) : null}
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <label className="block text-sm font-semibold">
          {t("parcels.courier")}
          <select
            name="courier"
            defaultValue={defaults.courier ?? parcels.couriers[0]}
            className={inputClass}
            aria-invalid={errors.courier ? true : undefined}
            aria-describedby={describedBy("courier")}
          >
            {parcels.couriers.map((courier) => (
              <option key={courier} value={courier}>
                {COURIER_NAMES[courier]}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-courier-error`} message={errors.courier} />
        </label>
        <label className="block text-sm font-semibold">
          {t("parcels.serviceLabel")}
          <select
            name="service"
            defaultValue={defaults.service}
            className={inputClass}
            aria-invalid={errors.service ? true : undefined}
            aria-describedby={describedBy("service")}
          >
            {AWB_SERVICES.filter((service) => service === "standard" || defaults.lockerId).map((service) => (
              <option key={service} value={service}>
                {t(`parcels.service.${service}`)}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-service-error`} message={errors.service} />
        </label>
        <label className="block text-sm font-semibold">
          {t("parcels.weight")}
          <input
            name="weight"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            defaultValue={defaults.parcel.weightGrams}
            className={inputClass}
            aria-invalid={errors.weight ? true : undefined}
            aria-describedby={describedBy("weight")}
          />
          <FieldError id={`${id}-weight-error`} message={errors.weight} />
        </label>
        <label className="block text-sm font-semibold">
          {t("parcels.count")}
          <input
            name="count"
            type="number"
            inputMode="numeric"
            min={PARCEL_LIMITS.count.min}
            max={PARCEL_LIMITS.count.max}
            step={1}
            defaultValue={1}
            className={inputClass}
            aria-invalid={errors.count ? true : undefined}
            aria-describedby={describedBy("count")}
          />
          <FieldError id={`${id}-count-error`} message={errors.count} />
        </label>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass} aria-disabled={state.kind === "busy" || undefined}>
          {state.kind === "busy" ? t("parcels.creating") : t("parcels.createButton")}
        </button>
      </div>
    </form>
  );
}

/** The order's parcels: each AWB with its courier's events, and making one. */
export function ParcelsPanel({
  orderNumber,
  parcels,
  csrfToken,
  className,
}: {
  orderNumber: number;
  parcels: AdminParcels;
  csrfToken: string;
  className: string;
}) {
  const { t } = useTranslation("admin");
  // One live region for the panel: it outlives the form that a made AWB hides.
  const [state, setState] = useState<ActionState>({ kind: "idle" });
  return (
    <AdminPanel id="order-parcels" title={t("parcels.title")} className={className}>
      <ActionStatus state={state} />
      {parcels.shipments.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t("parcels.none")}</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-4">
          {parcels.shipments.map((shipment) => (
            <Shipment key={shipment.id} shipment={shipment} canShip={parcels.canShip} csrfToken={csrfToken} report={setState} />
          ))}
        </ul>
      )}
      {parcels.canShip && parcels.canCreate && parcels.couriers.length > 0 ? (
        <CreateAwbForm orderNumber={orderNumber} parcels={parcels} csrfToken={csrfToken} report={setState} />
      ) : parcels.canShip && parcels.canCreate ? (
        <p className="mt-3 text-sm">{t("parcels.noCourier")}</p>
      ) : null}
    </AdminPanel>
  );
}
