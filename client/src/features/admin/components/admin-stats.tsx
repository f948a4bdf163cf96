// The four counters above the admin tabs, computed from the two lists; skeletons until a list has arrived.
import { useQuery } from "@tanstack/react-query";
import { ClipboardList, Hourglass, UserCheck, UserX, type LucideIcon } from "lucide-react";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { adminQueries, countRegistrations, countUsers } from "../api";

function Counter({ label, value, icon: Icon, tone }: { label: string; value: number | undefined; icon: LucideIcon; tone: string }) {
  return (
    <Card className="flex items-center gap-3 p-4">
      <span className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full ${tone}`}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="text-sm leading-tight font-medium text-slate-600">{label}</p>
        {value === undefined ? (
          <Skeleton className="mt-1 h-8 w-10" />
        ) : (
          <p className="text-3xl leading-tight font-semibold tabular-nums text-slate-900">{value}</p>
        )}
      </div>
    </Card>
  );
}

export function AdminStats() {
  const registrations = useQuery(adminQueries.registrations());
  const users = useQuery(adminQueries.users());
  const registrationCounts = registrations.data ? countRegistrations(registrations.data) : undefined;
  const userCounts = users.data ? countUsers(users.data) : undefined;

  return (
    <section aria-label="Summary" className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      <Counter
        label="Pending Registrations"
        value={registrationCounts?.pendingRegistrations}
        icon={Hourglass}
        tone="bg-amber-100 text-amber-800"
      />
      <Counter
        label="Total Registrations"
        value={registrationCounts?.totalRegistrations}
        icon={ClipboardList}
        tone="bg-blue-100 text-blue-800"
      />
      <Counter label="Active Users" value={userCounts?.activeUsers} icon={UserCheck} tone="bg-green-100 text-green-800" />
      <Counter label="Inactive Users" value={userCounts?.inactiveUsers} icon={UserX} tone="bg-slate-200 text-slate-700" />
    </section>
  );
}
