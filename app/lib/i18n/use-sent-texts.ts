import { use } from "react";
import { preload } from "react-dom";
import { knownTexts, loadTexts } from "./texts-files.ts";
import { isTextsRef, type LoaderTexts } from "./translator.ts";

/**
 * Makes the loaders' texts readable (`receivedTexts`) before anything reads them. Texts sent by address are asked
 * for in the page's head (a preload the browser starts beside the scripts). A navigation to a page whose file the
 * browser lacks suspends in its transition, so the previous page stays until the texts arrive.
 */
export function useSentTextsLoaded(sent: ReadonlyArray<LoaderTexts | null | undefined>): void {
  for (const texts of sent) {
    if (!isTextsRef(texts)) continue;
    preload(texts.textsAt, { as: "fetch", crossOrigin: "anonymous" });
    if (!knownTexts(texts.textsAt)) use(loadTexts(texts.textsAt));
  }
}
