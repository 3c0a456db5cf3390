import type { ProductNotification, ShownLicence } from "#domain/licences";
import { useTranslation } from "#app/lib/i18n/react.tsx";

/** `YYYY-MM-DD` as a Romanian certificate prints it, `DD.MM.YYYY`, in both languages. */
const printedDay = (day: string) => day.split("-").reverse().join(".");

/**
 * The store's authorisations as the law asks them shown before the order (ANPC Order 225/2023, decision 0141): name,
 * series and number, issuer, date and the owner's link, one line each. The footer, the contact page and the checkout
 * share it; its texts are the shell's (`layout.licences`), so every page has them.
 */
export function LicenceList({
  licences,
  className,
  label,
}: {
  licences: readonly ShownLicence[];
  className?: string;
  /** The list's accessible name where no heading names it (the footer's line). */
  label?: string;
}) {
  const { t } = useTranslation("layout");
  return (
    <ul className={className} aria-label={label}>
      {licences.map((licence, index) => (
        <li key={index}>
          <span className="font-semibold">{licence.name}</span>
          {": "}
          {t("licences.number", { number: licence.number })}, {t("licences.issuer", { issuer: licence.issuer })}
          {licence.issuedOn ? (
            <>
              {", "}
              {t("licences.issuedOn")} <time dateTime={licence.issuedOn}>{printedDay(licence.issuedOn)}</time>
            </>
          ) : null}
          {licence.url ? (
            <>
              {" · "}
              <a href={licence.url} className="underline underline-offset-2" rel="noopener">
                {t("licences.link", { name: licence.name })}
              </a>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The products' notification numbers (each product's mandatory information), one line per product. */
export function NotificationList({ notifications, className }: { notifications: readonly ProductNotification[]; className?: string }) {
  const { t } = useTranslation("layout");
  return (
    <ul className={className}>
      {notifications.map((product) => (
        <li key={product.handle}>
          <span className="font-semibold">{product.title}</span>
          {": "}
          {product.number ? t("licences.notification", { number: product.number }) : t("licences.notificationMissing")}
          {product.authority ? `, ${t("licences.issuer", { issuer: product.authority })}` : null}
          {product.date ? (
            <>
              {", "}
              {t("licences.issuedOn")} <time dateTime={product.date}>{printedDay(product.date)}</time>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
