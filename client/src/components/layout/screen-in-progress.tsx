// Honest placeholder for a screen that is not built yet: its title and a plain statement, no sample data.
import { HardHat } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { PageHeader } from "./page-header";

export function ScreenInProgress({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <Card className="flex flex-col items-center gap-4 px-6 py-12 text-center">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <HardHat className="size-7" aria-hidden="true" />
        </span>
        <p className="text-lg font-medium text-slate-800">This screen is being built.</p>
        <Button asChild variant="outline">
          <Link href="/">Back to Dashboard</Link>
        </Button>
      </Card>
    </>
  );
}
