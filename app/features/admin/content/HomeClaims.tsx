import type { ReactNode } from "react";
import type { Language } from "#domain/locale";
import { PRESS_IDS, PRESS_WORDMARKS, sampleClaims, STAT_IDS, TESTIMONIAL_IDS, type ContentPageView } from "#domain/store-content";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { CheckboxField, TextField } from "#app/ui/form-fields.tsx";
import { fieldConventions } from "../admin-forms.ts";

/** The home page's claims, each one the owner's to show or hide, and the bottles sold its statistic counts. */
export function HomeClaims({
  view,
  language,
  texts,
  shown,
  setShown,
  bottles,
  onBottles,
  bottlesError,
}: {
  view: ContentPageView;
  language: Language;
  texts: Record<string, { ro: string; en: string }>;
  shown: (claim: string) => boolean;
  setShown: (claim: string) => (show: boolean) => void;
  bottles: string;
  onBottles: (value: string) => void;
  bottlesError: string | undefined;
}) {
  const { t } = useTranslation("admin");
  const defaultOf = (key: string) => view.fields.find((field) => field.key === key)?.defaults[language] ?? key;
  const samples = new Set<string>(sampleClaims(view));
  // What the shop would show is the owner's to vouch for: a claim still in the example words says so beside its switch.
  const claimLabel = (claim: string, label: ReactNode) =>
    samples.has(claim) ? (
      <>
        {label} <SampleBadge label={t("content.claims.sample")} />
      </>
    ) : (
      label
    );
  return (
    <fieldset className="grid gap-3 rounded-xl border border-line p-4">
      <legend className="px-1 text-lg font-semibold">{t("content.claims.title")}</legend>
      <p className="text-sm text-muted">{t("content.claims.intro")}</p>
      <ClaimGroup
        section="testimonials"
        label={t("content.claims.testimonials")}
        shown={shown}
        setShown={setShown}
        items={TESTIMONIAL_IDS.map((item) => ({
          claim: `testimonials.${item}`,
          label: claimLabel(
            `testimonials.${item}`,
            t("content.claims.testimonial", { name: defaultOf(`testimonials.items.${item}.name`) }),
          ),
        }))}
      />
      <ClaimGroup
        section="press"
        label={t("content.claims.press")}
        shown={shown}
        setShown={setShown}
        items={PRESS_IDS.map((item) => ({
          claim: `press.${item}`,
          label: claimLabel(`press.${item}`, t("content.claims.publication", { name: PRESS_WORDMARKS[item].name })),
        }))}
      />
      <CheckboxField
        name="claim-doctor"
        label={claimLabel("doctor", t("content.claims.doctor"))}
        checked={shown("doctor")}
        onCheckedChange={setShown("doctor")}
      />
      <fieldset className="grid gap-2">
        <legend className="font-semibold">{t("content.claims.stats")}</legend>
        {STAT_IDS.map((stat) => (
          <CheckboxField
            key={stat}
            name={`claim-stats.${stat}`}
            label={claimLabel(
              `stats.${stat}`,
              stat === "bottles"
                ? t("content.claims.bottlesStat")
                : t("content.claims.stat", { text: texts[`stats.${stat}`]?.[language] || defaultOf(`stats.${stat}`) }),
            )}
            checked={shown(`stats.${stat}`)}
            onCheckedChange={setShown(`stats.${stat}`)}
          />
        ))}
      </fieldset>
      <div className="max-w-xs">
        <TextField
          {...fieldConventions(t)}
          name="bottlesSold"
          inputMode="numeric"
          autoComplete="off"
          label={t("content.claims.bottles")}
          hint={t("content.claims.bottlesHint")}
          value={bottles}
          onValueChange={onBottles}
          disabled={!shown("stats.bottles")}
          error={bottlesError}
        />
      </div>
    </fieldset>
  );
}

/** Beside a claim still in the example words the store came with. */
function SampleBadge({ label }: { label: string }) {
  return (
    <span className="ml-1 inline-block rounded-full border border-amber-700 bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900">
      {label}
    </span>
  );
}

function ClaimGroup({
  section,
  label,
  items,
  shown,
  setShown,
}: {
  section: string;
  label: string;
  items: { claim: string; label: ReactNode }[];
  shown: (claim: string) => boolean;
  setShown: (claim: string) => (show: boolean) => void;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="sr-only">{label}</legend>
      <CheckboxField
        name={`claim-${section}`}
        label={<strong>{label}</strong>}
        checked={shown(section)}
        onCheckedChange={setShown(section)}
      />
      {shown(section) && (
        <div className="grid gap-2 pl-8">
          {items.map((item) => (
            <CheckboxField
              key={item.claim}
              name={`claim-${item.claim}`}
              label={item.label}
              checked={shown(item.claim)}
              onCheckedChange={setShown(item.claim)}
            />
          ))}
        </div>
      )}
    </fieldset>
  );
}
