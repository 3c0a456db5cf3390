/** Every kind of email the store writes, rendered with sample content: what the tests over all emails read. */
import type { Language } from "#domain/locale";
import { RETURN_STATUSES } from "#domain/returns";
import { renderAccountMail, type AccountMailInput } from "#server/mail/account-templates";
import { renderInvoiceIssued } from "#server/mail/invoice-issued";
import { renderReturnAwb } from "#server/mail/return-awb";
import { renderParcelAddition } from "#server/mail/parcel-addition";
import type { MailBranding, MailKind, MailMessage } from "#server/mail/mail-types";
import { renderNewOrderNotice } from "#server/mail/new-order-notice";
import { renderNewsletterCode } from "#server/mail/newsletter-code";
import { renderOrderConfirmation, type OrderConfirmationSummary } from "#server/mail/order-confirmation";
import { renderOrderCancelled, renderOrderRefunded, renderOrderShipped, type OrderUpdateOrder } from "#server/mail/order-updates";
import { renderReturnUpdate } from "#server/mail/return-updates";
import { renderReviewRequest } from "#server/mail/review-request";
import { renderRefillReminder } from "#server/mail/refill-reminder";
import { renderWelcomeEmail } from "#server/mail/welcome-series";
import { renderAbandonedCheckout } from "#server/mail/abandoned-checkout";
import { renderStaffNotice } from "#server/mail/staff-notice";
import { renderStaffInvite } from "#server/mail/staff-invite";
import { renderStaffSignInAlert } from "#server/mail/staff-sign-in-alert";
import { renderBackInStock } from "#server/mail/back-in-stock";
import { renderFinderResult } from "#server/mail/finder-result";
import { renderLowStockAlert } from "#server/mail/low-stock-alert";
import { renderSubscriptionChargeFailed } from "#server/mail/subscription-charge";
import { renderSubscriptionReminder } from "#server/mail/subscription-reminder";
import { renderSubscriptionUpdate, type SubscriptionReceipt } from "#server/mail/subscription-updates";

const summary = (language: Language): OrderConfirmationSummary => ({
  orderNumber: "#1001",
  placedAt: new Date("2026-03-01T10:00:00Z"),
  customerFirstName: "Ana",
  currencyCode: "RON",
  lines: [{ title: "Papillex", variantTitle: "", quantity: 1, totalMinor: 48_900 }],
  subtotalMinor: 48_900,
  discountMinor: 0,
  discountCode: null,
  shippingMinor: 0,
  taxMinor: 4_037,
  totalMinor: 48_900,
  shippingAddress: ["Ana Pop", "Str. Memorandumului 28", "400114 Cluj-Napoca", "România"],
  paymentMethod: language === "ro" ? "Plata la livrare" : "Cash on delivery",
  orderUrl: "https://shop.example/my-account/orders/1001",
  subscription: { interval: "monthly", nextDelivery: "2026-04-01" },
});

const order = (language: Language): OrderUpdateOrder => ({
  to: "ana@example.ro",
  language,
  orderNumber: "#1001",
  firstName: "Ana",
  orderUrl: "https://shop.example/my-account/orders/1001",
});

const receipts: Record<SubscriptionReceipt["kind"], SubscriptionReceipt> = {
  skipped: { kind: "skipped", skippedDate: "2026-04-01", nextDate: "2026-05-01" },
  skip_undone: { kind: "skip_undone", date: "2026-04-01" },
  paused: { kind: "paused", resumeOn: null },
  resumed: { kind: "resumed", nextDate: "2026-04-01" },
  rescheduled: { kind: "rescheduled", nextDate: "2026-04-03" },
  delivered_now: { kind: "delivered_now", orderNumber: 1002, nextDate: "2026-05-01" },
  interval_changed: { kind: "interval_changed", interval: "quarterly" },
  quantity_changed: { kind: "quantity_changed", quantity: 2 },
  variant_changed: { kind: "variant_changed", name: "Papillex – 3 sticle", pricePerDeliveryMinor: 48_900 },
  address_changed: { kind: "address_changed", address: "Str. Lungă 1, Cluj" },
  payment_changed: { kind: "payment_changed" },
  card_saved: { kind: "card_saved", brand: "visa", last4: "4242", retried: true },
  cancelled: { kind: "cancelled" },
  save_discount: { kind: "save_discount", percent: 15 },
  extra_added: { kind: "extra_added", name: "Endurance", quantity: 2, unitPriceMinor: 8_900, nextDate: "2026-04-01" },
  extra_removed: { kind: "extra_removed", name: "Endurance", quantity: 2 },
  extra_dropped: { kind: "extra_dropped", name: "Endurance", reason: "out_of_stock", orderNumber: 1002 },
};

