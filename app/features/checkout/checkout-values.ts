/**
 * The checkout form's values and the `POST /api/create-order` body made from them. Field names are
 * the body's paths (`shippingAddress.zip`), so the server's 400 `fields` land on the fields they name.
 */
import { EMPTY_ADDRESS, ROMANIA, type AddressValues } from "#domain/account-forms";
import { findRomanianCounty } from "#domain/romanian-counties";
import { PAYMENT_METHODS, type CreateOrderBody, type OrderAddressBody, type PaymentMethod } from "#domain/order-contract";
import type { InvoiceCompany } from "#domain/invoice-company";

export type AddressField = keyof AddressValues;
export type AddressGroup = "shippingAddress" | "billingAddress";

export type CheckoutField =
  | "email"
  | `${AddressGroup}.${AddressField}`
  | `invoiceCompany.${keyof InvoiceCompany}`
  | "paymentMethod"
  | "note"
  | "acceptTerms"
  | "useStoreCredit"
  | "shippingServiceId";

export interface CheckoutValues {
  email: string;
  shippingAddress: AddressValues;
  billingSameAsShipping: boolean;
  billingAddress: AddressValues;
  /** The invoice is made out to a company (issue 21 item 7), with these details. */
  invoiceToCompany: boolean;
  invoiceCompany: InvoiceCompany;
  paymentMethod: PaymentMethod;
  note: string;
  /** A guest asks for an account: its activation email is where the password is chosen, once. */
  createAccount: boolean;
  acceptTerms: boolean;
  acceptsMarketing: boolean;
}

export const NOTE_MAX_LENGTH = 1000;

export const INITIAL_CHECKOUT_VALUES: CheckoutValues = {
  email: "",
  shippingAddress: EMPTY_ADDRESS,
  billingSameAsShipping: true,
  billingAddress: EMPTY_ADDRESS,
  invoiceToCompany: false,
  invoiceCompany: { name: "", vatId: "", registrationNumber: "" },
  paymentMethod: "card",
  note: "",
  createAccount: false,
  acceptTerms: false,
  acceptsMarketing: false,
};

/**
 * Whether cash on delivery is taken for this parcel: as the server said for the destination's zone
 * (`codAllowed`, decision 0056), and until it has, for deliveries in Romania only (the default zones).
 */
export function codAvailable(values: Pick<CheckoutValues, "shippingAddress">, codAllowed: boolean | null = null): boolean {
  return codAllowed ?? values.shippingAddress.country.toUpperCase() === ROMANIA;
}

/**
 * The methods the form lists: those the server takes now (`price-order`'s `paymentMethods`), or, until
 * it has answered, every method, as before it could say.
 */
export function listedMethods(offered: readonly PaymentMethod[] | null): readonly PaymentMethod[] {
  return offered ?? PAYMENT_METHODS;
}

/** The listed methods the shopper can choose for this order: cash on delivery only where the destination's zone takes it. */
export function usableMethods(
  offered: readonly PaymentMethod[] | null,
  values: Pick<CheckoutValues, "shippingAddress">,
  codAllowed: boolean | null = null,
): PaymentMethod[] {
  return listedMethods(offered).filter((method) => method !== "cod" || codAvailable(values, codAllowed));
}

/** The shopper's choice while it can be used, else the first method that can (the choice itself when none can). */
export function effectiveMethod(chosen: PaymentMethod, usable: readonly PaymentMethod[]): PaymentMethod {
  return usable.includes(chosen) ? chosen : (usable[0] ?? chosen);
}

function addressBody(address: AddressValues): OrderAddressBody {
  const country = address.country.trim().toUpperCase();
  const province = address.province.trim();
  return {
    firstName: address.firstName.trim(),
    lastName: address.lastName.trim(),
    phone: address.phone.trim(),
    address1: address.address1.trim(),
    address2: address.address2.trim(),
    city: address.city.trim(),
    // A county typed or stored without diacritics is sent as the list writes it.
    province: country === ROMANIA ? (findRomanianCounty(province)?.name ?? province) : province,
    zip: address.zip.trim(),
    country,
    company: address.company.trim(),
  };
}

export interface OrderBodyContext {
  idempotencyKey: string;
  lines: CreateOrderBody["lines"];
  discountCode: string | null;
  currencyCode: string;
  /** A signed-in customer places the order as themselves; account creation is for visitors only. */
  signedIn: boolean;
  /** A signed-in customer pays from their store credit first. */
  useStoreCredit: boolean;
  /** The delivery service the summary priced; null: the first the country has. */
  shippingServiceId: string | null;
  /** The version of the terms the checkout links to, as its loader read it. */
  termsVersion: number;
  /** The locker chosen, for a service to lockers. */
  pickupPointId?: string | undefined;
}

export function orderRequestBody(values: CheckoutValues, context: OrderBodyContext): CreateOrderBody {
  const note = values.note.trim();
  return {
    idempotencyKey: context.idempotencyKey,
    email: values.email.trim().toLowerCase(),
    shippingAddress: addressBody(values.shippingAddress),
    billingAddress: values.billingSameAsShipping ? null : addressBody(values.billingAddress),
    ...(values.invoiceToCompany
      ? {
          invoiceCompany: {
            name: values.invoiceCompany.name.trim(),
            vatId: values.invoiceCompany.vatId.trim(),
            registrationNumber: values.invoiceCompany.registrationNumber.trim(),
          },
        }
      : {}),
    lines: context.lines,
    ...(context.discountCode ? { discountCode: context.discountCode } : {}),
    ...(note ? { note } : {}),
    paymentMethod: values.paymentMethod,
    acceptTerms: values.acceptTerms,
    termsVersion: context.termsVersion,
    acceptsMarketing: values.acceptsMarketing,
    ...(values.createAccount && !context.signedIn ? { createAccount: true } : {}),
    currencyCode: context.currencyCode,
    ...(context.useStoreCredit && context.signedIn ? { useStoreCredit: true } : {}),
    ...(context.shippingServiceId ? { shippingServiceId: context.shippingServiceId } : {}),
    ...(context.pickupPointId ? { pickupPointId: context.pickupPointId } : {}),
  };
}
