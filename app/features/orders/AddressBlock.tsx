import { countryName } from "#app/lib/address-countries.ts";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { AddressValues } from "#domain/account-forms";

/** An order's address under its title, one line a part, the country named in the reader's language (shopper or staff). */
export function AddressBlock({ title, address }: { title: string; address: AddressValues }) {
  const { i18n } = useTranslation("orders");
  const lines = [
    `${address.firstName} ${address.lastName}`,
    address.company,
    address.address1,
    address.address2,
    [address.zip, address.city].filter(Boolean).join(" "),
    [address.province, countryName(address.country, i18n.language)].filter(Boolean).join(", "),
    address.phone,
  ].filter((line) => line && line.trim() !== "");
  return (
    <div>
      <h3 className="font-semibold">{title}</h3>
      <address className="mt-1 not-italic text-muted">
        {lines.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </address>
    </div>
  );
}
