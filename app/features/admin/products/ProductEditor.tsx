import { chosenClaimRefusals, dailyNutrientsOf, type ProductClaimsView } from "#domain/health-claims";
import { ProductClaims } from "./ProductClaims.tsx";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Link, useLocation, useRevalidator } from "react-router";
import {
  BENEFIT_ICONS,
  PRODUCT_EDITOR_LANGUAGES,
  productEditValues,
  type BenefitIconName,
  type EditableProduct,
  type ProductEditInput,
} from "#domain/admin/product-editor";
import type { Language } from "#domain/locale";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { adminCall } from "../admin-call.ts";
import { linkClass, secondaryButtonClass } from "../admin-forms.ts";
import { createdNote, SaveStatus, useSaveStatus } from "../SaveStatus.tsx";
import { SubmitButton } from "../SubmitButton.tsx";
import { ProductGallery } from "./ProductGallery.tsx";
import { ProductStatusButton } from "./ProductStatusButton.tsx";
import { Field, inputClass } from "../EditorField.tsx";
import { VatClassField } from "./VatClassField.tsx";
import { LabelPhotoForm } from "./LabelPhotoForm.tsx";
import { MandatoryFields, mandatoryOfForm } from "./MandatoryFields.tsx";
import { missingMandatoryFields } from "#domain/mandatory-information";
import { ProductSafetyFields } from "./ProductSafetyFields.tsx";
import { ParcelOfferField } from "./ParcelOfferField.tsx";
import { money } from "../orders/order-format.ts";

const sectionClass = "mt-6 grid gap-4 rounded-2xl border border-line bg-white p-4";
const itemClass = "grid gap-3 rounded-xl border border-line/70 p-3";

type Values = ProductEditInput;
type Path = (string | number)[];

/** A copy of the values with one text (at a dotted path) replaced. */
function withValue(values: Values, path: Path, value: string): Values {
  const copy = structuredClone(values) as unknown as Record<string | number, unknown>;
  let node = copy;
  for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = value;
  return copy as unknown as Values;
}

function valueAt(values: Values, path: Path): string {
  let node: unknown = values;
  for (const step of path) node = (node as Record<string | number, unknown> | undefined)?.[step];
  return typeof node === "string" ? node : "";
}

/**
 * Every text the storefront shows for a product, Romanian and English side by side (one above the other on a
 * phone). The server decides and names what is wrong; the page puts the sentence beside that field and moves the
 * focus there. A save sends the version it opened; when someone else saved meanwhile the page offers their version.
 */
