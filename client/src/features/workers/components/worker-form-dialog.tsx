// 'Add New Worker' and 'Edit Worker Profile': one form, trades and specializations from the shared taxonomy.
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { MISSING_INFORMATION_TITLE, REQUIRED_FIELDS_MESSAGE } from "@shared/api/constants";
import { REQUIRED_WORKER_FIELDS, workerFieldsSchema } from "@shared/api/workers";
import { WORKER_ROLE_LABELS, WORKER_ROLES, normalizeWorkerRole } from "@shared/domain/roles";
import { specializationsOf, TRADE_CATEGORIES } from "@shared/domain/trades";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, FormDialogFooter } from "@/components/ui/dialog";
import { EnumSelect, optionsOf } from "@/components/ui/enum-select";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/use-toast";
import { useCreateWorker, useUpdateWorker, type WorkerView } from "../api";

const NONE = "__none";

/**
 * The shared worker rules (shared/api/workers.ts), with the inputs' own shapes: the specialization picker holds "None"
 * as a value and the edit dialog's switch always sends isActive.
 */
const workerFormSchema = workerFieldsSchema.extend({ subcategory: z.string(), isActive: z.boolean() });
type WorkerFormInput = z.input<typeof workerFormSchema>;
type WorkerFormValues = z.output<typeof workerFormSchema>;

/** The worker's stored trade matched to the taxonomy's spelling ('carpentry' -> 'Carpentry'), else kept as stored. */
function taxonomyCategory(category: string): string {
  return TRADE_CATEGORIES.find((c) => c.toLowerCase() === category.trim().toLowerCase()) ?? category;
}

function valuesOf(worker: WorkerView | null): WorkerFormInput {
  if (!worker) {
    return { name: "", role: "", category: "", subcategory: NONE, phone: "", email: "", hourlyRate: "", isActive: true };
  }
  return {
    name: worker.name,
    role: normalizeWorkerRole(worker.role) ?? worker.role,
    category: taxonomyCategory(worker.category),
    subcategory: worker.subcategory ?? NONE,
    phone: worker.phone ?? "",
    email: worker.email ?? "",
    hourlyRate: worker.hourlyRate ?? "",
    // The worker's real state: the spec's "always ends up true" is a defect (issue 5).
    isActive: worker.isActive,
  };
}

type Props = { open: boolean; onOpenChange: (open: boolean) => void; worker: WorkerView | null };

