/** The texts of the admin's customer and newsletter routes, in the member's language (Romanian "tu"). */
import type { Language } from "#domain/locale";

export const ADMIN_CUSTOMER_MESSAGES: Record<Language, { notFound: string; alreadyActivated: string; blocked: string }> = {
  ro: {
    notFound: "Clientul nu există.",
    alreadyActivated: "Contul este deja activat: clientul se poate autentifica sau își poate reseta parola.",
    blocked: "Contul este blocat. Deblochează-l înainte să trimiți din nou e-mailul de activare.",
  },
  en: {
    notFound: "No such customer.",
    alreadyActivated: "The account is activated already: the customer can sign in or reset their password.",
    blocked: "The account is blocked. Unblock it before sending the activation email again.",
  },
};

export const ADMIN_NEWSLETTER_MESSAGES: Record<Language, { notFound: string }> = {
  ro: { notFound: "Abonatul nu există." },
  en: { notFound: "No such subscriber." },
};
