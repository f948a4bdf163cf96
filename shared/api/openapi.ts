// Zod mirrors of the JSON the API answers with (the TS response types elsewhere in shared/ are compile-time only), for the
// OpenAPI document; tests/api/openapi.test.ts parses real responses with them so they cannot drift from the wire.
import { z } from "zod";
import { ERROR_STATUS, type ErrorCode } from "../errors";
import { materials, projects, TIME_ENTRY_SOURCES, userRegistrations, users } from "../schema";
import { MATERIAL_TRANSACTION_TYPES } from "../domain/materials-catalogue";
import { wireRow } from "./openapi-wire";
import { instant, int, money } from "./wire";
import {
  CHECKLIST_ITEM_CATEGORIES,
  CHECKLIST_ITEM_PRIORITIES,
  CHECKLIST_STATUSES,
  CHECKLIST_TYPES,
} from "../domain/statuses";

const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

/** shared/errors.ts ApiErrorBody: every error response. */
export const apiErrorBodySchema = z
  .object({
    message: z.string().describe("Readable by a person; 500s say only 'Something went wrong'"),
    code: z.enum(ERROR_CODES),
    fieldErrors: z.record(z.string(), z.array(z.string())).optional().describe("Field name -> messages, on validation failures"),
    requestId: z.string().optional().describe("Also in the X-Request-Id header; quote it when reporting a problem"),
  })
  .strict();

export const messageResponseSchema = z.object({ message: z.string() }).strict();

export const healthResponseSchema = z.object({ status: z.literal("ok"), uptimeSeconds: int() }).strict();
export const readyResponseSchema = z.object({ status: z.literal("ready"), database: z.enum(["pglite", "postgres"]) }).strict();

export const publicUserSchema = wireRow(users).pick({
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  profileImageUrl: true,
  role: true,
  isActive: true,
  username: true,
  createdAt: true,
  updatedAt: true,
});

export const authConfigSchema = z
  .object({ oidc: z.object({ name: z.string(), displayName: z.string() }).strict().nullable() })
  .strict();

const openIdProvider = () =>
  z.string().nullable().describe("The OpenID provider's display name when the account signs in through it ('via ...'), else null");

export const registrationListItemSchema = wireRow(userRegistrations)
  .pick({
    id: true,
    firstName: true,
    lastName: true,
    email: true,
    status: true,
    emailVerified: true,
    createdAt: true,
  })
  .extend({ openIdProvider: openIdProvider() });

export const adminUserListItemSchema = publicUserSchema.extend({ openIdProvider: openIdProvider() });

// Projects, team, photos, stats

export const projectSchema = wireRow(projects);
export const projectListItemSchema = projectSchema.extend({ assignedWorkerCount: int() }).strict();

export const progressUpdateItemSchema = z
  .object({
    id: int(),
    projectId: int(),
    previousProgress: int(),
    progress: int(),
    notes: z.string().nullable(),
    createdBy: int().nullable(),
    createdByName: z.string().nullable(),
    createdAt: instant(),
  })
  .strict();

export const projectDetailSchema = projectListItemSchema
  .extend({ totalHours: z.number(), progressUpdates: z.array(progressUpdateItemSchema) })
  .strict();

export const teamWorkerSchema = z
  .object({
    id: int(),
    name: z.string(),
    role: z.string(),
    category: z.string(),
    subcategory: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    hourlyRate: money().nullable(),
    isActive: z.boolean(),
  })
  .strict();

export const projectTimeEntryItemSchema = z
  .object({
    id: int(),
    workerId: int(),
    workerName: z.string().nullable(),
    projectId: int(),
    clockInTime: instant(),
    clockOutTime: instant().nullable(),
    hoursWorked: z.string().nullable(),
    location: z.string().nullable(),
    clockInLatitude: z.string().nullable(),
    clockInLongitude: z.string().nullable(),
    isLocationVerified: z.boolean(),
    notes: z.string().nullable(),
    source: z.enum(TIME_ENTRY_SOURCES),
  })
  .strict();

