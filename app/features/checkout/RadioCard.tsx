import type { ReactNode } from "react";

/**
 * One choice of a radio list as a card (a payment method, a delivery service, a locker): its box, then what names
 * and describes it (`describedBy`, the id of that description). The border says which card is chosen.
 */
export function RadioCard({
  as: Card = "div",
  id,
  name,
  value,
  checked,
  disabled,
  onChange,
  describedBy,
  className,
  children,
}: {
  as?: "div" | "li";
  id: string;
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onChange: () => void;
  describedBy: string;
  /** Added to the card's own look (its background, a dashed border for a choice that cannot be made). */
  className?: string;
  children: ReactNode;
}) {
  const look = ["flex items-start gap-3 rounded-xl border-2 px-4 py-3", checked ? "border-brand" : "border-line", className];
  return (
    <Card className={look.filter(Boolean).join(" ")}>
      <input
        id={id}
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        aria-describedby={describedBy}
        className="mt-1 size-5 shrink-0 accent-brand"
      />
      {children}
    </Card>
  );
}

/**
 * A radio list's cards, one under another, under the group's error when it has one: the error's id is `${id}-error`,
 * the one the group's fieldset names as its description.
 */
export function RadioCardList({ id, error, children }: { id: string; error: string | null | undefined; children: ReactNode }) {
  return (
    <>
      {error ? (
        <p id={`${id}-error`} className="mb-3 text-sm font-medium text-sale">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col gap-3">{children}</div>
    </>
  );
}
