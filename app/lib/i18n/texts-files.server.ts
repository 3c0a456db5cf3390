import { createHash } from "node:crypto";
import { isLanguage, type Language } from "#domain/locale";
import { pageTranslations, pageNamespaceExists } from "./page-catalogues.server.ts";
import { shellCatalogue } from "./shell-catalogues.server.ts";
import { rememberTexts } from "./texts-files.ts";
import type { Catalogue, TextsRef } from "./translator.ts";

/** The shell's file; any other name lists page namespaces joined by `+`, in the order the page asks for them. */
const SHELL = "shell";
const NAMESPACES_SEPARATOR = "+";

export interface TextsFile {
  /** The address loaders send, its version the content's hash, so a browser or CDN may keep it for a year. */
  href: string;
  version: string;
  json: string;
}

/** The files the store's loaders send: a few per language, as each page asks for the same list every time. */
const sentFiles = new Map<string, TextsFile>();

function writtenFile(key: string, texts: Catalogue): TextsFile {
  const json = JSON.stringify(texts);
  const version = createHash("sha256").update(json).digest("base64url").slice(0, 12);
  return { href: `/texts/${key}.json?v=${version}`, version, json };
}

function sentFile(language: Language, name: string, catalogue: () => Catalogue): TextsFile {
  const key = `${language}/${name}`;
  let file = sentFiles.get(key);
  if (!file) {
    const texts = catalogue();
    sentFiles.set(key, (file = writtenFile(key, texts)));
    rememberTexts(file.href, texts);
  }
  return file;
}

/** The header's, footer's and every page's own frame texts, as the root loader sends them. */
export function shellTexts(language: Language): TextsRef {
  return { textsAt: sentFile(language, SHELL, () => shellCatalogue(language)).href };
}

/** A page's namespaces, as its loader sends them. */
export function pageTexts(language: Language, namespaces: readonly string[]): TextsRef {
  const name = namespaces.join(NAMESPACES_SEPARATOR);
  return { textsAt: sentFile(language, name, () => pageTranslations(language, namespaces)).href };
}

/**
 * The file a `/texts/{language}/{name}.json` request names, or nothing for a language or namespace the store lacks.
 * One no loader has sent yet here (a page cached before a restart) is written for the request and not kept, so
 * made-up lists of namespaces cannot fill the memory.
 */
export function requestedTextsFile(language: string | undefined, name: string | undefined): TextsFile | undefined {
  if (!isLanguage(language) || !name) return undefined;
  const key = `${language}/${name}`;
  const sent = sentFiles.get(key);
  if (sent) return sent;
  if (name === SHELL) return writtenFile(key, shellCatalogue(language));
  const namespaces = name.split(NAMESPACES_SEPARATOR);
  if (!namespaces.every((namespace) => pageNamespaceExists(language, namespace))) return undefined;
  return writtenFile(key, pageTranslations(language, namespaces));
}

/** The loader of a page that reads nothing on the server but its texts. */
export function pageTextsLoader(namespaces: readonly string[]) {
  return ({ context }: { context: { language: Language } }) => ({ translations: pageTexts(context.language, namespaces) });
}
