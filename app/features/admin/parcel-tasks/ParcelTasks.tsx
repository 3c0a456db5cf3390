import { useRef, useState, type RefObject } from "react";
import { Link, useRevalidator } from "react-router";
import type { ParcelTask } from "#domain/parcel-tasks";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { adminCall } from "../admin-call.ts";
import { linkClass, secondaryButtonClass } from "../admin-forms.ts";
import { dateTimeFormat } from "../orders/order-format.ts";

/** What the parcel tasks' reading gives a page (server/web/admin-reader.ts `parcelTasks`). */
export interface ParcelTasksView {
  tasks: ParcelTask[];
  canClose: boolean;
}

/**
 * Marks tasks done: one press at a time, the page's data loaded again after, the outcome said in one status line
 * that outlives the task it names, and the focus taken to `focusAfter` since the pressed button goes with its task.
 */
function useCloseTask(csrfToken: string, focusAfter: RefObject<HTMLElement | null>) {
  const { t } = useTranslation("admin");
  const revalidator = useRevalidator();
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  async function close(task: ParcelTask) {
    if (busy !== null) return;
    setBusy(task.shipmentId);
    setMessage(null);
    const answer = await adminCall(`/shipments/${task.shipmentId}/close-task`, { csrfToken });
    setBusy(null);
    if (answer.kind === "ok") {
      setMessage({ text: t("parcelTasks.closed", { order: task.orderNumber }), error: false });
      await revalidator.revalidate();
      focusAfter.current?.focus();
    } else setMessage({ text: answer.kind === "refused" ? answer.error : t("order.failed"), error: true });
  }

  const status = (
    <p role="status" className={`min-h-6 text-sm ${message?.error ? "font-semibold text-red-800" : "text-emerald-800"}`}>
      {message?.text}
    </p>
  );
  return { close, busy, status };
}

function TaskText({ task }: { task: ParcelTask }) {
  const { t, i18n } = useTranslation("admin");
  return (
    <>
      <p>
        <span className="inline-block rounded-full bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-950">
          {t(`parcelTasks.status.${task.status}`)}
        </span>{" "}
        <span className="text-sm text-muted">
          {t("parcelTasks.since", { date: dateTimeFormat(i18n.language).format(new Date(task.since)) })}
        </span>
      </p>
      <p className="mt-1 text-sm">
        {t(`parcelTasks.courier.${task.courier}`)} · {t("parcelTasks.awb")} <span className="font-mono">{task.awb}</span>
      </p>
      <p className="mt-1">{t(`parcelTasks.advice.${task.advice}`)}</p>
    </>
  );
}

function DoneButton({ task, busy, onClose }: { task: ParcelTask; busy: boolean; onClose: (task: ParcelTask) => void }) {
  const { t } = useTranslation("admin");
  return (
    <button type="button" className={secondaryButtonClass} disabled={busy} aria-busy={busy} onClick={() => onClose(task)}>
      {t("parcelTasks.done")} <span className="sr-only">{t("parcelTasks.doneFor", { order: task.orderNumber, awb: task.awb })}</span>
    </button>
  );
}

/** The dashboard's "parcels to deal with": every open task, newest first; "nothing" only when there is none. */
export function ParcelTaskList({ view, csrfToken }: { view: ParcelTasksView; csrfToken: string }) {
  const { t } = useTranslation("admin");
  const heading = useRef<HTMLHeadingElement>(null);
  const { close, busy, status } = useCloseTask(csrfToken, heading);
  return (
    <section aria-labelledby="dashboard-parcels" className="mt-8">
      <h2 id="dashboard-parcels" ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
        {t("parcelTasks.title")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("parcelTasks.intro")}</p>
      {status}
      {view.tasks.length === 0 ? (
        <p className="mt-2 rounded-2xl border border-line bg-white p-4">{t("parcelTasks.none")}</p>
      ) : (
        <ul className="mt-2 grid gap-3 md:grid-cols-2">
          {view.tasks.map((task) => (
            <li key={task.shipmentId} className="flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50/60 p-4">
              <div>
                <h3 className="font-semibold">
                  <Link to={`/admin/orders/${task.orderNumber}`} className={linkClass}>
                    {t("parcelTasks.order", { order: task.orderNumber })}
                  </Link>
                </h3>
                <TaskText task={task} />
              </div>
              {view.canClose ? (
                <p className="mt-auto">
                  <DoneButton task={task} busy={busy === task.shipmentId} onClose={close} />
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** On an order's page: its parcel that waits for staff, and what to do about it. Nothing when there is none. */
export function ParcelTaskNotice({ view, csrfToken }: { view: ParcelTasksView | null; csrfToken: string }) {
  const { t } = useTranslation("admin");
  const heading = useRef<HTMLHeadingElement>(null);
  const { close, busy, status } = useCloseTask(csrfToken, heading);
  const [shown] = useState(() => (view?.tasks.length ?? 0) > 0);
  if (!view || (!shown && view.tasks.length === 0)) return null;
  return (
    <section aria-labelledby="order-parcel-task" className="mt-4 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:p-5">
      <h2 id="order-parcel-task" ref={heading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
        {t("parcelTasks.noticeTitle")}
      </h2>
      {view.tasks.length === 0 ? <p className="mt-1">{t("parcelTasks.noticeNone")}</p> : null}
      {view.tasks.map((task) => (
        <div key={task.shipmentId} className="mt-2 flex flex-wrap items-end justify-between gap-3">
          <div>
            <TaskText task={task} />
          </div>
          {view.canClose ? <DoneButton task={task} busy={busy === task.shipmentId} onClose={close} /> : null}
        </div>
      ))}
      {status}
    </section>
  );
}