export function WorkerFormDialog({ open, onOpenChange, worker }: Props) {
  const editing = worker !== null;
  const create = useCreateWorker();
  const update = useUpdateWorker();
  const form = useForm<WorkerFormInput, unknown, WorkerFormValues>({ resolver: zodResolver(workerFormSchema), defaultValues: valuesOf(worker) });
  const { errors } = form.formState;

  useEffect(() => {
    if (open) form.reset(valuesOf(worker));
  }, [open, worker, form]);

  const category = useWatch({ control: form.control, name: "category" });
  const specializations = specializationsOf(category);
  const categoryOptions = TRADE_CATEGORIES.includes(category as (typeof TRADE_CATEGORIES)[number]) || !category
    ? TRADE_CATEGORIES
    : [...TRADE_CATEGORIES, category];

  function onInvalid(formErrors: Partial<Record<keyof WorkerFormInput, unknown>>) {
    if (REQUIRED_WORKER_FIELDS.some((field) => formErrors[field])) {
      toast({ title: MISSING_INFORMATION_TITLE, description: REQUIRED_FIELDS_MESSAGE, variant: "destructive" });
    }
  }

  function onSubmit(values: WorkerFormValues) {
    const subcategory = values.subcategory === NONE || !specializations.includes(values.subcategory) ? null : values.subcategory;
    const common = { name: values.name, role: values.role, category: values.category, subcategory, phone: values.phone, email: values.email };
    // Failures are toasted by the mutations (features/workers/api.ts).
    if (worker) {
      update.mutate(
        { id: worker.id, payload: { ...common, hourlyRate: values.hourlyRate, isActive: values.isActive } },
        {
          onSuccess: (saved) => {
            toast({ title: "Worker Updated", description: `${saved?.name ?? common.name} has been updated.`, variant: "success" });
            onOpenChange(false);
          },
        },
      );
    } else {
      // SPEC 5: Add Worker sends the rate as a number.
      create.mutate(
        { ...common, hourlyRate: values.hourlyRate === null ? null : Number(values.hourlyRate) },
        {
          onSuccess: (saved) => {
            toast({ title: "Worker Created", description: `${saved?.name ?? common.name} has been added.`, variant: "success" });
            onOpenChange(false);
          },
        },
      );
    }
  }

  const pending = create.isPending || update.isPending;
  const idPrefix = editing ? "edit-worker" : "add-worker";

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{editing ? "Edit Worker Profile" : "Add New Worker"}</DialogTitle>
          <DialogDescription>
            {editing ? "Change the worker's details, trade, rate or status." : "Name, role and trade are required."}
          </DialogDescription>
        </DialogHeader>
        <form noValidate className="grid grid-cols-1 gap-4" onSubmit={form.handleSubmit(onSubmit, onInvalid)}>
          <FormField id={`${idPrefix}-name`} label="Name *" error={errors.name?.message}>
            {(control) => <Input {...control} autoComplete="name" {...form.register("name")} />}
          </FormField>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField id={`${idPrefix}-role`} label="Role *" error={errors.role?.message}>
              {(control) => (
                <Controller
                  control={form.control}
                  name="role"
                  render={({ field }) => (
                    <EnumSelect
                      control={{ ...control, onBlur: field.onBlur }}
                      value={field.value || undefined}
                      onValueChange={field.onChange}
                      options={optionsOf(WORKER_ROLES, WORKER_ROLE_LABELS)}
                      placeholder="Select role"
                    />
                  )}
                />
              )}
            </FormField>
            <FormField id={`${idPrefix}-category`} label="Trade category *" error={errors.category?.message}>
              {(control) => (
                <Controller
                  control={form.control}
                  name="category"
                  render={({ field }) => (
                    <EnumSelect
                      control={{ ...control, onBlur: field.onBlur }}
                      value={field.value || undefined}
                      onValueChange={(value) => {
                        field.onChange(value);
                        form.setValue("subcategory", NONE);
                      }}
                      options={optionsOf(categoryOptions)}
                      placeholder="Select trade"
                    />
                  )}
                />
              )}
            </FormField>
          </div>
          {specializations.length > 0 ? (
            <FormField id={`${idPrefix}-subcategory`} label="Specialization">
              {(control) => (
                <Controller
                  control={form.control}
                  name="subcategory"
                  render={({ field }) => (
                    <EnumSelect
                      control={control}
                      value={field.value}
                      onValueChange={field.onChange}
                      options={[{ value: NONE, label: "None" }, ...optionsOf(specializations)]}
                      placeholder="None"
                    />
                  )}
                />
              )}
            </FormField>
          ) : null}
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField id={`${idPrefix}-phone`} label="Phone" error={errors.phone?.message}>
              {(control) => <Input {...control} type="tel" autoComplete="tel" inputMode="tel" {...form.register("phone")} />}
            </FormField>
            <FormField id={`${idPrefix}-email`} label="Email" error={errors.email?.message}>
              {(control) => <Input {...control} type="email" autoComplete="email" autoCapitalize="none" {...form.register("email")} />}
            </FormField>
          </div>
          <FormField id={`${idPrefix}-rate`} label="Hourly rate ($)" error={errors.hourlyRate?.message}>
            {(control) => (
              <Input {...control} type="number" inputMode="decimal" min="0" step="0.01" placeholder="28.50" {...form.register("hourlyRate")} />
            )}
          </FormField>
          {editing ? (
            <Controller
              control={form.control}
              name="isActive"
              render={({ field }) => (
                <div className="flex min-h-11 items-center gap-3">
                  <Switch id={`${idPrefix}-active`} checked={field.value} onCheckedChange={field.onChange} />
                  <Label htmlFor={`${idPrefix}-active`}>{field.value ? "Active" : "Inactive"}</Label>
                </div>
              )}
            />
          ) : null}
          <FormDialogFooter onCancel={() => onOpenChange(false)} pending={pending} submitLabel={editing ? (pending ? "Saving..." : "Save Changes") : pending ? "Adding..." : "Add Worker"} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
