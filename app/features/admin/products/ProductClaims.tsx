import { useId, useState, type FormEvent } from "react";
import { CLAIM_NUTRIENTS, NUTRIENT_NAMES, type ClaimNutrient, type ProductClaimsView } from "#domain/health-claims";
import { isLanguage } from "#domain/locale";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { adminCall } from "../admin-call.ts";
import { SaveStatus, type Said } from "../SaveStatus.tsx";
import { SubmitButton } from "../SubmitButton.tsx";

/**
 * The product's health claims (issue 44, decision 0097): chosen from the EU Register's authorised claims, grouped by
 * nutrient, each nutrient with its amount per daily portion and the condition of use. The amounts are the saved
 * label's nutrients table (the mandatory information), its rows that name a nutrient of the register; the page reads
 * them again after each save of the editor. A claim the product's daily portion does not meet is refused by the
 * server, which names the nutrient and the condition. Botanical claims are on hold at the Commission, so none is offered.
 */
export function ProductClaims({
  productId,
  claims,
  csrfToken,
  onSaved,
}: {
  productId: number;
  claims: ProductClaimsView;
  csrfToken: string;
  /** Told the claims as saved, so the nutrients table's editor checks itself against them. */
  onSaved?: (claims: ProductClaimsView) => void;
}) {
  const { t, i18n } = useTranslation("admin");
  const language = isLanguage(i18n.language) ? i18n.language : "ro";
  const id = useId();
  const [chosen, setChosen] = useState<number[]>(claims.chosen);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<Said>(null);

  const toggle = (claimId: number, on: boolean) => setChosen((now) => (on ? [...now, claimId] : now.filter((other) => other !== claimId)));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const answer = await adminCall<{ changed: boolean; claims: ProductClaimsView }>(`/products/${productId}/claims`, {
      body: { claimIds: chosen },
      csrfToken,
    });
    setBusy(false);
    if (answer.kind === "ok") {
      setChosen(answer.data.claims.chosen);
      onSaved?.(answer.data.claims);
      setSaid({ kind: "done", message: answer.data.changed ? t("products.claims.saved") : t("products.claims.unchanged") });
    } else setSaid({ kind: "error", message: answer.kind === "refused" ? answer.error : t("products.claims.failed") });
  };

  const offered = CLAIM_NUTRIENTS.filter((nutrient) => claims.register.some((claim) => claim.nutrient === nutrient));
  const stated = (nutrient: ClaimNutrient) => claims.daily.some((row) => row.nutrient === nutrient && row.nrvPercent !== null);
  const group = (nutrient: ClaimNutrient) => {
    const daily = claims.daily.find((row) => row.nutrient === nutrient);
    const percent = daily?.nrvPercent ?? null;
    const minimum = claims.register.find((claim) => claim.nutrient === nutrient)?.minNrvPercent ?? 0;
    const hintId = `${id}-${nutrient}-hint`;
    return (
      <fieldset key={nutrient} className="mt-4 rounded-2xl border border-line bg-white p-4" aria-describedby={hintId}>
        <legend className="px-1 font-semibold">{NUTRIENT_NAMES[nutrient][language]}</legend>
        <p id={hintId} className={`text-sm ${percent !== null && percent >= minimum ? "text-muted" : "font-semibold text-red-800"}`}>
          {daily && percent !== null
            ? t("products.claims.daily", { amount: daily.amount, percent, minimum })
            : t("products.claims.absent", { minimum })}
        </p>
        <ul className="mt-2 grid gap-2">
          {claims.register
            .filter((claim) => claim.nutrient === nutrient)
            .map((claim) => (
              <li key={claim.id}>
                <label className="flex min-h-11 items-start gap-3 text-sm">
                  <input
                    type="checkbox"
                    name="claimIds"
                    value={claim.id}
                    checked={chosen.includes(claim.id)}
                    onChange={(event) => toggle(claim.id, event.target.checked)}
                    className="mt-1 size-5 shrink-0"
                  />
                  <span>{claim.text[language]}</span>
                </label>
              </li>
            ))}
        </ul>
      </fieldset>
    );
  };
  // The nutrients the daily portion states come first; the others, whose claims it cannot make, wait folded.
  const absent = offered.filter((nutrient) => !stated(nutrient));
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="mt-8">
      <h2 id={`${id}-title`} className="text-2xl">
        {t("products.claims.title")}
      </h2>
      <p className="mt-2 max-w-3xl text-muted">{t("products.claims.intro")}</p>
      <SaveStatus said={said} className="mt-4" />
      {offered.filter(stated).map(group)}
      {absent.length > 0 ? (
        <details className="mt-4">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold">{t("products.claims.others", { count: absent.length })}</summary>
          {absent.map(group)}
        </details>
      ) : null}
      <p className="mt-4">
        <SubmitButton busy={busy} label={t("products.claims.save")} busyLabel={t("products.claims.saving")} />
      </p>
    </form>
  );
}