export const dashboardStatsSchema = z
  .object({
    activeProjects: int(),
    completedThisMonth: int(),
    statusCounts: z.object({ planning: int(), inProgress: int(), completed: int(), delayed: int() }).strict(),
    totalProjects: int(),
    averageProgress: z.number(),
  })
  .strict();

export const photoMetaSchema = z
  .object({
    id: int(),
    projectId: int(),
    filename: z.string(),
    originalName: z.string(),
    caption: z.string().nullable(),
    uploadedBy: z.string(),
    uploadedAt: instant(),
    fileSize: int().describe("Decoded bytes of the original"),
    mimeType: z.string().describe("The type found in the bytes, not the one the client declared"),
    thumbnailUrl: z.string(),
    url: z.string(),
  })
  .strict();

// Materials

export const materialViewSchema = wireRow(materials)
  .extend({ stockStatus: z.enum(["Low Stock", "Warning", "In Stock"]), totalValue: money() })
  .strict();

export const materialTransactionViewSchema = z
  .object({
    id: int(),
    materialId: int(),
    projectId: int().nullable(),
    projectName: z.string().nullable(),
    transactionType: z.enum(MATERIAL_TRANSACTION_TYPES),
    quantity: int().describe("As sent: positive, except a negative 'adjusted'"),
    stockChange: int().describe("What the movement did to the stock"),
    unitCost: money().nullable(),
    totalCost: money().nullable(),
    notes: z.string().nullable(),
    transactionDate: instant(),
    createdBy: int().nullable(),
    createdByName: z.string().nullable(),
  })
  .strict();

export const materialMovementResultSchema = z
  .object({ transaction: materialTransactionViewSchema, material: materialViewSchema })
  .strict();

export const projectMaterialViewSchema = z
  .object({
    id: int(),
    projectId: int(),
    materialId: int(),
    materialName: z.string(),
    category: z.string(),
    unit: z.string(),
    unitCost: money().nullable(),
    estimatedQuantity: int(),
    actualQuantity: int(),
    remainingQuantity: int(),
    budgetedCost: money().nullable(),
    actualCost: money().nullable(),
    costVariance: money().nullable().describe("actual - budgeted; positive means over budget"),
  })
  .strict();

export const projectMaterialUsageViewSchema = z
  .object({
    materialId: int(),
    materialName: z.string(),
    category: z.string(),
    unit: z.string(),
    usedQuantity: int(),
    returnedQuantity: int(),
    netQuantity: int().describe("used - returned"),
    netCost: money().nullable().describe("cost of the uses less the returns; null when no movement had a cost"),
    movementCount: int(),
    lastMovementAt: instant(),
  })
  .strict();

// Safety

export const checklistItemViewSchema = z
  .object({
    id: int(),
    checklistId: int(),
    category: z.enum(CHECKLIST_ITEM_CATEGORIES),
    description: z.string(),
    priority: z.enum(CHECKLIST_ITEM_PRIORITIES),
    isRequired: z.boolean(),
    isCompleted: z.boolean(),
    completedBy: int().nullable(),
    completedByName: z.string().nullable(),
    completedAt: instant().nullable(),
    notes: z.string().nullable(),
    sortOrder: int(),
  })
  .strict();

export const checklistViewSchema = z
  .object({
    id: int(),
    projectId: int(),
    projectName: z.string(),
    checklistType: z.enum(CHECKLIST_TYPES),
    title: z.string(),
    status: z.enum(CHECKLIST_STATUSES),
    notes: z.string().nullable(),
    createdAt: instant(),
    createdBy: int().nullable(),
    createdByName: z.string().nullable(),
    completedAt: instant().nullable(),
    completedBy: int().nullable(),
    completedByName: z.string().nullable(),
    itemCount: int(),
    completedCount: int(),
    progressPercent: int(),
  })
  .strict();

export const checklistDetailViewSchema = checklistViewSchema.extend({ items: z.array(checklistItemViewSchema) }).strict();

export const safetySummarySchema = z
  .object({ completed: int(), inProgress: int(), pending: int(), total: int() })
  .strict();

// Workers, time clock, payroll: openapi-time-clock.ts.
export * from "./openapi-time-clock";
