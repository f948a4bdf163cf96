// Upload Project Photo dialog: a project, then 'Take Photo' (the phone's camera) or 'Upload File', up to 10 MB.
import { useQuery } from "@tanstack/react-query";
import { Camera, FolderOpen } from "lucide-react";
import { PHOTO_LIMITS } from "@shared/api/constants";
import { useEffect, useId, useRef, useState } from "react";
import { projectsApi } from "@shared/api/routes";
import { ProjectPicker } from "@/components/project-picker";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, FormDialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { endpointQuery } from "@/lib/endpoint-client";
import { useUploadPhoto } from "../api";
import { checkImageFile, formatFileSize } from "../photo-file";
import { useObjectUrl } from "../use-object-url";

/** The project list the projects screens read (same contract, key and cache); only id and name matter here. */
const projectOptions = () => endpointQuery(projectsApi.list);

type Props = { open: boolean; onOpenChange: (open: boolean) => void; projectId?: number };

export function UploadPhotoDialog({ open, onOpenChange, projectId }: Props) {
  const projects = useQuery({ ...projectOptions(), enabled: open });
  const upload = useUploadPhoto("dialog");
  const [selected, setSelected] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [caption, setCaption] = useState("");
  const preview = useObjectUrl(file);
  const cameraInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const captionId = useId();

  useEffect(() => {
    if (!open) return;
    setSelected(projectId ? String(projectId) : "");
    setFile(null);
    setCaption("");
  }, [open, projectId]);

  function pick(input: HTMLInputElement) {
    const picked = input.files?.[0];
    input.value = "";
    if (!picked) return;
    const problem = checkImageFile(picked, PHOTO_LIMITS.dialog.bytes);
    if (problem === "type") {
      toast({ title: "Invalid File", description: "Please select an image file", variant: "destructive" });
      return;
    }
    if (problem === "size") {
      toast({ title: "File Too Large", description: PHOTO_LIMITS.dialog.message, variant: "destructive" });
      return;
    }
    setFile(picked);
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const id = Number(selected);
    if (!selected || !file) {
      toast({ title: "Missing Information", description: "Please select a project and an image", variant: "destructive" });
      return;
    }
    upload.mutate(
      { projectId: id, file, caption },
      {
        onSuccess: () => {
          toast({ title: "Photo Uploaded", description: "The photo was added to the project.", variant: "success" });
          onOpenChange(false);
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Upload Project Photo</DialogTitle>
          <DialogDescription>Take a photo on site or pick one from this device (up to 10MB).</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid grid-cols-1 gap-4">
          <div className="grid grid-cols-1 gap-1.5">
            <Label htmlFor="photo-project">Project</Label>
            {projects.isPending ? (
              <Skeleton className="h-11" />
            ) : projects.isError ? (
              <div role="alert" className="flex items-center justify-between gap-2 rounded-lg border border-red-200 bg-red-50 p-2 text-base text-red-900">
                Could not load projects.
                <Button variant="outline" size="sm" onClick={() => projects.refetch()}>
                  Retry
                </Button>
              </div>
            ) : (
              <ProjectPicker control={{ id: "photo-project" }} projects={projects.data} value={selected} onValueChange={setSelected} placeholder="Select a project" />
            )}
          </div>

          <div className="grid grid-cols-2 gap-2">
            <input
              ref={cameraInput}
              type="file"
              accept="image/*"
              capture="environment"
              className="sr-only"
              tabIndex={-1}
              aria-label="Take Photo"
              data-testid="photo-camera-input"
              onChange={(event) => pick(event.currentTarget)}
            />
            <input
              ref={fileInput}
              type="file"
              accept="image/*"
              className="sr-only"
              tabIndex={-1}
              aria-label="Upload File"
              data-testid="photo-file-input"
              onChange={(event) => pick(event.currentTarget)}
            />
            <Button variant="outline" className="h-20 flex-col gap-1" onClick={() => cameraInput.current?.click()}>
              <Camera aria-hidden="true" />
              Take Photo
            </Button>
            <Button variant="outline" className="h-20 flex-col gap-1" onClick={() => fileInput.current?.click()}>
              <FolderOpen aria-hidden="true" />
              Upload File
            </Button>
          </div>

          {file ? (
            <div className="grid grid-cols-[6rem_minmax(0,1fr)] items-center gap-3 rounded-lg border border-slate-200 p-2">
              <div className="aspect-square overflow-hidden rounded-md bg-slate-100">
                {preview ? <img src={preview} alt="Selected photo preview" className="size-full object-cover" /> : null}
              </div>
              <p className="min-w-0 text-base">
                <span className="block truncate font-semibold text-slate-900">{file.name}</span>
                <span className="text-slate-600">{formatFileSize(file.size)}</span>
              </p>
            </div>
          ) : (
            <p className="text-base text-slate-600">No image selected yet.</p>
          )}

          <div className="grid grid-cols-1 gap-1.5">
            <Label htmlFor={captionId}>Caption (optional)</Label>
            <Input id={captionId} maxLength={500} placeholder="What does this photo show?" value={caption} onChange={(event) => setCaption(event.target.value)} />
          </div>

          <FormDialogFooter onCancel={() => onOpenChange(false)} pending={upload.isPending} submitLabel={upload.isPending ? "Uploading..." : "Upload Photo"} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
