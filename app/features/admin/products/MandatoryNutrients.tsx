import type { ClaimConditionRefusal } from "#domain/health-claims";
import { CLAIM_NUTRIENTS, isClaimNutrient, NUTRIENT_NAMES } from "#domain/health-claims";
import type { Language } from "#domain/locale";
import { MANDATORY_MAX_NUTRIENTS, type MandatoryInformation } from "#domain/mandatory-information";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { secondaryButtonClass } from "../admin-forms.ts";
import { Field, inputClass } from "../EditorField.tsx";
import type { ChangeMandatory, Pair, Single } from "./mandatory-single.tsx";

/** The claims the nutrients' table as written no longer supports, one line per nutrient. */
function ClaimsAtRisk({ claimRefusals, language }: { claimRefusals: readonly ClaimConditionRefusal[]; language: Language }) {
  const { t } = useTranslation("admin");
  return (
    <div className="rounded-xl bg-red-50 p-3 text-sm text-red-900">
      <p className="font-semibold">{t("products.mandatory.claimsAtRisk")}</p>
      <ul className="mt-1 list-disc pl-5">
        {claimRefusals
          .filter((refusal, index) => claimRefusals.findIndex((other) => other.nutrient === refusal.nutrient) === index)
          .map((refusal) => (
            <li key={refusal.nutrient}>
              {refusal.nrvPercent === null
                ? t("products.mandatory.claimRefusedAbsent", {
                    nutrient: NUTRIENT_NAMES[refusal.nutrient][language],
                    minimum: refusal.minNrvPercent,
                  })
                : t("products.mandatory.claimRefused", {
                    nutrient: NUTRIENT_NAMES[refusal.nutrient][language],
                    minimum: refusal.minNrvPercent,
                    percent: refusal.nrvPercent,
                  })}
            </li>
          ))}
      </ul>
      <p className="mt-1">{t("products.mandatory.claimsAtRiskHint")}</p>
    </div>
  );
}

function NutrientRow({
  id,
  index,
  nutrient,
  language,
  change,
  pair,
  single,
  problem,
}: {
  id: string;
  index: number;
  nutrient: MandatoryInformation["nutrients"][number];
  language: Language;
  change: ChangeMandatory;
  pair: Pair;
  single: Single;
  problem: (name: string) => string | undefined;
}) {
  const { t } = useTranslation("admin");
  const at = `mandatory.nutrients.${index}`;
  const n = index + 1;
  return (
    <fieldset className="grid gap-3 rounded-xl border border-line/70 p-3">
      <legend className="px-1 font-semibold">{t("products.mandatory.nutrient", { n })}</legend>
      <Field
        id={`${id}-${at.replaceAll(".", "-")}-code`}
        label={t("products.mandatory.fields.code")}
        hint={t("products.mandatory.hints.code")}
        error={problem(`${at}.code`)}
      >
        {(props) => (
          <select
            name={`${at}.code`}
            value={nutrient.code ?? ""}
            onChange={(event) =>
              change((next) => void (next.nutrients[index]!.code = isClaimNutrient(event.target.value) ? event.target.value : null))
            }
            className={`${inputClass} max-w-xs`}
            {...props}
          >
            <option value="">{t("products.mandatory.codeNone")}</option>
            {CLAIM_NUTRIENTS.map((code) => (
              <option key={code} value={code}>
                {NUTRIENT_NAMES[code][language]}
              </option>
            ))}
          </select>
        )}
      </Field>
      {pair((language) => ["mandatory", "nutrients", index, language, "name"], t("products.mandatory.fields.name"))}
      <div className="grid gap-3 sm:grid-cols-3">
        {single(`${at}.amount`, t("products.mandatory.fields.amount"), nutrient.amount, (value) =>
          change((next) => void (next.nutrients[index]!.amount = value)),
        )}
        {single(
          `${at}.unit`,
          t("products.mandatory.fields.unit"),
          nutrient.unit,
          (value) => change((next) => void (next.nutrients[index]!.unit = value)),
          {
            hint: t("products.mandatory.hints.unit"),
          },
        )}
        {single(
          `${at}.nrv`,
          t("products.mandatory.fields.nrv"),
          nutrient.nrv,
          (value) => change((next) => void (next.nutrients[index]!.nrv = value)),
          {
            hint: t("products.mandatory.hints.nrv"),
          },
        )}
      </div>
      <p>
        <button type="button" className={secondaryButtonClass} onClick={() => change((next) => void next.nutrients.splice(index, 1))}>
          {t("products.mandatory.removeNutrient", { n })}
        </button>
      </p>
    </fieldset>
  );
}

/** The nutrients' table as rows to add and remove, each naming its nutrient of the claims register where it is one. */
export function MandatoryNutrients({
  id,
  mandatory,
  language,
  change,
  pair,
  single,
  problem,
  claimRefusals,
}: {
  id: string;
  mandatory: MandatoryInformation;
  language: Language;
  change: ChangeMandatory;
  pair: Pair;
  single: Single;
  problem: (name: string) => string | undefined;
  claimRefusals: readonly ClaimConditionRefusal[];
}) {
  const { t } = useTranslation("admin");
  return (
    <fieldset className="grid gap-3 rounded-xl border border-line/70 p-3">
      <legend className="px-1 font-semibold">{t("products.mandatory.nutrientsTitle")}</legend>
      <p className="text-sm text-muted">{t("products.mandatory.nutrientsHint")}</p>
      {problem("mandatory.nutrients") ? <p className="text-sm font-semibold text-red-800">{problem("mandatory.nutrients")}</p> : null}
      {claimRefusals.length > 0 ? <ClaimsAtRisk claimRefusals={claimRefusals} language={language} /> : null}
      {pair((language) => ["mandatory", "texts", language, "dailyPortion"], t("products.mandatory.fields.dailyPortion"))}
      {pair((language) => ["mandatory", "texts", language, "howToTake"], t("products.mandatory.fields.howToTake"), { multiline: 3 })}
      {mandatory.nutrients.map((nutrient, index) => (
        <NutrientRow
          key={index}
          id={id}
          index={index}
          nutrient={nutrient}
          language={language}
          change={change}
          pair={pair}
          single={single}
          problem={problem}
        />
      ))}
      {mandatory.nutrients.length < MANDATORY_MAX_NUTRIENTS ? (
        <p>
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() =>
              change((next) => void next.nutrients.push({ code: null, amount: "", unit: "", nrv: "", ro: { name: "" }, en: { name: "" } }))
            }
          >
            {t("products.mandatory.addNutrient")}
          </button>
        </p>
      ) : null}
    </fieldset>
  );
}
