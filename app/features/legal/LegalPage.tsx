import { Fragment } from "react";
import { Link } from "react-router";
import type { LegalBlock, LegalInline } from "#domain/legal-text";
import { CONTENT_PAGE_PATHS, LEGAL_PAGES } from "#domain/store-content";
import type { PublicCompany } from "#app/lib/load-context.ts";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { LegalPageData } from "./legal-page.server.ts";
import { HeadedSection } from "#app/ui/HeadedSection.tsx";

const linkClass = "font-semibold text-brand-dark underline underline-offset-2 hover:text-brand";

function Inline({ parts }: { parts: LegalInline[] }) {
  const { t } = useTranslation("legal");
  return parts.map((part, index) => {
    switch (part.kind) {
      case "text":
        return <Fragment key={index}>{part.text}</Fragment>;
      case "strong":
        return <strong key={index}>{part.text}</strong>;
      case "link":
        return (
          <a key={index} href={part.href} className={`${linkClass} break-words`}>
            {part.text}
          </a>
        );
      case "lawyer":
        // Seen by everyone until the owner rewrites the sentence: a template must not pass for a checked text.
        return (
          <mark key={index} className="rounded bg-amber-100 px-1 text-amber-950">
            <strong>{t("lawyer")}</strong> {part.text}
          </mark>
        );
    }
  });
}

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case "heading":
      return (
        <h3 className="mt-6 text-lg font-semibold text-ink">
          <Inline parts={block.inline} />
        </h3>
      );
    case "list":
      return (
        <ul className="mt-3 list-disc space-y-1.5 pl-6">
          {block.items.map((item, index) => (
            <li key={index}>
              <Inline parts={item} />
            </li>
          ))}
        </ul>
      );
    case "paragraph":
      return (
        <p className="mt-3">
          {block.lines.map((line, index) => (
            <Fragment key={index}>
              {index > 0 && <br />}
              <Inline parts={line} />
            </Fragment>
          ))}
        </p>
      );
  }
}

/** Who sells, as Legea 365/2002 art. 5 asks a trader to show it: from configuration, never from the texts. */
function CompanyCard({ company }: { company: PublicCompany | null }) {
  const { t } = useTranslation("legal");
  return (
    <HeadedSection
      titleId="legal-company"
      title={t("company.title")}
      className="mt-10 rounded-2xl border border-line bg-white p-5 text-sm sm:p-6"
      titleClassName="text-lg font-semibold text-ink"
    >
      {company ? <CompanyDetails company={company} /> : <p className="mt-2">{t("company.pending")}</p>}
    </HeadedSection>
  );
}

/** The company's legal name, registration, capital, address and contacts. */
function CompanyDetails({ company }: { company: PublicCompany }) {
  const { t } = useTranslation("legal");
  const rows: [string, string][] = [
    [t("company.registrationNumber"), company.registrationNumber],
    [t("company.vatId"), company.vatId],
    [t("company.shareCapital"), company.shareCapital],
    [t("company.address"), company.address],
  ];
  return (
    <>
      <p className="mt-2 font-semibold">{company.legalName}</p>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <dt className="text-muted">{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
        <dt className="text-muted">{t("company.email")}</dt>
        <dd>
          <a href={`mailto:${company.email}`} className={linkClass}>
            {company.email}
          </a>
        </dd>
        <dt className="text-muted">{t("company.phone")}</dt>
        <dd>
          <a href={`tel:${company.phone.replace(/\s+/g, "")}`} className={linkClass}>
            {company.phone}
          </a>
        </dd>
      </dl>
    </>
  );
}

/** A legal page (issue 21 item 2): the owner's text over the template, its sections, who sells, the other legal pages. */
export function LegalPageView({ data, company, language }: { data: LegalPageData; company: PublicCompany | null; language: string }) {
  const { t } = useTranslation("legal");
  const updated = data.updatedAt
    ? new Date(data.updatedAt).toLocaleDateString(language === "ro" ? "ro-RO" : "en-GB", {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "Europe/Bucharest",
      })
    : null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-4xl leading-tight text-balance text-ink">{data.title}</h1>
      <p className="mt-2 text-sm text-muted">
        {data.page === "terms" ? `${t("version", { version: data.version })} · ` : ""}
        {updated ? t("updated", { date: updated }) : t("template")}
      </p>
      <p className="mt-6 text-lg leading-relaxed text-pretty text-muted">
        <Inline parts={data.intro} />
      </p>
      <nav aria-labelledby="legal-contents" className="mt-8 rounded-2xl border border-line bg-white p-5">
        <h2 id="legal-contents" className="text-sm font-semibold uppercase tracking-widest text-ink">
          {t("contents")}
        </h2>
        <ol className="mt-3 space-y-1.5 text-sm">
          {data.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-brand-dark underline-offset-2 hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="leading-relaxed text-ink">
        {data.sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="mt-10 scroll-mt-28">
            <h2 id={`${section.id}-title`} className="text-2xl text-ink">
              {section.title}
            </h2>
            {section.blocks.map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </section>
        ))}
      </div>
      <CompanyCard company={company} />
      <HeadedSection as="nav" titleId="legal-other" title={t("others")} className="mt-8 text-sm" titleClassName="font-semibold text-ink">
        <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
          {LEGAL_PAGES.map((page) => (
            <li key={page}>
              <Link
                to={CONTENT_PAGE_PATHS[page]}
                aria-current={page === data.page ? "page" : undefined}
                className="text-brand-dark underline-offset-2 hover:underline aria-[current=page]:font-semibold"
              >
                {t(`pages.${page}`)}
              </Link>
            </li>
          ))}
        </ul>
      </HeadedSection>
    </div>
  );
}
