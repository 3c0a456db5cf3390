/**
 * Data ownership (decision 0134): a module's SQL names only its own tables (the schema file of its name) and the
 * platform's. Another module's facts come through a read port that module declares in its `module.ts`. The reads
 * that still cross are listed below by module and table; the list only shrinks: a new crossing fails, and so does a
 * listed one that no longer occurs, so that whoever removes it also removes it here.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const COMMERCE = path.join(ROOT, "server/commerce");
const SCHEMA = path.join(ROOT, "server/db/schema");

/** The platform's own tables (the outbox, the events, the limits, monitoring): any module may use them. */
const PLATFORM_SCHEMAS = ["mail", "events", "limits", "monitoring", "columns"];

/**
 * Today's crossings, as `module → owner.table`: the named exceptions of decision 0134. Most are joins with the order
 * in one query (the admin's order pages and reports over payments, refunds and subscriptions) or reads of the order a
 * module acts on, in its own transaction; each becomes a read port of its owner when a change touches it.
 */
const CROSSINGS_LEFT = [
  "invoicing → orders.orderLines",
  "invoicing → orders.orders",
  "orders → customers.customers",
  "orders → payments.payments",
  "orders → payments.refunds",
  "orders → subscriptions.subscriptionRenewals",
  "orders → subscriptions.subscriptions",
  "payments → orders.orders",
  "payments → subscriptions.subscriptionRenewals",
  "returns → orders.orderLines",
  "returns → orders.orders",
  "shipping → orders.orders",
  "subscriptions → orders.orders",
];

/** A table's declaration: by `pgTable`, or by a helper of columns.ts that makes one. */
const DECLARED_TABLE = /export const (\w+) = (?:pgTable|translationsTable|metafieldsTable)\(/g;

/** Each table's owning module: the schema file that declares it. */
function tableOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const file of readdirSync(SCHEMA)) {
    const owner = file.replace(/\.ts$/, "");
    for (const [, table] of readFileSync(path.join(SCHEMA, file), "utf8").matchAll(DECLARED_TABLE)) owners.set(table!, owner);
  }
  return owners;
}

function shippedFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return shippedFiles(full);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

/** The tables a file imports from the schema, by name. */
function importedTables(source: string): string[] {
  return [...source.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*"#server\/db\/schema"/g)].flatMap(([, names]) =>
    names!
      .split(",")
      .map(
        (name) =>
          name
            .trim()
            .replace(/^type\s+/, "")
            .split(/\s+as\s+/)[0]!,
      )
      .filter(Boolean),
  );
}

/** Each crossing (`module → owner.table`) and the files that make it. */
function crossings(owners: Map<string, string>, files: Array<{ module: string; file: string; source: string }>) {
  const found = new Map<string, string[]>();
  for (const { module, file, source } of files)
    for (const table of importedTables(source)) {
      const owner = owners.get(table);
      if (!owner || owner === module || PLATFORM_SCHEMAS.includes(owner)) continue;
      const crossing = `${module} → ${owner}.${table}`;
      found.set(crossing, [...(found.get(crossing) ?? []), file]);
    }
  return found;
}

const moduleFiles = () =>
  readdirSync(COMMERCE, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== "shared")
    .flatMap((entry) =>
      shippedFiles(path.join(COMMERCE, entry.name)).map((file) => ({
        module: entry.name,
        file: path.relative(ROOT, file),
        source: readFileSync(file, "utf8"),
      })),
    );

describe("a module's SQL names only its own tables", () => {
  const owners = tableOwners();

  it("knows who owns the tables the modules read most", () => {
    expect([owners.get("orders"), owners.get("payments"), owners.get("staffMembers"), owners.get("productVariants")]).toEqual([
      "orders",
      "payments",
      "staff",
      "catalog",
    ]);
  });

  it("finds no crossing but the listed ones, and each listed one still occurs", () => {
    const found = crossings(owners, moduleFiles());
    const unlisted = [...found]
      .filter(([crossing]) => !CROSSINGS_LEFT.includes(crossing))
      .map(([crossing, files]) => `${crossing} (${files.join(", ")})`);
    expect(unlisted, "read another module's facts through a read port its module.ts declares").toEqual([]);
    expect(
      CROSSINGS_LEFT.filter((crossing) => !found.has(crossing)),
      "gone: take them off CROSSINGS_LEFT",
    ).toEqual([]);
  });

  it("refuses a planted read of another module's table", () => {
    const planted = {
      module: "reviews",
      file: "server/commerce/reviews/planted.ts",
      source: `import { eq } from "drizzle-orm";\nimport {\n  orders,\n  reviews,\n} from "#server/db/schema";\nexport const planted = [eq, orders, reviews];\n`,
    };
    expect([...crossings(owners, [planted]).keys()]).toEqual(["reviews → orders.orders"]);
  });

  it("lets a module read its own tables and the platform's", () => {
    const own = {
      module: "orders",
      file: "server/commerce/orders/planted.ts",
      source: `import { orders, orderLines, emailOutbox, domainEvents } from "#server/db/schema";\nexport const planted = [orders, orderLines, emailOutbox, domainEvents];\n`,
    };
    expect([...crossings(owners, [own]).keys()]).toEqual([]);
  });
});
