import { useId, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { adminCall } from "../admin-call.ts";
import { secondaryButtonClass } from "../admin-forms.ts";
import { ActionStatus } from "../orders/ActionStatus.tsx";
import type { ActionState } from "../orders/useOrderAction.ts";

/** The owner's switch: unverified reviews wait for approval, or every review shows at once. */
export function HoldSetting({ holdUnverified, csrfToken }: { holdUnverified: boolean; csrfToken: string }) {
  const { t } = useTranslation("admin");
  const revalidator = useRevalidator();
  const [hold, setHold] = useState(holdUnverified);
  const [state, setState] = useState<ActionState>({ kind: "idle" });
  const id = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.kind === "busy") return;
    setState({ kind: "busy" });
    const answer = await adminCall("/settings/reviews", { body: { holdUnverified: hold }, csrfToken });
    if (answer.kind === "ok") {
      setHold(answer.data.holdUnverified);
      await revalidator.revalidate();
      setState({ kind: "done", message: answer.data.holdUnverified ? t("reviews.setting.savedOn") : t("reviews.setting.savedOff") });
    } else setState({ kind: "error", message: answer.kind === "refused" ? answer.error : t("reviews.setting.failed") });
  };

  return (
    <form onSubmit={submit} aria-labelledby={`${id}-title`} className="mt-6 rounded-2xl border border-line bg-white p-4">
      <h2 id={`${id}-title`} className="text-xl">
        {t("reviews.setting.title")}
      </h2>
      <div className="mt-3 flex items-start gap-3">
        <input
          id={`${id}-hold`}
          type="checkbox"
          name="holdUnverified"
          checked={hold}
          onChange={(event) => {
            setHold(event.target.checked);
            setState({ kind: "idle" });
          }}
          aria-describedby={`${id}-hint`}
          className="mt-0.5 size-6 shrink-0 accent-brand"
        />
        <div>
          <label htmlFor={`${id}-hold`} className="font-semibold">
            {t("reviews.setting.hold")}
          </label>
          <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
            {t("reviews.setting.hint")}
          </p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button type="submit" className={secondaryButtonClass} disabled={state.kind === "busy"}>
          {t("reviews.setting.save")}
        </button>
        <ActionStatus state={state} />
      </div>
    </form>
  );
}
