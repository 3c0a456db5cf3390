/** The email templates: both languages, every interpolated value escaped, the link in both parts. */
import { describe, expect, it } from "vitest";
import { renderAccountMail } from "./account-templates.ts";
import type { MailBranding } from "./mail-types.ts";
import { renderReturnAwb } from "./return-awb.ts";
import { renderOrderConfirmation, type OrderConfirmationSummary } from "./order-confirmation.ts";
import { renderSubscriptionReminder } from "./subscription-reminder.ts";
import { renderSubscriptionChargeFailed } from "./subscription-charge.ts";
import { renderSubscriptionUpdate, type SubscriptionReceipt } from "./subscription-updates.ts";

const branding: MailBranding = { brandName: "Elara", baseUrl: "https://shop.example", supportEmail: "suport@elara.ro" };

describe("account emails", () => {
  it("say the same in the HTML and the text part, in the recipient's language", () => {
    const url = "https://shop.example/set-password?token=abc&lng=en";
    const mail = renderAccountMail(branding, { kind: "password_reset", to: "ana@example.ro", firstName: "Ana", language: "en", url });
    expect(mail).toMatchObject({ kind: "password_reset", to: "ana@example.ro", language: "en", subject: "Reset your Elara password" });
    expect(mail.text).toContain(`Choose a new password: ${url}`);
    expect(mail.text).toContain("The link is valid for one hour and can be used once.");
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('href="https://shop.example/set-password?token=abc&#38;lng=en"');

    const ro = renderAccountMail(branding, { kind: "magic_link", to: "ana@example.ro", firstName: "", language: "ro", url });
    expect(ro.subject).toBe("Linkul tău de autentificare Elara");
    expect(ro.text).toContain("Bună,\n");
    expect(ro.text).toContain("Linkul este valabil 10 minute și poate fi folosit o singură dată.");
    expect(ro.html).toContain("Scrie-ne la suport@elara.ro");
  });

  it("escape every value placed in the HTML", () => {
    const mail = renderAccountMail(
      { ...branding, brandName: 'Elara & "Co"' },
      {
        kind: "activation",
        to: "x@example.ro",
        firstName: '<script>alert("x")</script>',
        language: "ro",
        url: 'https://shop.example/a"><img src=x>',
      },
    );
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;");
    expect(mail.html).toContain("Elara &#38; &#34;Co&#34;");
    // The text part is plain text: nothing to escape there.
    expect(mail.text).toContain('Bună, <script>alert("x")</script>,');
  });
});

