import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { isoToStoreLocal, minorToLei, storeLocalToIso } from "#domain/admin/discounts";
import { PROMOTION_AUDIENCES, PROMOTION_KINDS, MAX_PROMOTION_TIERS } from "#domain/promotions";
import type { AdminPromotion } from "#domain/admin/promotions";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { adminCall } from "../admin-call.ts";
import { buttonClass } from "../admin-forms.ts";
import { AdminNotFound } from "../AdminNotFound.tsx";
import { BackToList } from "../BackToList.tsx";
import { FieldError } from "../FieldError.tsx";
import { SaveStatus, useSaveStatus } from "../SaveStatus.tsx";

const inputClass = "mt-1 block min-h-11 w-full rounded-xl border border-line bg-white px-3 aria-[invalid=true]:border-red-700";
const checkClass = "flex min-h-11 items-center gap-3";
const boxClass = "rounded-2xl border border-line bg-white p-4";

const leiOf = (minor: number | null | undefined) => (minor ? minorToLei(minor) : "");
const localOf = (iso: string | null | undefined) => (iso ? isoToStoreLocal(iso) : "");

/** The form's values as the API reads them (`promotionFormSchema`): empty text is "none", empty tiers are left out. */
function formBody(form: HTMLFormElement) {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? "").trim();
  const local = (name: string) => (text(name) === "" ? null : (storeLocalToIso(text(name)) ?? text(name)));
  const lines = (name: string) =>
    text(name)
      .split(/[\n,]+/)
      .map((entry) => entry.trim())
      .filter(Boolean);
  return {
    titleRo: text("titleRo"),
    titleEn: text("titleEn"),
    kind: text("kind"),
    valueKind: text("valueKind"),
    percent: text("percent"),
    amount: text("amount"),
    tierBasis: text("tierBasis"),
    tiers: Array.from({ length: MAX_PROMOTION_TIERS }, (_, index) => ({
      min: text(`tiers.${index}.min`),
      percent: text(`tiers.${index}.percent`),
    })).filter((tier) => tier.min !== "" || tier.percent !== ""),
    giftSku: text("giftSku"),
    minSubtotal: text("minSubtotal"),
    zoneIds: data.getAll("zoneIds").map(String),
    productHandles: lines("productHandles"),
    variantSkus: lines("variantSkus"),
    audience: text("audience"),
    customerEmails: text("customerEmails"),
    startsAt: local("startsAt"),
    endsAt: local("endsAt"),
    priority: text("priority"),
    usageLimit: text("usageLimit"),
    combinesWithCodes: data.get("combinesWithCodes") === "on",
    combinesWithPromotions: data.get("combinesWithPromotions") === "on",
    active: data.get("active") === "on",
  };
}

/**
 * Creating or editing an automatic promotion. The server checks everything and names the field it refuses; the form
 * shows the sentence under that field (read with it through `aria-describedby`), moves the focus to it, and says
 * every outcome in the status line.
 */
