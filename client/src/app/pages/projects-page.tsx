// Projects screen (/projects): search, status filter, project cards and the summary; Add Project opens the dialog.
import { FolderPlus } from "lucide-react";
import { useState } from "react";
import { useLocation } from "wouter";
import { SCREEN_HEADINGS } from "@shared/screens";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { AddProjectDialog } from "@/features/projects/components/add-project-dialog";
import { ProjectsBrowser } from "@/features/projects/components/projects-browser";

export function ProjectsPage() {
  const [adding, setAdding] = useState(false);
  const [, navigate] = useLocation();
  return (
    <>
      <PageHeader
        {...SCREEN_HEADINGS["projects-page"]}
        actions={
          <Button onClick={() => setAdding(true)}>
            <FolderPlus aria-hidden="true" />
            Add Project
          </Button>
        }
      />
      <ProjectsBrowser onAddProject={() => setAdding(true)} />
      <AddProjectDialog open={adding} onOpenChange={setAdding} onCreated={(projectId) => navigate(`/projects/${projectId}`)} />
    </>
  );
}
