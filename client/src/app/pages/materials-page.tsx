// Materials & Inventory screen (/materials): stock levels, movements and their history; for a foreman the stock levels
// without costs and Record use on their projects. Crew never get here (SCREEN_ACCESS: the not-found page).
import { seesEveryRow } from "@shared/domain/account-roles";
import { useCurrentUser } from "@/features/auth/api";
import { MaterialsScreen } from "@/features/materials/components/materials-screen";

export function MaterialsPage() {
  const user = useCurrentUser();
  const role = user.data?.role ?? "foreman";
  return (
    <MaterialsScreen
      access={seesEveryRow(role) ? "office" : "foreman"}
      // The server lets only administrators delete a material (it erases the stock history).
      canDelete={role === "admin"}
      linked={user.data?.workerId != null}
    />
  );
}
