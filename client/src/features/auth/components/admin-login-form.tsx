// Admin tab: username and password sign-in.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useAdminLogin } from "../api";
import { type AdminLoginValues, adminLoginSchema } from "../schemas";

export function AdminLoginForm() {
  const adminLogin = useAdminLogin();
  const form = useForm<AdminLoginValues>({
    resolver: zodResolver(adminLoginSchema),
    defaultValues: { username: "", password: "" },
  });
  const { errors } = form.formState;

  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((values) => adminLogin.mutate(values))}>
      <FormField id="admin-username" label="Username" error={errors.username?.message}>
        {(control) => <Input {...control} autoComplete="username" autoCapitalize="none" {...form.register("username")} />}
      </FormField>
      <FormField id="admin-password" label="Password" error={errors.password?.message}>
        {(control) => (
          <Input {...control} type="password" autoComplete="current-password" {...form.register("password")} />
        )}
      </FormField>
      <Button type="submit" size="lg" className="w-full" pending={adminLogin.isPending || adminLogin.isSuccess}>
        {adminLogin.isPending ? "Signing in..." : "Admin Sign In"}
      </Button>
    </form>
  );
}
