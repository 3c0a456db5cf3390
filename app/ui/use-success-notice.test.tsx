// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useSuccessNotice } from "./use-success-notice.tsx";

function Record({ initial }: { initial: string | null }) {
  const [notice, show] = useSuccessNotice(initial);
  return (
    <>
      {notice}
      <button type="button" onClick={() => show("Saved.")}>
        Save
      </button>
    </>
  );
}

describe("a success notice", () => {
  it("is in the page once and takes the focus, so a screen reader reads it once (issue 64 item 7h)", async () => {
    render(<Record initial="Your return was received." />);
    const first = screen.getByText("Your return was received.");
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(screen.queryByRole("status")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    const saved = screen.getByText("Saved.");
    await waitFor(() => expect(document.activeElement).toBe(saved));
    expect(screen.getAllByText("Saved.")).toHaveLength(1);
  });

  it("said again in the same words is a new paragraph that takes the focus again, so it is read again", async () => {
    render(<Record initial={null} />);
    const save = screen.getByRole("button", { name: "Save" });
    fireEvent.click(save);
    const first = screen.getByText("Saved.");
    await waitFor(() => expect(document.activeElement).toBe(first));

    save.focus();
    fireEvent.click(save);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByText("Saved.")));
    expect(screen.getByText("Saved.")).not.toBe(first);
  });
});
