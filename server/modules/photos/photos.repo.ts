// Data access for project photos: metadata lists that never select the image columns, the bytes one photo at a time.
import { and, count, eq, gte, lt, sql } from "drizzle-orm";
import { projectPhotos } from "@shared/schema";
import type { Db, Tx } from "../../db/client";
import { PG_FOREIGN_KEY_VIOLATION, pgError } from "../../lib/pg-errors";
import { Refusal, refusable } from "../../lib/transaction-refusal";
import type { Page } from "../../lib/endpoint-router";
import { newestFirst, toKeysetPage, type SortKey } from "../../lib/keyset.repo";

export type NewPhoto = Omit<typeof projectPhotos.$inferInsert, "id" | "uploadedAt"> & { uploadedById: number; uploadedAt: Date };

/** One person's daily photo budget: the company day the upload falls in and the bytes allowed in it. */
export interface PhotoBudget {
  dayStart: Date;
  dayEnd: Date;
  bytes: number;
}

export type PhotoInsertResult = { kind: "stored"; row: PhotoRow } | { kind: "over_budget" } | { kind: "project_gone" };

/** Namespace of the two-key advisory locks (see pay-period-lock.repo.ts), so no other feature's lock collides. */
const PHOTO_BUDGET_LOCK_CLASS = 7302;

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
  /** Bytes the person's photos of that day hold (0 for none). */
  async function bytesStoredBy(uploaderId: number, budget: PhotoBudget, tx: Tx | Db = db): Promise<number> {
    const [{ bytes }] = await tx
      .select({ bytes: sql<string>`coalesce(sum(${projectPhotos.fileSize}), 0)` })
      .from(projectPhotos)
      .where(
        and(eq(projectPhotos.uploadedById, uploaderId), gte(projectPhotos.uploadedAt, budget.dayStart), lt(projectPhotos.uploadedAt, budget.dayEnd)),
      );
    return Number(bytes);
  }

  return {
    bytesStoredBy,

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

    /**
     * Inserts unless the uploader's photos of the day would then pass the budget. The sum and the insert run in one
     * transaction under the uploader's own advisory lock, so parallel uploads (from any server process) are counted
     * one after the other and cannot pass the budget together. A project deleted meanwhile: its foreign key refuses.
     */
    async insertWithinBudget(values: NewPhoto, budget: PhotoBudget): Promise<PhotoInsertResult> {
      try {
        return await refusable(() =>
          db.transaction(async (tx): Promise<PhotoInsertResult> => {
            await tx.execute(sql`select pg_advisory_xact_lock(${PHOTO_BUDGET_LOCK_CLASS}, ${values.uploadedById}::int)`);
            const stored = await bytesStoredBy(values.uploadedById, budget, tx);
            if (stored + values.fileSize > budget.bytes) throw new Refusal<PhotoInsertResult>({ kind: "over_budget" });
            const [row] = await tx.insert(projectPhotos).values(values).returning(metaColumns);
            return { kind: "stored", row };
          }),
        );
      } catch (error) {
        if (pgError(error, PG_FOREIGN_KEY_VIOLATION)) return { kind: "project_gone" };
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

    /** Deletes one photo of the project; false when it has none of that id. */
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
