// HTTP for project photos: gallery metadata, uploads with their own body limit, the bytes with safe headers, delete.
import express, { Router, type Request } from "express";
import { photosApi } from "@shared/api/photos";
import { mount } from "../../lib/endpoint-router";
import { pageLimit } from "../../lib/paging";
import type { PhotosService } from "./photos.service";

/**
 * A 10 MB image is about 13.4 MB of base64 JSON (PITFALLS 'Payloads'); 15 MB leaves room for the other fields.
 * Only this route gets it: app.ts skips its 100 kb parser for requests isPhotoUpload() matches.
 */
export const PHOTO_UPLOAD_BODY_LIMIT = "15mb";
const photoUploadBodyParser = express.json({ limit: PHOTO_UPLOAD_BODY_LIMIT, strict: true });
const PHOTO_UPLOAD_PATH = /^\/api\/projects\/[^/]+\/photos\/?$/;

/** True for POST /api/projects/:id/photos, the one route whose body may exceed the global JSON limit. */
export function isPhotoUpload(req: Request): boolean {
  return req.method === "POST" && PHOTO_UPLOAD_PATH.test(req.originalUrl.split("?")[0]);
}

export const PHOTO_CACHE_CONTROL = "private, no-cache";

/** RFC 5987 value: encodeURIComponent leaves ' ( ) * alone, which that grammar does not allow. */
const rfc5987 = (name: string) => encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export function createPhotosRouter(photos: PhotosService) {
  const router = Router();
  const api = photosApi;

  mount(router, api.list, ({ params, query, user }) => photos.list(params.id, query.cursor, pageLimit(api.list.page, query.limit), user));
  // The access check runs before the parser: an anonymous caller never gets 15 MB parsed on its behalf.
  mount(router, api.upload, ({ params, query, body, user }) => photos.upload(params.id, body, query.via ?? "dialog", user), {
    before: [photoUploadBodyParser],
  });
  for (const which of ["image", "thumbnail"] as const) {
    mount(router, api[which], async ({ params, res, user }) => {
      const photo = await photos.bytes(params.id, params.photoId, which, user);
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
  mount(router, api.remove, ({ params }) => photos.remove(params.id, params.photoId));

  return router;
}
