// The types of first-load-js.mjs, for the TypeScript that imports it (the e2e budget test).
export declare function firstLoadScripts(html: string): string[];
export declare function gzippedBytes(scripts: readonly string[], clientDir?: string): number;
export declare function gzippedKilobytes(scripts: readonly string[], clientDir?: string): number;
