import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Import directions of ARCHITECTURE.md: a violation is a lint error, not a review comment. */
const boundaries = [
  { target: "./app", from: "./server", message: "The browser app never imports server code; use the load context." },
  { target: "./domain", from: ["./app", "./server", "./tests", "./scripts"], message: "domain/ imports nothing of ours." },
  {
    target: "./server/commerce",
    from: ["./server/api", "./server/storefront-api", "./server/http"],
    message: "commerce is called by the API layers, never the reverse.",
  },
  {
    target: "./server/db",
    from: ["./server/commerce", "./server/api", "./server/storefront-api", "./server/http"],
    message: "db knows nothing of the layers above it.",
  },
];

export default tseslint.config(
  { ignores: ["build/", "dist/", "data/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "coverage/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "import-x": importX },
    settings: { "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs"] })] },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: boundaries }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-duplicates": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ...jsxA11y.flatConfigs.recommended,
    plugins: { ...jsxA11y.flatConfigs.recommended.plugins, "react-hooks": reactHooks },
    rules: { ...jsxA11y.flatConfigs.recommended.rules, ...reactHooks.configs.recommended.rules },
  },
);
