/**
 * The fragment of the signed order page where its parcel offer stands (decision 0158), which the confirmation email
 * links to: its own module so the pages that show the offer take no schema with it.
 */
export const PARCEL_OFFER_FRAGMENT = "parcel-offer";
