/** The admin's new-product form for the catalogue tests: a magnesium product in three purchase options. */

/** The form as the products list sends it (`overrides` set over it): nothing in the seed has its address or SKUs. */
export const newProductForm = (overrides: Record<string, unknown> = {}) => ({
  handle: "magneziu-b6",
  titleRo: "Magneziu și B6",
  titleEn: "Magnesium and B6",
  skuPrefix: "",
  vatClass: "standard",
  singlePrice: "99,90",
  packPrice: "269,73",
  subscriptionPrice: "89,91",
  singleStock: "12",
  packStock: "0",
  ...overrides,
});
