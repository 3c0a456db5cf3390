/**
 * The upgrade rule (decision 0105): a migration must leave the schema usable by the previous release's code, because
 * during a rolling restart the instances not yet restarted run that code on the migrated database. This reads one
 * migration's SQL and names each statement the previous release may trip over. A statement that does so on purpose —
 * the "contract" step, shipped a release after the code stopped using what it removes — carries a comment
 * `-- contract: <why the previous release no longer needs it>`; one the checker cannot see is harmless (a CHECK
 * that only widens) carries `-- compatible: <why>`.
 */

export type IncompatibleKind =
  | "drop-table"
  | "drop-column"
  | "rename"
  | "change-type"
  | "set-not-null"
  | "drop-default"
  | "not-null-column-without-default"
  | "drop-type"
  | "drop-index"
  | "new-constraint-on-existing-table"
  | "new-unique-index-on-existing-table";

export interface IncompatibleStatement {
  kind: IncompatibleKind;
  /** The statement, comments left out, on one line. */
  statement: string;
}

/** Why each kind breaks the previous release, said when a migration holds one unmarked. */
export const WHY_INCOMPATIBLE: Record<IncompatibleKind, string> = {
  "drop-table": "the previous release still reads or writes the table",
  "drop-column": "the previous release still selects or inserts the column",
  rename: "the previous release still uses the old name",
  "change-type": "the previous release reads and writes the old type",
  "set-not-null": "the previous release may insert rows without the column",
  "drop-default": "the previous release may insert rows relying on the default",
  "not-null-column-without-default": "the previous release inserts rows without the new column",
  "drop-type": "the previous release may still use the type",
  "drop-index": "the previous release's ON CONFLICT may name the index as its arbiter",
  "new-constraint-on-existing-table": "the previous release may write rows the new constraint refuses",
  "new-unique-index-on-existing-table": "the previous release may write rows the new unique index refuses",
};

/** drizzle-kit separates a migration's statements with this line; the migrator runs each chunk as one statement. */
const STATEMENT_BREAKPOINT = "--> statement-breakpoint";
const MARKER = /^[ \t]*--[ \t]*(contract|compatible):[ \t]*\S/im;

/**
 * `onExistingTableOnly`: harmless on a table created by the same migration. `constrainsColumns`: harmless when every
 * column it constrains is added by the same migration.
 */
const RULES: { kind: IncompatibleKind; matches: RegExp; onExistingTableOnly?: boolean; constrainsColumns?: boolean }[] = [
  { kind: "drop-table", matches: /\bDROP\s+TABLE\b/i },
  { kind: "drop-column", matches: /\bDROP\s+COLUMN\b/i },
  { kind: "rename", matches: /\bRENAME\b/i },
  { kind: "change-type", matches: /\bALTER\s+COLUMN\s+("[^"]+"|\w+)\s+(SET\s+DATA\s+)?TYPE\b/i },
  { kind: "set-not-null", matches: /\bSET\s+NOT\s+NULL\b/i, onExistingTableOnly: true },
  { kind: "drop-default", matches: /\bDROP\s+DEFAULT\b/i, onExistingTableOnly: true },
  {
    kind: "not-null-column-without-default",
    matches: /\bADD\s+COLUMN\b(?=[^;]*\bNOT\s+NULL\b)(?![^;]*\b(DEFAULT|GENERATED)\b)/i,
    onExistingTableOnly: true,
  },
  { kind: "drop-type", matches: /\bDROP\s+TYPE\b/i },
  { kind: "drop-index", matches: /\bDROP\s+INDEX\b/i },
  {
    kind: "new-constraint-on-existing-table",
    matches: /\bADD\s+CONSTRAINT\b[^;]*\b(CHECK|UNIQUE|FOREIGN\s+KEY|PRIMARY\s+KEY)\b/i,
    onExistingTableOnly: true,
    constrainsColumns: true,
  },
  {
    kind: "new-unique-index-on-existing-table",
    matches: /\bCREATE\s+UNIQUE\s+INDEX\b/i,
    onExistingTableOnly: true,
    constrainsColumns: true,
  },
];

const ADDED_COLUMN = /\bALTER\s+TABLE\s+((?:"[^"]+"|\w+)(?:\.(?:"[^"]+"|\w+))?)\s+ADD\s+COLUMN\s+(?:IF\s+NOT\s+EXISTS\s+)?("[^"]+"|\w+)/i;
/** The columns a new constraint or unique index constrains: its FOREIGN KEY or UNIQUE list, its CHECK's qualified columns. */
const CONSTRAINED_COLUMNS = [/\b(?:FOREIGN\s+KEY|UNIQUE|PRIMARY\s+KEY)\s*\(([^)]*)\)/i, /\bUSING\s+\w+\s*\(([^)]*)\)/i];
const QUALIFIED_COLUMN = /"[^"]+"\."([^"]+)"/g;

const CREATED_TABLE = /\bCREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?((?:"[^"]+"|\w+)(?:\.(?:"[^"]+"|\w+))?)/gi;
/** The table an ALTER TABLE or CREATE INDEX … ON names. */
const TOUCHED_TABLE = /\b(?:ALTER\s+TABLE(?:\s+ONLY)?(?:\s+IF\s+EXISTS)?|\bON(?:\s+ONLY)?)\s+((?:"[^"]+"|\w+)(?:\.(?:"[^"]+"|\w+))?)/i;

