import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Import directions of docs/architecture.md: a violation is a lint error, not a review comment. */
const boundaries = [
  { target: "./app", from: "./server", message: "The browser app never imports server code; use the load context." },
  { target: "./domain", from: ["./app", "./server", "./tests", "./scripts"], message: "domain/ imports nothing of ours." },
  {
    target: "./server/commerce",
    from: ["./server/api", "./server/storefront-api", "./server/http", "./server/web"],
    message: "commerce is called by the API layers, never the reverse.",
  },
  {
    target: "./server/commerce",
    from: ["./server/platform.ts", "./server/app.ts"],
    message: "Modules receive what they need from the platform; they never build it.",
  },
  {
    target: "./server/storefront-api",
    from: "./server/api",
    message: "The Storefront API and the REST routes are siblings over the platform.",
  },
  {
    target: "./app/ui",
    from: ["./app/features", "./app/routes"],
    message: "Primitives know no feature: a feature passes its pieces in (slots, props).",
  },
  { target: "./app/lib", from: ["./app/features", "./app/routes"], message: "app/lib is imported by features, never the reverse." },
  {
    target: "./app/features/orders",
    from: ["./app/features/account", "./app/features/checkout"],
    message: "account and checkout use orders; orders (the order API and views) uses neither.",
  },
  {
    target: ["./app/features/returns", "./app/features/subscriptions"],
    from: "./app/features/account",
    message: "account shows returns and subscriptions; they import none of it: what both use lives in app/lib or app/ui.",
  },
  {
    target: "./server/db",
    from: ["./server/commerce", "./server/api", "./server/storefront-api", "./server/http", "./server/web"],
    message: "db knows nothing of the layers above it.",
  },
];

/**
 * The server's layers (docs/decisions/0085-module-list-and-web-layer.md), each importing one way: http/ is the
 * request/response toolkit everyone uses and that uses none of them; storefront-api/ and api/ are siblings
 * over the platform and commerce; web/ renders pages and may read through the Storefront API. What two
 * layers both need (the global id format, the endpoint's path) lives below them, in domain/ or commerce/.
 * Shipped code only: a test may assemble the whole server to watch a change reach a page.
 */
const layerBoundaries = [
  {
    target: "./server/http",
    from: ["./server/api", "./server/storefront-api", "./server/web", "./server/commerce", "./server/platform.ts", "./server/app.ts"],
    message: "http/ is the toolkit the layers use (bodies, language, logging, headers); it imports none of them.",
  },
  {
    target: "./server/api",
    from: ["./server/storefront-api", "./server/web"],
    message: "The REST routes reach the Storefront API's contract through domain/ or the platform, never its files.",
  },
  { target: "./server/storefront-api", from: "./server/web", message: "web/ renders pages over the Storefront API, never the reverse." },
  { target: "./server/web", from: "./server/api", message: "web/ and the REST routes are siblings that server/app.ts mounts." },
];

/**
 * The commerce modules and the one-way map between them (docs/decisions/0088-commerce-module-map.md). Each module owns
 * its tables and rules; a module may import only the modules listed for it here, and reaches any other through what
 * server/platform.ts injects or through domain events. Every folder under server/commerce but shared/ must be listed
 * (so a new module is fenced the day it appears), and the map must have no circle: the config refuses to load otherwise.
 */
export const MODULE_DEPENDENCIES = {
  promotions: [],
  catalog: ["promotions"],
  invoicing: [],
  payments: [],
  orders: ["catalog", "promotions", "payments", "invoicing"],
  subscriptions: ["orders", "payments", "catalog"],
  // A return comes back on a return AWB the shipping module makes and tracks (issue 43 item 8, decision 0092).
  returns: ["orders", "payments", "invoicing", "catalog", "shipping"],
  // Parcels move the order (lifecycle), mark its cash collected and restock what comes back (decision 0092).
  shipping: ["orders", "payments", "invoicing", "catalog"],
  customers: [],
  staff: [],
  content: [],
  reviews: [],
  newsletter: [],
  consent: [],
  // Reads the cookie choices through a port the platform hands it (decision 0149).
  marketing: [],
  settings: [],
  // The flows hear orders through events and learn of addresses through what the platform hands them (decision 0110).
  retention: [],
  // Hears every module through domain events and reads an order's facts through a port (decision 0171).
  webhooks: [],
  // Hears orders through domain events and reads an order's facts through a port (decision 0189).
  loyalty: [],
  // Places eMAG's orders through the orders' import port and offers what the catalogue sells (decision 0186).
  marketplace: ["orders", "catalog"],
};

