// Who approves a pay period, reopens it and reads its pay changes: admins, and office users while the Company settings
// give it to them (issue 26 item 7). One check for all three (payrollApprovalRefusal, shared with the Payroll tab).
import { payrollApprovalRefusal } from "@shared/domain/entry-decision";
import type { CompanySettings } from "@shared/api/company-settings";
import { AppError } from "../../lib/errors";

/** The account asking: its id, its role and the worker it is linked to. */
export interface Approver {
  id: number;
  role: string;
  workerId: number | null;
}

/** The Company settings, read once for the decision, when the approver may; a 403 with the reason when not. */
export async function settingsForApprover(companySettings: { get(): Promise<CompanySettings> }, approver: Approver): Promise<CompanySettings> {
  const settings = await companySettings.get();
  const refusal = payrollApprovalRefusal(approver.role, settings);
  if (refusal) throw new AppError("forbidden", refusal);
  return settings;
}
