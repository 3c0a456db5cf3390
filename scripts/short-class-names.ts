/**
 * Short class names in the built app (issue 45 item 3, decision 0122). Utility classes are most of a page's markup
 * (16 KB of the product page's 67) and much of its scripts' strings; the build gives each a short name, the same in
 * the stylesheet, the browser's chunks and the server's render, so what the shopper sees does not change. Development
 * (`npm run dev`) and the unit tests keep the names as written.
 *
 * - The names come from the stylesheet Tailwind generated: every class its selectors name (inside `:is()`, `:where()`,
 *   `:not()`, `:has()` too). A name without a dash, colon, slash or bracket (`flex`, `hidden`, `group`) keeps its name:
 *   such words are also attribute values (`type: "hidden"`), which a rename would break. Short names are given in the
 *   order of the sorted names, so a build gives the same map for the same stylesheet; the content hashes of the files
 *   follow what was written, since the stylesheet is renamed before it is emitted and a chunk before it is hashed.
 * - In a chunk, a string literal or a template's text is renamed token by token (separated by white space) when every
 *   whole token is a class or reads as one (lower-case letters, digits, dashes): a sentence, a URL or a selector is left
 *   alone. A class named inside a selector or attribute test (`".sr-only"`, `[class*=x]`) would then find nothing, so
 *   the build fails on one, naming it.
 * - The server build renames with the browser build's map and fails if its stylesheet would give another.
 */
import { transform as transformCss } from "lightningcss";
import { parseAst, type Plugin, type Rollup } from "vite";

