import { useId, useRef, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import type { Language } from "#domain/locale";
import {
  BOTTLES_SOLD_MAX,
  CONTENT_PAGE_PATHS,
  contentFieldName,
  contentTextMaxLength,
  isLegalPage,
  HOME_CLAIMS,
  PRESS_IDS,
  PRESS_WORDMARKS,
  sampleClaims,
  STAT_IDS,
  TESTIMONIAL_IDS,
  type ContentFieldView,
  type ContentPage,
  type ContentPageView,
} from "#domain/store-content";
import { contentSaveSchema } from "#domain/store-content-schema";
import { lawyerPoints } from "#domain/legal-text";
import type { TFunction } from "#app/lib/i18n/translator.ts";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { CheckboxField, TextField } from "#app/ui/form-fields.tsx";
import { adminCall } from "../admin-call.ts";
import { buttonClass, fieldConventions, focusFirstError, linkClass, secondaryButtonClass, type FieldErrors } from "../admin-forms.ts";
import { ActionStatus } from "../orders/ActionStatus.tsx";
import type { ActionState } from "../orders/useOrderAction.ts";

const LANGUAGES: readonly Language[] = ["ro", "en"];
type Texts = Record<string, { ro: string; en: string }>;

/** "stats › formulas (English)": how an input and its error name a text in one language. */
function fieldLabel(key: string, language: Language, t: TFunction): string {
  return `${contentFieldName(key)} (${t(`content.languages.${language}`)})`;
}

/** Every problem of the save as the server words it, keyed by the input's name. */
function contentErrors(page: ContentPage, body: unknown, t: TFunction, bottlesMax: string): FieldErrors {
  const parsed = contentSaveSchema(page).safeParse(body);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join(".");
    if (field in errors) continue;
    const text = /^texts\.(.+)\.(ro|en)$/.exec(field);
    if (field === "bottlesSold") errors[field] = t("content.errors.bottles", { max: bottlesMax });
    else if (text) {
      const label = fieldLabel(text[1]!, text[2] as Language, t);
      errors[field] = t(issue.message === "required" ? "content.errors.required" : "content.errors.tooLong", {
        field: label,
        max: contentTextMaxLength(page),
      });
    } else errors[field] = t("content.errors.invalid", { field });
  }
  return errors;
}

/** Texts grouped by their first key ("origin", "milestones"), named by the group's own title where it has one. */
function groupsOf(fields: ContentFieldView[]): { group: string; fields: ContentFieldView[] }[] {
  const groups = new Map<string, ContentFieldView[]>();
  for (const field of fields) {
    const group = field.key.includes(".") ? field.key.slice(0, field.key.indexOf(".")) : "";
    groups.set(group, [...(groups.get(group) ?? []), field]);
  }
  return [...groups].map(([group, inner]) => ({ group, fields: inner }));
}