export function PromotionFormPage({
  promotion,
  isNew,
  zones,
  csrfToken,
}: {
  promotion: AdminPromotion | null;
  isNew: boolean;
  zones: { id: string; name: string }[];
  csrfToken: string;
}) {
  const { t, i18n } = useTranslation("admin");
  const navigate = useNavigate();
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const [kind, setKind] = useState<string>(promotion?.kind ?? "tiers");
  const [valueKind, setValueKind] = useState<string>(promotion?.valueKind ?? "percent");
  const [tierBasis, setTierBasis] = useState<string>(promotion?.tierBasis ?? "quantity");
  const [audience, setAudience] = useState<string>(promotion?.audience ?? "everyone");
  const fieldNamed = (name: string) => formRef.current?.querySelector(`[name="${name === "tiers" ? "tiers.0.min" : name}"]`) ?? null;
  const { said, setSaid, statusRef, problem } = useSaveStatus(fieldNamed, () =>
    (location.state as { created?: boolean } | null)?.created ? { kind: "done", message: t("promotions.form.created") } : null,
  );

  if (!promotion && !isNew) {
    return <AdminNotFound title={t("promotions.form.notFound")} backTo="/admin/promotions" backLabel={t("promotions.form.back")} />;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const body = formBody(event.currentTarget);
    const answer = await adminCall<{ promotion: AdminPromotion; changed?: boolean }>(
      isNew ? "/promotions" : `/promotions/${promotion!.id}`,
      { method: isNew ? "POST" : "PUT", body, csrfToken },
    );
    setBusy(false);
    if (answer.kind === "ok") {
      if (isNew) {
        void navigate(`/admin/promotions/${answer.data.promotion.id}`, { state: { created: true } });
        return;
      }
      setSaid({ kind: "done", message: t(answer.data.changed === false ? "promotions.form.unchanged" : "promotions.form.saved") });
      return;
    }
    setSaid(
      answer.kind === "refused"
        ? { kind: "error", message: answer.error, ...(answer.field ? { field: answer.field } : {}) }
        : { kind: "error", message: t("promotions.actions.failed") },
    );
  }

  /** The id of a field's problem, when the server refused it: what its `aria-describedby` names. */
  const errorId = (name: string) => (problem(name) ? `promotion-${name.replaceAll(".", "-")}-error` : undefined);
  const marks = (name: string) => ({ "aria-invalid": problem(name) ? true : undefined, "aria-describedby": errorId(name) });
  const error = (name: string) => <FieldError id={`promotion-${name.replaceAll(".", "-")}-error`} message={problem(name)} />;
  const field = (name: string, input: Record<string, unknown>, hint?: ReactNode, label = t(`promotions.form.${name}`)) => (
    <label className="block font-semibold">
      {label}
      {hint ? <span className="block text-sm font-normal text-muted">{hint}</span> : null}
      <input name={name} {...input} {...marks(name)} className={inputClass} />
      {error(name)}
    </label>
  );
  const choice = (name: string, options: readonly string[], value: string, onChange: (value: string) => void) => (
    <label className="block font-semibold">
      {t(`promotions.form.${name}`)}
      <select name={name} value={value} onChange={(event) => onChange(event.target.value)} {...marks(name)} className={inputClass}>
        {options.map((option) => (
          <option key={option} value={option}>
            {t(`promotions.form.${name}Options.${option}`)}
          </option>
        ))}
      </select>
      {error(name)}
    </label>
  );

  const title = isNew
    ? t("promotions.form.newTitle")
    : t("promotions.form.editTitle", { title: i18n.language === "en" ? promotion!.titleEn : promotion!.titleRo });
  return (
    <>
      <BackToList to="/admin/promotions">{t("promotions.form.back")}</BackToList>
      <h1 className="mt-2 text-3xl">{title}</h1>
      <SaveStatus said={said} ref={statusRef} className="mt-4" />

      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="mt-6 flex max-w-2xl flex-col gap-6">
        <div className="grid gap-4 sm:grid-cols-2">
          {field("titleRo", { defaultValue: promotion?.titleRo ?? "", maxLength: 80, lang: "ro" })}
          {field("titleEn", { defaultValue: promotion?.titleEn ?? "", maxLength: 80, lang: "en" })}
        </div>

        <fieldset className={boxClass}>
          <legend className="px-1 font-semibold">{t("promotions.form.value")}</legend>
          {choice("kind", PROMOTION_KINDS, kind, setKind)}
          {kind === "amount_off" ? (
            <div className="mt-3 grid gap-4 sm:grid-cols-2">
              {choice("valueKind", ["percent", "fixed"], valueKind, setValueKind)}
              {valueKind === "percent"
                ? field("percent", { type: "number", inputMode: "numeric", min: 1, max: 100, defaultValue: promotion?.percent ?? "" })
                : field("amount", { inputMode: "decimal", defaultValue: leiOf(promotion?.amountRonMinor) })}
            </div>
          ) : null}
          {kind === "tiers" ? (
            <div className="mt-3">
              {choice("tierBasis", ["quantity", "value"], tierBasis, setTierBasis)}
              <p className="mt-2 text-sm text-muted">{t("promotions.form.tiersHint")}</p>
              {error("tiers")}
              <ol className="mt-2 flex flex-col gap-2">
                {Array.from({ length: MAX_PROMOTION_TIERS }, (_, index) => {
                  const tier = promotion?.tiers[index];
                  const min = tier ? (promotion?.tierBasis === "value" ? minorToLei(tier.min) : String(tier.min)) : "";
                  return (
                    <li key={index} className="grid gap-3 sm:grid-cols-2">
                      {field(
                        `tiers.${index}.min`,
                        { inputMode: "decimal", defaultValue: min },
                        undefined,
                        t(tierBasis === "value" ? "promotions.form.tierMinValue" : "promotions.form.tierMinQuantity", { step: index + 1 }),
                      )}
                      {field(
                        `tiers.${index}.percent`,
                        { type: "number", inputMode: "numeric", min: 1, max: 100, defaultValue: tier?.percent ?? "" },
                        undefined,
                        t("promotions.form.tierPercent", { step: index + 1 }),
                      )}
                    </li>
                  );
                })}
              </ol>
            </div>
          ) : null}
          {kind === "gift" ? (
            <div className="mt-3">{field("giftSku", { defaultValue: promotion?.giftSku ?? "" }, t("promotions.form.giftHint"))}</div>
          ) : null}
          <div className="mt-3">
            {field(
              "minSubtotal",
              { inputMode: "decimal", defaultValue: leiOf(promotion?.minSubtotalRonMinor) },
              kind === "free_shipping" ? t("promotions.form.thresholdHint") : t("promotions.form.minSubtotalHint"),
            )}
          </div>
          {kind === "free_shipping" ? (
            <fieldset className="mt-3" aria-describedby={errorId("zoneIds")}>
              <legend className="font-semibold">{t("promotions.form.zoneIds")}</legend>
              <p className="text-sm text-muted">{t("promotions.form.zonesHint")}</p>
              {zones.map((zone) => (
                <label key={zone.id} className={checkClass}>
                  <input
                    type="checkbox"
                    name="zoneIds"
                    value={zone.id}
                    defaultChecked={promotion?.zoneIds?.includes(zone.id) ?? false}
                    className="size-5"
                  />
                  {zone.name}
                </label>
              ))}
              {error("zoneIds")}
            </fieldset>
          ) : null}
        </fieldset>

        <fieldset className={boxClass}>
          <legend className="px-1 font-semibold">{t("promotions.form.scope")}</legend>
          <p className="text-sm text-muted">{t("promotions.form.scopeHint")}</p>
          <label className="mt-2 block font-semibold">
            {t("promotions.form.productHandles")}
            <textarea
              name="productHandles"
              rows={2}
              defaultValue={promotion?.productHandles.join("\n") ?? ""}
              {...marks("productHandles")}
              className={`${inputClass} py-2`}
            />
            {error("productHandles")}
          </label>
          <label className="mt-2 block font-semibold">
            {t("promotions.form.variantSkus")}
            <textarea
              name="variantSkus"
              rows={2}
              defaultValue={promotion?.variantSkus.join("\n") ?? ""}
              {...marks("variantSkus")}
              className={`${inputClass} py-2`}
            />
            {error("variantSkus")}
          </label>
        </fieldset>

        <fieldset className={boxClass}>
          <legend className="px-1 font-semibold">{t("promotions.form.conditions")}</legend>
          {choice("audience", PROMOTION_AUDIENCES, audience, setAudience)}
          {audience === "customer_list" ? (
            <label className="mt-2 block font-semibold">
              {t("promotions.form.customerEmails")}
              <span className="block text-sm font-normal text-muted">{t("promotions.form.customersHint")}</span>
              <textarea
                name="customerEmails"
                rows={5}
                defaultValue={promotion?.customerEmails.join("\n") ?? ""}
                {...marks("customerEmails")}
                className={`${inputClass} py-2`}
              />
              {error("customerEmails")}
            </label>
          ) : null}
          <div className="mt-2 grid gap-4 sm:grid-cols-2">
            {field("startsAt", { type: "datetime-local", defaultValue: localOf(promotion?.startsAt) })}
            {field("endsAt", { type: "datetime-local", defaultValue: localOf(promotion?.endsAt) })}
            {field("usageLimit", { type: "number", inputMode: "numeric", min: 1, defaultValue: promotion?.usageLimit ?? "" })}
            {field(
              "priority",
              { type: "number", inputMode: "numeric", step: 1, defaultValue: promotion?.priority ?? 0 },
              t("promotions.form.priorityHint"),
            )}
          </div>
          <p className="mt-2 text-sm text-muted">{t("promotions.form.timeZone")}</p>
          <label className={checkClass}>
            <input
              type="checkbox"
              name="combinesWithPromotions"
              defaultChecked={promotion?.combinesWithPromotions ?? false}
              className="size-5"
            />
            {t("promotions.form.combinesWithPromotions")}
          </label>
          <label className={checkClass}>
            <input type="checkbox" name="combinesWithCodes" defaultChecked={promotion?.combinesWithCodes ?? false} className="size-5" />
            {t("promotions.form.combinesWithCodes")}
          </label>
        </fieldset>

        <label className={checkClass}>
          <input type="checkbox" name="active" defaultChecked={promotion?.active ?? true} className="size-5" />
          {t("promotions.form.active")}
        </label>

        <div>
          <button type="submit" className={buttonClass} aria-disabled={busy}>
            {busy ? t("promotions.form.saving") : isNew ? t("promotions.form.create") : t("promotions.form.save")}
          </button>
        </div>
      </form>
    </>
  );
}
