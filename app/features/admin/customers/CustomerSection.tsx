import type { ReactNode } from "react";
import { AdminPanel } from "../AdminPanel.tsx";

/** A panel of the customer's record, its content spaced below the title. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <AdminPanel id={id} title={title}>
      <div className="mt-3">{children}</div>
    </AdminPanel>
  );
}
