// Record Injury's form, checked by the contract's own body schema (its messages land on these fields); the time is
// typed in the company's zone. Loaded with the dialog: it brings zod.
import { z } from "zod";
import { reportIncidentSchema } from "@shared/api/incidents";
import { checkedByBody } from "@/lib/form-schema";
import { fromLocalInput } from "@/lib/zoned-time";

export const incidentFormSchema = (timeZone: string) => {
  const fields = z.object({
    projectId: z.string().min(1, "Choose a project"),
    workerId: z.string().min(1, "Choose a worker"),
    occurredAt: z
      .string()
      .min(1, "Enter when it happened")
      .refine((value) => fromLocalInput(value, timeZone) !== null, "Enter a date and a time"),
    description: z.string(),
  });
  const toBody = (values: z.output<typeof fields>) => ({
    projectId: Number(values.projectId),
    workerId: Number(values.workerId),
    occurredAt: fromLocalInput(values.occurredAt, timeZone) ?? values.occurredAt,
    description: values.description,
  });
  return { schema: checkedByBody(fields, reportIncidentSchema, toBody), toBody };
};

export type IncidentFormValues = { projectId: string; workerId: string; occurredAt: string; description: string };
