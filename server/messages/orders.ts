/** The texts of the checkout, order and payment routes, in the shopper's language. */
import type { Language } from "#domain/locale";
import { romanianCount } from "#domain/romanian-count";

/** Why one field of an order body is wrong; `orders-schemas.ts` produces them, `fieldMessage` words them. */
export type OrderFieldProblem =
  | { code: "required" }
  | { code: "invalid" }
  | { code: "email" }
  | { code: "too_long"; max: number }
  | { code: "county" }
  | { code: "zip" }
  | { code: "phone" }
  | { code: "country" }
  | { code: "terms" }
  | { code: "terms_version" }
  | { code: "terms_version_stale" }
  | { code: "quantity" }
  | { code: "variant_id" }
  | { code: "lines_empty" }
  | { code: "lines_too_many"; max: number }
  | { code: "payment_method" }
  | { code: "cod_country" }
  | { code: "no_zone" }
  | { code: "shipping_service" }
  | { code: "no_shipping_service" }
  | { code: "pickup_point_required" }
  | { code: "pickup_point_not_taken" }
  | { code: "pickup_point_unknown" }
  | { code: "pickup_point_too_small" }
  | { code: "pickup_point_no_payment" }
  | { code: "payment_method_unavailable" }
  | { code: "store_credit_sign_in" }
  | { code: "idempotency_key" }
  | { code: "currency" }
  | { code: "order_number" }
  | { code: "payment_result" }
  | { code: "unknown_variant" }
  | { code: "unavailable" }
  | { code: "duplicate" }
  | { code: "subscription_limit" }
  | { code: "out_of_stock"; available: number; item: string }
  | { code: "cui" }
  | { code: "registration" };

/** "o bucată", "2 bucăți", "20 de bucăți". */
const romanianUnits = (n: number) => (n === 1 ? "o bucată" : romanianCount(n, "bucăți"));