/** `"public"."orders"`, `public.orders` and `"orders"` are one table. */
function tableName(identifier: string): string {
  const parts = identifier.split(".").map((part) => part.replaceAll('"', ""));
  return parts[parts.length - 1]!.toLowerCase();
}

function withoutComments(statement: string): string {
  return statement
    .replace(/\/\*[\s\S]*?\*\//g, " ")
    .replace(/--[^\n]*/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The columns a new constraint or unique index statement constrains; empty when it cannot tell. */
function constrainedColumns(code: string): string[] {
  for (const list of CONSTRAINED_COLUMNS) {
    const columns = list.exec(code)?.[1];
    if (columns) return columns.split(",").map((column) => column.trim().replaceAll('"', "").toLowerCase());
  }
  const check = /\bCHECK\b([\s\S]*)$/i.exec(code)?.[1] ?? "";
  return [...check.matchAll(QUALIFIED_COLUMN)].map((match) => match[1]!.toLowerCase());
}

/** The statements of one migration's SQL that the previous release's code may not survive, unmarked ones only. */
export function incompatibleStatements(migrationSql: string): IncompatibleStatement[] {
  const statements = migrationSql.split(STATEMENT_BREAKPOINT).map((text) => ({ text, code: withoutComments(text) }));
  // A table this migration creates is unknown to the previous release: whatever follows on it cannot hurt that code.
  const createdHere = new Set(statements.flatMap(({ code }) => [...code.matchAll(CREATED_TABLE)].map((match) => tableName(match[1]!))));
  // Nor is a column it adds: only the new code writes it, so only the new code meets a constraint on it.
  const addedHere = new Set(
    statements.flatMap(({ code }) => {
      const match = ADDED_COLUMN.exec(code);
      return match ? [`${tableName(match[1]!)}.${tableName(match[2]!)}`] : [];
    }),
  );
  const found: IncompatibleStatement[] = [];
  for (const { text, code } of statements) {
    if (code === "" || MARKER.test(text)) continue;
    const touched = TOUCHED_TABLE.exec(code)?.[1];
    const onNewTable = touched !== undefined && createdHere.has(tableName(touched));
    const columns = touched === undefined ? [] : constrainedColumns(code);
    const onNewColumnsOnly = columns.length > 0 && columns.every((column) => addedHere.has(`${tableName(touched!)}.${column}`));
    for (const rule of RULES) {
      if (rule.onExistingTableOnly && onNewTable) continue;
      if (rule.constrainsColumns && onNewColumnsOnly) continue;
      if (rule.matches.test(code)) found.push({ kind: rule.kind, statement: code });
    }
  }
  return found;
}
