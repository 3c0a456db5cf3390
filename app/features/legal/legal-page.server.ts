import type { AppLoadContext } from "react-router";
import { fillPlaceholders, parseInline, parseLegalText, type LegalBlock, type LegalInline } from "#domain/legal-text";
import { leiText } from "#domain/shipping";
import type { LegalPage } from "#domain/store-content";
import { pageTranslations } from "#app/lib/i18n/page-catalogues.server.ts";
import { applyContent } from "#app/lib/i18n/page-content.server.ts";
import type { Messages } from "#app/lib/i18n/translator.ts";

export interface LegalSection {
  id: string;
  title: string;
  blocks: LegalBlock[];
}

/** A legal page as its loader sends it: read, filled in and parsed on the server, so the page only maps blocks. */
export interface LegalPageData {
  page: LegalPage;
  meta: { title: string; description: string };
  title: string;
  intro: LegalInline[];
  sections: LegalSection[];
  /** The page's version (the terms' is what an order records) and its last save; 0 and null for the template. */
  version: number;
  updatedAt: string | null;
}

type LegalContext = Pick<AppLoadContext, "language" | "brandName" | "publicConfig" | "pageContent" | "shippingTerms">;

function text(messages: Messages, key: string): string {
  const value = messages[key];
  return typeof value === "string" ? value : "";
}

/**
 * The locale file's template with the owner's overrides (decision 0042), its `{{placeholders}}` filled from
 * configuration (the company's identity is never typed into a text, decision 0052) and the owner's shipping terms.
 */
export async function legalPageData(context: LegalContext, page: LegalPage): Promise<LegalPageData> {
  const [content, shipping] = await Promise.all([context.pageContent(page), context.shippingTerms()]);
  const { language, publicConfig } = context;
  const messages = applyContent(pageTranslations(language, [page])[page]!, content.texts, "");
  // A production store still on the sample identity has none to show (decision 0127): each value says so.
  const pending = text((pageTranslations(language, ["legal"]).legal!.company ?? {}) as Messages, "pending");
  const company = publicConfig.company ?? {
    legalName: pending,
    registrationNumber: pending,
    vatId: pending,
    shareCapital: pending,
    address: pending,
    phone: pending,
    email: pending,
  };
  const values: Record<string, string> = {
    brand: context.brandName,
    siteUrl: publicConfig.baseUrl,
    company: company.legalName,
    registrationNumber: company.registrationNumber,
    vatId: company.vatId,
    shareCapital: company.shareCapital,
    address: company.address,
    phone: company.phone,
    email: company.email,
    supportEmail: publicConfig.supportEmail,
    freeShipping: leiText(shipping.freeFromMinor, language),
    flatRate: leiText(shipping.flatRateMinor, language),
  };
  const fill = (value: string) => fillPlaceholders(value, values);
  const meta = (messages.meta ?? {}) as Messages;
  const sections = Object.entries((messages.sections ?? {}) as Record<string, Messages>).map(([id, section]) => ({
    id,
    title: fill(text(section, "title")),
    blocks: parseLegalText(fill(text(section, "body"))),
  }));
  return {
    page,
    meta: { title: fill(text(meta, "title")), description: fill(text(meta, "description")) },
    title: fill(text(messages, "title")),
    intro: parseInline(fill(text(messages, "intro"))),
    sections,
    version: content.version,
    updatedAt: content.updatedAt,
  };
}