const COMMERCE_MODULES = readdirSync(new URL("./server/commerce", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== "shared")
  .map((entry) => entry.name);
const unlisted = COMMERCE_MODULES.filter((module) => !(module in MODULE_DEPENDENCIES));
if (unlisted.length > 0)
  throw new Error(`eslint.config.js: list the dependencies of server/commerce/${unlisted.join(", ")} in MODULE_DEPENDENCIES`);

/** A circle in the map, as the modules along it, or null. */
export function moduleCircle(dependencies) {
  const state = new Map();
  const visit = (module, path) => {
    if (state.get(module) === "done") return null;
    if (state.get(module) === "open") return [...path.slice(path.indexOf(module)), module];
    state.set(module, "open");
    for (const next of dependencies[module] ?? []) {
      const circle = visit(next, [...path, module]);
      if (circle) return circle;
    }
    state.set(module, "done");
    return null;
  };
  for (const module of Object.keys(dependencies)) {
    const circle = visit(module, []);
    if (circle) return circle;
  }
  return null;
}
const circle = moduleCircle(MODULE_DEPENDENCIES);
if (circle) throw new Error(`eslint.config.js: MODULE_DEPENDENCIES runs in a circle: ${circle.join(" → ")}`);

const moduleBoundaries = [
  ...COMMERCE_MODULES.map((module) => ({
    target: `./server/commerce/${module}`,
    from: COMMERCE_MODULES.filter((other) => other !== module && !MODULE_DEPENDENCIES[module].includes(other)).map(
      (other) => `./server/commerce/${other}`,
    ),
    message: `A module imports only the modules the map lists for it (${module}: ${MODULE_DEPENDENCIES[module].join(", ") || "none"}); reach another through what the platform injects (declare the port in ${module}/, wire it in server/platform.ts) or through domain events.`,
  })),
  {
    // The shared kernel (ids, clock, passwords, domain events, row types) every module may import; it imports none of them.
    target: "./server/commerce/shared",
    from: COMMERCE_MODULES.map((module) => `./server/commerce/${module}`),
    message: "commerce/shared is the kernel every module may use, so it imports no module.",
  },
];

/**
 * The platform only assembles (docs/decisions/0134-modules-own-their-wiring.md): it builds each module through its
 * `module.ts`, which declares the module's ports and hands out its services, and takes the kernel from shared/. A
 * module's own files are reachable only through that module.
 */
const platformAssembles = {
  target: "./server/platform.ts",
  from: "./server/commerce/**",
  except: ["**/server/commerce/*/module.ts", "**/server/commerce/shared/**"],
  message:
    "server/platform.ts builds a module through its module.ts (the constructor, its ports and services) and takes the kernel from commerce/shared, never a module's own files: export what it needs from module.ts.",
};

/**
 * A module's own files are reachable only through its `module.ts` (decision 0134): other modules and the server's
 * layers (routes, pages, jobs, mail) import what it re-exports there, so what a module offers is one list, and a file
 * moving inside a module changes no importer. Its own files import each other freely; tests may reach inside.
 */
const SERVER_ENTRIES = readdirSync(new URL("./server", import.meta.url)).filter((entry) => entry !== "commerce" && entry !== "platform.ts");
const moduleSurfaces = COMMERCE_MODULES.map((module) => ({
  target: [
    ...SERVER_ENTRIES.map((entry) => `./server/${entry}`),
    ...COMMERCE_MODULES.filter((other) => other !== module).map((other) => `./server/commerce/${other}`),
  ],
  from: `./server/commerce/${module}/**`,
  except: [`**/server/commerce/${module}/module.ts`],
  message: `Reach ${module}'s files through server/commerce/${module}/module.ts: export what you need from there.`,
}));

/**
 * What shopper code may import by value from React Router (decision 0148): the names it used when this list was made.
 * The client bundles React Router once, in the shell chunk every page loads, and that chunk keeps each export any
 * client module uses: one export a single page uses joins every page's first load (useFetcher added 364 bytes to all
 * of them and took the product page over its 140 KB budget). A name not listed here is a choice for the whole store:
 * weigh it against the first-load budget, and add it here in a commit that says so. Types cost nothing and stay free.
 */
const SHOPPER_REACT_ROUTER = {
  "react-router": [
    "Await",
    "Link",
    "Links",
    "Meta",
    "NavLink",
    "Navigate",
    "Outlet",
    "Scripts",
    "ScrollRestoration",
    "data",
    "isRouteErrorResponse",
    "useLocation",
    "useMatches",
    "useNavigate",
    "useNavigation",
    "useNavigationType",
    "useRevalidator",
    "useRouteError",
    "useRouteLoaderData",
    "useSearchParams",
  ],
  "react-router/dom": ["HydratedRouter"],
};

export default tseslint.config(
  { ignores: ["build/", "dist/", "data/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "coverage/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs"] })],
      // import-x follows an imported file's own imports only if it may parse that file: .js/.mjs/.cjs unless told
      // otherwise, so no-cycle stopped at the first .ts file and never saw a cycle of ours (decision 0089). Naming
      // the TypeScript parser for .ts/.tsx adds them to what it opens.
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: boundaries }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-duplicates": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["server/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: [...boundaries, ...layerBoundaries, platformAssembles, ...moduleSurfaces] }],
    },
  },
  {
    // Tests may assemble real neighbours (a review test over the real catalogue); shipped code may not.
    files: ["server/commerce/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: [...boundaries, ...layerBoundaries, ...moduleBoundaries, ...moduleSurfaces] }],
    },
  },
  {
    // A foreign key imports the other file's table, so the schema files import each other wherever tables point
    // both ways (an order line names its variant, a stock movement its order). drizzle reads a reference only
    // when asked, after every file has loaded, so that circle is safe; server/db/schema.ts says the same.
    files: ["server/db/schema/**"],
    rules: { "import-x/no-cycle": "off" },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ...jsxA11y.flatConfigs.recommended,
    plugins: { ...jsxA11y.flatConfigs.recommended.plugins, "react-hooks": reactHooks },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      ...reactHooks.configs.recommended.rules,
      // A named region that scrolls sideways (a wide table on a phone) must take focus, or a keyboard cannot scroll it.
      "jsx-a11y/no-noninteractive-tabindex": ["error", { tags: [], roles: ["tabpanel", "region"], allowExpressionValues: true }],
    },
  },
  {
    // Shopper code: app/ but the admin's pages (its own chunks, no first-load budget), tests and server-only modules,
    // none of which reaches a shopper's browser.
    files: ["app/**/*.{ts,tsx}"],
    ignores: [
      "app/features/admin/**",
      "app/routes/admin.tsx",
      "app/routes/admin.*.tsx",
      "app/**/*.test.{ts,tsx}",
      "app/**/*.server.{ts,tsx}",
      "app/entry.server.tsx",
    ],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: Object.entries(SHOPPER_REACT_ROUTER).map(([name, allowImportNames]) => ({
            name,
            allowImportNames,
            allowTypeImports: true,
            message:
              "An export of React Router used by one shopper page joins every page's first-load JS (the shell chunk): use what the store already uses (SHOPPER_REACT_ROUTER in eslint.config.js, decision 0148), or weigh the new one against the 140 KB budget and add it there.",
          })),
        },
      ],
    },
  },
);
