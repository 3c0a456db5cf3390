// @vitest-environment happy-dom
import { startTransition, useState } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { knownTexts } from "./texts-files.ts";
import type { TextsRef } from "./translator.ts";
import { translationsOf } from "./translator.ts";
import { useSentTextsLoaded } from "./use-sent-texts.ts";

/** A texts file the test answers when it chooses, as a slow network would. */
function slowFile(namespace: string) {
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const href = `/texts/en/${namespace}.json?v=${Math.random().toString(36).slice(2)}`;
  const response = answered.then(() => new Response(JSON.stringify({ [namespace]: { title: `${namespace} title` } })));
  return { href, answer, response };
}

/** Reads the texts as the root layout does: wait for every file named, then merge what the matches sent. */
function Page({ sent }: { sent: TextsRef[] }) {
  useSentTextsLoaded(sent);
  const catalogue = translationsOf(sent.map((translations) => ({ data: { translations } })));
  return <p>{Object.keys(catalogue).sort().join(",") || "none"}</p>;
}

function Navigator({ onReady }: { onReady: (go: (sent: TextsRef[]) => void) => void }) {
  const [sent, setSent] = useState<TextsRef[]>([]);
  onReady((next) => startTransition(() => setSent(next)));
  return <Page sent={sent} />;
}

afterEach(() => vi.unstubAllGlobals());

/** Lets React's scheduler run its tasks, so what it would commit is on the page. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("texts sent by address", () => {
  it("are all loaded before a navigation commits, when it names two files the browser lacks and the first is at hand", async () => {
    // The account's order page names two files (account, orders) that the thank-you page did not have. When the first
    // arrives before React resumes (the preload had it), React replays the page and hands each `use` the promise
    // the same call got before: a second `use` for the orders file was given the account file's, done, and the page
    // committed without the orders texts, showing their keys (a journey that failed now and then on CI).
    const account = slowFile("account");
    const orders = slowFile("orders");
    const byHref = new Map([account, orders].map((file) => [file.href, file.response]));
    vi.stubGlobal(
      "fetch",
      vi.fn((href: string) => byHref.get(href) ?? Promise.reject(new Error(`unexpected ${href}`))),
    );

    const container = document.createElement("div");
    document.body.append(container);
    let go!: (sent: TextsRef[]) => void;
    const root = createRoot(container);
    root.render(<Navigator onReady={(navigate) => (go = navigate)} />);
    await settled();
    expect(container.textContent).toBe("none");

    account.answer();
    go([{ textsAt: account.href }, { textsAt: orders.href }]);
    await settled();
    expect(container.textContent).toBe("none");
    orders.answer();

    await vi.waitFor(() => expect(container.textContent).toBe("account,orders"));
    expect(knownTexts(orders.href)).toBeDefined();
    root.unmount();
  });
});
