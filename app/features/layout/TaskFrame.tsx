import { MainContent, SkipToContent } from "./page-main.tsx";

/** The cart and checkout steps (spec §2 "Global behaviour"): no header, footer or bottom bar to leave the task by. */
export function TaskFrame({ children }: { children: React.ReactNode }) {
  return (
    <div>
      <SkipToContent />
      <MainContent>{children}</MainContent>
    </div>
  );
}
