import type { ProductEditInput } from "#domain/admin/product-editor";
import type { ClaimConditionRefusal } from "#domain/health-claims";
import { isLanguage } from "#domain/locale";
import {
  emptyMandatoryInformation,
  MANDATORY_TEXT_KEYS,
  missingMandatoryFields,
  OPERATOR_FIELDS,
  type LabelPhoto,
  type MandatoryEditInput,
  type MandatoryInformation,
  type MandatoryTextKey,
} from "#domain/mandatory-information";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { MandatoryNutrients } from "./MandatoryNutrients.tsx";
import { singleInput, type Pair } from "./mandatory-single.tsx";

const MULTILINE: Partial<Record<MandatoryTextKey, number>> = { ingredients: 4, characterising: 4, howToTake: 3, warnings: 3 };
const HINTED: ReadonlySet<string> = new Set(["legalName", "ingredients", "characterising", "warnings", "netQuantity"]);

/** The form's values as the information they describe, the label photo being the saved one. */
export function mandatoryOfForm(values: MandatoryEditInput | undefined, labelPhoto: LabelPhoto | null): MandatoryInformation {
  const empty = emptyMandatoryInformation();
  return {
    ...empty,
    ...values,
    texts: { ro: { ...empty.texts.ro, ...values?.texts?.ro }, en: { ...empty.texts.en, ...values?.texts?.en } },
    nutrients: (values?.nutrients ?? []).map((nutrient) => ({
      code: nutrient.code ?? null,
      amount: nutrient.amount ?? "",
      unit: nutrient.unit ?? "",
      nrv: nutrient.nrv ?? "",
      ro: { name: nutrient.ro.name ?? "" },
      en: { name: nutrient.en.name ?? "" },
    })),
    sample: values?.sample ?? false,
    labelPhoto,
  } as MandatoryInformation;
}

/** "mandatory.nutrients.1.en.name" → "Nutrientul 2, Denumire (engleză)", as the editor labels its boxes. */
export function useMandatoryFieldLabel() {
  const { t } = useTranslation("admin");
  return (field: string) => {
    const parts = field.split(".");
    const inLanguage = (label: string, language: string | undefined) =>
      language === "ro" || language === "en"
        ? t("products.editor.inLanguage", { field: label, language: t(`products.editor.languageInline.${language}`) })
        : label;
    if (parts[1] === "texts") return inLanguage(t(`products.mandatory.fields.${parts[3]}`), parts[2]);
    if (parts[1] === "nutrients" && parts[2] !== undefined) {
      const language = parts[3] === "ro" || parts[3] === "en" ? parts[3] : undefined;
      const key = language ? parts[4] : parts[3];
      return `${t("products.mandatory.nutrient", { n: Number(parts[2]) + 1 })}, ${inLanguage(t(`products.mandatory.fields.${key}`), language)}`;
    }
    return t(`products.mandatory.fields.${parts[1]}`);
  };
}

/**
 * The mandatory label particulars in the product editor (decision 0096): both languages side by side, the nutrients'
 * table as rows to add and remove, the operator and the notification. What is still missing for publishing is listed
 * as the member types; the server decides the same by the same rule. A row names its nutrient of the claims register
 * where it is one (decision 0097): the product's health claims read their %NRV from it, so the chosen claims this
 * table no longer supports are listed here too, before the save or the publishing that would refuse them.
 */
export function MandatoryFields({
  id,
  values,
  labelPhoto,
  onChange,
  pair,
  problem,
  claimRefusals,
}: {
  id: string;
  values: ProductEditInput;
  labelPhoto: LabelPhoto | null;
  onChange: (change: (now: ProductEditInput) => ProductEditInput) => void;
  pair: Pair;
  problem: (name: string) => string | undefined;
  /** The saved claims' refusals by the table as written now: what a save of a published product would be refused over. */
  claimRefusals: readonly ClaimConditionRefusal[];
}) {
  const { t, i18n } = useTranslation("admin");
  const language = isLanguage(i18n.language) ? i18n.language : "ro";
  const fieldLabel = useMandatoryFieldLabel();
  const mandatory = mandatoryOfForm(values.mandatory, labelPhoto);
  const missing = missingMandatoryFields(mandatory);
  const change = (edit: (mandatory: MandatoryInformation) => void) =>
    onChange((now) => {
      const next = mandatoryOfForm(now.mandatory, labelPhoto);
      edit(next);
      const { labelPhoto: _photo, ...form } = next;
      return { ...now, mandatory: form };
    });
  const single = singleInput(id, problem);

  return (
    <fieldset id={`${id}-mandatory`} className="mt-6 grid gap-4 rounded-2xl border border-line bg-white p-4">
      <legend className="px-1 text-lg font-semibold">{t("products.mandatory.title")}</legend>
      <p className="max-w-3xl text-sm text-muted">{t("products.mandatory.intro")}</p>
      {missing.length === 0 ? (
        <p className="rounded-xl bg-emerald-50 p-3 text-sm font-semibold text-emerald-900">{t("products.mandatory.complete")}</p>
      ) : (
        <div className="rounded-xl bg-amber-50 p-3 text-sm text-amber-950">
          <p className="font-semibold">{t("products.mandatory.missingTitle")}</p>
          <ul className="mt-1 list-disc pl-5">
            {missing.map((field) => (
              <li key={field}>{fieldLabel(field)}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="text-sm">
        <label className="flex items-center gap-2 font-semibold">
          <input
            type="checkbox"
            name="mandatory.sample"
            checked={mandatory.sample}
            onChange={(event) => change((next) => void (next.sample = event.target.checked))}
            aria-describedby={`${id}-sample-hint`}
            className="size-5"
          />
          {t("products.mandatory.sample")}
        </label>
        <p id={`${id}-sample-hint`} className="mt-1 text-muted">
          {t("products.mandatory.sampleHint")}
        </p>
      </div>
      {MANDATORY_TEXT_KEYS.filter((key) => key !== "dailyPortion" && key !== "howToTake").map((key) => (
        <div key={key}>
          {pair((language) => ["mandatory", "texts", language, key], t(`products.mandatory.fields.${key}`), {
            ...(MULTILINE[key] ? { multiline: MULTILINE[key] } : {}),
            ...(HINTED.has(key) ? { hint: t(`products.mandatory.hints.${key}`) } : {}),
          })}
        </div>
      ))}

      <MandatoryNutrients
        id={id}
        mandatory={mandatory}
        language={language}
        change={change}
        pair={pair}
        single={single}
        problem={problem}
        claimRefusals={claimRefusals}
      />

      <fieldset className="grid gap-3 rounded-xl border border-line/70 p-3 md:grid-cols-2">
        <legend className="px-1 font-semibold">{t("products.mandatory.operatorTitle")}</legend>
        {OPERATOR_FIELDS.map((field) => (
          <div key={field}>
            {single(
              `mandatory.${field}`,
              t(`products.mandatory.fields.${field}`),
              mandatory[field],
              (value) => change((next) => void (next[field] = value)),
              {
                ...(field === "notificationDate"
                  ? { type: "date", hint: t("products.mandatory.hints.notificationDate"), className: "max-w-xs" }
                  : {}),
              },
            )}
          </div>
        ))}
      </fieldset>
    </fieldset>
  );
}
