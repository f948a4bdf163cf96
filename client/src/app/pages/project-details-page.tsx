// Project details screen (/projects/:id): the project with its team, time entries, photos and materials panels. What
// the signed-in role may do comes from the contracts' access (roleMayCall): crew and foremen get no Edit, Delete or
// team changes, foremen the progress control, and only the panels whose reads the server lets them make.
import { useParams } from "wouter";
import { seesMoney } from "@shared/domain/account-roles";
import { costCodeHoursApi, materialsApi, photosApi, projectsApi } from "@shared/api/routes";
import { useCurrentUser } from "@/features/auth/api";
import { ProjectMaterialsPanel } from "@/features/materials/components/project-materials-panel";
import { ProjectPhotosPanel } from "@/features/photos/components/project-photos-panel";
import { ProjectDetails, type ProjectPermissions } from "@/features/projects/components/project-details";
import { roleMayCall } from "@/lib/endpoint-client";

export function ProjectDetailsPage() {
  const params = useParams<{ id: string }>();
  const role = useCurrentUser().data?.role;
  const projectId = /^\d{1,9}$/.test(params.id ?? "") ? Number(params.id) : Number.NaN;
  const can: ProjectPermissions = {
    edit: roleMayCall(role, projectsApi.update),
    // Admins only: the cascade erases the project's jobs, photos and checklists.
    remove: roleMayCall(role, projectsApi.remove),
    setProgress: roleMayCall(role, projectsApi.setProgress),
    manageTeam: roleMayCall(role, projectsApi.replaceTeam),
    readTimeEntries: roleMayCall(role, projectsApi.timeEntries),
    readCostCodeHours: roleMayCall(role, costCodeHoursApi.project),
  };
  const readsMaterials = roleMayCall(role, materialsApi.projectEstimates) && roleMayCall(role, materialsApi.projectUsage);
  return (
    <ProjectDetails
      key={projectId}
      projectId={projectId}
      can={can}
      photosPanel={<ProjectPhotosPanel projectId={projectId} canDelete={roleMayCall(role, photosApi.remove)} />}
      materialsPanel={
        readsMaterials ? (
          // A foreman reads the quantities only: the office plans the estimates and sees their costs (issue 14).
          <ProjectMaterialsPanel projectId={projectId} canPlan={roleMayCall(role, materialsApi.saveEstimate)} seesCosts={seesMoney(role ?? "")} />
        ) : null
      }
    />
  );
}
