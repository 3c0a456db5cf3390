import { ROMANIA, type AddressValues } from "#domain/account-forms";
import { findRomanianCounty } from "#domain/romanian-counties";

/** An address as `/api/account/addresses` answers it (docs/api.md). */
export interface Address {
  id: number;
  firstName: string;
  lastName: string;
  company: string | null;
  address1: string;
  address2: string | null;
  city: string;
  province: string | null;
  zip: string;
  country: string;
  phone: string | null;
  isDefault: boolean;
}

export interface AddressesAnswer {
  addresses: Address[];
  defaultAddressId: number | null;
}

export function addressValues(address: Address): AddressValues {
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    company: address.company ?? "",
    address1: address.address1,
    address2: address.address2 ?? "",
    city: address.city,
    province: address.province ?? "",
    zip: address.zip,
    country: address.country,
    phone: address.phone ?? "",
  };
}

/** A stored Romanian county written another way ("Arges") is shown as the list writes it. */
export function withListedCounty(values: AddressValues): AddressValues {
  if (values.country !== ROMANIA) return values;
  return { ...values, province: findRomanianCounty(values.province)?.name ?? values.province };
}

/** The request body: every field trimmed (an emptied optional field is sent empty, which clears it). */
export function addressBody(values: AddressValues): Record<string, string> {
  const body: Record<string, string> = {};
  for (const [field, value] of Object.entries(values)) body[field] = field === "country" ? value.trim().toUpperCase() : value.trim();
  return body;
}

/** The lines a label would print, in the order a Romanian courier reads them. */
export function addressLines(address: Address, countryLabel: string): string[] {
  return [
    `${address.firstName} ${address.lastName}`,
    address.company,
    address.address1,
    address.address2,
    [address.zip, address.city].filter(Boolean).join(" "),
    [address.province, countryLabel].filter(Boolean).join(", "),
    address.phone,
  ].filter((line): line is string => Boolean(line && line.trim()));
}
