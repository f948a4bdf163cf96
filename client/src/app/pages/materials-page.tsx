// Materials & Inventory screen (/materials): stock levels, movements and their history; for a foreman the stock levels
// without costs and Record use on their projects. Crew never get here (SCREEN_ACCESS: the not-found page).
import { materialsApi } from "@shared/api/routes";
import { isUnlinkedFieldAccount } from "@shared/domain/account-roles";
import { useCurrentUser } from "@/features/auth/api";
import { MaterialsScreen } from "@/features/materials/components/materials-screen";
import { roleMayCall } from "@/lib/endpoint-client";

export function MaterialsPage() {
  const user = useCurrentUser().data;
  return (
    <MaterialsScreen
      viewerRole={user?.role ?? ""}
      // Who may edit the catalogue (the office) sees its costs and records any movement; a foreman records use only.
      access={roleMayCall(user?.role, materialsApi.update) ? "office" : "foreman"}
      // Deleting a material erases its stock history: administrators only.
      canDelete={roleMayCall(user?.role, materialsApi.remove)}
      linked={user ? !isUnlinkedFieldAccount(user) : false}
    />
  );
}