/** One page's texts in both languages side by side, its defaults as placeholders, and (home) the claims' switches. */
export function ContentPageForm({ view, csrfToken }: { view: ContentPageView; csrfToken: string }) {
  const { t, i18n } = useTranslation("admin");
  const language = i18n.language;
  const revalidator = useRevalidator();
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const pageName = t(`content.pages.${view.page}`);
  const textsOf = (from: ContentPageView): Texts => Object.fromEntries(from.fields.map(({ key, ro, en }) => [key, { ro, en }]));
  const [texts, setTexts] = useState<Texts>(() => textsOf(view));
  const [hidden, setHidden] = useState<string[]>(view.hidden);
  const [bottles, setBottles] = useState(String(view.bottlesSold));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [state, setState] = useState<ActionState>({ kind: "idle" });
  const [conflict, setConflict] = useState(false);
  // A save (ours, or someone's we chose to load) brings a new version: the form starts again from what the
  // server now holds, keeping the sentence that says how the save went.
  const [version, setVersion] = useState(view.version);
  if (version !== view.version) {
    setVersion(view.version);
    setTexts(textsOf(view));
    setHidden(view.hidden);
    setBottles(String(view.bottlesSold));
    setErrors({});
    setConflict(false);
  }
  const busy = useRef(false);
  const home = view.page === "home";
  const defaultOf = (key: string) => view.fields.find((field) => field.key === key)?.defaults[language] ?? key;
  const samples = new Set<string>(home ? sampleClaims(view) : []);
  // What the shop would show is the owner's to vouch for: a claim still in the example words says so beside its switch.
  const claimLabel = (claim: string, label: React.ReactNode) =>
    samples.has(claim) ? (
      <>
        {label} <SampleBadge label={t("content.claims.sample")} />
      </>
    ) : (
      label
    );
  const bottlesMax = BOTTLES_SOLD_MAX.toLocaleString(language === "ro" ? "ro-RO" : "en-GB");

  const setText = (key: string, lang: Language) => (value: string) => {
    setTexts((current) => ({ ...current, [key]: { ...current[key]!, [lang]: value } }));
    setState({ kind: "idle" });
  };
  const shown = (claim: string) => !hidden.includes(claim);
  const setShown = (claim: string) => (show: boolean) => {
    setHidden((current) => (show ? current.filter((item) => item !== claim) : [...current, claim]));
    setState({ kind: "idle" });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    const trimmed = bottles.trim();
    const body = {
      version: view.version,
      texts: Object.fromEntries(Object.entries(texts).filter(([, value]) => value.ro.trim() !== "" || value.en.trim() !== "")),
      hidden: home ? HOME_CLAIMS.filter((claim) => hidden.includes(claim)) : [],
      ...(home ? { bottlesSold: /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN } : {}),
    };
    const found = contentErrors(view.page, body, t, bottlesMax);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setState({ kind: "error", message: t("content.invalid") });
      return focusFirstError(formRef.current, found);
    }
    busy.current = true;
    setState({ kind: "busy" });
    const answer = await adminCall<{ changed: boolean }>(`/content/${view.page}`, { body, csrfToken });
    busy.current = false;
    if (answer.kind === "ok") {
      setState({ kind: "done", message: answer.data.changed ? t("content.saved") : t("content.unchanged") });
      if (answer.data.changed) await revalidator.revalidate();
      return;
    }
    if (answer.kind === "failed") return setState({ kind: "error", message: t("content.failed") });
    setConflict(answer.status === 409);
    setState({ kind: "error", message: answer.status === 409 ? t("content.conflict") : answer.error });
    if (answer.field) {
      setErrors({ [answer.field]: answer.error });
      focusFirstError(formRef.current, { [answer.field]: answer.error });
    }
  };

  const titleId = `${id}-title`;
  return (
    <section id={`content-${view.page}`} aria-labelledby={titleId} className="mt-8 rounded-2xl border border-line bg-white p-4 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={titleId} className="text-2xl">
          {pageName}
        </h2>
        <a
          href={`${CONTENT_PAGE_PATHS[view.page]}?lng=${language}`}
          className={linkClass}
          aria-label={t("content.previewLabel", { page: pageName })}
        >
          {t("content.preview")}
        </a>
      </div>
      <p className="mt-1 text-sm text-muted">
        {view.updatedAt && view.updatedBy
          ? t("content.lastChange", {
              date: new Date(view.updatedAt).toLocaleString(language === "ro" ? "ro-RO" : "en-GB", { timeZone: "Europe/Bucharest" }),
              email: view.updatedBy,
            })
          : t("content.neverChanged")}
      </p>
      <form ref={formRef} noValidate onSubmit={submit} className="mt-4 grid gap-6">
        {home && (
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
                onValueChange={(value) => {
                  setBottles(value);
                  setState({ kind: "idle" });
                }}
                disabled={!shown("stats.bottles")}
                error={errors.bottlesSold}
              />
            </div>
          </fieldset>
        )}

        <p className="text-sm text-muted">{t("content.defaultHint")}</p>
        {isLegalPage(view.page) && <LegalNotice fields={view.fields} texts={texts} t={t} />}
        {groupsOf(view.fields).map(({ group, fields }) => (
          <fieldset key={group} className="grid gap-4 rounded-xl border border-line p-4">
            <legend className="px-1 text-lg font-semibold">
              {group === ""
                ? pageName
                : view.page === "categories"
                  ? t(`content.categoryGroups.${group}`)
                  : (fields.find((field) => field.key === `${group}.title`)?.defaults[language] ?? contentFieldName(group))}
            </legend>
            {fields.map((field) => (
              <TextRow
                key={field.key}
                field={field}
                value={texts[field.key]!}
                setText={setText}
                errors={errors}
                t={t}
                maxRows={isLegalPage(view.page) ? 24 : 8}
              />
            ))}
          </fieldset>
        ))}

        <div className="sticky bottom-0 flex flex-wrap items-center gap-3 border-t border-line bg-white py-3">
          <button
            type="submit"
            className={buttonClass}
            disabled={state.kind === "busy"}
            aria-label={t("content.saveLabel", { page: pageName })}
          >
            {t("content.save")}
          </button>
          {conflict && (
            <button type="button" className={secondaryButtonClass} onClick={() => void revalidator.revalidate()}>
              {t("content.loadCurrent")}
            </button>
          )}
          <ActionStatus state={state} />
        </div>
      </form>
    </section>
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
  items: { claim: string; label: React.ReactNode }[];
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

/**
 * The legal pages are templates (decision 0052): the owner sees, above their texts, that a lawyer must confirm
 * every passage marked [[…]] before the shop trades on them, how many are left, and how the texts are written.
 */
function LegalNotice({ fields, texts, t }: { fields: ContentFieldView[]; texts: Texts; t: TFunction }) {
  const left = fields.reduce(
    (count, field) =>
      count + LANGUAGES.reduce((sum, language) => sum + lawyerPoints(texts[field.key]?.[language] || field.defaults[language]).length, 0),
    0,
  );
  return (
    <div role="note" className="grid gap-2 rounded-xl border-2 border-amber-500 bg-amber-50 p-4 text-sm text-ink">
      <p className="font-semibold">{t("content.legal.lawyerTitle")}</p>
      <p>{t("content.legal.lawyerText")}</p>
      <p className="font-semibold">{left === 0 ? t("content.legal.noneLeft") : t("content.legal.left", { count: left })}</p>
      <p className="font-semibold">{t("content.legal.syntaxTitle")}</p>
      <ul className="list-disc pl-5">
        {(["paragraphs", "headings", "lists", "bold", "links", "lawyer", "placeholders"] as const).map((rule) => (
          <li key={rule}>{t(`content.legal.syntax.${rule}`)}</li>
        ))}
      </ul>
    </div>
  );
}

function TextRow({
  field,
  value,
  setText,
  errors,
  t,
  maxRows,
}: {
  field: ContentFieldView;
  value: { ro: string; en: string };
  setText: (key: string, language: Language) => (value: string) => void;
  errors: FieldErrors;
  t: TFunction;
  maxRows: number;
}) {
  const id = useId();
  const name = contentFieldName(field.key);
  const overridden = value.ro !== "" || value.en !== "";
  const rows = Math.min(maxRows, Math.max(1, Math.ceil(Math.max(field.defaults.ro.length, field.defaults.en.length) / 70)));
  return (
    <fieldset className="grid gap-2">
      <legend className="flex flex-wrap items-center gap-x-3 font-mono text-sm text-ink">
        {name}
        {overridden && (
          <span className="rounded-full bg-brand-soft px-2 py-0.5 font-sans text-xs font-semibold text-brand-dark">
            {t("content.overridden")}
          </span>
        )}
      </legend>
      <div className="grid gap-3 md:grid-cols-2">
        {LANGUAGES.map((language) => {
          const inputName = `texts.${field.key}.${language}`;
          const inputId = `${id}-${language}`;
          const error = errors[inputName];
          return (
            <div key={language}>
              <label htmlFor={inputId} className="block text-sm font-semibold">
                {t(`content.languageColumn.${language}`)}
              </label>
              <textarea
                id={inputId}
                name={inputName}
                lang={language}
                aria-label={fieldLabel(field.key, language, t)}
                rows={rows}
                value={value[language]}
                placeholder={field.defaults[language]}
                onChange={(event) => setText(field.key, language)(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${inputId}-error` : undefined}
                className={`mt-1 block w-full rounded-xl border bg-white px-3 py-2 placeholder:text-muted ${error ? "border-sale" : "border-line"}`}
              />
              {error && (
                <p id={`${inputId}-error`} className="mt-1 text-sm font-medium text-sale">
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
      {overridden && (
        <button
          type="button"
          className="justify-self-start text-sm font-semibold text-brand-dark underline underline-offset-2"
          aria-label={t("content.resetLabel", { field: name })}
          onClick={() => {
            setText(field.key, "ro")("");
            setText(field.key, "en")("");
          }}
        >
          {t("content.reset")}
        </button>
      )}
    </fieldset>
  );
}
