// Workers screen (/workers): the office's roster with kiosk PINs (administrators also see each worker's pay history), or, for those
// who may not manage workers, a read-only one: a crew member's own record, a foreman's crew, without rates.
import { kiosksApi, payrollExportsApi, workersApi } from "@shared/api/routes";
import { isUnlinkedFieldAccount } from "@shared/domain/account-roles";
import { useCurrentUser } from "@/features/auth/api";
import { CrewWorkersScreen } from "@/features/workers/components/crew-workers-screen";
import { WorkersScreen } from "@/features/workers/components/workers-screen";
import { roleMayCall } from "@/lib/endpoint-client";

export function WorkersPage() {
  const user = useCurrentUser().data;
  const role = user?.role;
  if (!roleMayCall(role, workersApi.update)) {
    return <CrewWorkersScreen viewerRole={role ?? ""} linked={user ? !isUnlinkedFieldAccount(user) : false} />;
  }
  return <WorkersScreen viewerRole={role ?? ""} managesPins={roleMayCall(role, kiosksApi.setPin)} managesPayrollIdentities={roleMayCall(role, payrollExportsApi.putIdentity)} />;
}
