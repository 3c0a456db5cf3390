/** The staff's steps on a return (issue 19 item 4): their refusals, by the back office's problem, in the member's language. */
import type { Language } from "#domain/locale";
import type { ReturnStepProblem } from "#server/commerce/returns/module";

export const ADMIN_RETURN_MESSAGES = {
  ro: {
    not_found: "Returul nu există.",
    photo_not_found: "Fotografia nu există.",
    not_in_this_status: "Returul nu mai este în pasul acesta. Reîncarcă pagina ca să-i vezi starea.",
    message_required: "Scrie clientului de ce nu accepți returul.",
    line_not_in_return: "Produsul nu face parte din acest retur.",
    received_out_of_range:
      "Numărul de bucăți primite trebuie să fie între 0 și cât s-a cerut, iar cele deteriorate cel mult cât s-a primit.",
    transfer_reference_required: "Scrie referința transferului bancar pe care l-ai făcut.",
    refund_failed: "Procesatorul de plăți nu a răspuns. Încearcă din nou: banii nu pleacă de două ori.",
    refund_refused: "Plata comenzii nu mai permite această rambursare. Verifică rambursările comenzii.",
    cash_not_collected: "Rambursul comenzii nu e încă marcat ca încasat de la curier. Marchează-l întâi pe pagina comenzii.",
  },
  en: {
    not_found: "No such return.",
    photo_not_found: "No such photo.",
    not_in_this_status: "The return is no longer at this step. Reload the page to see where it stands.",
    message_required: "Tell the customer why you do not accept the return.",
    line_not_in_return: "That product is not part of this return.",
    received_out_of_range: "Units received must be between 0 and those asked for, and damaged ones at most those received.",
    transfer_reference_required: "Enter the reference of the bank transfer you made.",
    refund_failed: "The payment provider did not answer. Try again: the money is not sent twice.",
    refund_refused: "The order's payment no longer allows this refund. Check the order's refunds.",
    cash_not_collected:
      "The order's cash is not yet recorded as collected from the courier. Mark the cash collected on the order's page first.",
  },
} satisfies Record<Language, Record<ReturnStepProblem | "photo_not_found", string>>;