const FIELD_TEXTS: Record<Language, (problem: OrderFieldProblem) => string> = {
  ro: (problem) => {
    switch (problem.code) {
      case "required":
        return "Acest câmp este obligatoriu.";
      case "invalid":
        return "Valoarea nu este validă.";
      case "email":
        return "Introdu o adresă de e-mail validă";
      case "too_long":
        return `Cel mult ${romanianCount(problem.max, "caractere")}.`;
      case "county":
        return "Alege un județ din listă.";
      case "zip":
        return "Codul poștal românesc are 6 cifre.";
      case "phone":
        return "Introdu un număr de telefon valid.";
      case "country":
        return "Alege o țară din listă.";
      case "terms":
        return "Trebuie să accepți termenii și condițiile pentru a plasa comanda.";
      case "terms_version":
        return "Versiunea termenilor și condițiilor lipsește sau nu este validă. Reîncarcă pagina și încearcă din nou.";
      case "terms_version_stale":
        return "Termenii și condițiile s-au schimbat de când ai deschis pagina. Citește-i din nou și acceptă-i ca să plasezi comanda.";
      case "quantity":
        return "Cantitatea trebuie să fie un număr întreg între 1 și 99.";
      case "variant_id":
        return "Produsul nu este identificat corect.";
      case "lines_empty":
        return "Coșul tău este gol.";
      case "lines_too_many":
        return `O comandă poate avea cel mult ${romanianCount(problem.max, "produse")} diferite.`;
      case "payment_method":
        return "Alege o metodă de plată.";
      case "cod_country":
        return "Plata la livrare nu este disponibilă pentru livrările în această țară. Alege altă metodă de plată.";
      case "no_zone":
        return "Nu livrăm încă în această țară. Alege altă țară de livrare.";
      case "shipping_service":
        return "Acest curier nu livrează în țara aleasă. Alege altul din listă.";
      case "no_shipping_service":
        return "Niciun curier nu poate livra un colet atât de greu în această țară. Împarte comanda în mai multe.";
      case "pickup_point_required":
        return "Alege locker-ul în care vrei coletul.";
      case "pickup_point_not_taken":
        return "Acest curier livrează la adresă, nu într-un locker. Alege un serviciu cu locker sau renunță la locker.";
      case "pickup_point_unknown":
        return "Locker-ul ales nu mai primește colete de la acest curier. Alege altul.";
      case "pickup_point_too_small":
        return "Coletul este prea mare sau prea greu pentru locker-ul ales. Alege altul sau livrarea la adresă.";
      case "pickup_point_no_payment":
        return "La locker-ul ales nu se poate plăti la ridicare. Alege altul sau plătește acum cu cardul.";
      case "payment_method_unavailable":
        return "Această metodă de plată nu este disponibilă acum. Alege alta.";
      case "store_credit_sign_in":
        return "Intră în contul tău ca să plătești cu creditul din magazin.";
      case "idempotency_key":
        return "Cererea nu are o cheie de idempotență validă. Reîncarcă pagina și încearcă din nou.";
      case "currency":
        return "Moneda nu este acceptată.";
      case "order_number":
        return "Introdu un număr de comandă valid, de exemplu 1001.";
      case "payment_result":
        return "Rezultatul plății nu este valid.";
      case "unknown_variant":
        return "Acest produs nu mai există în magazin.";
      case "unavailable":
        return "Această variantă nu este disponibilă momentan pentru vânzare.";
      case "duplicate":
        return "Acest produs apare de două ori în comandă.";
      case "subscription_limit":
        return "Din motive legate de procesarea plăților, se poate cumpăra un singur abonament per comandă.";
      case "out_of_stock":
        return problem.available === 0
          ? `${problem.item} nu mai este în stoc.`
          : `Mai avem doar ${romanianUnits(problem.available)} din ${problem.item}.`;
      case "cui":
        return "Codul fiscal (CUI) nu este valid: verifică cifrele.";
      case "registration":
        return "Numărul de înregistrare arată ca J40/1234/2024 sau J2024001234408.";
    }
  },
  en: (problem) => {
    switch (problem.code) {
      case "required":
        return "This field is required.";
      case "invalid":
        return "This value is not valid.";
      case "email":
        return "Please enter a valid email address";
      case "too_long":
        return `At most ${problem.max} characters.`;
      case "county":
        return "Please choose a county from the list.";
      case "zip":
        return "A Romanian postal code has 6 digits.";
      case "phone":
        return "Please enter a valid phone number.";
      case "country":
        return "Please choose a country from the list.";
      case "terms":
        return "You must agree to the terms and conditions to place your order.";
      case "terms_version":
        return "The version of the terms and conditions is missing or not valid. Please reload the page and try again.";
      case "terms_version_stale":
        return "The terms and conditions have changed since you opened the page. Please read them again and accept them to place your order.";
      case "quantity":
        return "Quantity must be a whole number from 1 to 99.";
      case "variant_id":
        return "This product is not identified correctly.";
      case "lines_empty":
        return "Your cart is empty.";
      case "lines_too_many":
        return `An order can hold at most ${problem.max} different products.`;
      case "payment_method":
        return "Please choose a payment method.";
      case "cod_country":
        return "Cash on delivery is not available for deliveries to this country. Please choose another payment method.";
      case "no_zone":
        return "We do not ship to this country yet. Please choose another shipping country.";
      case "shipping_service":
        return "This delivery service does not ship to the chosen country. Please choose one of those shown.";
      case "no_shipping_service":
        return "No delivery service takes a parcel this heavy to this country. Please split the order.";
      case "pickup_point_required":
        return "Please choose the locker you want the parcel in.";
      case "pickup_point_not_taken":
        return "This service delivers to your address, not to a locker. Please choose a locker service or no locker.";
      case "pickup_point_unknown":
        return "The locker you chose no longer takes this courier's parcels. Please choose another.";
      case "pickup_point_too_small":
        return "The parcel is too big or too heavy for the locker you chose. Please choose another, or delivery to your address.";
      case "pickup_point_no_payment":
        return "You cannot pay on collection at the locker you chose. Please choose another, or pay now by card.";
      case "payment_method_unavailable":
        return "This payment method is not available right now. Please choose another.";
      case "store_credit_sign_in":
        return "Sign in to pay with your store credit.";
      case "idempotency_key":
        return "The request has no valid idempotency key. Please reload the page and try again.";
      case "currency":
        return "This currency is not supported.";
      case "order_number":
        return "Please enter a valid order number, for example 1001.";
      case "payment_result":
        return "The payment result is not valid.";
      case "unknown_variant":
        return "This product is no longer in the shop.";
      case "unavailable":
        return "This variant is currently not available for sale.";
      case "duplicate":
        return "This product appears twice in the order.";
      case "subscription_limit":
        return "Due to payment processing requirements, only one subscription product may be bought per order.";
      case "out_of_stock":
        return problem.available === 0 ? `${problem.item} is sold out.` : `Only ${problem.available} left of ${problem.item}.`;
      case "cui":
        return "This fiscal code (CUI) is not valid: check its digits.";
      case "registration":
        return "A trade register number looks like J40/1234/2024 or J2024001234408.";
    }
  },
};

