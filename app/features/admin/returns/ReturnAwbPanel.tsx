import { useId, useRef, useState, type FormEvent } from "react";
import type { AdminReturnDetail } from "#domain/admin/returns";
import type { ReturnAwbMode, ReturnAwbView } from "#domain/return-awbs";
import { can } from "#domain/staff-roles";
import type { StaffView } from "#app/lib/load-context.ts";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { adminCall } from "../admin-call.ts";
import { buttonClass, linkClass, secondaryButtonClass } from "../admin-forms.ts";
import { dateTimeFormat } from "../orders/order-format.ts";
import { AdminPanel } from "../AdminPanel.tsx";
import { FieldError } from "../FieldError.tsx";

const inputClass = "mt-1 block min-h-11 w-full rounded-xl border border-line bg-white px-3";
const LIVE_STATUSES = new Set<ReturnAwbView["status"]>(["requested", "failed", "cancelled"]);

/**
 * A return's AWB for staff (issue 43 item 8): make it once the return is approved — the courier collects the parcel
 * from the customer, or they drop it in a locker —, then its number, status, the courier's events, its label and
 * cancel while the courier allows it. Its delivery to the shop marks the return received by itself.
 */
export function ReturnAwbPanel({
  detail,
  initial,
  staff,
  csrfToken,
}: {
  detail: AdminReturnDetail;
  initial: ReturnAwbView | null;
  staff: StaffView;
  csrfToken: string;
}) {
  const { t, i18n } = useTranslation("admin");
  const id = useId();
  const [awb, setAwb] = useState(initial);
  const [mode, setMode] = useState<ReturnAwbMode>("pickup");
  const [busy, setBusy] = useState<"" | "create" | "cancel">("");
  const [lockerError, setLockerError] = useState("");
  const [failure, setFailure] = useState("");
  const [done, setDone] = useState("");
  const lockerRef = useRef<HTMLInputElement>(null);
  const when = dateTimeFormat(i18n.language);
  const manage = can(staff.role, "returns.decide");
  const live = awb && awb.awb && !LIVE_STATUSES.has(awb.status) ? awb : null;
  const canCreate = manage && detail.status === "approved" && !live;

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const lockerId = lockerRef.current?.value.trim() ?? "";
    if (mode === "locker" && !lockerId) {
      setLockerError(t("returnAwb.lockerRequired"));
      lockerRef.current?.focus();
      return;
    }
    setBusy("create");
    setFailure("");
    setLockerError("");
    const answer = await adminCall(`/returns/${detail.id}/awb`, {
      body: mode === "locker" ? { mode, lockerId } : { mode },
      csrfToken,
    });
    setBusy("");
    if (answer.kind === "ok") {
      setAwb(answer.data.returnAwb);
      setDone(t("returnAwb.created"));
    } else if (answer.kind === "refused" && answer.field === "lockerId") {
      setLockerError(answer.error);
      lockerRef.current?.focus();
    } else setFailure(answer.kind === "refused" ? answer.error : t("errors.network"));
  }

  async function cancel() {
    if (busy) return;
    setBusy("cancel");
    setFailure("");
    const answer = await adminCall(`/returns/${detail.id}/awb/cancel`, { csrfToken });
    setBusy("");
    if (answer.kind === "ok") {
      setAwb(answer.data.returnAwb);
      setDone(t("returnAwb.cancelled"));
    } else setFailure(answer.kind === "refused" ? answer.error : t("errors.network"));
  }

  return (
    <AdminPanel id="return-awb" title={t("returnAwb.title")} className="rounded-2xl border border-line bg-white p-4 sm:p-5">
      <p role="status" className={done ? "mt-3 rounded-xl bg-emerald-50 p-3 font-semibold text-emerald-900" : "sr-only"}>
        {done}
      </p>
      {live ? (
        <>
          <dl className="mt-3 grid gap-1 text-sm">
            <div className="flex flex-wrap justify-between gap-x-4">
              <dt>{t("returnAwb.awb")}</dt>
              <dd className="font-mono font-semibold">{live.awb}</dd>
            </div>
            <div className="flex flex-wrap justify-between gap-x-4">
              <dt>{t("returnAwb.courier")}</dt>
              <dd>{live.courier}</dd>
            </div>
            <div className="flex flex-wrap justify-between gap-x-4">
              <dt>{t("returnAwb.status")}</dt>
              <dd className="font-semibold">{t(`returnAwb.statuses.${live.status}`)}</dd>
            </div>
            <div className="flex flex-wrap justify-between gap-x-4">
              <dt>{t("returnAwb.mode")}</dt>
              <dd className="text-right">
                {live.locker
                  ? `${t("returnAwb.dropAt")} ${live.locker.name}${live.locker.city ? `, ${live.locker.city}` : ""}`
                  : t("returnAwb.collect")}
              </dd>
            </div>
          </dl>
          <h3 className="mt-4 font-semibold">{t("returnAwb.events")}</h3>
          {live.events.length > 0 ? (
            <ol className="mt-2 flex flex-col gap-2 border-l-2 border-line pl-4 text-sm">
              {live.events.map((event, index) => (
                <li key={`${event.at}-${index}`}>
                  <p className="font-semibold">{t(`returnAwb.statuses.${event.status}`)}</p>
                  <p className="text-muted">
                    <time dateTime={event.at}>{when.format(new Date(event.at))}</time> · {event.description}
                    {event.location ? ` · ${event.location}` : ""}
                  </p>
                </li>
              ))}
            </ol>
          ) : (
            <p className="mt-1 text-sm text-muted">{t("returnAwb.noEvents")}</p>
          )}
          <div className="mt-4 flex flex-wrap gap-3">
            <a href={`/api/admin/returns/${detail.id}/awb/label.pdf`} download className={`${linkClass} inline-flex min-h-11 items-center`}>
              {t("returnAwb.label")}
            </a>
            {manage && live.status === "created" ? (
              <button type="button" className={secondaryButtonClass} onClick={() => void cancel()} disabled={busy !== ""}>
                {busy === "cancel" ? t("returnAwb.cancelling") : t("returnAwb.cancel")}
              </button>
            ) : null}
          </div>
        </>
      ) : (
        <>
          {awb?.status === "failed" && awb.failure ? (
            <p className="mt-3 text-sm text-red-900">{t("returnAwb.failure", { words: awb.failure })}</p>
          ) : null}
          <p className="mt-3 text-sm text-muted">{detail.status === "approved" ? t("returnAwb.none") : t("returnAwb.notApproved")}</p>
          {canCreate ? (
            <form noValidate onSubmit={(event) => void create(event)} className="mt-3">
              <fieldset>
                <legend className="font-semibold">{t("returnAwb.mode")}</legend>
                {(["pickup", "locker"] as const).map((option) => (
                  <label key={option} className="mt-2 flex min-h-11 items-center gap-2">
                    <input
                      type="radio"
                      name="mode"
                      value={option}
                      checked={mode === option}
                      onChange={() => setMode(option)}
                      className="size-5"
                    />
                    {t(`returnAwb.modes.${option}`)}
                  </label>
                ))}
              </fieldset>
              {mode === "locker" ? (
                <label className="mt-3 block text-sm font-semibold">
                  {t("returnAwb.lockerId")}
                  <input
                    ref={lockerRef}
                    name="lockerId"
                    maxLength={64}
                    autoComplete="off"
                    required
                    aria-required="true"
                    className={inputClass}
                    aria-invalid={lockerError ? true : undefined}
                    aria-describedby={`${id}-locker-hint${lockerError ? ` ${id}-locker-error` : ""}`}
                  />
                  <span id={`${id}-locker-hint`} className="mt-1 block font-normal text-muted">
                    {t("returnAwb.lockerHint")}
                  </span>
                  <FieldError id={`${id}-locker-error`} message={lockerError} />
                </label>
              ) : null}
              <button type="submit" className={`${buttonClass} mt-4`} disabled={busy !== ""}>
                {busy === "create" ? t("returnAwb.creating") : t("returnAwb.create")}
              </button>
            </form>
          ) : null}
        </>
      )}
      {failure ? (
        <p role="alert" className="mt-3 rounded-xl bg-red-50 p-3 text-red-900">
          {failure}
        </p>
      ) : null}
    </AdminPanel>
  );
}
