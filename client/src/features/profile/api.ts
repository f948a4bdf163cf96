// Profile: the linked worker record's name, and the password change (the server ends the user's other sessions).
import { useMutation, useQuery } from "@tanstack/react-query";
import { authApi, workersApi } from "@shared/api/routes";
import { toast } from "@/components/ui/use-toast";
import { callEndpoint, endpointQuery } from "@/lib/endpoint-client";

/** The name of the worker record the account is linked to; asked only where the reader may read it (`enabled`). */
export function useLinkedWorkerName(workerId: number | null, enabled: boolean): string | undefined {
  const worker = useQuery({
    ...endpointQuery(workersApi.get, { params: { id: workerId ?? 0 } }),
    enabled: enabled && workerId !== null,
  });
  return worker.data?.name;
}

export type ChangePasswordInput = { currentPassword: string; newPassword: string };

export function useChangePassword() {
  return useMutation({
    // Only the two passwords: the server acts on the signed-in user, never on an address in the body.
    mutationFn: ({ currentPassword, newPassword }: ChangePasswordInput) =>
      callEndpoint(authApi.changePassword, { body: { currentPassword, newPassword } }),
    meta: { errorToast: { title: "Password change failed" } },
    onSuccess: () => {
      toast({
        title: "Password changed",
        description: "Your new password is in use. Your other devices have been signed out.",
        variant: "success",
      });
    },
  });
}
