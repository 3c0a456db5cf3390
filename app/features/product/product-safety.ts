import {
  IDENTIFIER_KEYS,
  MANUFACTURER_KEYS,
  RESPONSIBLE_KEYS,
  SAFETY_METAFIELDS,
  storedParty,
  type ProductSafetyView,
} from "#domain/product-safety-fields";
import { isEuCountry } from "#domain/vat";

/** The safety metafields the page asks for (decision 0144); a supplement has none of them. */
const SAFETY_METAFIELD_KEYS: readonly string[] = Object.values(SAFETY_METAFIELDS);

/**
 * A non-food product's safety information in the page's language, from its metafields; null when it has none (every
 * supplement). The EU responsible person is left out when none was given for a manufacturer in the EU.
 */
export function readProductSafety(fields: Record<string, string>): ProductSafetyView | null {
  if (!SAFETY_METAFIELD_KEYS.some((key) => fields[key])) return null;
  const manufacturer = storedParty(fields[SAFETY_METAFIELDS.manufacturer], MANUFACTURER_KEYS);
  const responsible = storedParty(fields[SAFETY_METAFIELDS.responsible], RESPONSIBLE_KEYS);
  const given = Object.values(responsible).some(Boolean);
  return {
    manufacturer,
    responsible: given || !isEuCountry(manufacturer.country) ? responsible : null,
    identifiers: storedParty(fields[SAFETY_METAFIELDS.identifiers], IDENTIFIER_KEYS),
    warnings: fields[SAFETY_METAFIELDS.warnings] ?? "",
  };
}
