// The one full-screen message of a signed-in screen that cannot be shown (not found, or an admin's for the office): an
// icon, a title, a line of why, and the way back to the dashboard.
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

export function ScreenMessage({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <Card className="mx-auto mt-6 flex max-w-lg flex-col items-center gap-4 px-6 py-12 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-700 [&_svg]:size-7">{icon}</span>
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="text-base text-slate-600">{text}</p>
      <Button asChild>
        <Link href="/">Go to Dashboard</Link>
      </Button>
    </Card>
  );
}
