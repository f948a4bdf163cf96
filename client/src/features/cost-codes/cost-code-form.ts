// The Add and Edit cost code forms, checked by the contracts' own body schemas (their messages land on these fields).
// Loaded with the dialog, not with the list: they bring zod.
import { z } from "zod";
import { createCostCodeSchema, updateCostCodeSchema } from "@shared/api/cost-codes";
import { checkedByBody } from "@/lib/form-schema";

export interface CostCodeFormValues {
  code: string;
  name: string;
}

const fields = z.object({ code: z.string(), name: z.string() });
const toBody = (values: CostCodeFormValues) => ({ code: values.code, name: values.name });

export const addCostCodeFormSchema = checkedByBody(fields, createCostCodeSchema, toBody);
export const editCostCodeFormSchema = checkedByBody(fields, updateCostCodeSchema, toBody);
