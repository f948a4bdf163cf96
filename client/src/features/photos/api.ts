// Project photos: the gallery list (metadata and image URLs, no bytes), upload through the panel or the dialog, delete.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { PhotoMeta } from "@shared/api/projects";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { readAsDataUrl, uploadFileName } from "./photo-file";

export type Photo = Omit<PhotoMeta, "uploadedAt"> & { uploadedAt: string };

/** The server holds each path to its own size limit: the panel 5 MB, the dialog 10 MB. */
export type UploadPath = "panel" | "dialog";

export const photoQueries = {
  list: (projectId: number) => queryOptions<Photo[]>({ queryKey: [...queryKeys.projects, projectId, "photos"] }),
};

export type UploadInput = { projectId: number; file: File; caption: string };

/** Thrown when the browser cannot read the picked file; the dialog shows 'Failed to process the image file'. */
export class FileReadError extends Error {}

export function useUploadPhoto(via: UploadPath) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ projectId, file, caption }: UploadInput) => {
      let data: string;
      try {
        data = await readAsDataUrl(file);
      } catch {
        throw new FileReadError("Failed to process the image file");
      }
      const trimmed = caption.trim();
      return apiRequest<Photo>("POST", `/api/projects/${projectId}/photos?via=${via}`, {
        filename: uploadFileName(file.name),
        originalName: file.name,
        caption: trimmed || null,
        fileSize: file.size,
        mimeType: file.type,
        data,
      });
    },
    onSuccess: (_photo, { projectId }) => {
      void queryClient.invalidateQueries({ queryKey: photoQueries.list(projectId).queryKey });
    },
  });
}

export function useDeletePhoto(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: number) => apiRequest<void>("DELETE", `/api/projects/${projectId}/photos/${photoId}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: photoQueries.list(projectId).queryKey });
    },
  });
}
