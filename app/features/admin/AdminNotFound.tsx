import { Link } from "react-router";
import { linkClass } from "./admin-forms.ts";

/**
 * A record's page for a record that is not there (answered with 404): said as the page's title, with the way back to
 * its list, after a sentence saying why when the page has one.
 */
export function AdminNotFound({
  title,
  message,
  backTo,
  backLabel,
}: {
  title: string;
  message?: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <>
      <h1 className="text-3xl">{title}</h1>
      <p className={message ? "mt-3" : "mt-4"}>
        {message ? `${message} ` : null}
        <Link to={backTo} className={linkClass}>
          {backLabel}
        </Link>
      </p>
    </>
  );
}