describe("order confirmation", () => {
  // Romanian money puts a no-break space before the currency.
  const plain = (text: string) => text.replace(/\u00a0/g, " ");

  const summary: OrderConfirmationSummary = {
    orderNumber: "#1001",
    placedAt: new Date("2026-03-01T10:00:00Z"),
    customerFirstName: "Ana",
    currencyCode: "RON",
    lines: [
      { title: "Papillex", variantTitle: "Pachet de 3", quantity: 1, totalMinor: 48_900 },
      { title: "AHCC <forte>", variantTitle: "", quantity: 2, totalMinor: 37_800 },
    ],
    subtotalMinor: 86_700,
    discountMinor: 8_670,
    discountCode: "ELARA10",
    shippingMinor: 0,
    taxMinor: 14_093,
    totalMinor: 78_030,
    shippingAddress: ["Ana Pop", "Str. Memorandumului 28", "400114 Cluj-Napoca", "România"],
    paymentMethod: "Plata la livrare",
    orderUrl: "https://shop.example/my-account/orders/1001",
    subscription: null,
  };

  it("lists the lines and totals in the shop's money format, in Romanian", () => {
    const mail = renderOrderConfirmation(branding, { to: "ana@example.ro", language: "ro", summary });
    const text = plain(mail.text);
    expect(mail.subject).toBe("Confirmarea comenzii #1001 – Elara");
    expect(text).toContain("Am primit comanda #1001 din 1 martie 2026.");
    expect(text).toContain("1 × Papillex – Pachet de 3: 489,00 RON");
    expect(text).toContain("Reducere (ELARA10): −86,70 RON");
    expect(text).toContain("Transport: Gratuit");
    expect(text).toContain("Total: 780,30 RON");
    expect(text).toContain("din care TVA: 140,93 RON");
    expect(text).toContain("Adresa de livrare:\nAna Pop\nStr. Memorandumului 28");
    expect(mail.html).toContain("AHCC &#60;forte&#62;");
    expect(mail.html).not.toContain("<forte>");
    expect(mail.html).toContain('href="https://shop.example/my-account/orders/1001"');
  });

  it("names the company under every email, in both parts and the email's language (issue 21 item 1)", () => {
    const company = {
      legalName: "Elara <S.R.L.>",
      registrationNumber: "J40/1234/2024",
      vatId: "RO12345678",
      address: "Str. Lungă 1, Cluj",
    };
    const ro = renderOrderConfirmation({ ...branding, company }, { to: "ana@example.ro", language: "ro", summary });
    expect(ro.text).toContain("Elara <S.R.L.> · Nr. ORC J40/1234/2024 · CUI RO12345678 · Str. Lungă 1, Cluj");
    expect(ro.html).toContain("Elara &#60;S.R.L.&#62; · Nr. ORC J40/1234/2024 · CUI RO12345678");
    const en = renderOrderConfirmation({ ...branding, company }, { to: "ana@example.ro", language: "en", summary });
    expect(en.text).toContain("Elara <S.R.L.> · Reg. no. J40/1234/2024 · Tax code RO12345678 · Str. Lungă 1, Cluj");
  });

  it("in English, and without a link when there is no order page", () => {
    const mail = renderOrderConfirmation(branding, {
      to: "ana@example.ro",
      language: "en",
      summary: { ...summary, orderUrl: null, discountMinor: 0, shippingMinor: 1_999 },
    });
    const text = plain(mail.text);
    expect(mail.subject).toBe("Order #1001 confirmed – Elara");
    expect(text).toContain("We have received your order #1001 of 1 March 2026.");
    expect(text).toContain("Shipping: 19,99 RON");
    expect(text).not.toContain("Discount");
    expect(text).not.toContain("View your order");
    expect(text).not.toContain("subscription");
  });

  it("says VAT included at each rate, the carrier, and no VAT for an export (decision 0055)", () => {
    const romanian = renderOrderConfirmation(branding, {
      to: "ana@example.ro",
      language: "ro",
      summary: {
        ...summary,
        shippingService: "Fan Courier",
        vat: {
          scheme: "domestic",
          rates: [
            { ratePercent: 21, vatMinor: 6_493 },
            { ratePercent: 11, vatMinor: 7_600 },
          ],
        },
      },
    });
    const text = plain(romanian.text);
    expect(text).toContain("Transport (Fan Courier): Gratuit");
    expect(text).toContain("TVA inclus (21 %): 64,93 RON");
    expect(text).toContain("TVA inclus (11 %): 76,00 RON");
    const exported = renderOrderConfirmation(branding, {
      to: "ann@example.com",
      language: "en",
      summary: { ...summary, taxMinor: 0, vat: { scheme: "export", rates: [{ ratePercent: 0, vatMinor: 0 }] } },
    });
    expect(plain(exported.text)).toContain("No VAT — export");
    expect(plain(exported.text)).not.toContain("VAT included");
  });

  it("names a subscription by its real interval and its next delivery", () => {
    const quarterly = { ...summary, subscription: { interval: "quarterly" as const, nextDelivery: "2026-06-01" } };
    const ro = plain(renderOrderConfirmation(branding, { to: "ana@example.ro", language: "ro", summary: quarterly }).text);
    expect(ro).toContain(
      "Abonamentul tău trimestrial este activ: îți trimitem trei sticle o dată la trei luni, plătite la fiecare livrare. Următoarea livrare: 1 iunie 2026.",
    );
    expect(ro).not.toContain("lunar");
    const monthly = { ...summary, subscription: { interval: "monthly" as const, nextDelivery: "2026-04-01" } };
    const en = plain(renderOrderConfirmation(branding, { to: "ana@example.ro", language: "en", summary: monthly }).text);
    expect(en).toContain(
      "Your monthly subscription is active: we send you one bottle every month, paid per delivery. Next delivery: 1 April 2026.",
    );
  });
});

/** The subscriber the subscription mails are written to. */
const monthlySubscriber = { to: "ana@example.com", language: "en" as const, firstName: "Ana", name: "Papillex – Monthly subscription" };

