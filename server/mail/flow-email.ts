/**
 * The one layout of the marketing flows' emails (issue 46 item 6, decision 0116): the subject and the paragraphs the
 * owner may edit (the code's defaults otherwise) with their `{{placeholders}}` filled, the flow's fixed blocks that
 * stay in code (star rows, product lines, buttons), then what every flow email must carry and is written only here:
 * why it came, the way out of this flow and of every flow, in the body and in the headers (RFC 2369
 * List-Unsubscribe, RFC 8058 one-click). The owner's words are plain text, escaped like any other value.
 *
 * A flow registers itself with `defineFlowEmail`: its steps, its texts' defaults per step and language, its
 * placeholders and their values for a message's content, its fixed blocks, and sample content for the preview.
 */
import { fillPlaceholders, paragraphsOf, type FlowText } from "#domain/flow-texts";
import type { Language } from "#domain/locale";
import type { Flow } from "#domain/retention-flows";
import { HELLO } from "./wording.ts";
import { html, htmlDocument, paragraph, safe, smallPrint, textDocument, type SafeHtml } from "./layout.ts";
import type { MailBranding, MailKind, MailMessage } from "./mail-types.ts";

/** A flow's blocks that the owner does not edit, in both parts of the email. */
export interface FlowEmailBlocks {
  html: SafeHtml[];
  text: string[];
}

/** The ways out every flow email carries. */
export interface FlowEmailExits {
  /** The page that stops this flow's emails, and the one that stops every flow's. */
  unsubscribeFlowUrl: string;
  unsubscribeAllUrl: string;
  /** Where a mail client POSTs `List-Unsubscribe=One-Click` (this flow). */
  oneClickUrl: string;
}

export interface FlowEmailDefinition<Content> {
  flow: Flow;
  kind: MailKind;
  steps: readonly number[];
  /** Each step's subject and body in each language, with placeholders. */
  defaults: Readonly<Record<number, Record<Language, FlowText>>>;
  placeholders: readonly string[];
  /** A review request may offer nothing (UCPD): the owner's text is refused if it carries an incentive word. */
  forbidsIncentive: boolean;
  /** The placeholders' values for a message about `content`. */
  values(content: Content, language: Language, branding: MailBranding): Record<string, string>;
  /** The fixed parts of the email about `content`, for its `step` (a series' steps may differ in them). */
  blocks(content: Content, language: Language, step: number): FlowEmailBlocks;
  /** Why the shopper gets this flow's emails, and the words of the link that stops them. */
  footer: Record<Language, { why: (brandName: string) => string; stopFlow: string }>;
  /** What the preview and the test send show: content like a real message's, its links to the shop's pages. */
  sample(language: Language, branding: MailBranding, step: number): Content;
}

export interface FlowEmailInput<Content> extends FlowEmailExits {
  to: string;
  language: Language;
  step?: number;
  content: Content;
  /** The owner's text of this step and language; the default without it. */
  text?: FlowText | undefined;
}

/** A registered flow email, its content's type hidden, as the editor and the sweep's registry use it. */
export interface FlowEmail<Content = unknown> {
  definition: Omit<FlowEmailDefinition<Content>, "values" | "blocks" | "sample" | "footer">;
  render(branding: MailBranding, input: FlowEmailInput<Content>): MailMessage;
  /** The email about the sample content, to `to`, with `text` (the default without it). */
  renderSample(
    branding: MailBranding,
    options: { to: string; language: Language; step: number; text?: FlowText; exits: FlowEmailExits },
  ): MailMessage;
  sampleValues(branding: MailBranding, language: Language): Record<string, string>;
}

/** Two of the shop's products, for a sample that lists what a shopper bought. */
export const SAMPLE_PRODUCT_TITLES = {
  ro: ["Papillex", "Magneziu B6"],
  en: ["Papillex", "Magnesium B6"],
} satisfies Record<Language, string[]>;

/** A page of the shop in the sample's language: a sample has no order or cart of its own, and a test send's links must work. */
export function sampleStoreUrl(branding: MailBranding, path: string, language: Language): string {
  return `${branding.baseUrl}${path}${language === "en" ? "?lng=en" : ""}`;
}

const STOP_ALL: Record<Language, string> = { ro: "Nu mai vreau niciun e-mail de acest fel", en: "No more emails like this" };

/** A paragraph of the owner's: escaped, its single line breaks kept. */
function ownerParagraph(text: string): SafeHtml {
  const lines = text.split("\n").map((line) => html`${line}`.html);
  return html`<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2933">${safe(lines.join("<br />"))}</p>`;
}

export function defineFlowEmail<Content>(definition: FlowEmailDefinition<Content>): FlowEmail<Content> {
  function render(branding: MailBranding, input: FlowEmailInput<Content>): MailMessage {
    const { language } = input;
    const step = input.step ?? definition.steps[0]!;
    const text = input.text ?? definition.defaults[step]![language];
    const values = definition.values(input.content, language, branding);
    const subject = fillPlaceholders(text.subject.trim(), values);
    const paragraphs = paragraphsOf(fillPlaceholders(text.body, values));
    const blocks = definition.blocks(input.content, language, step);
    const footer = definition.footer[language];
    const hello = HELLO[language]("");
    const why = footer.why(branding.brandName);
    const body = [
      paragraph(hello),
      ...paragraphs.map(ownerParagraph),
      ...blocks.html,
      smallPrint(why),
      html`<p style="margin:0 0 12px;font-size:13px;line-height:20px;color:#52606d">
        <a href="${input.unsubscribeFlowUrl}" style="color:#7b3f61">${footer.stopFlow}</a> ·
        <a href="${input.unsubscribeAllUrl}" style="color:#7b3f61">${STOP_ALL[language]}</a>
      </p>`,
    ];
    const textPart = textDocument(language, branding, [
      hello,
      ...paragraphs,
      ...blocks.text,
      why,
      `${footer.stopFlow}: ${input.unsubscribeFlowUrl}`,
      `${STOP_ALL[language]}: ${input.unsubscribeAllUrl}`,
    ]);
    return {
      kind: definition.kind,
      to: input.to,
      language,
      subject,
      html: htmlDocument(language, branding, subject, body),
      text: textPart,
      headers: {
        "List-Unsubscribe": `<${input.oneClickUrl}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    };
  }
  const { flow, kind, steps, defaults, placeholders, forbidsIncentive, values, sample } = definition;
  return {
    definition: { flow, kind, steps, defaults, placeholders, forbidsIncentive },
    render,
    renderSample: (branding, { to, language, step, text, exits }) =>
      render(branding, { to, language, step, text, content: sample(language, branding, step), ...exits }),
    sampleValues: (branding, language) => values(sample(language, branding, definition.steps[0]!), language, branding),
  };
}
