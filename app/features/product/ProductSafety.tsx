import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { SafetyParty } from "#domain/product-safety-fields";
import { readProductSafety } from "./product-safety.ts";
import { TextLines } from "./TextLines.tsx";
import { ANCHOR_TARGET_CLASS } from "#app/ui/anchor-target.ts";

/**
 * A non-food product's safety information (GPSR Art. 19, decision 0144): the manufacturer, the EU responsible person,
 * what identifies the product and its warnings, read from its metafields and rendered on the server with the rest of
 * the page's texts; nothing for a supplement. No script.
 */
export function ProductSafety({ fields }: { fields: Record<string, string> }) {
  const { t } = useTranslation("product");
  const safety = readProductSafety(fields);
  if (!safety) return null;
  const { identifiers } = safety;
  const party = (who: SafetyParty & { country?: string }) => (
    <address className="not-italic">
      {who.name ? <span className="block font-semibold">{who.name}</span> : null}
      {who.address ? <TextLines text={who.address} /> : null}
      {who.country ? <span className="block">{t("safety.country", { country: who.country })}</span> : null}
      {who.contact ? (
        <a className="underline" href={/^https?:/.test(who.contact) ? who.contact : `mailto:${who.contact}`}>
          {who.contact}
        </a>
      ) : null}
    </address>
  );
  return (
    <section aria-labelledby="product-safety-title" className="mt-8 rounded-2xl border border-line bg-white p-4 text-sm leading-relaxed">
      <h2 id="product-safety-title" className={`text-xl ${ANCHOR_TARGET_CLASS}`}>
        {t("safety.title")}
      </h2>
      <dl className="mt-3 grid gap-3">
        <div>
          <dt className="font-semibold">{t("safety.manufacturer")}</dt>
          <dd>{party(safety.manufacturer)}</dd>
        </div>
        {safety.responsible ? (
          <div>
            <dt className="font-semibold">{t("safety.responsible")}</dt>
            <dd>{party(safety.responsible)}</dd>
          </div>
        ) : null}
        <div>
          <dt className="font-semibold">{t("safety.identifiers")}</dt>
          <dd>
            <ul>
              {identifiers.model ? <li>{t("safety.model", { value: identifiers.model })}</li> : null}
              {identifiers.batch ? <li>{t("safety.batch", { value: identifiers.batch })}</li> : null}
              {identifiers.gtin ? <li>{t("safety.gtin", { value: identifiers.gtin })}</li> : null}
            </ul>
          </dd>
        </div>
        {safety.warnings ? (
          <div>
            <dt className="font-semibold">{t("safety.warnings")}</dt>
            <dd>
              <TextLines text={safety.warnings} />
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
