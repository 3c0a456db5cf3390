import type { FormEventHandler, ReactNode, Ref } from "react";

/** A form that stands as a card of its own, named by its heading (aria-labelledby); the form checks its own fields. */
export function TitledForm({
  id,
  title,
  ref,
  onSubmit,
  className,
  heading: Heading = "h2",
  headingClassName = "text-2xl",
  children,
}: {
  /** The heading's id. */
  id: string;
  title: string;
  ref?: Ref<HTMLFormElement>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  className: string;
  heading?: "h2" | "h3";
  headingClassName?: string;
  children: ReactNode;
}) {
  return (
    <form ref={ref} onSubmit={onSubmit} noValidate aria-labelledby={id} className={className}>
      <Heading id={id} className={headingClassName}>
        {title}
      </Heading>
      {children}
    </form>
  );
}
