// The types of cius-ro-compile.mjs, for the TypeScript that imports it (cius-ro-validation.test.ts).
export declare function sourceDigests(): Record<string, string>;
