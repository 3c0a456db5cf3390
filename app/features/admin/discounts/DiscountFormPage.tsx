import { useEffect, useRef, useState, type FormEvent, type InputHTMLAttributes } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { isoToStoreLocal, minorToLei, storeLocalToIso, type AdminDiscount } from "#domain/admin-discounts";
import type { ProductChoice } from "#domain/admin-products";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { adminCall } from "../admin-call.ts";
import { buttonClass, linkClass } from "../admin-forms.ts";
import { AdminNotFound } from "../AdminNotFound.tsx";
import { discountValue, lei } from "./discount-words.ts";

const inputClass = "mt-1 block min-h-11 w-full rounded-xl border border-line bg-white px-3 aria-[invalid=true]:border-red-700";
const checkClass = "flex min-h-11 items-center gap-3";

const leiOf = (minor: number | null | undefined) => (minor ? minorToLei(minor) : "");
const localOf = (iso: string | null | undefined) => (iso ? isoToStoreLocal(iso) : "");

/** A radio button per option, each worded `<wording>.<option>`. */
function RadioChoices<Option extends string>({
  name,
  wording,
  options,
  value,
  onChange,
}: {
  name: string;
  wording: string;
  options: readonly Option[];
  value: Option;
  onChange: (option: Option) => void;
}) {
  const { t } = useTranslation("admin");
  return options.map((option) => (
    <label key={option} className={checkClass}>
      <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} className="size-5" />
      {t(`${wording}.${option}`)}
    </label>
  ));
}

type Outcome = { kind: "done" | "error"; message: string; field?: string };

/** The form's values as the API reads them (`discountFormSchema`): empty text is "none". */
function formBody(form: HTMLFormElement) {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? "").trim();
  const local = (name: string) => (text(name) === "" ? null : (storeLocalToIso(text(name)) ?? text(name)));
  return {
    code: text("code"),
    kind: text("kind"),
    percent: text("percent"),
    amount: text("amount"),
    firstOrderOnly: data.get("firstOrderOnly") === "on",
    oncePerEmail: data.get("oncePerEmail") === "on",
    usageLimit: text("usageLimit"),
    startsAt: local("startsAt"),
    endsAt: local("endsAt"),
    minSubtotal: text("minSubtotal"),
    productScope: text("productScope"),
    productHandles: data.getAll("productHandles").map(String),
    description: text("description"),
    active: data.get("active") === "on",
  };
}

/**
 * Creating or editing a code. The server checks everything and names the field it refuses; the form
 * marks that field, moves the focus to it and says why in the status line. A code's name is its
 * identity (orders name it), so an existing code keeps it.
 */
