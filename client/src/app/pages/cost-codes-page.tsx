// Cost Codes screen (/cost-codes): the company's list of cost codes, kept by the office and admins. Crew and foremen
// never get here (SCREEN_ACCESS: the not-found page); they will read the codes where they punch.
import { useCurrentUser } from "@/features/auth/api";
import { CostCodesScreen } from "@/features/cost-codes/components/cost-codes-screen";

export function CostCodesPage() {
  return <CostCodesScreen viewerRole={useCurrentUser().data?.role ?? ""} />;
}
