import { Link } from "react-router";
import { linkClass } from "./admin-forms.ts";

/** A record's page for a record that is not there (answered with 404): said as the page's title, with the way back to its list. */
export function AdminNotFound({ title, backTo, backLabel }: { title: string; backTo: string; backLabel: string }) {
  return (
    <>
      <h1 className="text-3xl">{title}</h1>
      <p className="mt-4">
        <Link to={backTo} className={linkClass}>
          {backLabel}
        </Link>
      </p>
    </>
  );
}
