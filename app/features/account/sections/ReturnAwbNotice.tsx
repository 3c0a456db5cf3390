import { useState } from "react";
import type { ReturnAwbView } from "#domain/return-awbs";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { HeadedSection } from "#app/ui/HeadedSection.tsx";

const button =
  "inline-flex min-h-11 items-center rounded-full border border-brand px-5 font-semibold text-brand-dark hover:bg-cream focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-brand/40 disabled:opacity-60";

/**
 * How the customer sends an approved return back (issue 43 item 8): the return AWB the store made, and what to do —
 * wait for the courier, who brings the label, or drop the parcel in the locker, with the label to download (the route
 * gives it to this customer only, so it is fetched with their token and saved from memory).
 */
export function ReturnAwbNotice({
  returnId,
  awb,
  loadLabel,
}: {
  returnId: number;
  awb: ReturnAwbView;
  loadLabel: () => Promise<Blob | null>;
}) {
  const { t } = useTranslation("account");
  const [state, setState] = useState<"idle" | "loading" | "failed">("idle");

  async function download() {
    setState("loading");
    const blob = await loadLabel();
    if (!blob) return setState("failed");
    const url = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = url;
    link.download = `awb-retur-${returnId}.pdf`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    setState("idle");
  }

  return (
    <HeadedSection
      titleId="return-awb-title"
      title={t("returns.awb.title")}
      className="mt-6 rounded-2xl border border-line bg-white p-4 sm:p-5"
      titleClassName="text-xl"
    >
      <dl className="mt-3 grid gap-1">
        <div className="flex flex-wrap justify-between gap-x-4">
          <dt>{t("returns.awb.awb")}</dt>
          <dd className="font-mono font-semibold">{awb.awb}</dd>
        </div>
        <div className="flex flex-wrap justify-between gap-x-4">
          <dt>{t("returns.awb.status")}</dt>
          <dd>{t(`returns.awb.statuses.${awb.status}`)}</dd>
        </div>
      </dl>
      <p className="mt-3">
        {awb.locker
          ? t("returns.awb.locker", { name: awb.locker.name, address: [awb.locker.address, awb.locker.city].filter(Boolean).join(", ") })
          : t("returns.awb.pickup")}
      </p>
      {awb.locker ? (
        <div className="mt-3">
          <button type="button" className={button} onClick={() => void download()} disabled={state === "loading"}>
            {state === "loading" ? t("returns.awb.labelLoading") : t("returns.awb.label")}
          </button>
          <p role="status" className={state === "failed" ? "mt-2 text-red-900" : "sr-only"}>
            {state === "failed" ? t("returns.awb.labelFailed") : ""}
          </p>
        </div>
      ) : null}
    </HeadedSection>
  );
}
