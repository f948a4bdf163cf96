// Projects screen (/projects): search, status filter, project cards and the summary; Add Project opens the dialog for
// those who may create projects. Crew and foremen see their own projects (the server scopes the list).
import { FolderPlus } from "lucide-react";
import { useState } from "react";
import { useLocation } from "wouter";
import { projectsApi } from "@shared/api/routes";
import { isUnlinkedFieldAccount } from "@shared/domain/account-roles";
import { screenHeading } from "@shared/screens";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { useCurrentUser } from "@/features/auth/api";
import { AddProjectDialog } from "@/features/projects/components/add-project-dialog";
import { ProjectsBrowser } from "@/features/projects/components/projects-browser";
import { UNLINKED_PROJECTS_NOTE } from "@/features/projects/project-filters";
import { roleMayCall } from "@/lib/endpoint-client";

export function ProjectsPage() {
  const [adding, setAdding] = useState(false);
  const [, navigate] = useLocation();
  const user = useCurrentUser().data;
  const canCreate = roleMayCall(user?.role, projectsApi.create);
  const emptyNote = user && isUnlinkedFieldAccount(user) ? UNLINKED_PROJECTS_NOTE : undefined;
  return (
    <>
      <PageHeader
        {...screenHeading("projects-page", user?.role ?? "")}
        actions={
          canCreate ? (
            <Button onClick={() => setAdding(true)}>
              <FolderPlus aria-hidden="true" />
              Add Project
            </Button>
          ) : undefined
        }
      />
      <ProjectsBrowser onAddProject={canCreate ? () => setAdding(true) : undefined} emptyNote={emptyNote} />
      {canCreate ? (
        <AddProjectDialog open={adding} onOpenChange={setAdding} onCreated={(projectId) => navigate(`/projects/${projectId}`)} />
      ) : null}
    </>
  );
}
