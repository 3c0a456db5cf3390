/** A landmark named by its own h2 (`aria-labelledby`), so a screen reader lists it under the heading's words. */
export function HeadedSection({
  as: Landmark = "section",
  titleId,
  title,
  className,
  titleClassName,
  children,
}: {
  as?: "section" | "nav";
  titleId: string;
  title: React.ReactNode;
  className?: string;
  titleClassName?: string;
  children: React.ReactNode;
}) {
  return (
    <Landmark aria-labelledby={titleId} className={className}>
      <h2 id={titleId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </Landmark>
  );
}
