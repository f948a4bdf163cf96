// A worker's Active/Inactive switch with its label (SPEC 2 Workers), shared by the phone's card and the desk's table;
// for crew and foremen, who may not change it, the same state as a badge.
import { Badge } from "@/components/ui/badge";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/use-toast";
import { useSetWorkerStatus, type WorkerView } from "../api";

/** Active or Inactive in words, for those who read the roster without managing it. */
export function WorkerActiveBadge({ worker }: { worker: Pick<WorkerView, "isActive"> }) {
  return <Badge variant={worker.isActive ? "success" : "secondary"}>{worker.isActive ? "Active" : "Inactive"}</Badge>;
}

export function WorkerActiveSwitch({ worker }: { worker: WorkerView }) {
  const setStatus = useSetWorkerStatus();
  const switchId = `worker-active-${worker.id}`;

  function toggle(isActive: boolean) {
    setStatus.mutate(
      { id: worker.id, isActive },
      {
        onSuccess: () =>
          toast({ title: "Status Updated", description: `${worker.name} ${isActive ? "activated" : "deactivated"}`, variant: "success" }),
      },
    );
  }

  const checked = setStatus.isPending ? Boolean(setStatus.variables?.isActive) : worker.isActive;

  return (
    <div className="flex min-h-11 items-center gap-3">
      <Switch id={switchId} checked={checked} disabled={setStatus.isPending} onCheckedChange={toggle} aria-label={`${worker.name} active`} />
      <Label htmlFor={switchId}>{checked ? "Active" : "Inactive"}</Label>
    </div>
  );
}
