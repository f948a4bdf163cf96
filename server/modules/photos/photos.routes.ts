// HTTP for project photos: gallery metadata, uploads with their own body limit, the bytes with safe headers, delete.
import express, { Router, type Request } from "express";
import { photoUploadQuerySchema, photoUploadSchema } from "@shared/api/projects";
import { requireUser } from "../auth/require-user";
import { parse, parseId } from "../../lib/validate";
import type { PhotosService } from "./photos.service";

/**
 * A 10 MB image is about 13.4 MB of base64 JSON (PITFALLS 'Payloads'); 15 MB leaves room for the other fields.
 * Only this route gets it: app.ts skips its 100 kb parser for requests isPhotoUpload() matches.
 */
export const PHOTO_UPLOAD_BODY_LIMIT = "15mb";
const photoUploadBodyParser = express.json({ limit: PHOTO_UPLOAD_BODY_LIMIT, strict: true });
const PHOTO_UPLOAD_PATH = /^\/api\/projects\/[^/]+\/photos\/?$/;

/** True for POST /api/projects/:projectId/photos, the one route whose body may exceed the global JSON limit. */
export function isPhotoUpload(req: Request): boolean {
  return req.method === "POST" && PHOTO_UPLOAD_PATH.test(req.originalUrl.split("?")[0]);
}

export const PHOTO_CACHE_CONTROL = "private, no-cache";

/** RFC 5987 value: encodeURIComponent leaves ' ( ) * alone, which that grammar does not allow. */
const rfc5987 = (name: string) => encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export function createPhotosRouter(photos: PhotosService) {
  const router = Router();

  router.get("/api/projects/:id/photos", requireUser, async (req, res) => {
    res.json(await photos.list(parseId(req.params.id)));
  });

  // requireUser before the parser: an anonymous caller never gets 15 MB parsed on its behalf.
  router.post("/api/projects/:projectId/photos", requireUser, photoUploadBodyParser, async (req, res) => {
    const projectId = parseId(req.params.projectId, "projectId");
    const { via } = parse(photoUploadQuerySchema, req.query);
    const input = parse(photoUploadSchema, req.body);
    res.status(201).json(await photos.upload(projectId, input, via ?? "dialog", req.user!));
  });

  for (const which of ["image", "thumbnail"] as const) {
    router.get(`/api/projects/:projectId/photos/:photoId/${which}`, requireUser, async (req, res) => {
      const photo = await photos.bytes(parseId(req.params.projectId, "projectId"), parseId(req.params.photoId, "photoId"), which);
      res.set({
        "Content-Type": photo.mimeType,
        "X-Content-Type-Options": "nosniff",
        "Content-Disposition": `inline; filename*=UTF-8''${rfc5987(photo.filename)}`,
        // Private (it needs a session) and checked again on every use (no-cache, answered 304 by its ETag), so a deleted
        // photo, or one seen on a shared phone before sign-out, is not kept showing from the browser's cache.
        "Cache-Control": PHOTO_CACHE_CONTROL,
      });
      res.send(photo.bytes);
    });
  }

  router.delete("/api/projects/:id/photos/:photoId", requireUser, async (req, res) => {
    await photos.remove(parseId(req.params.id), parseId(req.params.photoId, "photoId"));
    res.status(204).end();
  });

  return router;
}
