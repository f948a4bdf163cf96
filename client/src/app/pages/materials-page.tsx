// Materials & Inventory screen (/materials): stock levels, movements and their history; for a foreman the stock levels
// without costs and Record use on their projects; crew have no materials.
import { PackageOpen } from "lucide-react";
import { roleMayAccess, seesEveryRow } from "@shared/domain/account-roles";
import { SCREEN_HEADINGS } from "@shared/screens";
import { PageHeader } from "@/components/layout/page-header";
import { EmptyState } from "@/components/ui/state-message";
import { useCurrentUser } from "@/features/auth/api";
import { MaterialsScreen } from "@/features/materials/components/materials-screen";

export function MaterialsPage() {
  const user = useCurrentUser();
  // The least role until the user is known: a screen that asks for nothing it may be refused.
  const role = user.data?.role ?? "crew";
  if (!roleMayAccess(role, "foreman")) {
    return (
      <>
        <PageHeader {...SCREEN_HEADINGS["materials-page"]} />
        <EmptyState icon={<PackageOpen />} title="Materials are kept by your foreman and the office." />
      </>
    );
  }
  return (
    <MaterialsScreen
      access={seesEveryRow(role) ? "office" : "foreman"}
      // The server lets only administrators delete a material (it erases the stock history).
      canDelete={role === "admin"}
      linked={user.data?.workerId != null}
    />
  );
}
