// Materials & Inventory screen (/materials): stock levels, movements and their history.
import { useCurrentUser } from "@/features/auth/api";
import { MaterialsScreen } from "@/features/materials/components/materials-screen";

export function MaterialsPage() {
  const user = useCurrentUser();
  // The server lets only administrators delete a material (it erases the stock history).
  return <MaterialsScreen canDelete={user.data?.role === "admin"} />;
}
