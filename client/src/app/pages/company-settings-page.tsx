// Company Settings screen (/company-settings): admins only (SCREEN_ACCESS); everyone else gets the not-found page.
import { useCurrentUser } from "@/features/auth/api";
import { CompanySettingsScreen } from "@/features/company-settings/components/company-settings-screen";

export function CompanySettingsPage() {
  return <CompanySettingsScreen viewerRole={useCurrentUser().data?.role ?? ""} />;
}
