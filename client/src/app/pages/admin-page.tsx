// Admin Dashboard screen (/admin): placeholder until the feature lands.
import { ScreenInProgress } from "@/components/layout/screen-in-progress";

export function AdminPage() {
  return <ScreenInProgress title="Admin Dashboard" description="Registration requests and user accounts." />;
}
