/**
 * The functions over 100 lines (issue 65 item 6), counted the same way each time: every function declaration,
 * function expression, arrow function, method, accessor and constructor in `server/`, `app/` and `domain/` whose body
 * spans more than 100 lines, from the line of its opening brace to the line of its closing one (an arrow's expression
 * body from its first line to its last). A function inside another is counted by itself as well, so a closure that
 * holds a long function counts twice. Tests (`*.test.ts(x)`, `*.spec.ts`) and generated files (`*.generated.ts`,
 * `*.d.ts`) are left out.
 *
 * `npx tsx scripts/long-functions.ts` prints the count and the longest 20; `--all` lists every one, `--over N` moves
 * the threshold.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

const ROOT = new URL("..", import.meta.url).pathname;
const FOLDERS = ["server", "app", "domain"];
const SOURCE = /\.tsx?$/;
const LEFT_OUT = /\.(test|spec)\.tsx?$|\.generated\.ts$|\.d\.ts$/;

interface LongFunction {
  file: string;
  line: number;
  name: string;
  lines: number;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !LEFT_OUT.test(entry.name) ? [path] : [];
  });
}

/** What a reader would call the function: its own name, the variable or property it is assigned to, or its line. */
function nameOf(node: ts.FunctionLikeDeclaration, file: ts.SourceFile): string {
  if (node.name && !ts.isComputedPropertyName(node.name)) return node.name.getText(file);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))
    return parent.name.getText(file);
  if (ts.isCallExpression(parent)) return `(argument of ${parent.expression.getText(file).slice(0, 40)})`;
  return "(anonymous)";
}

function longFunctions(over: number, root = ROOT): LongFunction[] {
  const found: LongFunction[] = [];
  for (const path of FOLDERS.flatMap((folder) => sourceFiles(join(root, folder)))) {
    const kind = path.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const file = ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.Latest, true, kind);
    const lineOf = (position: number) => file.getLineAndCharacterOfPosition(position).line;
    const visit = (node: ts.Node) => {
      if (ts.isFunctionLike(node) && "body" in node && node.body) {
        const body = node.body as ts.Node;
        const lines = lineOf(body.getEnd()) - lineOf(body.getStart(file)) + 1;
        if (lines > over)
          found.push({
            file: relative(root, path),
            line: lineOf(node.getStart(file)) + 1,
            name: nameOf(node as ts.FunctionLikeDeclaration, file),
            lines,
          });
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found.sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file) || a.line - b.line);
}

const args = process.argv.slice(2);
const overAt = args.indexOf("--over");
const over = overAt >= 0 ? Number(args[overAt + 1]) : 100;
const found = longFunctions(over);
console.log(`${found.length} functions over ${over} lines in ${FOLDERS.join("/, ")}/ (tests and generated files left out)`);
for (const entry of args.includes("--all") ? found : found.slice(0, 20))
  console.log(`${String(entry.lines).padStart(5)}  ${entry.file}:${entry.line}  ${entry.name}`);
