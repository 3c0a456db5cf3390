/**
 * What the checkout shows only after its first load (its first-load budget is full), in one chunk the form asks for as
 * soon as it is on screen: the overlay of an order on its way, and the email's privacy line with the abandoned-checkout
 * snapshot (decision 0115). One chunk with a short name, so the checkout's own code names one file to fetch, not two
 * (the checkout's first load was within bytes of its budget).
 */
export { ProcessingOverlay } from "./ProcessingOverlay.tsx";
// The default, so the checkout's `lazy` takes the module as it comes (the fewest bytes in its first load).
export { CheckoutSnapshot as default, keepRestoredShipping } from "./CheckoutSnapshot.tsx";
