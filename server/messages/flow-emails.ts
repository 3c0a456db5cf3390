/** The texts of the flow emails' link pages (server/api/flow-emails.ts), in the email's or the shopper's language. */
import type { Language } from "#domain/locale";
import type { Flow } from "#domain/retention-flows";

interface FlowEmailCopy {
  /** What a flow's emails are called in a sentence: "review requests". */
  flowName: Record<Flow, string>;
  unsubscribeTitle: string;
  askFlow: (flow: Flow) => string;
  askAll: string;
  confirm: string;
  doneTitle: string;
  doneFlow: (flow: Flow) => string;
  doneAll: string;
  invalidTitle: string;
  invalid: string;
  backToShop: string;
}

const ro: FlowEmailCopy = {
  flowName: {
    review_request: "cererile de recenzie",
    refill_reminder: "mementourile de reaprovizionare",
    welcome: "e-mailurile de bun venit",
    abandoned_checkout: "mementourile despre coșul lăsat",
  },
  unsubscribeTitle: "Dezabonare",
  askFlow: (flow) => `Nu mai vrei să primești ${ro.flowName[flow]} de la noi? Apasă butonul și nu ți le mai trimitem.`,
  askAll:
    "Nu mai vrei niciun e-mail de acest fel (e-mailuri de bun venit, cereri de recenzie, mementouri despre coș sau reaprovizionare)? Apasă butonul și nu ți le mai trimitem.",
  confirm: "Da, dezabonează-mă",
  doneTitle: "Te-ai dezabonat",
  doneFlow: (flow) =>
    `Gata: nu îți mai trimitem ${ro.flowName[flow]}. E-mailurile despre comenzile tale (confirmare, livrare, factură) vin în continuare.`,
  doneAll:
    "Gata: nu îți mai trimitem niciun e-mail de acest fel. E-mailurile despre comenzile tale (confirmare, livrare, factură) vin în continuare.",
  invalidTitle: "Link nevalid",
  invalid: "Acest link nu este valid sau a expirat. Nu s-a schimbat nimic.",
  backToShop: "Înapoi la magazin",
};

const en: FlowEmailCopy = {
  flowName: {
    review_request: "review requests",
    refill_reminder: "refill reminders",
    welcome: "welcome emails",
    abandoned_checkout: "cart reminders",
  },
  unsubscribeTitle: "Unsubscribe",
  askFlow: (flow) => `Don't want any more ${en.flowName[flow]} from us? Press the button and we will stop sending them.`,
  askAll:
    "Don't want any more emails like this (welcome emails, review requests, cart and refill reminders)? Press the button and we will stop sending them.",
  confirm: "Yes, unsubscribe me",
  doneTitle: "You are unsubscribed",
  doneFlow: (flow) =>
    `Done: we will not send you ${en.flowName[flow]} any more. Emails about your orders (confirmation, delivery, invoice) still come.`,
  doneAll: "Done: we will not send you any more emails like this. Emails about your orders (confirmation, delivery, invoice) still come.",
  invalidTitle: "Invalid link",
  invalid: "This link is not valid or has expired. Nothing has changed.",
  backToShop: "Back to the shop",
};

export const FLOW_EMAIL_COPY: Record<Language, FlowEmailCopy> = { ro, en };
