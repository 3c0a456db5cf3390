/**
 * Browser storage keys of the spec. The cart, currency and discount-code keys carry the brand's
 * lower-case name as prefix (`elara_cart` for the default brand); the others are fixed.
 */
export function brandStorageKeys(brandName: string) {
  const prefix = brandName.toLowerCase().replace(/[^a-z0-9]+/g, "_");
  return {
    cart: `${prefix}_cart`,
    currency: `${prefix}_currency`,
    discountCode: `${prefix}_discount_code`,
  } as const;
}

export const STORAGE_KEYS = {
  user: "user",
  cartNotification: "cartNotification",
  usedDiscountCodes: "usedDiscountCodes",
  language: "i18nextLng",
  /** sessionStorage: the discount popup was shown in this browser session. */
  discountPopupShown: "discountPopupShown",
} as const;
