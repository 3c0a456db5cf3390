/**
 * Where a non-food product's safety information is kept (decision 0144): product metafields of namespace `custom`, so
 * the Storefront API serves them as it serves every other (`metafields(identifiers:)`): three `json` values for every
 * language and the warnings as a `multi_line_text_field` per language. A module of its own because the product page's
 * query names them on every page's first load, and the reading and checking of their values need not come with them.
 */
export const SAFETY_METAFIELDS = {
  manufacturer: "safety_manufacturer",
  responsible: "safety_responsible_person",
  identifiers: "safety_identifiers",
  warnings: "safety_warnings",
} as const;
