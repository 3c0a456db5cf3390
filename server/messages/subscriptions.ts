/**
 * The subscription portal's refusals, in Romanian and English (decision 0091): a refusal's `code` is its key here. The
 * account, a guest's signed link and the admin answer with the same sentences; the link's own refusal is here too.
 */
import type { Language } from "#domain/locale";
import type { SubscriptionRefusal } from "#domain/subscription-actions";

export const SUBSCRIPTION_REFUSAL_MESSAGES: Record<Language, Record<SubscriptionRefusal, string>> = {
  ro: {
    invalid_request: "Cererea nu poate fi citită. Reîncarcă pagina și încearcă din nou.",
    not_found: "Nu am găsit acest abonament.",
    not_in_this_state: "Abonamentul nu mai permite această acțiune. Reîncarcă pagina pentru a-i vedea starea.",
    already_skipped: "Ai sărit deja peste o livrare. Poți anula saltul înainte de a sări peste alta.",
    nothing_to_undo: "Nu există o livrare sărită pe care s-o mai poți readuce.",
    not_a_date: "Alege o dată validă.",
    too_soon: "Alege o dată de mâine încolo.",
    too_late: "Alege o dată în cel mult 60 de zile.",
    variant_not_available: "Alege un alt abonament din listă; acesta nu mai este disponibil.",
    address_invalid: "Verifică adresa: un câmp lipsește sau nu este corect.",
    address_not_found: "Adresa aleasă nu mai este în agenda ta. Alege alta sau adaug-o din nou.",
    note_required: "Spune-ne, pe scurt, motivul.",
    card_setup_unavailable: "Aici nu se poate adăuga acum un card. Alege plata la livrare sau scrie-ne.",
    already_delivered_today: "Ai deja o livrare creată azi pentru acest abonament.",
    extra_not_available: "Alege un alt produs din listă; acesta nu se poate adăuga la livrare.",
    extra_out_of_stock: "Produsul nu mai este în stoc în cantitatea aleasă. Alege mai puține bucăți sau alt produs.",
    extra_quantity: "Alege o cantitate de la 1 la 10.",
    too_many_extras: "Ai deja 5 produse adăugate la următoarea livrare. Scoate unul ca să adaugi altul.",
    extra_not_found: "Produsul nu mai așteaptă următoarea livrare. Reîncarcă pagina.",
    save_discount_cooldown: "Reducerea aceasta se poate folosi o singură dată într-o perioadă; acum nu mai este disponibilă.",
    save_offer_held_out: "Oferta aceasta nu este disponibilă acum. Poți anula sau păstra abonamentul așa cum este.",
  },
  en: {
    invalid_request: "The request could not be read. Reload the page and try again.",
    not_found: "We could not find this subscription.",
    not_in_this_state: "The subscription no longer allows this. Reload the page to see where it stands.",
    already_skipped: "You have already skipped a delivery. Undo that skip before skipping another.",
    nothing_to_undo: "There is no skipped delivery left to bring back.",
    not_a_date: "Choose a valid date.",
    too_soon: "Choose a date from tomorrow on.",
    too_late: "Choose a date within the next 60 days.",
    variant_not_available: "Choose another subscription from the list; this one is no longer available.",
    address_invalid: "Check the address: a field is missing or not valid.",
    address_not_found: "That address is no longer in your address book. Choose another or add it again.",
    note_required: "Tell us, briefly, why.",
    card_setup_unavailable: "No card can be added here now. Choose cash on delivery or write to us.",
    already_delivered_today: "A delivery was already created today for this subscription.",
    extra_not_available: "Choose another product from the list; this one cannot be added to a delivery.",
    extra_out_of_stock: "This product is not in stock in the quantity chosen. Choose fewer or another product.",
    extra_quantity: "Choose a quantity from 1 to 10.",
    too_many_extras: "You already have 5 products added to your next delivery. Remove one to add another.",
    extra_not_found: "This product is no longer waiting for your next delivery. Reload the page.",
    save_discount_cooldown: "This discount can be used only once in a while, and it is not available now.",
    save_offer_held_out: "This offer is not available now. You can cancel or keep your subscription as it is.",
  },
};

/** A guest's signed link that no longer opens, and a card setup the provider sent back that the store does not know. */
export const SUBSCRIPTION_LINK_MESSAGES: Record<Language, { linkGone: string; cardSetupUnknown: string }> = {
  ro: {
    linkGone: "Linkul a expirat sau nu este valid. Folosește linkul din cel mai recent e-mail despre abonament sau intră în cont.",
    cardSetupUnknown: "Nu am găsit această adăugare de card. Deschide abonamentul din cel mai recent e-mail sau din contul tău.",
  },
  en: {
    linkGone: "This link has expired or is not valid. Use the link in your latest subscription email, or sign in to your account.",
    cardSetupUnknown: "We could not find this card setup. Open your subscription from your latest email or from your account.",
  },
};
