// Projects screen (/projects): placeholder until the feature lands.
import { ScreenInProgress } from "@/components/layout/screen-in-progress";

export function ProjectsPage() {
  return <ScreenInProgress title="Projects" description="Every job site, its progress and its team." />;
}