/** The first character of a short name, then the others: a class may not start with a digit. */
const FIRST = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const NEXT = `${FIRST}0123456789`;
/** A name a string may carry beside classes without being a sentence: a hook for scripts, a state. */
const WORD_LIKE = /^[a-z][a-z0-9-]*$/;
/** Names that can be attribute values too are not renamed: only those with a dash, colon, slash or bracket are. */
const RENAMED = /[-:/[]/;

interface SelectorNode {
  type?: unknown;
  name?: unknown;
}

/** Calls `visit` with every class component of a selector (or any part of one), however deeply nested. */
function eachClass(node: unknown, visit: (component: SelectorNode & { name: string }) => void): void {
  if (Array.isArray(node)) {
    for (const item of node) eachClass(item, visit);
    return;
  }
  if (node === null || typeof node !== "object") return;
  const component = node as SelectorNode;
  if (component.type === "class" && typeof component.name === "string") visit(component as SelectorNode & { name: string });
  for (const value of Object.values(node)) if (value !== null && typeof value === "object") eachClass(value, visit);
}

function visitSelectors(css: string, visit: (component: SelectorNode & { name: string }) => void): string {
  const { code } = transformCss({
    filename: "app.css",
    code: Buffer.from(css),
    visitor: {
      Selector(selector) {
        eachClass(selector, visit);
        return selector;
      },
    },
  });
  return code.toString();
}

/** Every class the stylesheet's selectors name. */
export function classNamesOf(css: string): Set<string> {
  const names = new Set<string>();
  visitSelectors(css, ({ name }) => names.add(name));
  return names;
}

function shortName(index: number): string {
  let name = FIRST[index % FIRST.length]!;
  for (let rest = Math.floor(index / FIRST.length); rest > 0; rest = Math.floor((rest - 1) / NEXT.length))
    name += NEXT[(rest - 1) % NEXT.length]!;
  return name;
}

/** The short name of each class worth renaming, none equal to a class that keeps its name. */
export function shortNames(classes: ReadonlySet<string>): Map<string, string> {
  const renamed = [...classes].filter((name) => RENAMED.test(name)).sort();
  const names = new Map<string, string>();
  let index = 0;
  for (const name of renamed) {
    let short = shortName(index++);
    while (classes.has(short)) short = shortName(index++);
    names.set(name, short);
  }
  return names;
}

/** The stylesheet with each class in `names` under its short name. */
export function renameCssClasses(css: string, names: ReadonlyMap<string, string>): string {
  return visitSelectors(css, (component) => {
    const short = names.get(component.name);
    if (short !== undefined) component.name = short;
  });
}

/** White space, or an escaped line break or tab in a literal's source. */
const SEPARATOR = /(\s+|\\[nrt])/;

interface Replacement {
  start: number;
  end: number;
  text: string;
}

export interface RenamedChunk {
  code: string;
  /** Classes named in a way renaming cannot follow: inside a selector, an attribute test, a sentence. */
  unfollowed: string[];
}

/**
 * Renames the classes in a chunk's string literals and templates. `classes` is every class of the stylesheet (renamed
 * or not), so that a string of classes is told from a string that happens to hold one.
 */
export function renameJsClasses(code: string, names: ReadonlyMap<string, string>, classes: ReadonlySet<string>): RenamedChunk {
  const replacements: Replacement[] = [];
  const unfollowed = new Set<string>();
  const { nameInside, beginnings } = checksOf(names);

  /** `afterExpression` and `beforeExpression`: a template's text whose first or last token a `${…}` continues. */
  const renameText = (start: number, text: string, { afterExpression = false, beforeExpression = false } = {}) => {
    const parts = text.split(SEPARATOR);
    const touchesPrevious = (index: number) => afterExpression && index === 0;
    const touchesNext = (index: number) => beforeExpression && index === parts.length - 1;
    const classLike = parts.every(
      (part, index) =>
        index % 2 === 1 || part === "" || touchesPrevious(index) || touchesNext(index) || classes.has(part) || WORD_LIKE.test(part),
    );
    let renamed = false;
    const out = parts.map((part, index) => {
      if (index % 2 === 1) return part;
      // `flag-${language}`, "size-" + n: a name put together when the page runs, which no rename can follow. And
      // `${open ? "mt-16 " : ""}border-t`: whether the expression ends a class or begins this one is not known here.
      const literalJoined = !afterExpression && !beforeExpression && part.endsWith("-");
      if ((touchesNext(index) || literalJoined) && (beginnings.has(part) || names.has(part))) unfollowed.add(`${part}…`);
      if (touchesPrevious(index) && names.has(part)) unfollowed.add(`…${part}`);
      if (touchesPrevious(index) || touchesNext(index)) return part;
      const short = names.get(part);
      if (short !== undefined && classLike) {
        renamed = true;
        return short;
      }
      if (short === undefined) for (const inside of nameInside(part)) unfollowed.add(inside);
      else unfollowed.add(part);
      return part;
    });
    if (renamed) replacements.push({ start, end: start + text.length, text: out.join("") });
  };

  walk(parseAst(code), null, (node, parent) => {
    // `id: \`content-${page}\``, `href: "/text-sm"`: the value of an attribute that is never a class list.
    if (parent?.type === "Property" && parent.value === node && NOT_CLASSES.test(propertyName(parent))) return;
    if (node.type === "Literal" && typeof node.value === "string") {
      // The source between the quotes, as written (escapes kept).
      renameText(node.start + 1, code.slice(node.start + 1, node.end - 1));
    } else if (node.type === "TemplateLiteral") {
      const quasis = node.quasis as AstNode[];
      quasis.forEach((quasi, index) => {
        const raw = (quasi.value as { raw: string }).raw;
        const start = code.indexOf(raw, quasi.start);
        if (start < 0 || start > quasi.end) return;
        renameText(start, raw, { afterExpression: index > 0, beforeExpression: index < quasis.length - 1 });
      });
    }
  });

  replacements.sort((a, b) => a.start - b.start);
  let result = "";
  let at = 0;
  for (const { start, end, text } of replacements) {
    result += code.slice(at, start) + text;
    at = end;
  }
  return { code: result + code.slice(at), unfollowed: [...unfollowed].sort() };
}

const checks = new WeakMap<ReadonlyMap<string, string>, { nameInside: (token: string) => string[]; beginnings: Set<string> }>();

/** What tells an unfollowable name, built once per map rather than once per chunk. */
function checksOf(names: ReadonlyMap<string, string>) {
  let found = checks.get(names);
  if (!found) {
    found = { nameInside: namedInsideMatcher(names), beginnings: beginningsOf(names) };
    checks.set(names, found);
  }
  return found;
}

/**
 * Each renamed class's beginnings up to a dash: `text-`, `text-emerald-` for `text-emerald-800`. Only of classes without
 * a variant: `aria-` is also how React writes an attribute's name, and a variant is not put together at run time here.
 */
function beginningsOf(names: ReadonlyMap<string, string>): Set<string> {
  const beginnings = new Set<string>();
  for (const name of names.keys())
    if (/^[a-z0-9-]+$/.test(name))
      for (let at = name.indexOf("-"); at > 0; at = name.indexOf("-", at + 1)) beginnings.add(name.slice(0, at + 1));
  return beginnings;
}

/** Renamed classes that a token holds but is not (`.sr-only`, `[class*=aspect-square]`, `sr-only,`). */
function namedInsideMatcher(names: ReadonlyMap<string, string>): (token: string) => string[] {
  const plain = [...names.keys()].filter((name) => /^[a-z0-9-]+$/.test(name)).sort((a, b) => b.length - a.length);
  if (plain.length === 0) return () => [];
  const pattern = new RegExp(`(?<![\\w-])(${plain.join("|")})(?![\\w-])`, "g");
  return (token) => (/[.[=,]/.test(token) ? [...token.matchAll(pattern)].map((match) => match[1]!) : []);
}

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function walk(node: unknown, parent: AstNode | null, visit: (node: AstNode, parent: AstNode | null) => void): void {
  if (Array.isArray(node)) {
    for (const item of node) walk(item, parent, visit);
    return;
  }
  if (node === null || typeof node !== "object") return;
  const isNode = typeof (node as { type?: unknown }).type === "string";
  if (isNode) visit(node as AstNode, parent);
  const next = isNode ? (node as AstNode) : parent;
  for (const [key, value] of Object.entries(node)) if (key !== "value" || typeof value === "object") walk(value, next, visit);
}

function propertyName(property: AstNode): string {
  const key = property.key as { type: string; name?: string; value?: unknown };
  return key.type === "Identifier" ? (key.name ?? "") : String(key.value ?? "");
}

/** Attributes whose value is never a class list, whatever words it holds. */
const NOT_CLASSES =
  /^(id|key|htmlFor|href|to|src|srcSet|name|type|role|value|defaultValue|autoComplete|inputMode|placeholder|title|alt|lang|rel|target|method|action|form|aria-.+|data-.+)$/;

const STYLESHEET = /\/app\/app\.css\?transform-only$/;

/**
 * The plugin: renames the stylesheet when Vite has compiled it and before it is emitted (its normal-order transform
 * runs after `vite:css` and before `vite:css-post`), and each chunk as it is rendered, before its hash.
 */
export function shortClassNames(): Plugin {
  let browser: { names: Map<string, string>; classes: Set<string> } | null = null;
  const byEnvironment = new Map<string, { names: Map<string, string>; classes: Set<string> }>();

  return {
    name: "short-class-names",
    apply: "build",
    transform: {
      filter: { id: STYLESHEET },
      handler(css, id) {
        if (!STYLESHEET.test(id)) return null;
        const classes = classNamesOf(css);
        const names = shortNames(classes);
        const environment = this.environment.name;
        if (environment === "client") browser = { names, classes };
        else if (browser && !sameMap(browser.names, names))
          this.error(`short class names: the ${environment} build's stylesheet gives other names than the browser's`);
        byEnvironment.set(environment, browser ?? { names, classes });
        return { code: renameCssClasses(css, names), map: null };
      },
    },
    renderChunk(code, chunk: Rollup.RenderedChunk) {
      // An environment that did not compile the stylesheet itself still renders with the browser's names.
      const map = byEnvironment.get(this.environment.name) ?? browser;
      if (!map) return null;
      const renamed = renameJsClasses(code, map.names, map.classes);
      if (renamed.unfollowed.length > 0)
        this.error(
          `short class names: ${chunk.fileName} names ${renamed.unfollowed.join(", ")} where a rename cannot follow ` +
            "(a selector, an attribute test or a sentence); use a data attribute, or keep the class's name",
        );
      return renamed.code === code ? null : { code: renamed.code, map: null };
    },
  };
}

function sameMap(a: ReadonlyMap<string, string>, b: ReadonlyMap<string, string>): boolean {
  return a.size === b.size && [...a].every(([name, short]) => b.get(name) === short);
}
