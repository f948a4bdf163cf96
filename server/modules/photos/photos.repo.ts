// Data access for project photos: metadata lists that never select the image columns, the bytes one photo at a time.
import { and, count, eq, sql } from "drizzle-orm";
import { projectPhotos } from "@shared/schema";
import type { Db } from "../../db/client";
import { PG_FOREIGN_KEY_VIOLATION, pgError } from "../../lib/pg-errors";
import type { Page } from "../../lib/endpoint-router";
import { newestFirst, toKeysetPage, type SortKey } from "../../lib/keyset.repo";

export type NewPhoto = Omit<typeof projectPhotos.$inferInsert, "id" | "uploadedAt">;

/** Every column except `data` and `thumbnail`: a gallery of 50 photos stays a few kilobytes. */
const metaColumns = {
  id: projectPhotos.id,
  projectId: projectPhotos.projectId,
  filename: projectPhotos.filename,
  originalName: projectPhotos.originalName,
  caption: projectPhotos.caption,
  uploadedBy: projectPhotos.uploadedBy,
  uploadedAt: projectPhotos.uploadedAt,
  fileSize: projectPhotos.fileSize,
  mimeType: projectPhotos.mimeType,
};
const photoKeyset = newestFirst(projectPhotos.uploadedAt, projectPhotos.id);
export type PhotoRow = { [K in keyof typeof metaColumns]: (typeof projectPhotos.$inferSelect)[K] };

export function createPhotosRepo(db: Db) {
  return {
    /** One page of a project's photos, newest first, after the row the cursor names. */
    async page(projectId: number, after: SortKey | null, limit: number): Promise<Page<PhotoRow>> {
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({ ...metaColumns, sortKey: photoKeyset.sortKey })
          .from(projectPhotos)
          .where(and(eq(projectPhotos.projectId, projectId), photoKeyset.after(after)))
          .orderBy(...photoKeyset.orderBy)
          .limit(limit + 1),
        db.select({ total: count() }).from(projectPhotos).where(eq(projectPhotos.projectId, projectId)),
      ]);
      return toKeysetPage(rows, limit, total);
    },

    /** Inserts; undefined when the project is gone (its foreign key refuses the row, race-free). */
    async insert(values: NewPhoto): Promise<PhotoRow | undefined> {
      try {
        const [row] = await db.insert(projectPhotos).values(values).returning(metaColumns);
        return row;
      } catch (error) {
        if (pgError(error, PG_FOREIGN_KEY_VIOLATION)) return undefined;
        throw error;
      }
    },

    /** The stored data URL of the original, or of the thumbnail (the original when a row has none). */
    async findDataUrl(projectId: number, photoId: number, which: "image" | "thumbnail") {
      const dataUrl = which === "image" ? projectPhotos.data : sql<string>`coalesce(${projectPhotos.thumbnail}, ${projectPhotos.data})`;
      const [row] = await db
        .select({ dataUrl, filename: projectPhotos.filename })
        .from(projectPhotos)
        .where(and(eq(projectPhotos.id, photoId), eq(projectPhotos.projectId, projectId)));
      return row;
    },

    /**
     * Counts one upload for the user and returns the window's count and start. One atomic upsert: parallel uploads
     * from several server processes each get their own number; a window older than `windowMs` starts again at 1.
     */
    async delete(projectId: number, photoId: number): Promise<boolean> {
      const rows = await db
        .delete(projectPhotos)
        .where(and(eq(projectPhotos.id, photoId), eq(projectPhotos.projectId, projectId)))
        .returning({ id: projectPhotos.id });
      return rows.length > 0;
    },
  };
}

export type PhotosRepo = ReturnType<typeof createPhotosRepo>;
