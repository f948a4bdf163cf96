// The page an e-mailed link opens (an invitation, a password reset): the signed-out bar, then one narrow card with the
// page's heading, what the link does, and its form. It opens whether or not someone is signed in on the device.
import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { SignedOutHeader } from "./signed-out-header";

export function LinkPage({ title, description, children }: { title: string; description: ReactNode; children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-slate-100">
      <SignedOutHeader />
      <main className="mx-auto max-w-lg px-4 py-6 sm:px-6 sm:py-10">
        <Card>
          <CardHeader>
            <CardTitle as="h1" className="text-2xl">
              {title}
            </CardTitle>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
      </main>
    </div>
  );
}
