// The types of page-weight.mjs, for the TypeScript that imports it (the e2e HTML budget test).
export declare function htmlWeight(html: string): { raw: number; brotli: number };
