// An invitation link's form: the person's names and a password by the registration rules, typed twice. A link that is
// dead (used, expired, replaced) says so and points to the office instead of showing a form that cannot work.
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { INVITE_LINK_INVALID_MESSAGE } from "@shared/api/invites";
import { ACCOUNT_ROLE_LABELS } from "@shared/domain/account-roles";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { toastMutationError } from "@/lib/mutation-errors";
import { inviteQueries, useAcceptInvite } from "../api";
import { type AcceptInviteValues, acceptInviteSchema } from "../schemas";
import { DeadLinkNotice, NewPasswordFields } from "./link-form-parts";

/** "Rosa Diaz" -> first "Rosa", last "Diaz": the office's spelling as a start the person can change. */
function splitName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/);
  return { firstName: parts[0] ?? "", lastName: parts.slice(1).join(" ") };
}

export function AcceptInviteForm({ token }: { token: string | null }) {
  if (!token) return <DeadLinkNotice reason="This link is incomplete. Open the link from the email again, or ask the office for a new one." />;
  return <InviteForToken token={token} />;
}

function InviteForToken({ token }: { token: string }) {
  const invite = useQuery(inviteQueries.link(token));
  if (invite.isPending) return <Skeleton className="h-64 w-full" />;
  if (invite.isError) {
    const dead = invite.error instanceof ApiError && invite.error.status === 400;
    return <DeadLinkNotice reason={dead ? INVITE_LINK_INVALID_MESSAGE : "The invitation could not be read. Check your connection and try again."} />;
  }
  return <InviteForm token={token} email={invite.data.email} workerName={invite.data.workerName} role={invite.data.role} />;
}


function InviteForm({ token, email, workerName, role }: { token: string; email: string; workerName: string; role: keyof typeof ACCOUNT_ROLE_LABELS }) {
  const accept = useAcceptInvite();
  const [deadLink, setDeadLink] = useState<string | null>(null);
  const form = useForm<AcceptInviteValues>({
    resolver: zodResolver(acceptInviteSchema),
    defaultValues: { ...splitName(workerName), password: "", confirmPassword: "" },
  });
  const { errors } = form.formState;

  if (deadLink) return <DeadLinkNotice reason={deadLink} />;

  const onSubmit = form.handleSubmit(({ confirmPassword: _typedAgain, ...values }) =>
    accept.mutate(
      { token, ...values },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.fieldErrors?.token) return setDeadLink(error.message);
          if (error instanceof ApiError && error.fieldErrors) return applyServerFieldErrors(error, form);
          // Anything else (an account already has the address, a busy server) goes the one toast path.
          toastMutationError(error, { errorToast: { title: "Could not join Crewline" } });
        },
      },
    ),
  );

  return (
    <form noValidate className="grid gap-4" aria-label="Join Crewline" onSubmit={onSubmit}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-card bg-slate-50 p-4 text-base">
        <dt className="text-slate-600">Email</dt>
        <dd className="break-all font-medium text-slate-900">{email}</dd>
        <dt className="text-slate-600">Role</dt>
        <dd className="font-medium text-slate-900">{ACCOUNT_ROLE_LABELS[role]}</dd>
      </dl>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="invite-first-name" label="First Name" error={errors.firstName?.message}>
          {(control) => <Input {...control} autoComplete="given-name" {...form.register("firstName")} />}
        </FormField>
        <FormField id="invite-last-name" label="Last Name" error={errors.lastName?.message}>
          {(control) => <Input {...control} autoComplete="family-name" {...form.register("lastName")} />}
        </FormField>
      </div>
      <NewPasswordFields
        idPrefix="invite"
        label="Password"
        password={form.register("password")}
        confirmPassword={form.register("confirmPassword")}
        errors={{ password: errors.password?.message, confirmPassword: errors.confirmPassword?.message }}
      />
      <Button type="submit" size="lg" className="w-full" pending={accept.isPending || accept.isSuccess}>
        {accept.isPending ? "Joining..." : "Join Crewline"}
      </Button>
    </form>
  );
}
