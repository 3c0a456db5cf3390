import type { Language } from "#domain/locale";
import { knownTexts } from "./texts-files.ts";

/**
 * The store's texts are JSON catalogues in i18next's format (nested keys, `{{name}}` placeholders,
 * `_one`/`_few`/`_other` plural suffixes). This translator reads exactly the part of that format the
 * store uses, in about 1 KB instead of i18next's 18 KB (decision 0012); the catalogues would still
 * load in i18next unchanged.
 */
export interface Messages {
  [key: string]: string | Messages;
}

/** Namespace name → its messages, in one language. */
export type Catalogue = Record<string, Messages>;

/**
 * A catalogue as a loader sends it: its JSON text. React Router's stream carries it as one string instead of a value
 * per key and text (about 900 on a product page), which was a sixth of a cold render's encoding work on the server.
 */
export type SentTexts = string & { readonly __sentTexts: true };

/** A loader's texts by the address of their file (texts-files.ts): what every page of a kind sends. */
export interface TextsRef {
  readonly textsAt: string;
}

/** What a loader's `translations` may hold. */
export type LoaderTexts = Catalogue | SentTexts | TextsRef;

export function isTextsRef(texts: unknown): texts is TextsRef {
  return typeof texts === "object" && texts !== null && typeof (texts as { textsAt?: unknown }).textsAt === "string";
}

// The server render gets the very string `sendTexts` kept, and a browser the same few texts again: read each once.
const received = new Map<string, Catalogue>();

/** A loader's texts, sent as text, by address (once its file is known here) or as they are. */
export function receivedTexts(texts: LoaderTexts | null | undefined): Catalogue | undefined {
  if (isTextsRef(texts)) return knownTexts(texts.textsAt);
  if (typeof texts !== "string") return texts ?? undefined;
  let catalogue = received.get(texts);
  if (!catalogue) {
    if (received.size > 20) received.clear();
    received.set(texts, (catalogue = JSON.parse(texts) as Catalogue));
  }
  return catalogue;
}

export type TOptions = Record<string, unknown> & { count?: number };

export type TFunction = (key: string, options?: TOptions) => string;

export interface I18n {
  language: Language;
  /** Translates in the default namespace `common`; `ns:key` reaches any other. */
  t: TFunction;
  /** A `t` whose unprefixed keys are read in `namespace`. */
  translatorFor(namespace: string): TFunction;
}

const DEFAULT_NAMESPACE = "common";
const PLACEHOLDER = /\{\{\s*-?\s*([\w.]+)\s*\}\}/g;

function lookup(messages: Messages | undefined, path: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of path.split(".")) {
    if (node === undefined || typeof node === "string") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

function interpolate(template: string, options: TOptions | undefined): string {
  if (!options) return template;
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

export interface I18nOptions {
  /** Called for each key the catalogue lacks (tests use it to fail on a missing text). */
  onMissingKey?: (namespace: string, key: string) => void;
}

// Made once per language: an Intl object costs more to make than a whole page's lookups, and each render makes a translator.
const pluralRules = new Map<Language, Intl.PluralRules>();

function pluralRulesOf(language: Language): Intl.PluralRules {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules;
}

export function createI18n(language: Language, catalogue: Catalogue, { onMissingKey }: I18nOptions = {}): I18n {
  const plurals = pluralRulesOf(language);

  const resolve = (namespace: string, key: string, count: number | undefined): string | undefined => {
    const messages = catalogue[namespace];
    if (typeof count === "number") {
      const plural = lookup(messages, `${key}_${plurals.select(count)}`) ?? lookup(messages, `${key}_other`);
      if (plural !== undefined) return plural;
    }
    return lookup(messages, key);
  };

  const translatorFor =
    (defaultNamespace: string): TFunction =>
    (key, options) => {
      const separator = key.indexOf(":");
      const namespace = separator > 0 ? key.slice(0, separator) : defaultNamespace;
      const path = separator > 0 ? key.slice(separator + 1) : key;
      const template = resolve(namespace, path, options?.count);
      if (template !== undefined) return interpolate(template, options);
      onMissingKey?.(namespace, path);
      // A missing text shows its key, as i18next does, so the gap is visible rather than blank.
      return path;
    };

  return { language, t: translatorFor(DEFAULT_NAMESPACE), translatorFor };
}

interface MatchLike {
  data?: unknown;
}

export function sentTextsOf(match: MatchLike | undefined): LoaderTexts | undefined {
  return (match?.data as { translations?: LoaderTexts } | null | undefined)?.translations;
}

/** Every namespace the matched routes' loaders sent, merged (root first, the page's own last). */
export function translationsOf(matches: ReadonlyArray<MatchLike | undefined>): Catalogue {
  const merged: Catalogue = {};
  for (const match of matches) {
    const translations = receivedTexts(sentTextsOf(match));
    if (translations) Object.assign(merged, translations);
  }
  return merged;
}
