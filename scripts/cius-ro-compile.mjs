#!/usr/bin/env node
/**
 * Compiles ANAF's CIUS-RO Schematron (server/commerce/invoicing/cius-ro/ro16931-ubl-1.0.9) into the SaxonJS
 * stylesheet the store runs on every e-Factura XML (decision 0095). Run it after replacing the Schematron with a
 * newer ANAF release, then commit the output:
 *
 *   node scripts/cius-ro-compile.mjs
 *
 * SchXslt turns the Schematron into XSLT, and xslt3 (SaxonJS's compiler) exports that XSLT as a SEF. The SEF is
 * committed, gzipped, with the SHA-256 of every file it was made from: compiling takes a minute of CPU, too long to
 * repeat at every install, build or CI run, and cius-ro-validation.test.ts fails when the sources no longer match.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

const DIR = "server/commerce/invoicing/cius-ro";
const SCHEMA = path.join(DIR, "ro16931-ubl-1.0.9/EN16931-CIUS_RO-UBL-validation.sch");
const XSLT3 = "node_modules/xslt3/xslt3.js";

/** Every file the SEF is made from, with its SHA-256, in a stable order. */
export function sourceDigests() {
  const files = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir).sort()) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.(sch|xsl)$/.test(name)) files.push(file);
    }
  };
  walk(path.join(DIR, "ro16931-ubl-1.0.9"));
  walk(path.join(DIR, "schxslt-1.9.5"));
  return Object.fromEntries(files.map((file) => [path.relative(DIR, file), createHash("sha256").update(readFileSync(file)).digest("hex")]));
}

function xslt3(...args) {
  const result = spawnSync(process.execPath, ["--max-old-space-size=4096", XSLT3, ...args], { stdio: "inherit" });
  if (result.status !== 0) throw new Error(`xslt3 ${args.join(" ")} failed`);
}

if (import.meta.url === `file://${path.resolve(process.argv[1] ?? "")}`) {
  const work = mkdtempSync(path.join(tmpdir(), "cius-ro-"));
  try {
    const compiler = path.join(work, "schxslt.sef.json");
    const xslt = path.join(work, "cius-ro.xsl");
    const sef = path.join(work, "cius-ro.sef.json");
    xslt3(`-xsl:${path.join(DIR, "schxslt-1.9.5/pipeline-for-svrl.xsl")}`, `-export:${compiler}`, "-nogo", "-relocate:on");
    // Compact SVRL: only the assertions that failed and the reports that fired, not every rule that fired.
    xslt3(`-xsl:${compiler}`, `-s:${SCHEMA}`, `-o:${xslt}`, "?schxslt.svrl.compact=true()");
    xslt3(`-xsl:${xslt}`, `-export:${sef}`, "-nogo", "-relocate:on");
    writeFileSync(path.join(DIR, "cius-ro.sef.json.gz"), gzipSync(readFileSync(sef), { level: 9 }));
    writeFileSync(path.join(DIR, "cius-ro.sources.json"), `${JSON.stringify(sourceDigests(), null, 2)}\n`);
    console.log(`Wrote ${DIR}/cius-ro.sef.json.gz and cius-ro.sources.json`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
