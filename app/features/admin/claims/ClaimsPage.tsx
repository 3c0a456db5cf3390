import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { CLAIMS_SOURCES, type ClaimsFilter, type ClaimsReport } from "#domain/admin/claims";
import type { ClaimsFinding } from "#domain/claims-check";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { adminCall } from "../admin-call.ts";
import { linkClass } from "../admin-forms.ts";
import { SubmitButton } from "../SubmitButton.tsx";
import { AdminFilterForm, FilterChoice } from "../AdminTable.tsx";
import { ClaimsFindings } from "./ClaimsFindings.tsx";
import { TitledForm } from "../TitledForm.tsx";

export type ClaimsPageProps = ClaimsReport & { filter: ClaimsFilter; csrfToken: string };

/**
 * "Verificarea afirmațiilor" / "Claims check": what the claims checker flags across today's copy, grouped by where it
 * is, each with a link to where it is corrected; the specification's own labels apart, for the owner to decide; and a
 * box to check a text before using it.
 */
export function ClaimsPage({ filter, items, checked, csrfToken }: ClaimsPageProps) {
  const { t } = useTranslation("admin");
  const sources = CLAIMS_SOURCES.filter((source) => filter.source === undefined || filter.source === source);
  return (
    <>
      <h1 className="text-3xl">{t("claims.title")}</h1>
      <p className="mt-2 max-w-3xl text-muted">{t("claims.intro")}</p>
      <AdminFilterForm section="claims" className="mt-6 flex flex-wrap items-end gap-3">
        <FilterChoice name="source" value={filter.source} values={CLAIMS_SOURCES} optionKey="claims.sources" />
      </AdminFilterForm>
      <p className="mt-4 text-sm text-muted">{t("claims.checked", checked)}</p>
      {sources.map((source) => {
        const found = items.filter((item) => item.source === source);
        return (
          <section key={source} aria-labelledby={`claims-${source}`} className="mt-8">
            <h2 id={`claims-${source}`} className="text-2xl">
              {t(`claims.sources.${source}`)}
            </h2>
            {source === "specification" ? <p className="mt-2 max-w-3xl text-sm text-muted">{t("claims.specificationNote")}</p> : null}
            {found.length === 0 ? (
              <p className="mt-2">{t("claims.none")}</p>
            ) : (
              <ul className="mt-3 grid gap-3">
                {found.map((item, index) => (
                  // Two reviews may share a title and a link: the place in the list tells them apart.
                  <li key={index} className="rounded-2xl border border-line bg-white px-3 py-4 sm:p-5">
                    <div className="flex flex-wrap items-baseline justify-between gap-2">
                      <h3 className="break-words text-lg font-semibold">{item.title}</h3>
                      {item.href ? (
                        <Link to={item.href} className={linkClass}>
                          {t("claims.fix")}
                          <span className="sr-only">: {item.title}</span>
                        </Link>
                      ) : (
                        <span className="text-sm text-muted">{t("claims.noLink")}</span>
                      )}
                    </div>
                    <ClaimsFindings findings={item.findings} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
      <TryText csrfToken={csrfToken} />
    </>
  );
}

/** A text checked before it is used: nothing is saved. */
function TryText({ csrfToken }: { csrfToken: string }) {
  const { t, i18n } = useTranslation("admin");
  const id = useId();
  const [text, setText] = useState("");
  const [language, setLanguage] = useState<"ro" | "en">(i18n.language === "en" ? "en" : "ro");
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ findings: ClaimsFinding[] } | { error: string; field?: string } | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const answer = await adminCall<{ findings: ClaimsFinding[] }>("/claims-check", { body: { text, language }, csrfToken });
    setBusy(false);
    if (answer.kind === "ok") setResult({ findings: answer.data.findings });
    else if (answer.kind === "refused") setResult({ error: answer.error, ...(answer.field ? { field: answer.field } : {}) });
    else setResult({ error: t("claims.tryFailed") });
  };

  const error = result && "error" in result ? result.error : null;
  return (
    <TitledForm
      onSubmit={submit}
      id={`${id}-title`}
      title={t("claims.tryTitle")}
      className="mt-10 max-w-3xl rounded-2xl border border-line bg-white p-4"
    >
      <p className="mt-1 text-sm text-muted">{t("claims.tryHint")}</p>
      <label htmlFor={`${id}-text`} className="mt-3 block text-sm font-semibold">
        {t("claims.tryText")}
      </label>
      <textarea
        id={`${id}-text`}
        name="text"
        rows={4}
        lang={language}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-result` : undefined}
        className="mt-1 block w-full rounded-xl border border-line bg-white px-3 py-2"
      />
      <label htmlFor={`${id}-language`} className="mt-3 block text-sm font-semibold">
        {t("claims.tryLanguage")}
      </label>
      <select
        id={`${id}-language`}
        name="language"
        value={language}
        onChange={(event) => setLanguage(event.target.value === "en" ? "en" : "ro")}
        className="mt-1 block min-h-11 rounded-xl border border-line bg-white px-3"
      >
        <option value="ro">{t("claims.languages.ro")}</option>
        <option value="en">{t("claims.languages.en")}</option>
      </select>
      <p className="mt-4">
        <SubmitButton busy={busy} label={t("claims.tryButton")} busyLabel={t("claims.trying")} />
      </p>
      <div id={`${id}-result`} role="status" className="mt-3 text-sm">
        {error ? <p className="font-semibold text-red-800">{error}</p> : null}
        {result && "findings" in result ? (
          result.findings.length === 0 ? (
            <p className="font-semibold text-emerald-800">{t("claims.tryClean")}</p>
          ) : (
            <>
              <p className="font-semibold">{t("claims.tryFound", { count: result.findings.length })}</p>
              <ClaimsFindings findings={result.findings} textLanguage={language} />
            </>
          )
        ) : null}
      </div>
    </TitledForm>
  );
}