const reviewRequestSample = (language: Language) => {
  const url = (stars: number) => `https://shop.example/email/click/1.9.${stars}`;
  return {
    to: "ana@example.ro",
    language,
    orderNumber: 1001,
    products: ["Papillex", "Magneziu B6"].map((title) => ({ title, starUrls: { 1: url(1), 2: url(2), 3: url(3), 4: url(4), 5: url(5) } })),
    unsubscribeFlowUrl: "https://shop.example/email/unsubscribe/1.flow.x",
    unsubscribeAllUrl: "https://shop.example/email/unsubscribe/1.all.x",
    oneClickUrl: "https://shop.example/email/unsubscribe/1.flow.x",
  };
};

const refillReminderSample = (language: Language) => ({
  to: "ana@example.ro",
  language,
  orderNumber: 1001,
  daysLeft: 7,
  products: ["Papillex", "Magneziu B6"].map((title, index) => ({ title, subscribeUrl: `https://shop.example/email/click/1.${index}.s` })),
  orderAgainUrl: "https://shop.example/email/click/1.9.o",
  unsubscribeFlowUrl: "https://shop.example/email/unsubscribe/1.flow.x",
  unsubscribeAllUrl: "https://shop.example/email/unsubscribe/1.all.x",
  oneClickUrl: "https://shop.example/email/unsubscribe/1.flow.x",
});

const account = (kind: AccountMailInput["kind"]) => (branding: MailBranding, language: Language) => [
  renderAccountMail(branding, {
    kind,
    to: "ana@example.ro",
    firstName: "Ana",
    language,
    url: "https://shop.example/x",
    detail: "nou@example.ro",
  }),
];

/**
 * Each kind of email, rendered in every variant its subject has. Keyed by MAIL_KINDS, so a new kind of email does not
 * type-check until it is rendered here, and then every test over them reads it too.
 */
