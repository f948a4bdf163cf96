// The admin's kiosk forms, checked by the contracts' own body schemas (their messages land on these fields): "Make this
// device a kiosk" (a project and a name) and the kiosk settings (photos at punches, days they are kept). Loaded with
// the dialog and the settings, not with the dashboard: they bring zod.
import { z } from "zod";
import { createKioskSchema, kioskSettingsSchema } from "@shared/api/kiosks";
import { checkedByBody } from "@/lib/form-schema";

export interface MakeKioskFormValues {
  /** The chosen project's id as text; "" until one is chosen. */
  projectId: string;
  name: string;
}

export const makeKioskDefaults: MakeKioskFormValues = { projectId: "", name: "" };

// "" until a project is chosen: the schema then says to choose one.
export const toCreateKioskBody = (values: MakeKioskFormValues): z.input<typeof createKioskSchema> => ({ projectId: values.projectId, name: values.name });

export const makeKioskFormSchema = checkedByBody(z.object({ projectId: z.string(), name: z.string() }), createKioskSchema, toCreateKioskBody);

export interface KioskSettingsFormValues {
  photosOnPunch: boolean;
  /** As typed. */
  photoRetentionDays: string;
}

export const toKioskSettingsBody = (values: KioskSettingsFormValues): z.input<typeof kioskSettingsSchema> => ({
  photosOnPunch: values.photosOnPunch,
  // "" and "ten" become NaN, "12.5" stays a fraction: the schema refuses each with its one message.
  photoRetentionDays: values.photoRetentionDays.trim() === "" ? Number.NaN : Number(values.photoRetentionDays.trim()),
});

export const kioskSettingsFormSchema = checkedByBody(
  z.object({ photosOnPunch: z.boolean(), photoRetentionDays: z.string() }),
  kioskSettingsSchema,
  toKioskSettingsBody,
);
