// Project details screen (/projects/:id): placeholder until the projects feature lands.
import { ArrowLeft } from "lucide-react";
import { Link } from "wouter";
import { ScreenInProgress } from "@/components/layout/screen-in-progress";
import { Button } from "@/components/ui/button";

export function ProjectDetailsPage() {
  return (
    <>
      <Button asChild variant="ghost" className="-ml-2 mb-2">
        <Link href="/projects">
          <ArrowLeft aria-hidden="true" />
          Back to Projects
        </Link>
      </Button>
      <ScreenInProgress title="Project Details" description="Progress, dates, budget, crew, time and photos for one project." />
    </>
  );
}