export const MAIL_SAMPLES: Record<MailKind, (branding: MailBranding, language: Language) => MailMessage[]> = {
  activation: account("activation"),
  magic_link: account("magic_link"),
  password_reset: account("password_reset"),
  account_exists: account("account_exists"),
  email_change: account("email_change"),
  email_in_use: account("email_in_use"),
  email_changed: account("email_changed"),
  order_confirmation: (branding, language) => [
    renderOrderConfirmation(branding, { to: "ana@example.ro", language, summary: summary(language) }),
  ],
  new_order_notice: (branding, language) => [
    renderNewOrderNotice(branding, {
      to: "owner@example.ro",
      language,
      customerEmail: "ana@example.ro",
      customerLanguage: "ro",
      summary: summary(language),
    }),
  ],
  review_request: (branding, language) => [renderReviewRequest(branding, reviewRequestSample(language))],
  refill_reminder: (branding, language) => [renderRefillReminder(branding, refillReminderSample(language))],
  welcome_series: (branding, language) =>
    ([1, 2] as const).map((step) =>
      renderWelcomeEmail(branding, {
        to: "ana@example.ro",
        language,
        step,
        actionUrl: "https://shop.example/email/click/1.9.w",
        unsubscribeFlowUrl: "https://shop.example/email/unsubscribe/1.flow.x",
        unsubscribeAllUrl: "https://shop.example/email/unsubscribe/1.all.x",
        oneClickUrl: "https://shop.example/email/unsubscribe/1.flow.x",
      }),
    ),
  abandoned_checkout: (branding, language) =>
    [1, 2, 3].map((step) =>
      renderAbandonedCheckout(branding, {
        to: "ana@example.ro",
        language,
        step,
        products: [{ title: "Papillex", variantTitle: "1 sticlă", quantity: 2, purchase: "once" }],
        finishUrl: "https://shop.example/email/click/1.9.f",
        incentiveCode: step === 3 ? "REVINO10" : null,
        unsubscribeFlowUrl: "https://shop.example/email/unsubscribe/1.flow.x",
        unsubscribeAllUrl: "https://shop.example/email/unsubscribe/1.all.x",
        oneClickUrl: "https://shop.example/email/unsubscribe/1.flow.x",
      }),
    ),
  newsletter_code: (branding, language) => [
    renderNewsletterCode(branding, { to: "ana@example.ro", language, code: "ELARA10", percent: 10, unsubscribeToken: "t".repeat(43) }),
  ],
  order_shipped: (branding, language) =>
    [false, true].map((corrected) =>
      renderOrderShipped(branding, {
        ...order(language),
        carrierName: "Fan Courier",
        trackingNumber: "AWB123",
        trackingUrl: null,
        corrected,
      }),
    ),
  order_cancelled: (branding, language) => [renderOrderCancelled(branding, { ...order(language), refund: null })],
  order_refunded: (branding, language) => [
    renderOrderRefunded(branding, { ...order(language), refund: { amountMinor: 1_000, currencyCode: "RON", route: "card" }, whole: false }),
  ],
  order_parcel_added: (branding, language) => [
    renderParcelAddition(branding, {
      ...order(language),
      item: "Simplix – O sticlă",
      priceMinor: 12_900,
      paid: { kind: "cash_on_delivery", amountMinor: 31_800 },
      currencyCode: "RON",
    }),
  ],
  subscription_update: (branding, language) => {
    const update = (list: SubscriptionReceipt[]) =>
      renderSubscriptionUpdate(branding, {
        to: "ana@example.ro",
        language,
        firstName: "Ana",
        name: "Papillex",
        receipts: list.map((receipt, index) => ({ at: new Date(Date.UTC(2026, 2, 1, 10, index)), receipt })),
        manageUrl: "https://shop.example/s",
      });
    // Each change alone, and all of them batched into one email (decision 0083).
    return [...Object.values(receipts).map((receipt) => update([receipt])), update(Object.values(receipts))];
  },
  subscription_reminder: (branding, language) => [
    renderSubscriptionReminder(branding, {
      to: "ana@example.ro",
      language,
      firstName: "Ana",
      name: "Papillex",
      quantity: 1,
      date: "2026-04-01",
      productsRonMinor: 48_900,
      shippingRonMinor: 0,
      totalRonMinor: 48_900,
      payment: "card",
      skipUrl: "https://shop.example/skip",
      rescheduleUrl: "https://shop.example/move",
      manageUrl: "https://shop.example/s",
      extras: [{ name: "Endurance", quantity: 2, unitPriceRonMinor: 8_900 }],
      addExtraUrl: "https://shop.example/add",
    }),
  ],
  subscription_charge_failed: (branding, language) =>
    ["2026-04-03", null].map((nextRetryDate) =>
      renderSubscriptionChargeFailed(branding, {
        to: "ana@example.ro",
        language,
        firstName: "Ana",
        name: "Papillex",
        orderNumber: 1002,
        totalRonMinor: 48_900,
        nextRetryDate,
        authenticationRequired: false,
        manageUrl: "https://shop.example/s",
      }),
    ),
  return_update: (branding, language) =>
    [...RETURN_STATUSES.map((status) => ({ status, kind: "return" as const })), { status: "pending" as const, kind: "withdrawal" as const }]
      .map(({ status, kind }) =>
        renderReturnUpdate(branding, {
          to: "ana@example.ro",
          language,
          firstName: "Ana",
          returnId: 7,
          kind,
          orderNumber: 1001,
          status,
          refundMinor: 48_900,
          currencyCode: "RON",
          refundMethod: "original",
          message: null,
          pageUrl: "https://shop.example/r/7",
        }),
      )
      .concat(
        // The AWB that brings it back (issue 64 item 4), collected at the door or dropped in a locker.
        [
          { mode: "pickup" as const, from: new Date("2026-12-07T12:00:00Z"), to: new Date("2026-12-07T16:00:00Z") },
          { mode: "locker" as const, name: "easybox Mega Mall", address: "Bd. Pierre de Coubertin 3-5", city: "București" },
        ].map((handover) =>
          renderReturnAwb(branding, {
            to: "ana@example.ro",
            language,
            firstName: "Ana",
            returnId: 7,
            orderNumber: 1001,
            awb: "2400123456789",
            courierName: "FAN Courier",
            handover,
            pageUrl: "https://shop.example/r/7",
          }),
        ),
      ),
  invoice_issued: (branding, language) =>
    (["invoice", "credit_note"] as const).map((kind) => renderInvoiceIssued(branding, order(language), { id: 1, kind, label: "ELR-0001" })),
  staff_sign_in_alert: (branding, language) => [
    renderStaffSignInAlert(branding, {
      to: "owner@example.ro",
      language,
      name: "Ioana",
      failures: 10,
      windowMinutes: 15,
      latestAt: new Date("2026-11-23T09:00:00Z"),
      latestClient: "203.0.113.5",
      loginUrl: "https://shop.example/admin/login",
    }),
  ],
  low_stock_alert: (branding, language) => [
    renderLowStockAlert(branding, {
      to: "owner@example.ro",
      language,
      item: "Papillex – O sticlă",
      sku: "PAP-1",
      left: 9,
      threshold: 10,
      movementsUrl: "https://shop.example/admin/products/1/stock/1",
    }),
  ],
  back_in_stock: (branding, language) => [
    renderBackInStock(branding, {
      to: "ana@example.ro",
      language,
      item: "Papillex – 3-Pack",
      productUrl: "https://shop.example/products/papillex",
    }),
  ],
  finder_result: (branding, language) => [
    renderFinderResult(branding, {
      to: "ana@example.ro",
      language,
      products: [{ handle: "pco-well", title: "PCO-Well", why: "Cromul contribuie la menținerea unei glicemii normale." }],
    }),
  ],
  staff_notice: (branding, language) => [
    renderStaffNotice(branding, {
      to: "support@example.ro",
      language,
      name: "Ioana",
      notice: { kind: "return_requested", returnId: 3, returnKind: "return", orderNumber: 1004, customerEmail: "ana@example.ro" },
    }),
    renderStaffNotice(branding, {
      to: "support@example.ro",
      language,
      name: "",
      notice: {
        kind: "renewal_declined",
        subscriptionId: 2,
        orderNumber: 1010,
        customerEmail: "ana@example.ro",
        totalRonMinor: 12_900,
        decline: "insufficient_funds",
        final: true,
      },
    }),
    renderStaffNotice(branding, {
      to: "owner@example.ro",
      language,
      name: "Ioana",
      notice: {
        kind: "adverse_effects",
        subscriptionId: 2,
        productName: "Papillex – 60 capsule",
        customerEmail: "ana@example.ro",
        source: "cancelled",
      },
    }),
    renderStaffNotice(branding, {
      to: "owner@example.ro",
      language,
      name: "Ioana",
      notice: { kind: "efactura_due", label: "ELR-000012", orderNumber: 1012, dueOn: "2026-04-20", status: "not_sent" },
    }),
    renderStaffNotice(branding, {
      to: "owner@example.ro",
      language,
      name: "Ioana",
      notice: { kind: "anaf_token_expiring", expiresOn: "2027-03-01" },
    }),
  ],
  staff_invite: (branding, language) => [
    renderStaffInvite(branding, {
      to: "new@example.ro",
      language,
      name: "Maria",
      role: "support",
      invitedBy: "owner@example.ro",
      setupUrl: "https://shop.example/admin/setup?token=abc",
      expiresAt: new Date("2026-11-24T09:00:00Z"),
    }),
  ],
};
