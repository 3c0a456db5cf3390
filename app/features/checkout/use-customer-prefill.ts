import { useEffect } from "react";
import { EMPTY_ADDRESS, type AddressValues } from "#domain/account-forms";
import { addressValues } from "#app/lib/addresses.ts";
import type { Auth } from "#app/features/account/AuthProvider.tsx";
import { accountCall } from "#app/lib/server-calls.ts";
import type { CheckoutValues } from "./checkout-values.ts";

function untouched(address: AddressValues): boolean {
  return (Object.keys(EMPTY_ADDRESS) as Array<keyof AddressValues>).every((field) => field === "country" || address[field].trim() === "");
}

/** Fills `current`'s empty fields from the customer: never overwrites what the shopper has typed. */
function withCustomer(
  current: CheckoutValues,
  customer: { email: string; firstName: string | null; lastName: string | null; acceptsMarketing?: boolean },
  defaultAddress: AddressValues | null,
): CheckoutValues {
  const next = { ...current, email: current.email.trim() === "" ? customer.email : current.email };
  if (defaultAddress && untouched(current.shippingAddress)) {
    next.shippingAddress = defaultAddress;
  } else {
    const shipping = { ...current.shippingAddress };
    if (shipping.firstName.trim() === "") shipping.firstName = customer.firstName ?? "";
    if (shipping.lastName.trim() === "") shipping.lastName = customer.lastName ?? "";
    next.shippingAddress = shipping;
  }
  if (customer.acceptsMarketing) next.acceptsMarketing = true;
  return next;
}

/**
 * A signed-in customer's details and default address, filled in once the session is known: the
 * session's name and email at once, then the account and its addresses from the server.
 */
export function useCustomerPrefill(auth: Auth, prefill: (fill: (current: CheckoutValues) => CheckoutValues) => void) {
  const user = auth.user;
  const accessToken = user?.accessToken;
  const { sessionRejected } = auth;

  useEffect(() => {
    if (!user || !accessToken) return;
    let current = true;
    // The email at once; names and address wait for the account, so a default address can still fill an untouched form.
    prefill((values) => (values.email.trim() === "" ? { ...values, email: user.email } : values));
    const options = { accessToken, onSessionRejected: sessionRejected };
    void Promise.all([accountCall("GET", "", options), accountCall("GET", "/addresses", options)]).then(([customer, addresses]) => {
      if (!current) return;
      const account = customer.kind === "ok" ? customer.data.customer : user;
      const stored = addresses.kind === "ok" ? addresses.data.addresses : [];
      const preferred = stored.find((address) => address.isDefault) ?? stored[0];
      prefill((values) => withCustomer(values, account, preferred ? addressValues(preferred) : null));
    });
    return () => {
      current = false;
    };
    // Once per customer: a renewed token is the same customer, and the shopper's typing must not be refilled.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user?.id]);
}
