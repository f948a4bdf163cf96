// Profile mutations: change the signed-in user's password (the server ends the user's other sessions).
import { useMutation } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { apiRequest, errorMessage } from "@/lib/api-client";

export type ChangePasswordInput = { currentPassword: string; newPassword: string };

export function useChangePassword() {
  return useMutation({
    // Only the two passwords: the server acts on the signed-in user, never on an address in the body.
    mutationFn: (input: ChangePasswordInput) =>
      apiRequest<{ message: string }>("POST", "/api/auth/change-password", {
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
      }),
    onSuccess: () => {
      toast({
        title: "Password changed",
        description: "Your new password is in use. Your other devices have been signed out.",
        variant: "success",
      });
    },
    onError: (error) => {
      toast({ title: "Password change failed", description: errorMessage(error), variant: "destructive" });
    },
  });
}
