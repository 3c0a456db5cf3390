import { useTranslation } from "#app/lib/i18n/react.tsx";
import { Link } from "react-router";
import { CallToAction } from "./CallToAction.tsx";
import { CheckList } from "./CheckList.tsx";
import { ContentSection } from "./ContentSection.tsx";
import { primaryLink } from "./link-styles.ts";
import { MedicalNote } from "./MedicalNote.tsx";
import { PageIntro } from "./PageIntro.tsx";
import { useShownLinks } from "#app/lib/shown-products.ts";

/** The catalogue's six handles with the key of their texts in the `professionals` namespace. */
const PRODUCTS = [
  { handle: "papillex", key: "papillex" },
  { handle: "endo-well", key: "endoWell" },
  { handle: "ic-well", key: "icWell" },
  { handle: "pco-well", key: "pcoWell" },
  { handle: "simplix", key: "simplix" },
  { handle: "ahcc", key: "ahcc" },
].map((product) => ({ ...product, to: `/products/${product.handle}` }));

const EVIDENCE = ["research", "doses", "claims", "review"] as const;
const DOCUMENTS = ["certificate", "gmp", "specifications", "allergens"] as const;

export function HealthProfessionalsPage({ brand, wholesaleEmail }: { brand: string; wholesaleEmail: string }) {
  const { t } = useTranslation("professionals");
  const products = useShownLinks(PRODUCTS);
  return (
    <>
      <PageIntro eyebrow={t("eyebrow")} title={t("title")} lead={t("lead", { brand })} />

      <ContentSection id="formulas" title={t("products.title")} intro={t("products.text")}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {products.map(({ handle, key, to }) => (
            <li
              key={handle}
              className="relative flex flex-col rounded-2xl border border-line bg-white p-6 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md"
            >
              <p className="text-sm font-semibold uppercase tracking-wider text-brand">{t(`${key}.area`)}</p>
              <h3 className="mt-2 text-2xl text-ink">
                {/* The link covers the whole card so that the card is one large target and one tab stop. */}
                <Link to={to} className="after:absolute after:inset-0 after:rounded-2xl hover:text-brand">
                  {t(`${key}.name`)}
                  <span aria-hidden="true" className="ml-2 text-brand">
                    →
                  </span>
                </Link>
              </h3>
              <dl className="mt-4 text-sm leading-relaxed">
                <dt className="font-semibold text-ink">{t("products.keyIngredients")}</dt>
                <dd className="mt-1 text-muted">{t(`${key}.ingredients`)}</dd>
              </dl>
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection id="evidence" title={t("evidence.title")} band>
        <ul className="grid gap-x-10 gap-y-8 md:grid-cols-2">
          {EVIDENCE.map((item) => (
            <li key={item} className="border-l-4 border-brand-soft pl-5">
              <h3 className="text-xl leading-snug text-ink">{t(`evidence.${item}.title`)}</h3>
              <p className="mt-2 leading-relaxed text-muted">{t(`evidence.${item}.text`)}</p>
            </li>
          ))}
        </ul>
        <p className="mt-10">
          <Link to="/our-researchers" className="font-semibold text-brand underline underline-offset-4 hover:text-brand-dark">
            {t("evidence.researchersLink")}
          </Link>
        </p>
      </ContentSection>

      <ContentSection id="quality" title={t("quality.title")} intro={t("quality.text")} split>
        <div className="rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
          <CheckList items={DOCUMENTS.map((document) => t(`quality.${document}`))} />
        </div>
      </ContentSection>

      <CallToAction id="wholesale" title={t("wholesale.title")} text={t("wholesale.text")}>
        <a href={`mailto:${wholesaleEmail}`} className={primaryLink}>
          {t("wholesale.email", { email: wholesaleEmail })}
        </a>
      </CallToAction>

      <div className="pb-14 sm:pb-20">
        <MedicalNote id="supplements-note" title={t("note.title")} text={t("note.text", { brand })} />
      </div>
    </>
  );
}