export function fieldMessage(language: Language, problem: OrderFieldProblem): string {
  return FIELD_TEXTS[language](problem);
}

export const ORDER_MESSAGES = {
  ro: {
    fixFields: "Corectează câmpurile marcate.",
    tooLarge: (kb: number) => `Cererea depășește ${kb} KB.`,
    idempotencyConflict: "Această comandă a fost deja trimisă cu alte date. Reîncarcă pagina și încearcă din nou.",
    priceChanged: (total: string) =>
      `Totalul comenzii s-a schimbat: acum este ${total}. Nu am plasat comanda; verifică sumarul și trimite-o din nou.`,
    orderNotFound: "Nu am găsit nicio comandă cu acest număr și această adresă de e-mail.",
    accountOrderNotFound: "Comanda nu a fost găsită.",
    invoiceNotFound: "Factura nu a fost găsită.",
    // The spec's checkout text (§8), for a payment result whose signature does not hold.
    unverifiable: "Nu am putut verifica starea comenzii. Verifică e-mailul pentru confirmarea comenzii.",
    notAwaitingPayment: "Această comandă nu mai așteaptă plata.",
    paymentRefused: "Plata nu corespunde comenzii, așa că nu am confirmat-o. Te contactăm noi pentru rambursare.",
    methodUnavailable: "Această metodă de plată nu este disponibilă acum. Alege alta.",
    orderLinkGone: "Linkul a expirat sau nu este valid. Găsești comanda la „Urmărește comanda”, cu numărul comenzii și e-mailul tău.",
    withdrawalLinkGone:
      "Linkul a expirat sau nu este valid. Vezi comanda și retragerea la „Urmărește comanda”, cu numărul comenzii și e-mailul tău.",
    returnLinkGone:
      "Linkul returului a expirat, nu este valid sau comanda nu mai are produse de returnat. Caută comanda din nou la „Urmărește comanda”, cu numărul comenzii și e-mailul tău.",
    withdrawalOrderNotFound: "Nu am găsit o comandă cu acest număr și acest e-mail.",
    withdrawalWindowClosed:
      "Au trecut cele 14 zile de la primirea comenzii în care te poți retrage din contract. Ne poți scrie pentru un retur.",
    withdrawalAlreadyReturned: "Produsele acestei comenzi sunt deja într-un retur.",
  },
  en: {
    fixFields: "Please correct the highlighted fields.",
    tooLarge: (kb: number) => `The request is larger than ${kb} KB.`,
    idempotencyConflict: "This order was already submitted with different details. Please reload the page and try again.",
    priceChanged: (total: string) =>
      `The order total has changed: it is now ${total}. The order was not placed; please check the summary and send it again.`,
    orderNotFound: "We could not find an order with this number and email address.",
    accountOrderNotFound: "Order not found.",
    invoiceNotFound: "Invoice not found.",
    unverifiable: "Unable to verify order status. Please check your email for order confirmation.",
    notAwaitingPayment: "This order is no longer waiting for payment.",
    paymentRefused: "The payment does not match the order, so we did not confirm it. We will contact you about the refund.",
    methodUnavailable: "This payment method is not available right now. Please choose another.",
    orderLinkGone: "This link has expired or is not valid. Find your order under “Track your order”, with the order number and your email.",
    withdrawalLinkGone:
      "This link has expired or is not valid. See the order and its withdrawal under “Track your order”, with the order number and your email.",
    returnLinkGone:
      "This return link has expired, is not valid, or the order has nothing left to return. Find the order again under “Track your order”, with the order number and your email.",
    withdrawalOrderNotFound: "We could not find an order with this number and this email.",
    withdrawalWindowClosed:
      "The 14 days after receiving the order in which you can withdraw from the contract have passed. You can write to us about a return.",
    withdrawalAlreadyReturned: "This order's products are already in a return.",
  },
} satisfies Record<Language, unknown>;
