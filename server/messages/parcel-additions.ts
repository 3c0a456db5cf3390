/** The texts of "add to your parcel" (decision 0158), in the shopper's language (Romanian "tu"). */
import type { Language } from "#domain/locale";
import type { ParcelAdditionRefusal } from "#domain/parcel-additions";

interface ParcelAdditionMessages {
  refusals: Record<ParcelAdditionRefusal, string>;
  fields: { token: string; variantId: string; clickKey: string; body: string };
  /** The card's provider did not answer the addition's charge. */
  paymentUnavailable: string;
  /** The offer's pairing in the admin: the product to offer names no product, or the product itself. */
  unknownOffer: string;
  sameProduct: string;
  offerInvalid: string;
}

export const PARCEL_ADDITION_MESSAGES: Record<Language, ParcelAdditionMessages> = {
  ro: {
    refusals: {
      parcel_closed:
        "Coletul tău e deja pregătit pentru curier, așa că nu mai putem adăuga nimic în el. Poți plasa oricând o comandă nouă.",
      payment_method:
        "Comanda ta e plătită online și acum nu putem primi plata cu cardul pentru produsul adăugat. Îl poți comanda separat oricând.",
      awaiting_payment: "Comanda ta încă așteaptă plata. După ce o plătești, poți adăuga produsul din pagina comenzii.",
      card_declined: "Banca ta a refuzat plata de pe cardul salvat, așa că nu am adăugat nimic în colet și nu ți-am luat niciun ban.",
      payment_not_completed:
        "Plata pentru produs nu s-a încheiat, așa că nu l-am adăugat în colet și nu ți-am luat niciun ban. Poți încerca din nou din pagina comenzii.",
      in_progress: "Încă așteptăm răspunsul băncii pentru produsul pe care l-ai adăugat. Reîncarcă pagina peste câteva secunde.",
      out_of_stock: "Produsul oferit tocmai s-a epuizat, așa că nu l-am putut adăuga în colet.",
      no_offer: "Nu mai avem ce să-ți oferim pentru coletul acesta: produsul e deja în comandă sau oferta s-a încheiat.",
    },
    fields: {
      token: "Linkul comenzii lipsește sau nu e valid (câmpul „token”). Deschide comanda din e-mailul de confirmare.",
      variantId: "Câmpul „variantId” trebuie să fie produsul oferit (un număr întreg pozitiv).",
      clickKey: "Câmpul „clickKey” trebuie să aibă între 8 și 100 de litere, cifre, „-” sau „_”.",
      body: "Cererea nu poate fi citită: trimite un obiect JSON cu „token”, „variantId” și „clickKey”.",
    },
    paymentUnavailable:
      "Nu am primit răspunsul procesatorului de plăți, așa că încă nu am adăugat produsul. Apasă din nou: nu vei plăti de două ori.",
    unknownOffer: "Produsul de oferit în colet nu există (câmpul „offerProductId”).",
    sameProduct: "Un produs nu poate fi oferit în colet împreună cu el însuși (câmpul „offerProductId”).",
    offerInvalid: "Câmpul „offerProductId” trebuie să fie un produs (un număr întreg pozitiv) sau null.",
  },
  en: {
    refusals: {
      parcel_closed:
        "Your parcel is already being prepared for the courier, so nothing more can go into it. You can always place a new order.",
      payment_method:
        "Your order is paid online and we cannot take a card payment for the added product right now. You can always order it separately.",
      awaiting_payment: "Your order is still waiting for its payment. Once it is paid, you can add the product from the order's page.",
      card_declined: "Your bank declined the charge on your saved card, so nothing was added to your parcel and nothing was taken.",
      payment_not_completed:
        "The payment for the product was not completed, so it was not added to your parcel and nothing was taken. You can try again from your order's page.",
      in_progress: "We are still waiting for your bank's answer about the product you added. Reload the page in a few seconds.",
      out_of_stock: "The product on offer has just sold out, so we could not add it to your parcel.",
      no_offer: "There is nothing more to offer for this parcel: the product is already in your order or the offer has ended.",
    },
    fields: {
      token: 'The order link is missing or not valid (field "token"). Open your order from the confirmation email.',
      variantId: 'The field "variantId" must be the product on offer (a positive whole number).',
      clickKey: 'The field "clickKey" must have 8 to 100 letters, digits, "-" or "_".',
      body: 'The request cannot be read: send a JSON object with "token", "variantId" and "clickKey".',
    },
    paymentUnavailable:
      "The payment processor did not answer, so the product is not added yet. Press again: you will not be charged twice.",
    unknownOffer: 'The product to offer in the parcel does not exist (field "offerProductId").',
    sameProduct: 'A product cannot be offered in the parcel with itself (field "offerProductId").',
    offerInvalid: 'The field "offerProductId" must be a product (a positive whole number) or null.',
  },
};
