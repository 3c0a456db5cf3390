/** The texts of the admin's webhook routes (decision 0171), in the member's language (Romanian "tu"), each naming its field. */
import type { Language } from "#domain/locale";
import type { WebhookFormProblem } from "#server/commerce/webhooks/module";

const FIELDS: Record<Language, Record<string, string>> = {
  ro: { url: "Adresa (URL)", description: "Descrierea", topics: "Evenimentele" },
  en: { url: "Address (URL)", description: "Description", topics: "Events" },
};

export interface AdminWebhookMessages {
  field: (problem: string, field: string) => string;
  rule: (problem: WebhookFormProblem) => string;
  notFound: string;
  deliveryNotFound: string;
}

export const ADMIN_WEBHOOK_MESSAGES: Record<Language, AdminWebhookMessages> = {
  ro: {
    field: (problem, field) => {
      const name = FIELDS.ro[field.split(".")[0]!] ?? `Câmpul „${field}”`;
      switch (problem) {
        case "required":
          return `${name}: câmp obligatoriu.`;
        case "too_long":
          return `${name} este prea lungă.`;
        case "topics_none":
          return "Evenimentele: alege cel puțin unul.";
        case "topics_unknown":
          return "Evenimentele: unul dintre ele nu există.";
        default:
          return `${name} nu este valid(ă).`;
      }
    },
    rule: ({ field, problem }) => {
      if (field === "topics")
        return problem === "none" ? "Evenimentele: alege cel puțin unul." : "Evenimentele: unul dintre ele nu există.";
      switch (problem) {
        case "scheme":
          return "Adresa (URL) trebuie să înceapă cu https://.";
        case "private_address":
          return "Adresa (URL) duce într-o rețea privată sau chiar la server; magazinul trimite doar la adrese publice.";
        case "unresolvable":
          return "Adresa (URL): numele serverului nu a putut fi găsit.";
        case "credentials":
          return "Adresa (URL) nu poate conține utilizator și parolă; folosește semnătura pentru verificare.";
        case "too_long":
          return "Adresa (URL) este prea lungă.";
        default:
          return "Adresa (URL) nu este validă.";
      }
    },
    notFound: "Adresa de webhook nu există.",
    deliveryNotFound: "Livrarea nu există la această adresă de webhook.",
  },
  en: {
    field: (problem, field) => {
      const name = FIELDS.en[field.split(".")[0]!] ?? `The field "${field}"`;
      switch (problem) {
        case "required":
          return `${name} is required.`;
        case "too_long":
          return `${name} is too long.`;
        case "topics_none":
          return "Events: choose at least one.";
        case "topics_unknown":
          return "Events: one of them does not exist.";
        default:
          return `${name} is not valid.`;
      }
    },
    rule: ({ field, problem }) => {
      if (field === "topics") return problem === "none" ? "Events: choose at least one." : "Events: one of them does not exist.";
      switch (problem) {
        case "scheme":
          return "Address (URL) must start with https://.";
        case "private_address":
          return "Address (URL) leads to a private network or to the server itself; the store sends only to public addresses.";
        case "unresolvable":
          return "Address (URL): the server's name could not be found.";
        case "credentials":
          return "Address (URL) cannot contain a user name and password; verify the signature instead.";
        case "too_long":
          return "Address (URL) is too long.";
        default:
          return "Address (URL) is not valid.";
      }
    },
    notFound: "There is no such webhook endpoint.",
    deliveryNotFound: "There is no such delivery for this webhook endpoint.",
  },
};
