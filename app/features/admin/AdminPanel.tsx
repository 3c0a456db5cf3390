import type { ReactNode } from "react";

/** A card of a record's page (a customer, an order, a return): a region named by its heading. */
export function AdminPanel({
  id,
  title,
  className = "min-w-0 rounded-2xl border border-line bg-white p-4",
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
