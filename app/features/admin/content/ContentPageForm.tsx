import { useId } from "react";
import { useRevalidator } from "react-router";
import type { Language } from "#domain/locale";
import { CONTENT_PAGE_PATHS, contentFieldName, isLegalPage, type ContentFieldView, type ContentPageView } from "#domain/store-content";
import { lawyerPoints } from "#domain/legal-text";
import type { TFunction } from "#app/lib/i18n/translator.ts";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { buttonClass, linkClass, secondaryButtonClass, type FieldErrors } from "../admin-forms.ts";
import { ActionStatus } from "../orders/ActionStatus.tsx";
import { fieldLabel, type Texts } from "./content-fields.ts";
import { HomeClaims } from "./HomeClaims.tsx";
import { useContentPageForm } from "./use-content-page-form.ts";

const LANGUAGES: readonly Language[] = ["ro", "en"];

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
  const id = useId();
  const pageName = t(`content.pages.${view.page}`);
  const { formRef, texts, bottles, errors, state, conflict, setText, shown, setShown, setBottlesTyped, submit } = useContentPageForm(
    view,
    csrfToken,
  );
  const home = view.page === "home";

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
          <HomeClaims
            view={view}
            language={language}
            texts={texts}
            shown={shown}
            setShown={setShown}
            bottles={bottles}
            onBottles={setBottlesTyped}
            bottlesError={errors.bottlesSold}
          />
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
