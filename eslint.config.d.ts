// Types of what tests/module-boundaries.test.ts reads from the lint config (plain JavaScript, which ESLint loads itself).
import type { Linter } from "eslint";

/** Each commerce module and the modules it may import (decision 0088). */
export declare const MODULE_DEPENDENCIES: Readonly<Record<string, readonly string[]>>;
/** A circle in a module map, as the modules along it, or null. */
export declare function moduleCircle(dependencies: Readonly<Record<string, readonly string[]>>): string[] | null;
declare const config: Linter.Config[];
export default config;