export function DiscountFormPage({
  discount,
  isNew,
  products: catalogue,
  csrfToken,
}: {
  discount: AdminDiscount | null;
  isNew: boolean;
  /** The catalogue's products, drafts too, that a code may be limited to. */
  products: ProductChoice[];
  csrfToken: string;
}) {
  const { t } = useTranslation("admin");
  const navigate = useNavigate();
  const location = useLocation();
  const [kind, setKind] = useState(discount?.kind ?? "percent");
  const [scope, setScope] = useState(discount?.productScope ?? "all");
  const [outcome, setOutcome] = useState<Outcome | null>(
    (location.state as { saved?: string } | null)?.saved ? { kind: "done", message: t("discounts.form.created") } : null,
  );
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (outcome?.kind !== "error") return;
    const field = outcome.field?.split(".")[0];
    const target = field ? formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`) : null;
    (target ?? statusRef.current)?.focus();
  }, [outcome]);

  if (!discount && !isNew) {
    return <AdminNotFound title={t("discounts.form.notFound")} backTo="/admin/discounts" backLabel={t("discounts.form.back")} />;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const body = formBody(event.currentTarget);
    const path = isNew ? "/discounts" : `/discounts/${encodeURIComponent(discount!.code)}`;
    const answer = await adminCall<{ discount: AdminDiscount; changed?: boolean }>(path, { body, csrfToken });
    setBusy(false);
    if (answer.kind === "ok") {
      if (isNew) {
        void navigate(`/admin/discounts/${encodeURIComponent(answer.data.discount.code)}`, { state: { saved: "created" } });
        return;
      }
      setOutcome({ kind: "done", message: t(answer.data.changed === false ? "discounts.form.unchanged" : "discounts.form.saved") });
      return;
    }
    setOutcome(
      answer.kind === "refused"
        ? { kind: "error", message: answer.error, ...(answer.field ? { field: answer.field } : {}) }
        : { kind: "error", message: t("discounts.actions.failed") },
    );
  }

  const invalid = (field: string) => (outcome?.kind === "error" && outcome.field?.split(".")[0] === field ? true : undefined);
  const described = (field: string) => (invalid(field) ? "discount-form-status" : undefined);
  /** A field of the form labelled `discounts.form.<name>`, marked and described when the server refused it. */
  const field = (name: string, input: InputHTMLAttributes<HTMLInputElement>, place = "") => (
    <label className={`${place} font-semibold`.trim()}>
      {t(`discounts.form.${name}`)}
      <input name={name} {...input} aria-invalid={invalid(name)} aria-describedby={described(name)} className={inputClass} />
    </label>
  );
  const chosen = new Set(discount?.products.map((product) => product.handle) ?? []);
  // A chosen product since removed from the catalogue stays listed, so saving does not drop it silently.
  const products = [
    ...catalogue,
    ...(discount?.products ?? [])
      .filter((product) => !catalogue.some((known) => known.handle === product.handle))
      .map((product) => ({ handle: product.handle, name: product.title || product.handle })),
  ];

  return (
    <>
      <p>
        <Link to="/admin/discounts" className={linkClass}>
          {t("discounts.form.back")}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl break-all">{isNew ? t("discounts.form.newTitle") : discount!.code}</h1>
      {discount ? (
        <p className="mt-2 text-muted">
          {t("discounts.form.standing", {
            status: t(`discounts.status.${discount.status}`),
            value: discountValue(discount),
            uses: discount.uses,
            revenue: lei(discount.revenueRonMinor),
          })}
        </p>
      ) : null}

      <p
        id="discount-form-status"
        ref={statusRef}
        role="status"
        tabIndex={-1}
        className={
          outcome
            ? `mt-4 rounded-xl p-3 font-semibold outline-none ${outcome.kind === "error" ? "bg-red-50 text-red-900" : "bg-emerald-50 text-emerald-900"}`
            : "sr-only"
        }
      >
        {outcome?.message ?? ""}
      </p>

      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="mt-6 flex max-w-2xl flex-col gap-6">
        <div>
          <label className="font-semibold">
            {t("discounts.form.code")}
            <input
              name="code"
              defaultValue={discount?.code ?? ""}
              readOnly={!isNew}
              required
              autoCapitalize="characters"
              spellCheck={false}
              aria-invalid={invalid("code")}
              aria-describedby={described("code") ?? "discount-code-hint"}
              className={`${inputClass} font-mono uppercase read-only:bg-stone-100`}
            />
          </label>
          <p id="discount-code-hint" className="mt-1 text-sm text-muted">
            {isNew ? t("discounts.form.codeHint") : t("discounts.form.codeFixed")}
          </p>
        </div>

        <fieldset className="rounded-2xl border border-line bg-white p-4">
          <legend className="px-1 font-semibold">{t("discounts.form.value")}</legend>
          <div className="flex flex-wrap gap-x-6">
            <RadioChoices
              name="kind"
              wording="discounts.form.kind"
              options={["percent", "fixed"] as const}
              value={kind}
              onChange={setKind}
            />
          </div>
          {kind === "percent"
            ? field(
                "percent",
                { type: "number", inputMode: "numeric", min: 1, max: 100, defaultValue: discount?.percent ?? "" },
                "mt-2 block",
              )
            : field("amount", { inputMode: "decimal", defaultValue: leiOf(discount?.amountRonMinor) }, "mt-2 block")}
        </fieldset>

        <fieldset className="rounded-2xl border border-line bg-white p-4" aria-invalid={invalid("productHandles")}>
          <legend className="px-1 font-semibold">{t("discounts.form.products")}</legend>
          <RadioChoices
            name="productScope"
            wording="discounts.form.scope"
            options={["all", "chosen"] as const}
            value={scope}
            onChange={setScope}
          />
          {scope === "chosen" ? (
            <div className="mt-2 grid gap-x-6 sm:grid-cols-2">
              {products.map((product) => (
                <label key={product.handle} className={checkClass}>
                  <input
                    type="checkbox"
                    name="productHandles"
                    value={product.handle}
                    defaultChecked={chosen.has(product.handle)}
                    aria-describedby={described("productHandles")}
                    className="size-5"
                  />
                  {product.name}
                </label>
              ))}
            </div>
          ) : null}
        </fieldset>

        <fieldset className="rounded-2xl border border-line bg-white p-4">
          <legend className="px-1 font-semibold">{t("discounts.form.conditions")}</legend>
          <label className={checkClass}>
            <input type="checkbox" name="firstOrderOnly" defaultChecked={discount?.firstOrderOnly ?? false} className="size-5" />
            {t("discounts.form.firstOrderOnly")}
          </label>
          <label className={checkClass}>
            <input type="checkbox" name="oncePerEmail" defaultChecked={discount?.oncePerEmail ?? true} className="size-5" />
            {t("discounts.form.oncePerEmail")}
          </label>
          <div className="mt-2 grid gap-4 sm:grid-cols-2">
            {field("usageLimit", { type: "number", inputMode: "numeric", min: 1, defaultValue: discount?.usageLimit ?? "" })}
            {field("minSubtotal", { inputMode: "decimal", defaultValue: leiOf(discount?.minSubtotalRonMinor) })}
            {field("startsAt", { type: "datetime-local", defaultValue: localOf(discount?.startsAt) })}
            {field("endsAt", { type: "datetime-local", defaultValue: localOf(discount?.endsAt) })}
          </div>
          <p className="mt-2 text-sm text-muted">{t("discounts.form.timeZone")}</p>
        </fieldset>

        <label className="font-semibold">
          {t("discounts.form.description")}
          <textarea
            name="description"
            rows={3}
            defaultValue={discount?.description ?? ""}
            aria-invalid={invalid("description")}
            aria-describedby={described("description")}
            className={`${inputClass} py-2`}
          />
        </label>

        <label className={checkClass}>
          <input type="checkbox" name="active" defaultChecked={discount?.active ?? true} className="size-5" />
          {t("discounts.form.active")}
        </label>

        <div>
          <button type="submit" className={buttonClass} aria-disabled={busy}>
            {busy ? t("discounts.form.saving") : isNew ? t("discounts.form.create") : t("discounts.form.save")}
          </button>
        </div>
      </form>
    </>
  );
}
