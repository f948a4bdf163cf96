// Sign-in screen (/auth): Admin, Sign In and Register tabs beside the 'Secure Access Required' steps.
import { useState } from "react";
import { useSearchParams } from "wouter";
import { SignedOutHeader } from "@/components/layout/signed-out-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { AdminLoginForm } from "@/features/auth/components/admin-login-form";
import { LoginForm } from "@/features/auth/components/login-form";
import { RegisterForm } from "@/features/auth/components/register-form";
import { SecureAccessPanel } from "@/features/auth/components/secure-access-panel";
import { useAuthQueryToasts } from "@/features/auth/use-auth-query-toasts";

const TABS = ["admin", "login", "register"] as const;
type AuthTab = (typeof TABS)[number];

function isAuthTab(value: string | null): value is AuthTab {
  return TABS.includes(value as AuthTab);
}

export function AuthPage() {
  const [searchParams] = useSearchParams();
  const requested = searchParams.get("tab");
  const [tab, setTab] = useState<AuthTab>(isAuthTab(requested) ? requested : "login");
  useAuthQueryToasts();

  return (
    <div className="min-h-dvh bg-slate-100">
      <SignedOutHeader />

      <main className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-6 sm:px-6 sm:py-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-8">
        <Card>
          <CardHeader className="pb-2 sm:pb-2">
            <CardTitle as="h1" className="text-2xl">
              Welcome to Crewline
            </CardTitle>
            <CardDescription>Sign in to your account, or register to request access for your crew.</CardDescription>
          </CardHeader>
          <CardContent>
            <Tabs value={tab} onValueChange={(value) => isAuthTab(value) && setTab(value)}>
              <TabsList aria-label="Sign-in options">
                <TabsTrigger value="admin">Admin</TabsTrigger>
                <TabsTrigger value="login">Sign In</TabsTrigger>
                <TabsTrigger value="register">Register</TabsTrigger>
              </TabsList>
              <TabsContent value="admin" className="mt-6">
                <p className="mb-4 text-base text-slate-600">For company administrators with an admin username.</p>
                <AdminLoginForm />
              </TabsContent>
              <TabsContent value="login" className="mt-6">
                <LoginForm />
              </TabsContent>
              <TabsContent value="register" className="mt-6">
                <RegisterForm onRegistered={() => setTab("login")} />
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
        <SecureAccessPanel />
      </main>
    </div>
  );
}
