// Materials & Inventory screen (/materials): placeholder until the feature lands.
import { ScreenInProgress } from "@/components/layout/screen-in-progress";

export function MaterialsPage() {
  return <ScreenInProgress title="Materials & Inventory" description="Stock levels, suppliers and low-stock alerts." />;
}
