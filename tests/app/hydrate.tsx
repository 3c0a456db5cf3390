import { act } from "@testing-library/react";
import type { ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { vi } from "vitest";

/**
 * The server's HTML in a container of the page, hydrated with `element` as a browser would. A mismatch is a
 * recoverable error (`recoverable` is called), and a console error, which the test setup fails on.
 */
export async function hydrated(serverHtml: string, element: ReactNode) {
  const container = document.createElement("div");
  container.innerHTML = serverHtml;
  document.body.append(container);
  const recoverable = vi.fn();
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, element, { onRecoverableError: recoverable });
  });
  const unmount = () => {
    root!.unmount();
    container.remove();
  };
  return { container, recoverable, root: root!, unmount };
}
