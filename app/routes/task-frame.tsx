import { Outlet } from "react-router";
import { GeneralErrorBoundary } from "#app/features/errors/GeneralErrorBoundary.tsx";
import { TaskFrame } from "#app/features/layout/TaskFrame.tsx";

/** The cart and checkout steps, without the shop's header and footer (and without their code). */
export default function TaskFrameLayout() {
  return (
    <TaskFrame>
      <Outlet />
    </TaskFrame>
  );
}

export function ErrorBoundary() {
  return (
    <TaskFrame>
      <GeneralErrorBoundary />
    </TaskFrame>
  );
}
