import { data } from "react-router";
import { GeneralErrorBoundary } from "../features/errors/GeneralErrorBoundary.tsx";

/** Any path no route claims: a real 404 status, rendered by the shared error screen. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
