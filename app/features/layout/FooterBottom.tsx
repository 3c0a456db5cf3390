import { useRouteLoaderData } from "react-router";
import type { ShownLicence } from "#domain/licences";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { LicenceList } from "#app/features/licences/LicenceList.tsx";

/** The footer's last band: the copyright, the trader's details and authorisations, and the ANPC pictograms. */
export function FooterBottom({ brandName }: { brandName: string }) {
  const { t } = useTranslation("layout");
  const root = useRouteLoaderData("root") as { anpcSolUrl?: string | null; companyLine?: string; licences?: ShownLicence[] } | undefined;
  const licences = root?.licences ?? [];
  const solUrl = root?.anpcSolUrl;
  // ANPC Order 449/2022: SAL to ANPC's page; SOL where the owner's setting says, or not at all.
  const notices = [["sal", "https://anpc.ro/ce-este-sal/"], ...(solUrl ? [["sol", solUrl]] : [])];
  return (
    <div className="border-t border-line">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 text-sm text-muted md:flex-row md:items-center md:justify-between">
        <div>
          <p>{t("footer.copyright", { year: new Date().getFullYear(), brand: brandName })}</p>
          <p className="mt-1 text-xs leading-relaxed sm:text-sm">{root?.companyLine}</p>
          {/* ANPC Order 225/2023: the trader's authorisations beside its identity, before any order (decision 0141). */}
          {licences.length > 0 ? (
            <div className="mt-1 text-xs leading-relaxed sm:text-sm">
              <span className="font-semibold">{t("licences.title")}: </span>
              <LicenceList
                licences={licences}
                label={t("licences.title")}
                className="inline [&>li]:inline [&>li+li]:before:content-['_·_']"
              />
            </div>
          ) : null}
        </div>
        {/* The pictograms at the 250×50 the order asks for. */}
        <ul aria-label={t("footer.anpcTitle")} className="flex flex-wrap gap-3">
          {notices.map(([name, href]) => (
            <li key={name}>
              <a href={href}>
                <img src={`/anpc/${name}.svg`} width={250} height={50} loading="lazy" alt={t(`footer.${name}`)} />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