describe("subscription reminder", () => {
  const mail = {
    ...monthlySubscriber,
    quantity: 2,
    date: "2026-03-31",
    productsRonMinor: 34_000,
    shippingRonMinor: 0,
    totalRonMinor: 34_000,
    payment: "cash_on_delivery" as const,
    skipUrl: "https://shop.example/subscriptions/manage/t?lng=en&intent=skip",
    rescheduleUrl: "https://shop.example/subscriptions/manage/t?lng=en&intent=reschedule",
    manageUrl: "https://shop.example/subscriptions/manage/t?lng=en",
    extras: [] as { name: string; quantity: number; unitPriceRonMinor: number }[],
    addExtraUrl: "https://shop.example/subscriptions/manage/t?lng=en&intent=add_extra",
  };

  it("says the day, what comes, what it costs and how it is paid, with one-click links, in the subscription's language", () => {
    const message = renderSubscriptionReminder(branding, mail);
    expect(message).toMatchObject({ kind: "subscription_reminder", subject: "Your next delivery comes on 31 March 2026 – Elara" });
    expect(message.text).toContain("On 31 March 2026 we send you 2 × Papillex – Monthly subscription.");
    expect(message.text).toMatch(/It costs 340,00\sRON: 340,00\sRON for the products, free shipping, VAT included\./);
    expect(message.text).toMatch(/You pay 340,00\sRON to the courier on delivery\./);
    expect(message.text).toContain(`Skip this delivery: ${mail.skipUrl}`);
    expect(message.html).toContain(`href="${mail.rescheduleUrl.replace(/&/g, "&#38;")}"`);

    const ro = renderSubscriptionReminder(branding, { ...mail, language: "ro", shippingRonMinor: 1_999, totalRonMinor: 35_999 });
    expect(ro.subject).toBe("Următoarea livrare vine pe 31 martie 2026 – Elara");
    expect(ro.text).toMatch(/transportul 19,99\sRON/);
    expect(message.text).toContain(`Add a product to this delivery: ${mail.addExtraUrl}`);
    expect(message.text).not.toContain("the products you added");
  });

  it("lists the one-off items added to the delivery, once each, with their unit price", () => {
    const extras = [{ name: "Endurance – 1 bottle", quantity: 2, unitPriceRonMinor: 8_900 }];
    const message = renderSubscriptionReminder(branding, { ...mail, extras });
    expect(message.text).toMatch(/With it, once, come the products you added: 2 × Endurance – 1 bottle \(89,00\sRON each\)\./);
    const ro = renderSubscriptionReminder(branding, { ...mail, extras, language: "ro" });
    expect(ro.text).toMatch(/vin și produsele adăugate de tine: 2 × Endurance – 1 bottle \(89,00\sRON bucata\)\./);
  });
});