export function ProductEditor({
  product,
  claims,
  csrfToken,
}: {
  product: EditableProduct;
  /** The product's health claims and the register to choose from; null where the page has none to show. */
  claims: ProductClaimsView | null;
  csrfToken: string;
}) {
  const { t, i18n } = useTranslation("admin");
  const revalidator = useRevalidator();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [current, setCurrent] = useState(product);
  const [values, setValues] = useState<Values>(() => productEditValues(product));
  const [busy, setBusy] = useState(false);
  const location = useLocation();
  // A product just created arrives with the sentence saying so, read out by the status line.
  const { said, setSaid, statusRef, problem } = useSaveStatus(
    (name) => formRef.current?.elements.namedItem(name),
    () => createdNote(location.state),
  );
  const [newer, setNewer] = useState<EditableProduct | null>(null);
  // The claims as last saved, here or by the claims' own form, which the nutrients table must keep supporting.
  const [savedClaims, setSavedClaims] = useState(claims);
  useEffect(() => setSavedClaims(claims), [claims]);
  const claimRefusals = savedClaims
    ? chosenClaimRefusals(savedClaims.register, savedClaims.chosen, dailyNutrientsOf(mandatoryOfForm(values.mandatory, null).nutrients))
    : [];

  const languageName = (language: Language) => t(`products.editor.languageInline.${language}`);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const answer = await adminCall<{ changed: boolean; product: EditableProduct }>(`/products/${product.id}`, { body: values, csrfToken });
    setBusy(false);
    if (answer.kind === "ok") {
      const saved = answer.data.product;
      setCurrent(saved);
      setValues(productEditValues(saved));
      setNewer(null);
      await revalidator.revalidate();
      setSaid({ kind: "done", message: answer.data.changed ? t("products.editor.saved") : t("products.editor.unchanged") });
      return;
    }
    if (answer.kind === "refused") {
      if (answer.status === 409 && answer.answer.product) setNewer(answer.answer.product as EditableProduct);
      setSaid({ kind: "error", message: answer.error, ...(answer.field ? { field: answer.field } : {}) });
      return;
    }
    setSaid({ kind: "error", message: t("products.editor.failed") });
  };

  const loadNewer = () => {
    if (!newer) return;
    setCurrent(newer);
    setValues(productEditValues(newer));
    setNewer(null);
    setSaid(null);
  };

  /** One text in both languages: two labelled boxes side by side. */
  const pair = (path: (language: Language) => Path, label: string, options: { multiline?: number; hint?: string; mono?: boolean } = {}) => (
    <div className="grid gap-3 md:grid-cols-2">
      {PRODUCT_EDITOR_LANGUAGES.map((language) => {
        const at = path(language);
        const name = at.join(".");
        return (
          <Field
            key={language}
            id={`${id}-${name.replaceAll(".", "-")}`}
            label={t("products.editor.inLanguage", { field: label, language: languageName(language) })}
            hint={options.hint}
            error={problem(name)}
          >
            {(props) =>
              options.multiline ? (
                <textarea
                  name={name}
                  lang={language}
                  rows={options.multiline}
                  value={valueAt(values, at)}
                  onChange={(event) => setValues((now) => withValue(now, at, event.target.value))}
                  className={`${inputClass} py-2 ${options.mono ? "font-mono text-sm" : ""}`}
                  {...props}
                />
              ) : (
                <input
                  name={name}
                  lang={language}
                  value={valueAt(values, at)}
                  onChange={(event) => setValues((now) => withValue(now, at, event.target.value))}
                  className={inputClass}
                  {...props}
                />
              )
            }
          </Field>
        );
      })}
    </div>
  );

  const text = (key: keyof EditableProduct["texts"]["ro"], options: Parameters<typeof pair>[2] = {}) =>
    pair((language) => ["texts", language, key], t(`products.editor.fields.${key}`), options);

  const isEmpty = (item: Record<Language, Record<string, string>>) =>
    PRODUCT_EDITOR_LANGUAGES.every((language) => Object.values(item[language]).every((value) => value.trim() === ""));

  const legend = (label: string, empty: boolean) => (
    <legend className="px-1 font-semibold">
      {label}
      {empty ? <span className="ml-2 text-sm font-normal text-muted">({t("products.editor.empty")})</span> : null}
    </legend>
  );

  // The status follows the loader's product, which the status button reloads; saving the texts never changes it.
  const published = product.status === "active";
  const supplement = current.kind === "supplement";

  /**
   * A picture saved moves the product's version; the texts' form takes it only when nobody changed the texts
   * meanwhile, so a colleague's words are never saved over without the 409 that offers them.
   */
  const galleryChanged = (saved: EditableProduct) => {
    const textsOf = (product: EditableProduct) => JSON.stringify({ ...productEditValues(product), version: "" });
    if (textsOf(saved) === textsOf(current)) setValues((now) => ({ ...now, version: saved.updatedAt }));
    setCurrent(saved);
  };

  return (
    <div>
      <p>
        <Link to="/admin/products" className={linkClass}>
          {t("products.editor.backToList")}
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 id={`${id}-title`} className="text-3xl">
          {t("products.editor.title")}: {current.texts.ro.title || current.handle}
        </h1>
        {published ? (
          <a href={`/products/${current.handle}`} className={linkClass}>
            {t("products.editor.view")}
          </a>
        ) : (
          <span className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">{t("products.status.draft")}</span>
        )}
        <ProductStatusButton
          product={{
            id: current.id,
            title: current.texts[i18n.language === "en" ? "en" : "ro"].title || current.handle,
            status: product.status,
          }}
          titleId={`${id}-title`}
          csrfToken={csrfToken}
        />
      </div>
      {/* A non-food product is no food (decision 0144): its safety information instead of the label's. */}
      {supplement && current.mandatory.sample ? (
        <p className="mt-2 w-fit rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
          {t("products.mandatory.sampleBadge")}
        </p>
      ) : null}
      {supplement && published && missingMandatoryFields(current.mandatory).length > 0 ? (
        <p className="mt-2 max-w-3xl rounded-xl bg-amber-50 p-3 text-sm font-semibold text-amber-950">
          <a href={`#${id}-mandatory`} className={linkClass}>
            {t("products.mandatory.missingOnPublished")}
          </a>
        </p>
      ) : null}
      <p className="mt-2 max-w-3xl text-muted">{t("products.editor.intro")}</p>

      <ProductGallery product={current} csrfToken={csrfToken} onChange={galleryChanged} />
      {supplement ? (
        <>
          <LabelPhotoForm product={current} csrfToken={csrfToken} onChange={galleryChanged} />
          {claims ? <ProductClaims productId={current.id} claims={claims} csrfToken={csrfToken} onSaved={setSavedClaims} /> : null}
        </>
      ) : (
        <ProductSafetyFields product={current} csrfToken={csrfToken} onSaved={galleryChanged} />
      )}
      <ParcelOfferField product={current} csrfToken={csrfToken} />

      <form ref={formRef} onSubmit={submit} noValidate aria-labelledby={`${id}-texts`}>
        <h2 id={`${id}-texts`} className="mt-8 text-2xl">
          {t("products.editor.textsTitle")}
        </h2>
        <SaveStatus ref={statusRef} said={said} className="mt-4" />
        {newer ? (
          <p className="mt-2">
            <button type="button" className={secondaryButtonClass} onClick={loadNewer}>
              {t("products.editor.reload")}
            </button>
          </p>
        ) : null}

        <fieldset className={sectionClass}>
          <legend className="px-1 text-lg font-semibold">{t("products.editor.sections.main")}</legend>
          {text("title")}
          {text("category")}
          {text("shortDescription", { multiline: 3 })}
          {text("longDescription", { multiline: 6, hint: t("products.editor.hints.lines") })}
          {text("description", { multiline: 4 })}
          {text("descriptionHtml", { multiline: 8, mono: true, hint: t("products.editor.hints.descriptionHtml") })}
          <VatClassField
            id={`${id}-vat-class`}
            value={values.vatClass ?? "standard"}
            onChange={(vatClass) => setValues((now) => ({ ...now, vatClass }))}
            error={problem("vatClass")}
            selectClassName={`${inputClass} max-w-md`}
          />
          <div className="flex flex-wrap gap-x-6 gap-y-4">
            {(["unitsPerBottle", "unitsPerDay"] as const).map((key) => (
              <Field
                key={key}
                id={`${id}-${key}`}
                label={t(`products.editor.fields.${key}`)}
                hint={t(`products.editor.hints.${key}`)}
                error={problem(key)}
              >
                {(props) => (
                  <input
                    name={key}
                    inputMode="numeric"
                    value={values[key] ?? ""}
                    onChange={(event) => setValues((now) => ({ ...now, [key]: event.target.value }))}
                    className={`${inputClass} max-w-32`}
                    {...props}
                  />
                )}
              </Field>
            ))}
          </div>
        </fieldset>

        <fieldset className={sectionClass}>
          <legend className="px-1 text-lg font-semibold">{t("products.editor.sections.details")}</legend>
          {text("benefits", { multiline: 5, hint: t("products.editor.hints.lines") })}
          {text("formula", { multiline: 6, hint: t("products.editor.hints.lines") })}
          {text("directions", { multiline: 5, hint: t("products.editor.hints.lines") })}
          {text("qualityStandards", { multiline: 5, hint: t("products.editor.hints.lines") })}
          {text("ingredients", { multiline: 4 })}
        </fieldset>

        {supplement ? (
          <MandatoryFields
            id={id}
            values={values}
            labelPhoto={current.mandatory.labelPhoto}
            onChange={setValues}
            pair={pair}
            problem={problem}
            claimRefusals={claimRefusals}
          />
        ) : null}

        <fieldset className={sectionClass}>
          <legend className="px-1 text-lg font-semibold">{t("products.editor.sections.benefits")}</legend>
          {text("benefitsTitle")}
          {(values.benefits ?? []).map((benefit, index) => {
            const iconName = `benefits.${index}.icon`;
            return (
              <fieldset key={index} className={itemClass}>
                {legend(t("products.editor.benefit", { n: index + 1 }), isEmpty(benefit))}
                <Field id={`${id}-benefit-${index}-icon`} label={t("products.editor.fields.icon")} error={problem(iconName)}>
                  {(props) => (
                    <select
                      name={iconName}
                      value={benefit.icon ?? "check"}
                      onChange={(event) =>
                        setValues((now) => {
                          const next = structuredClone(now);
                          next.benefits![index]!.icon = event.target.value as BenefitIconName;
                          return next;
                        })
                      }
                      className={`${inputClass} max-w-xs`}
                      {...props}
                    >
                      {BENEFIT_ICONS.map((icon) => (
                        <option key={icon} value={icon}>
                          {t(`products.editor.icons.${icon}`)}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                {pair((language) => ["benefits", index, language, "title"], t("products.editor.fields.itemTitle"))}
                {pair((language) => ["benefits", index, language, "description"], t("products.editor.fields.itemDescription"), {
                  multiline: 2,
                })}
              </fieldset>
            );
          })}
        </fieldset>

        <fieldset className={sectionClass}>
          <legend className="px-1 text-lg font-semibold">{t("products.editor.sections.ingredients")}</legend>
          {text("ingredientsTitle")}
          {(values.ingredients ?? []).map((ingredient, index) => (
            <fieldset key={index} className={itemClass}>
              {legend(t("products.editor.ingredient", { n: index + 1 }), isEmpty(ingredient))}
              {pair((language) => ["ingredients", index, language, "title"], t("products.editor.fields.itemTitle"))}
              {pair((language) => ["ingredients", index, language, "description"], t("products.editor.fields.itemDescription"), {
                multiline: 3,
              })}
            </fieldset>
          ))}
        </fieldset>

        <fieldset className={sectionClass}>
          <legend className="px-1 text-lg font-semibold">{t("products.editor.sections.faq")}</legend>
          {text("faqTitle")}
          {(values.faq ?? []).map((item, index) => (
            <fieldset key={index} className={itemClass}>
              {legend(t("products.editor.faqItem", { n: index + 1 }), isEmpty(item))}
              {pair((language) => ["faq", index, language, "question"], t("products.editor.fields.question"))}
              {pair((language) => ["faq", index, language, "answer"], t("products.editor.fields.answer"), { multiline: 3 })}
            </fieldset>
          ))}
        </fieldset>

        <fieldset className={sectionClass}>
          <legend className="px-1 text-lg font-semibold">{t("products.editor.sections.variants")}</legend>
          {(values.variants ?? []).map((variant, index) => {
            const about = current.variants.find((known) => known.id === variant.id);
            return (
              <fieldset key={variant.id} className={itemClass}>
                <legend className="px-1 font-semibold">
                  {about?.title ? t("products.editor.variant", { title: about.title }) : t("products.editor.onlyVariant")}
                  <span className="ml-2 text-sm font-normal text-muted">
                    {about?.sku}
                    {about?.subscription ? ` · ${t("products.editor.subscription")}` : ""}
                  </span>
                </legend>
                {pair((language) => ["variants", index, language, "label"], t("products.editor.fields.label"))}
                {pair((language) => ["variants", index, language, "description"], t("products.editor.fields.variantDescription"), {
                  multiline: 2,
                })}
                {pair((language) => ["variants", index, language, "subscriptionText"], t("products.editor.fields.subscriptionText"))}
                {about?.singleBottles ? (
                  <p className="text-sm" id={`${id}-variant-${index}-single-bottles`}>
                    <span className="font-medium">{t("products.editor.singleBottles.label")}</span>{" "}
                    {t("products.editor.singleBottles.value", {
                      reference: money(about.singleBottles.priceMinor, about.singleBottles.currencyCode),
                      percent: about.singleBottles.savingsPercent,
                    })}
                    <span className="block text-muted">{t("products.editor.singleBottles.hint")}</span>
                  </p>
                ) : null}
                <Field
                  id={`${id}-variant-${index}-weight`}
                  label={t("products.editor.fields.weightGrams")}
                  hint={t("products.editor.hints.weightGrams")}
                  error={problem(`variants.${index}.weightGrams`)}
                >
                  {(props) => (
                    <input
                      name={`variants.${index}.weightGrams`}
                      inputMode="numeric"
                      value={variant.weightGrams ?? ""}
                      onChange={(event) => setValues((now) => withValue(now, ["variants", index, "weightGrams"], event.target.value))}
                      className={`${inputClass} max-w-32`}
                      {...props}
                    />
                  )}
                </Field>
              </fieldset>
            );
          })}
        </fieldset>

        <div className="sticky bottom-0 z-10 mt-6 border-t border-line bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] sm:rounded-t-2xl">
          <SubmitButton busy={busy} label={t("products.editor.save")} busyLabel={t("products.editor.saving")} />
        </div>
      </form>
    </div>
  );
}
