// Registration Requests tab: a table from 1024 px, cards below; Approve and Reject only while pending. Approve asks
// for the role and worker record (Crew first) before it approves; Reject decides at once.
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { CircleCheck, CircleX, Inbox } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/state-message";
import { errorMessage } from "@/lib/api-client";
import { formatDatePadded } from "@/lib/format";
import { type AdminRegistration, adminQueries, registrationName, useDecideRegistration } from "../api";
import { ApproveRegistrationDialog } from "./approve-registration-dialog";
import { RegistrationStatusBadge } from "./registration-status-badge";
import { ViaProvider } from "./via-provider";

function RegistrationActions({ registration }: { registration: AdminRegistration }) {
  const reject = useDecideRegistration();
  const [approving, setApproving] = useState(false);
  if (registration.status !== "pending") {
    return <span className="text-sm text-slate-600">Decided</span>;
  }
  const name = registrationName(registration);
  return (
    <div className="flex gap-2">
      <Button
        size="sm"
        aria-label={`Approve ${name}`}
        aria-haspopup="dialog"
        disabled={reject.isPending}
        onClick={() => setApproving(true)}
      >
        Approve
      </Button>
      <Button
        size="sm"
        variant="outline"
        className="text-red-800 hover:bg-red-50"
        aria-label={`Reject ${name}`}
        pending={reject.isPending}
        disabled={reject.isPending}
        onClick={() => reject.mutate({ id: registration.id, status: "rejected" })}
      >
        {reject.isPending ? "Rejecting..." : "Reject"}
      </Button>
      {approving ? <ApproveRegistrationDialog registration={registration} onClose={() => setApproving(false)} /> : null}
    </div>
  );
}

function EmailVerified({ verified, showText }: { verified: boolean; showText?: boolean }) {
  const text = verified ? "Email verified" : "Email not verified";
  return (
    <span className={`inline-flex items-center gap-1.5 ${verified ? "text-green-800" : "text-slate-600"}`}>
      {verified ? <CircleCheck className="size-5" aria-hidden="true" /> : <CircleX className="size-5" aria-hidden="true" />}
      <span className={showText ? "text-sm" : "sr-only"}>{text}</span>
    </span>
  );
}

function RegistrationsTable({ registrations }: { registrations: AdminRegistration[] }) {
  return (
    <div className="hidden overflow-x-auto rounded-card border border-slate-200 bg-white lg:block">
      <table className="w-full text-left text-base">
        <caption className="sr-only">Registration requests</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-sm text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">Name</th>
            <th scope="col" className="px-4 py-3 font-semibold">Email</th>
            <th scope="col" className="px-4 py-3 font-semibold">Status</th>
            <th scope="col" className="px-4 py-3 font-semibold">Email Verified</th>
            <th scope="col" className="px-4 py-3 font-semibold">Date</th>
            <th scope="col" className="px-4 py-3 font-semibold">Actions</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {registrations.map((r) => (
            <tr key={r.id} data-testid={`registration-row-${r.id}`}>
              <td className="min-w-36 px-4 py-3 font-medium text-slate-900">{registrationName(r)}</td>
              <td className="max-w-72 min-w-48 px-4 py-3 [overflow-wrap:anywhere] text-slate-700">
                {r.email}
                <ViaProvider provider={r.openIdProvider} />
              </td>
              <td className="px-4 py-3">
                <RegistrationStatusBadge status={r.status} />
              </td>
              <td className="px-4 py-3">
                <EmailVerified verified={r.emailVerified} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700 tabular-nums">{formatDatePadded(r.createdAt)}</td>
              <td className="px-4 py-2">
                <RegistrationActions registration={r} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RegistrationCards({ registrations }: { registrations: AdminRegistration[] }) {
  return (
    <ul className="grid gap-3 md:grid-cols-2 lg:hidden" aria-label="Registration requests">
      {registrations.map((r) => (
        <li key={r.id}>
          <Card className="grid gap-3 p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="text-lg leading-tight font-semibold text-slate-900">{registrationName(r)}</p>
                <p className="text-base [overflow-wrap:anywhere] text-slate-700">{r.email}</p>
                <ViaProvider provider={r.openIdProvider} />
              </div>
              <RegistrationStatusBadge status={r.status} />
            </div>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-slate-700">
              <EmailVerified verified={r.emailVerified} showText />
              <span className="text-sm tabular-nums">Requested {formatDatePadded(r.createdAt)}</span>
            </div>
            {r.status === "pending" ? <RegistrationActions registration={r} /> : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}

export function RegistrationsPanel() {
  const registrations = useQuery(adminQueries.registrations());
  if (registrations.isPending) return <LoadingState label="Loading registrations..." />;
  if (registrations.isError) {
    return (
      <ErrorState
        title="Registrations could not be loaded"
        message={errorMessage(registrations.error)}
        onRetry={() => void registrations.refetch()}
        retrying={registrations.isFetching}
      />
    );
  }
  if (registrations.data.length === 0) {
    return (
      <EmptyState
        icon={<Inbox />}
        title="No registration requests found"
        description="When someone creates an account, their request appears here for you to approve or reject."
      />
    );
  }
  return (
    <>
      <RegistrationsTable registrations={registrations.data} />
      <RegistrationCards registrations={registrations.data} />
    </>
  );
}
