/**
 * Test support for invoices: the text of a PDF as a reader extracts it (pdfjs-dist), and the OASIS UBL 2.1 schemas
 * vendored under tests/fixtures/ubl-2.1 (xmllint compiled to WebAssembly) to validate e-Factura XML against.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { validateXML } from "xmllint-wasm";

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : " ") : "")).join(""));
  }
  await document.destroy();
  return pages.join("\n");
}

const SCHEMA_DIR = path.resolve("tests/fixtures/ubl-2.1");
const schemaFiles = ["common", "maindoc"].flatMap((folder) =>
  readdirSync(path.join(SCHEMA_DIR, folder))
    .filter((name) => name.endsWith(".xsd"))
    .map((name) => ({ fileName: `${folder}/${name}`, contents: readFileSync(path.join(SCHEMA_DIR, folder, name), "utf8") })),
);

/** The schema's complaints about `xml` (an Invoice or a CreditNote); none when it is valid UBL 2.1. */
export async function ublSchemaErrors(xml: string): Promise<string[]> {
  const main = xml.includes("<CreditNote ") ? "maindoc/UBL-CreditNote-2.1.xsd" : "maindoc/UBL-Invoice-2.1.xsd";
  const result = await validateXML({
    xml: [{ fileName: "document.xml", contents: xml }],
    schema: [schemaFiles.find((file) => file.fileName === main)!],
    preload: schemaFiles.filter((file) => file.fileName !== main),
  });
  return result.errors.map((error) => error.message);
}
