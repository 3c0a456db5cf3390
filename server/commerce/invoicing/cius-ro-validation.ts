/**
 * ANAF's own validation artefact run on the store's e-Factura XML (issue 44, decision 0095): the CIUS-RO Schematron
 * `ro16931-ubl-1.0.9` (EN 16931's UBL rules and the national BR-RO-* rules), compiled once by
 * scripts/cius-ro-compile.mjs and run here in-process by SaxonJS. What it finds is what ANAF's validator would refuse
 * (fatal) or remark on (warning), with ANAF's rule id and text, and where in the XML.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { gunzipSync } from "node:zlib";

/** The Schematron release compiled into the SEF (its folder under cius-ro/). */
export const CIUS_RO_VERSION = "ro16931-ubl-1.0.9";
/** Resolved from the working directory, as the locales are: the same path from the sources and from dist/. */
export const CIUS_RO_SEF = "server/commerce/invoicing/cius-ro/cius-ro.sef.json.gz";

export interface CiusRoFinding {
  /** The rule's official id: `BR-RO-110`, `BR-CO-15`, `UBL-CR-001`. */
  rule: string;
  flag: "fatal" | "warning";
  /** ANAF's text as the Schematron words it (the national rules: Romanian, then `#`, then English). */
  message: string;
  /** Where in the XML, as a path with the UBL prefixes (`/Invoice/cac:AccountingSupplierParty[1]/…`). */
  location: string;
}

export interface CiusRoResult {
  fatal: CiusRoFinding[];
  warnings: CiusRoFinding[];
}

interface SaxonJS {
  transform(
    options: { stylesheetInternal: unknown; sourceText: string; destination: "document" },
    mode: "sync",
  ): { principalResult: unknown };
  XPath: {
    evaluate(
      xpath: string,
      context: unknown,
      options: { namespaceContext: Record<string, string>; resultForm: "array" },
    ): { rule: string; flag: string; message: string; location: string }[];
  };
}

const require = createRequire(import.meta.url);
let saxon: SaxonJS | undefined;
let stylesheet: unknown;

/** SaxonJS and the 10 MB stylesheet, loaded on the first validation (some 0.5 s) and kept. */
function engine(): { saxon: SaxonJS; stylesheet: unknown } {
  saxon ??= require("saxon-js") as SaxonJS;
  stylesheet ??= JSON.parse(gunzipSync(readFileSync(path.resolve(CIUS_RO_SEF))).toString("utf8"));
  return { saxon, stylesheet };
}

const SVRL = "http://purl.oclc.org/dsdl/svrl";
const FINDINGS = `//(svrl:failed-assert | svrl:successful-report) ! map {
  'rule': string(@id), 'flag': string(@flag), 'message': normalize-space(svrl:text), 'location': string(@location) }`;
const PREFIXES: Record<string, string> = {
  "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2": "cac:",
  "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2": "cbc:",
  "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2": "",
  "urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2": "",
};

const readableLocation = (location: string) => location.replace(/Q\{([^}]*)\}/g, (_, uri: string) => PREFIXES[uri] ?? `Q{${uri}}`);

/** Runs the Schematron on one XML; a document that is not XML throws. */
export function validateCiusRo(xml: string): CiusRoResult {
  const { saxon, stylesheet } = engine();
  const svrl = saxon.transform({ stylesheetInternal: stylesheet, sourceText: xml, destination: "document" }, "sync").principalResult;
  const findings = saxon.XPath.evaluate(FINDINGS, svrl, { namespaceContext: { svrl: SVRL }, resultForm: "array" }).map(
    (found): CiusRoFinding => ({
      rule: found.rule,
      // Schematron's default: an assertion without a flag is an error.
      flag: found.flag === "warning" ? "warning" : "fatal",
      message: found.message,
      location: readableLocation(found.location),
    }),
  );
  return { fatal: findings.filter((found) => found.flag === "fatal"), warnings: findings.filter((found) => found.flag === "warning") };
}

/**
 * A rule's text in one language, without its `[BR-RO-110]-` prefix: ANAF writes the national rules in Romanian and
 * English parted by `#`; EN 16931's are English only, and stay so in both.
 */
export function ciusRoText(message: string, language: "ro" | "en"): string {
  const text = message.replace(/^\[[^\]]+\]\s*-?\s*/, "");
  const parted = /^(.*?)\s*#\s*(.+)$/s.exec(text);
  if (!parted) return text;
  return language === "ro" ? parted[1]! : parted[2]!;
}
