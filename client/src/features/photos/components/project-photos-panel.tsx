// Project photos panel: pick an image (5 MB), preview it with an optional caption, upload; the gallery of thumbnails.
// Removing a photo is for the office (canDelete): crew and foremen add photos and view them.
import { useQuery } from "@tanstack/react-query";
import { format, parseISO } from "date-fns";
import { ImageOff, ImagePlus, Trash2, Upload, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { PHOTO_LIMITS } from "@shared/api/constants";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { EmptyState, ErrorState } from "@/components/ui/state-message";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { type Photo, photoQueries, useDeletePhoto, useUploadPhoto } from "../api";
import { checkImageFile, formatFileSize } from "../photo-file";
import { useObjectUrl } from "../use-object-url";

export function ProjectPhotosPanel({ projectId, canDelete }: { projectId: number; canDelete: boolean }) {
  return (
    <div className="grid grid-cols-1 gap-5">
      <PhotoUploader projectId={projectId} />
      <PhotoGallery projectId={projectId} canDelete={canDelete} />
    </div>
  );
}

function PhotoUploader({ projectId }: { projectId: number }) {
  const inputId = useId();
  const captionId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [caption, setCaption] = useState("");
  const preview = useObjectUrl(file);
  const upload = useUploadPhoto("panel");

  function reset() {
    setFile(null);
    setCaption("");
    if (input.current) input.current.value = "";
  }

  function pick(picked: File | undefined) {
    if (!picked) return;
    const problem = checkImageFile(picked, PHOTO_LIMITS.panel.bytes);
    if (problem === "type") {
      toast({ title: "Invalid file type", description: "Please select an image file (JPG, PNG or GIF).", variant: "destructive" });
    } else if (problem === "size") {
      toast({ title: "File too large", description: PHOTO_LIMITS.panel.message, variant: "destructive" });
    }
    if (problem) {
      if (input.current) input.current.value = "";
      return;
    }
    setFile(picked);
  }

  function submit() {
    if (!file) return;
    upload.mutate(
      { projectId, file, caption },
      {
        onSuccess: () => {
          toast({ title: "Success", description: "Photo uploaded successfully", variant: "success" });
          reset();
        },
      },
    );
  }

  return (
    <Card className="grid grid-cols-1 gap-4 p-4">
      <h2 className="text-lg font-semibold">Upload Photo</h2>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="image/*"
        className="sr-only"
        aria-describedby={`${inputId}-hint`}
        onChange={(event) => pick(event.target.files?.[0])}
      />
      {file ? (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-[12rem_minmax(0,1fr)] sm:items-start">
          <div className="aspect-[4/3] overflow-hidden rounded-lg bg-slate-100">
            {preview ? <img src={preview} alt="Selected photo preview" className="size-full object-cover" /> : null}
          </div>
          <div className="grid grid-cols-1 gap-3">
            <p className="text-base">
              <span className="block font-semibold break-all text-slate-900">{file.name}</span>
              <span className="text-slate-600">{formatFileSize(file.size)}</span>
            </p>
            <div className="grid grid-cols-1 gap-1.5">
              <Label htmlFor={captionId}>Caption (optional)</Label>
              <Input
                id={captionId}
                maxLength={500}
                placeholder="What does this photo show?"
                value={caption}
                onChange={(event) => setCaption(event.target.value)}
              />
            </div>
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
              <Button variant="outline" onClick={reset} disabled={upload.isPending}>
                <X aria-hidden="true" />
                Cancel
              </Button>
              <Button onClick={submit} pending={upload.isPending}>
                {upload.isPending ? null : <Upload aria-hidden="true" />}
                {upload.isPending ? "Uploading..." : "Upload Photo"}
              </Button>
            </div>
          </div>
        </div>
      ) : (
        <label
          htmlFor={inputId}
          className="flex min-h-36 cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-slate-300 bg-slate-50 p-4 text-center transition-colors hover:border-brand-600 hover:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600"
        >
          <ImagePlus className="size-8 text-slate-500" aria-hidden="true" />
          <span className="text-base font-semibold text-slate-900">Click to select a photo</span>
          <span id={`${inputId}-hint`} className="text-sm text-slate-600">
            Supports JPG, PNG, GIF up to 5MB
          </span>
        </label>
      )}
    </Card>
  );
}

function PhotoGallery({ projectId, canDelete }: { projectId: number; canDelete: boolean }) {
  const photos = useQuery(photoQueries.list(projectId));
  const [viewing, setViewing] = useState<Photo | null>(null);
  const [deleting, setDeleting] = useState<Photo | null>(null);
  const remove = useDeletePhoto(projectId);

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: "Success", description: "Photo deleted successfully", variant: "success" });
        setDeleting(null);
      },
    });
  }

  return (
    <section aria-labelledby="gallery-heading" className="grid grid-cols-1 gap-3">
      <h2 id="gallery-heading" className="text-lg font-semibold">
        Progress Photos ({photos.data?.length ?? 0})
      </h2>
      {photos.isPending ? (
        <div className="grid grid-cols-2 gap-3 md:grid-cols-3" role="status" aria-label="Loading photos">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="aspect-[4/3]" />
          ))}
        </div>
      ) : photos.isError ? (
        <ErrorState title="Could not load photos" message={errorMessage(photos.error)} onRetry={() => photos.refetch()} retrying={photos.isFetching} />
      ) : photos.data.length === 0 ? (
        <EmptyState icon={<ImageOff />} title="No photos uploaded yet" description="Photos of the work become the project's visual record." />
      ) : (
        <ul className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 md:grid-cols-3">
          {photos.data.map((photo) => (
            <li key={photo.id}>
              <Card className="flex h-full flex-col overflow-hidden">
                <button
                  type="button"
                  className="block aspect-[4/3] w-full bg-slate-100"
                  onClick={() => setViewing(photo)}
                  aria-label={`Open full photo: ${photo.caption || photo.originalName}`}
                >
                  <img
                    src={photo.thumbnailUrl}
                    alt={photo.caption || photo.originalName}
                    loading="lazy"
                    decoding="async"
                    width={320}
                    height={240}
                    className="size-full object-cover"
                  />
                </button>
                <div className="flex flex-1 items-start justify-between gap-2 p-3">
                  <div className="min-w-0 text-sm text-slate-600">
                    <p className="text-base font-medium break-words text-slate-900">{photo.caption || photo.originalName}</p>
                    <p>{format(parseISO(photo.uploadedAt), "MMM d, yyyy")}</p>
                    <p className="truncate">By {photo.uploadedBy}</p>
                    <p>{formatFileSize(photo.fileSize)}</p>
                  </div>
                  {canDelete ? (
                    <Button
                      variant="ghost"
                      size="icon"
                      className="-mr-1 shrink-0 text-red-700 hover:bg-red-50"
                      aria-label={`Delete photo ${photo.caption || photo.originalName}`}
                      onClick={() => setDeleting(photo)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  ) : null}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}

      <Dialog open={viewing !== null} onOpenChange={(open) => !open && setViewing(null)}>
        <DialogContent className="sm:max-w-4xl">
          <DialogHeader>
            <DialogTitle className="break-words">{viewing?.caption || viewing?.originalName}</DialogTitle>
            <DialogDescription>
              {viewing ? `${format(parseISO(viewing.uploadedAt), "MMM d, yyyy h:mm a")} · ${viewing.uploadedBy} · ${formatFileSize(viewing.fileSize)}` : null}
            </DialogDescription>
          </DialogHeader>
          {viewing ? (
            <img src={viewing.url} alt={viewing.caption || viewing.originalName} className="max-h-[70dvh] w-full rounded-lg bg-slate-100 object-contain" />
          ) : null}
        </DialogContent>
      </Dialog>

      <Dialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete this photo?</DialogTitle>
            <DialogDescription>{deleting?.caption || deleting?.originalName} will be removed for everyone. This cannot be undone.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={confirmDelete} pending={remove.isPending}>
              {remove.isPending ? "Deleting..." : "Delete Photo"}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}

