/**
 * What a non-food product's safety information is made of and where it is kept (decision 0144), without the editor's
 * validation: the product page's bundle reads it from the product's metafields with no schema library.
 */
import type { Language } from "./locale.ts";

export interface SafetyParty {
  name: string;
  /** The postal address, on as many lines as it needs. */
  address: string;
  /** An email address or a web address where a shopper can reach them. */
  contact: string;
}

export interface ProductSafety {
  manufacturer: SafetyParty & { country: string };
  /** The economic operator in the EU (Art. 16); empty when the manufacturer is established in the EU. */
  responsible: SafetyParty;
  /** Type or model, batch or serial number, GTIN: at least one (Art. 19(b)). */
  identifiers: { model: string; batch: string; gtin: string };
  /** Warnings and safety information, in each language the store speaks (Art. 19(c)). */
  warnings: Record<Language, string>;
}

export function emptyProductSafety(): ProductSafety {
  return {
    manufacturer: { name: "", address: "", contact: "", country: "" },
    responsible: { name: "", address: "", contact: "" },
    identifiers: { model: "", batch: "", gtin: "" },
    warnings: { ro: "", en: "" },
  };
}

export { SAFETY_METAFIELDS } from "./product-safety-keys.ts";

/** A stored `json` value read back as the strings it should hold: anything else reads as empty. */
export function storedParty<K extends string>(value: string | undefined, keys: readonly K[]): Record<K, string> {
  let parsed: unknown = null;
  try {
    parsed = value ? JSON.parse(value) : null;
  } catch {
    parsed = null;
  }
  const record = parsed !== null && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
  return Object.fromEntries(keys.map((key) => [key, typeof record[key] === "string" ? record[key] : ""])) as Record<K, string>;
}

export const MANUFACTURER_KEYS = ["name", "address", "contact", "country"] as const;
export const RESPONSIBLE_KEYS = ["name", "address", "contact"] as const;
export const IDENTIFIER_KEYS = ["model", "batch", "gtin"] as const;

/** What the product page and the Storefront API show in one language; null parts are left out. */
export interface ProductSafetyView {
  manufacturer: SafetyParty & { country: string };
  responsible: SafetyParty | null;
  identifiers: { model: string; batch: string; gtin: string };
  warnings: string;
}
