import type Stripe from "stripe";

/** The objects the fake keeps, with their fields as the SDK types them; ids where Stripe can expand. */
export type Session = Pick<
  Stripe.Checkout.Session,
  | "id"
  | "object"
  | "url"
  | "status"
  | "payment_status"
  | "mode"
  | "currency"
  | "amount_subtotal"
  | "amount_total"
  | "client_reference_id"
  | "customer_email"
  | "metadata"
  | "success_url"
  | "cancel_url"
  | "expires_at"
  | "created"
  | "locale"
  | "allowed_payment_method_types"
  | "payment_method_types"
  | "livemode"
> & { customer: string | null; payment_intent: string | null; setup_intent: string | null };

export type SetupIntent = Pick<Stripe.SetupIntent, "id" | "object" | "status" | "usage" | "metadata" | "created" | "livemode"> & {
  customer: string | null;
  payment_method: string | null;
};

export type PaymentIntent = Pick<
  Stripe.PaymentIntent,
  | "id"
  | "object"
  | "amount"
  | "amount_received"
  | "currency"
  | "status"
  | "metadata"
  | "latest_charge"
  | "description"
  | "setup_future_usage"
  | "created"
  | "livemode"
> & { customer: string | null; payment_method: string | null };

export type PaymentMethod = Pick<Stripe.PaymentMethod, "id" | "object" | "type" | "created" | "livemode" | "metadata"> & {
  customer: string | null;
  card: Pick<Stripe.PaymentMethod.Card, "brand" | "last4" | "exp_month" | "exp_year" | "funding" | "country">;
};

export type Refund = Pick<
  Stripe.Refund,
  "id" | "object" | "amount" | "currency" | "charge" | "status" | "reason" | "metadata" | "created"
> & {
  payment_intent: string;
};

export type Customer = Pick<Stripe.Customer, "id" | "object" | "email" | "name" | "metadata" | "created" | "livemode">;

export interface LineItem {
  name: string;
  quantity: number;
  unitAmount: number;
  currency: string;
}
