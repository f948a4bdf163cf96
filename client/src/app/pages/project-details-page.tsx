// Project details screen (/projects/:id): the project with its team, time entries, photos and materials panels.
import { useParams } from "wouter";
import { useCurrentUser } from "@/features/auth/api";
import { ProjectMaterialsPanel } from "@/features/materials/components/project-materials-panel";
import { ProjectPhotosPanel } from "@/features/photos/components/project-photos-panel";
import { ProjectDetails } from "@/features/projects/components/project-details";

export function ProjectDetailsPage() {
  const params = useParams<{ id: string }>();
  const user = useCurrentUser();
  const projectId = /^\d{1,9}$/.test(params.id ?? "") ? Number(params.id) : Number.NaN;
  // The server lets only administrators delete a project (the cascade erases its jobs, photos and checklists).
  const canDelete = user.data?.role === "admin";
  return (
    <ProjectDetails
      key={projectId}
      projectId={projectId}
      canDelete={canDelete}
      photosPanel={<ProjectPhotosPanel projectId={projectId} />}
      materialsPanel={<ProjectMaterialsPanel projectId={projectId} />}
    />
  );
}