describe("declined renewal charge", () => {
  const mail = {
    ...monthlySubscriber,
    orderNumber: 1042,
    totalRonMinor: 34_000,
    nextRetryDate: "2026-03-03",
    authenticationRequired: false,
    manageUrl: "https://shop.example/subscriptions/manage/t?lng=en",
  };

  it("says what failed, when the card is tried again and where to change how to pay, in the subscription's language", () => {
    const message = renderSubscriptionChargeFailed(branding, mail);
    expect(message).toMatchObject({
      kind: "subscription_charge_failed",
      subject: "Your subscription's payment did not go through – Elara",
    });
    expect(message.text).toMatch(
      /We could not charge 340,00\sRON to your saved card for your delivery of Papillex – Monthly subscription \(order #1042\)\./,
    );
    expect(message.text).toContain("We try again on 3 March 2026.");
    expect(message.text).toContain("you can add a new card on the subscription's page, switch to cash on delivery");
    expect(message.text).toContain(`Add a new card: ${mail.manageUrl}`);

    const last = renderSubscriptionChargeFailed(branding, { ...mail, language: "ro", nextRetryDate: null, authenticationRequired: true });
    expect(last.subject).toBe("Abonamentul tău este în pauză: plata nu a reușit – Elara");
    expect(last.text).toContain("Banca ta cere confirmarea plății de către tine");
    expect(last.text).toContain("abonamentul este în pauză, nu anulat");
    expect(last.text).not.toContain("Încercăm din nou");
    // The last email is not cash on delivery alone: a new card, on the subscription's page.
    expect(last.text).toContain("adaugă un card nou din pagina abonamentului (sau alege plata la livrare)");
    expect(last.text).toContain(`Adaugă un card nou: ${mail.manageUrl}`);
  });
});

describe("subscription update", () => {
  const mail = (language: "ro" | "en", receipts: SubscriptionReceipt[], start = Date.UTC(2026, 2, 1, 10, 0)) =>
    renderSubscriptionUpdate(branding, {
      to: "ana@example.ro",
      language,
      firstName: "Ana",
      name: "Papillex – Abonament lunar",
      receipts: receipts.map((receipt, index) => ({ at: new Date(start + index * 60_000), receipt })),
      manageUrl: "https://shop.example/my-account/subscriptions/3",
    });
  const skipped: SubscriptionReceipt = { kind: "skipped", skippedDate: "2026-04-01", nextDate: "2026-05-01" };
  const quantity: SubscriptionReceipt = { kind: "quantity_changed", quantity: 2 };
  const payment: SubscriptionReceipt = { kind: "payment_changed" };

  it("tells of one change in one sentence, as before", () => {
    const message = mail("en", [quantity]);
    expect(message.subject).toBe("Your subscription was updated – Elara");
    expect(message.text).toContain("Subscription: Papillex – Abonament lunar.\n\nYour quantity per delivery is now 2.\n");
    expect(message.text).toContain("If you did not make this change, reply to this email.");
  });

  it("lists every change made close together, oldest first, at its time in Bucharest, in both languages", () => {
    const en = mail("en", [skipped, quantity, payment]);
    expect(en.subject).toBe("Changes to your subscription – Elara");
    const lines = en.text.split("\n");
    const first = lines.indexOf("What you changed, in order:");
    expect(lines.slice(first, first + 7).filter(Boolean)).toEqual([
      "What you changed, in order:",
      "12:00 – We skipped the delivery of 1 April 2026. Your next delivery: 1 May 2026.",
      "12:01 – Your quantity per delivery is now 2.",
      "12:02 – Your next deliveries are paid cash on delivery.",
    ]);
    expect(en.text).toContain("If you did not make these changes, reply to this email.");
    expect(en.html).toContain("12:01 – Your quantity per delivery is now 2.");

    const ro = mail("ro", [skipped, quantity, payment]);
    expect(ro.subject).toBe("Modificările abonamentului tău – Elara");
    expect(ro.text).toContain("Ce ai schimbat, în ordine:");
    expect(ro.text).toContain("12:01 – Cantitatea pe livrare este acum 2.");
    expect(ro.text).toContain("Dacă nu tu ai făcut aceste schimbări, răspunde la acest e-mail.");
    expect(ro.text).toContain("Vezi abonamentul: https://shop.example/my-account/subscriptions/3");
  });

  it("names the day too when the changes span midnight, and says a cancellation in the subject", () => {
    const message = mail("ro", [quantity, { kind: "cancelled" }], Date.UTC(2026, 2, 1, 21, 59));
    expect(message.subject).toBe("Abonamentul tău a fost anulat – Elara");
    expect(message.text).toContain("1 martie la 23:59 – Cantitatea pe livrare este acum 2.");
    expect(message.text).toContain("2 martie la 00:00 – Abonamentul tău a fost anulat.");
  });
});

/** WCAG's contrast ratio of two `#rrggbb` colours. */
function contrast(one: string, other: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

describe("a letter's look", () => {
  it("writes every text, the footer's small print too, at 4.5:1 at least on its white card", () => {
    const mail = renderReturnAwb(
      { ...branding, company: { legalName: "Elara Wellness S.R.L.", registrationNumber: "J12/1/2026", vatId: "RO1", address: "Cluj" } },
      {
        to: "ana@example.ro",
        language: "ro",
        firstName: "Ana",
        returnId: 7,
        orderNumber: 1001,
        awb: "2400123456789",
        courierName: "FAN Courier",
        handover: { mode: "locker", name: "easybox Mega Mall", address: "Bd. Pierre de Coubertin 3-5", city: "București" },
        pageUrl: "https://shop.example/r/7",
      },
    );
    // White text is the button's alone, on the brand's colour.
    const colours = [...mail.html.matchAll(/[;"]color:(#[0-9a-f]{6})/gi)].map(([, colour]) => colour!.toLowerCase());
    expect(colours.length).toBeGreaterThan(3);
    for (const colour of new Set(colours))
      expect(colour === "#ffffff" ? contrast(colour, "#7b3f61") : contrast(colour, "#ffffff"), colour).toBeGreaterThanOrEqual(4.5);
  });
});
