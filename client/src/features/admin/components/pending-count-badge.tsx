// The number of pending registrations on the Registration Requests tab (nothing until the list has loaded).
import { useQuery } from "@tanstack/react-query";
import { adminQueries, countRegistrations } from "../api";

export function PendingCountBadge() {
  const registrations = useQuery(adminQueries.registrations());
  if (!registrations.data) return null;
  const pending = countRegistrations(registrations.data).pendingRegistrations;
  return (
    <span
      className={`inline-flex min-w-6 items-center justify-center rounded-full px-1.5 text-sm font-semibold tabular-nums ${
        pending > 0 ? "bg-brand-700 text-white" : "bg-slate-200 text-slate-700"
      }`}
    >
      {pending}
      <span className="sr-only"> pending</span>
    </span>
  );
}
