import { use } from "react";
import { preload } from "react-dom";
import { knownTexts, loadTexts } from "./texts-files.ts";
import { isTextsRef, type LoaderTexts } from "./translator.ts";

/**
 * Makes the loaders' texts readable (`receivedTexts`) before anything reads them. Texts sent by address are asked
 * for in the page's head (a preload the browser starts beside the scripts). A navigation to a page whose file the
 * browser lacks suspends in its transition, so the previous page stays until the texts arrive.
 *
 * One `use` for all the missing files, never one per file: a render React replays gets, for each `use` call, the
 * promise the same call had before, so a second file asked for by the first call of a replay was never waited for.
 */
export function useSentTextsLoaded(sent: ReadonlyArray<LoaderTexts | null | undefined>): void {
  const missing: string[] = [];
  for (const texts of sent) {
    if (!isTextsRef(texts)) continue;
    preload(texts.textsAt, { as: "fetch", crossOrigin: "anonymous" });
    if (!knownTexts(texts.textsAt)) missing.push(texts.textsAt);
  }
  // A new promise each time is enough: once it settles every file it names is known, so no render asks again.
  if (missing.length > 0) use(Promise.all(missing.map(loadTexts)));
}
