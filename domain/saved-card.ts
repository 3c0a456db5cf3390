/** A saved card as the shopper knows it, on a page and in an email alike: "Visa •••• 4242". */
export function savedCardName(brand: string, last4: string): string {
  return `${brand.charAt(0).toUpperCase()}${brand.slice(1)} •••• ${last4}`;
}
