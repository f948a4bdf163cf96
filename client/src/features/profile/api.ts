// Profile mutations: change the signed-in user's password (the server ends the user's other sessions).
import { useMutation } from "@tanstack/react-query";
import { authApi } from "@shared/api/routes";
import { toast } from "@/components/ui/use-toast";
import { callEndpoint } from "@/lib/endpoint-client";

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
