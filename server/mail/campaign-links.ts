/**
 * The campaign tags of a customer's email (issue 67 item 1): every link to a page of the store, in the HTML (its
 * address and the address spelled out for clients that hide buttons) and in the plain text alike, gets the tags of
 * `withEmailCampaign` under the email's campaign. The outbox applies it to every email it is given, so no template,
 * today's or a new one, can forget it. Staff emails (STAFF_MAIL_KINDS) link to the admin, which counts no visits:
 * they are left as written. The headers are never touched: a List-Unsubscribe address stays exactly as signed.
 */
import { escapeHtml } from "#domain/escape-html";
import { withEmailCampaign } from "#domain/email-links";
import { FLOW_EMAILS } from "./flow-emails.ts";
import { audienceOf } from "./layout.ts";
import type { MailKind, MailMessage } from "./mail-types.ts";

/** A flow's emails count under the flow's name, the name its click redirect tags its pages with. */
const FLOW_OF_KIND = new Map<MailKind, string>(Object.values(FLOW_EMAILS).map(({ definition }) => [definition.kind, definition.flow]));

/** The campaign an email's links are tagged with: its flow's name, or its own kind (both stable snake_case names). */
export function emailCampaignOf(kind: MailKind): string {
  return FLOW_OF_KIND.get(kind) ?? kind;
}

/**
 * An address written in an email: up to a space, a tag's edge or a quote, and not ending on the punctuation of the
 * sentence it stands in.
 */
const WRITTEN_LINK = /https?:\/\/[^\s<>"']*[^\s<>"'.,;:!?)]/g;

/** The inverse of `escapeHtml`, which writes every character it escapes as a numeric reference. */
const unescapeHtml = (text: string) => text.replace(/&#(\d+);/g, (_reference, code: string) => String.fromCharCode(Number(code)));

export function withCampaignLinks(message: MailMessage, storeUrl: string): MailMessage {
  if (audienceOf(message.kind) === "staff") return message;
  const options = { storeUrl, campaign: emailCampaignOf(message.kind) };
  const tag = (link: string) => withEmailCampaign(link, options);
  return {
    ...message,
    html: message.html.replace(WRITTEN_LINK, (escaped) => {
      const link = unescapeHtml(escaped);
      const tagged = tag(link);
      return tagged === link ? escaped : escapeHtml(tagged);
    }),
    text: message.text.replace(WRITTEN_LINK, tag),
  };
}
