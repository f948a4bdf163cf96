// The header bell: GET /api/notifications answers with what needs someone's attention, each linked to where it is resolved.
import { z } from "zod";
import { endpoint, json } from "./contract";
import { instant, int } from "./wire";

export const NOTIFICATION_KINDS = [
  "low_stock",
  "forgotten_clock_out",
  "registration",
  "sign_in_locked",
  "correction_request",
  "correction_decided",
  "unverified_punch",
  "auto_closed",
  "injury_reported",
  "mail_not_sent",
  "kiosk_pin_failures",
  "period_signature",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationItemSchema = z
  .object({
    id: z
      .string()
      .describe("Stable across reads ('low-stock:12', 'forgotten-clock-out:40', 'registration:7', 'sign-in-locked:3', 'correction-request:5', 'correction-decided:5', 'unverified-punch:40', 'auto-closed:41', 'injury:3', 'mail-not-sent:9', 'kiosk-pin-failures:2:14', 'period-signature:2026-03-08'): a React key"),
    kind: z.enum(NOTIFICATION_KINDS),
    title: z.string(),
    detail: z.string(),
    href: z.string().describe("The client route that resolves it: '/', '/materials', '/timesheet', '/safety', '/workers' or '/admin'"),
    createdAt: instant().describe("When the condition started (last stock change, clock-in, registration, lock, correction request, a kiosk's latest offline punch, an auto-close, an injury's report, a stuck mail's last attempt, a name's last wrong PIN, a period's last day or the signature its hours changed after)"),
  })
  .strict();
export type NotificationItem = z.infer<typeof notificationItemSchema>;

export const notificationsResponseSchema = z
  .object({
    count: int().describe("The badge number: items.length"),
    items: z.array(notificationItemSchema).describe("Newest first"),
  })
  .strict();
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

export const notificationsApi = {
  feed: endpoint({
    method: "GET",
    path: "/api/notifications",
    summary: "What needs the signed-in user's attention",
    tag: "notifications",
    access: "member",
    response: json(notificationsResponseSchema, "The bell's items"),
  }),
};
