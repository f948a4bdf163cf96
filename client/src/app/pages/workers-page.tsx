// Workers screen (/workers): placeholder until the feature lands.
import { ScreenInProgress } from "@/components/layout/screen-in-progress";

export function WorkersPage() {
  return <ScreenInProgress title="Workers" description="Your crew roster: roles, trades, rates and who is active." />;
}
