import { useTranslation } from "#app/lib/i18n/react.tsx";
import { CallToAction } from "./CallToAction.tsx";
import { FaqAccordion } from "./FaqAccordion.tsx";
import { faqGroups } from "./faq-content.ts";
import { primaryLink } from "./link-styles.ts";
import { PageIntro } from "./PageIntro.tsx";

/** `freeShipping`: the owner's threshold as written ("200 lei"), which the shipping answers quote. */
export function FaqPage({ supportEmail, freeShipping }: { supportEmail: string; freeShipping: string }) {
  const { t } = useTranslation("faq");
  const groups = faqGroups(t, freeShipping);
  return (
    <>
      <PageIntro eyebrow={t("eyebrow")} title={t("title")} lead={t("lead")} />

      <div className="mx-auto max-w-3xl px-4 pb-14 pt-10 sm:pb-20 sm:pt-14">
        <nav aria-label={t("topics")}>
          <ul className="flex flex-wrap justify-center gap-2">
            {groups.map((group) => (
              <li key={group.id}>
                <a
                  href={`#${group.id}`}
                  className="inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 text-sm font-semibold text-brand-dark hover:border-brand hover:bg-brand-soft"
                >
                  {group.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        {groups.map((group) => (
          <section key={group.id} id={group.id} aria-labelledby={`${group.id}-title`} className="mt-12 scroll-mt-24">
            <h2 id={`${group.id}-title`} className="mb-5 text-2xl text-ink sm:text-3xl">
              {group.title}
            </h2>
            <FaqAccordion entries={group.entries} />
          </section>
        ))}
      </div>

      <CallToAction id="faq-contact" title={t("contact.title")} text={t("contact.text")}>
        <a href={`mailto:${supportEmail}`} className={primaryLink}>
          {t("contact.email", { email: supportEmail })}
        </a>
      </CallToAction>
    </>
  );
}
