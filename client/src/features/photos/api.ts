// Project photos: the gallery list (metadata and image URLs, no bytes), upload through the panel or the dialog, delete.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type PhotoMeta } from "@shared/api/photos";
import { photosApi } from "@shared/api/routes";
import { ApiError } from "@/lib/api-client";
import { callEndpoint, endpointQuery } from "@/lib/endpoint-client";
import type { ErrorToast } from "@/lib/mutation-errors";
import { readAsDataUrl, uploadFileName } from "./photo-file";

export type Photo = PhotoMeta;

/** The server holds each path to its own size limit: the panel 5 MB, the dialog 10 MB. */
export type UploadPath = "panel" | "dialog";

export const photoQueries = {
  /** Every page of the gallery, as one list. */
  list: (projectId: number) => endpointQuery(photosApi.list, { params: { id: projectId } }),
};

export type UploadInput = { projectId: number; file: File; caption: string };

/**
 * Thrown when the browser cannot read the picked file: a refusal of the request as a 4xx would be, so every
 * toast shows its message ('Failed to process the image file').
 */
export class FileReadError extends ApiError {
  constructor() {
    super(400, "file_unreadable", "Failed to process the image file");
  }
}

/** The two upload paths' failure toasts (SPEC 9): the dialog's says a fixed text when the server is down. */
const UPLOAD_FAILURE: Record<UploadPath, ErrorToast> = {
  panel: { title: "Upload failed" },
  dialog: { title: "Upload Failed", fallback: "Failed to upload photo. Please try again." },
};

export function useUploadPhoto(via: UploadPath) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ projectId, file, caption }: UploadInput) => {
      let data: string;
      try {
        data = await readAsDataUrl(file);
      } catch {
        throw new FileReadError();
      }
      const trimmed = caption.trim();
      return callEndpoint(photosApi.upload, {
        params: { id: projectId },
        query: { via },
        body: {
          filename: uploadFileName(file.name),
          originalName: file.name,
          caption: trimmed || null,
          fileSize: file.size,
          mimeType: file.type,
          data,
        },
      });
    },
    onSuccess: (_photo, { projectId }) => {
      void queryClient.invalidateQueries({ queryKey: photoQueries.list(projectId).queryKey });
    },
    meta: { errorToast: UPLOAD_FAILURE[via] },
  });
}

export function useDeletePhoto(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: number) => callEndpoint(photosApi.remove, { params: { id: projectId, photoId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: photoQueries.list(projectId).queryKey });
    },
    meta: { errorToast: { title: "Delete failed" } },
  });
}
