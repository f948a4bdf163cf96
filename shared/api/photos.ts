// Project photos: the gallery list (metadata only, paged), the upload (a base64 data URL in JSON), the bytes, delete.
import { z } from "zod";
import { DEFAULT_PAGE, endpoint, image, json, list, noContent } from "./contract";
import { pageQueryFields } from "./paging";
import { hasNoNul, NUL_TEXT_MESSAGE } from "./constants";
import { idField } from "./projects-schemas";
import { instant, int } from "./wire";

// ---------------------------------------------------------------------------
// Requests

/** POST /api/projects/:id/photos?via=panel|dialog (default dialog). */
export const photoUploadQuerySchema = z
  .object({ via: z.enum(["panel", "dialog"], { error: "via must be panel or dialog" }).optional() })
  .strict();

const nameField = (label: string) =>
  z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(255, `${label} can be at most 255 characters`);

/**
 * The spec's body. uploadedBy, fileSize and mimeType are accepted because the client sends them, but the server
 * uses the signed-in user, the decoded size and the type found in the bytes instead.
 */
export const photoUploadSchema = z
  .object({
    projectId: idField("projectId").optional(),
    filename: nameField("File name"),
    originalName: nameField("Original file name"),
    caption: z
      .string({ error: "Caption must be text" })
      .trim()
      .max(500, "Caption can be at most 500 characters")
      .refine(hasNoNul, NUL_TEXT_MESSAGE)
      .nullish()
      .transform((v) => (v ? v : null)),
    uploadedBy: z.string().max(255).nullish(),
    fileSize: z.number().nullish(),
    mimeType: z.string().max(255).nullish(),
    data: z.string({ error: "Please select a project and an image" }).min(1, "Please select a project and an image"),
  })
  .strict();
export type PhotoUploadInput = z.output<typeof photoUploadSchema>;

export const photoListQuerySchema = z.object({ ...pageQueryFields() }).strict();

// ---------------------------------------------------------------------------
// Responses

export const photoMetaSchema = z
  .object({
    id: int(),
    projectId: int(),
    filename: z.string(),
    originalName: z.string(),
    caption: z.string().nullable(),
    uploadedBy: z.string(),
    uploadedAt: instant(),
    fileSize: int().describe("Bytes of the image as stored (re-encoded); they count against the uploader's daily budget"),
    mimeType: z.string().describe("The type of the stored image (image/jpeg, or image/png for a transparent PNG), not the one the client declared"),
    thumbnailUrl: z.string().describe("GET this for the gallery (about 320 px wide)"),
    url: z.string().describe("GET this for the stored image"),
  })
  .strict();
export type PhotoMeta = z.infer<typeof photoMetaSchema>;

// ---------------------------------------------------------------------------
// Endpoints. The project is `:id` in every path under /api/projects/:id, so no two paths differ only by a name.

export const photosApi = {
  list: endpoint({
    method: "GET",
    path: "/api/projects/:id/photos",
    summary: "A project's photos (metadata only), newest first",
    description: "A project a crew member or foreman is not on answers 404.",
    tag: "photos",
    access: "member",
    query: photoListQuerySchema,
    page: DEFAULT_PAGE,
    response: list(photoMetaSchema, "The photos"),
  }),
  upload: endpoint({
    method: "POST",
    path: "/api/projects/:id/photos",
    summary: "Upload a photo (a base64 data URL in JSON)",
    description:
      "This route alone accepts up to 15 MB of JSON; the decoded image may be 10 MB (via=dialog) or 5 MB (via=panel) and " +
      "40 megapixels (GIF 16; all frames of an animation 100), else 413. It is stored re-encoded: turned upright, at most " +
      "2560 px on its longest side, without metadata (no EXIF, no GPS), as JPEG (quality 80), or as PNG when it has " +
      "transparency. 30 uploads per user per 10 minutes, then 429 with Retry-After; 429 with Retry-After (the company's " +
      "next day) once the uploader's photos of the day would pass PHOTO_DAILY_BYTES_PER_PERSON stored bytes; 503 with " +
      "Retry-After while too many images are waiting to be encoded; 507 on the embedded database while the server's " +
      "disk has less free space than DISK_FREE_FLOOR_BYTES. Crew and foremen may add photos to their own projects " +
      "only (403 for any other).",
    tag: "photos",
    access: "member",
    query: photoUploadQuerySchema,
    body: photoUploadSchema,
    response: json(photoMetaSchema, "Uploaded", 201),
    errors: [429, 503, 507],
  }),
  image: endpoint({
    method: "GET",
    path: "/api/projects/:id/photos/:photoId/image",
    summary: "A photo's stored bytes (re-encoded at upload)",
    description: "A project a crew member or foreman is not on answers 404.",
    tag: "photos",
    access: "member",
    response: image("The image, with its detected type"),
  }),
  thumbnail: endpoint({
    method: "GET",
    path: "/api/projects/:id/photos/:photoId/thumbnail",
    summary: "A photo's thumbnail bytes",
    description: "A project a crew member or foreman is not on answers 404.",
    tag: "photos",
    access: "member",
    response: image("The thumbnail (about 320 px wide)"),
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/projects/:id/photos/:photoId",
    summary: "Delete a photo",
    description: "Office and admins only: crew and foremen add photos but do not remove them.",
    tag: "photos",
    access: "office",
    response: noContent(),
  }),
};
