// The material fields shared by Add Material and Edit Material; stock is only typed in when a material is added.
import { MATERIAL_CATEGORIES, MATERIAL_UNITS } from "@shared/domain/materials-catalogue";
import { Controller, type UseFormReturn } from "react-hook-form";
import { EnumSelect, optionsOf } from "@/components/ui/enum-select";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { MaterialFormValues } from "../material-form";

type Props = {
  form: UseFormReturn<MaterialFormValues>;
  idPrefix: string;
  /** Add Material sets the opening stock; after that stock moves only through transactions. */
  withOpeningStock: boolean;
};

/** A stored category or unit outside today's catalogue still shows as an option. */
function withCurrent(values: readonly string[], current: string) {
  return current && !values.includes(current) ? [...values, current] : values;
}

export function MaterialFormFields({ form, idPrefix, withOpeningStock }: Props) {
  const { errors } = form.formState;
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <div className="grid items-start gap-4 sm:grid-cols-2">
      <FormField id={id("name")} label="Name *" error={errors.name?.message} className="sm:col-span-2">
        {(control) => <Input {...control} autoComplete="off" {...form.register("name")} />}
      </FormField>
      <FormField id={id("description")} label="Description" error={errors.description?.message} className="sm:col-span-2">
        {(control) => <Textarea {...control} rows={2} className="min-h-16" {...form.register("description")} />}
      </FormField>
      <FormField id={id("category")} label="Category *" error={errors.category?.message}>
        {(control) => (
          <Controller
            control={form.control}
            name="category"
            render={({ field }) => (
              <EnumSelect
                control={{ ...control, onBlur: field.onBlur, ref: field.ref }}
                value={field.value}
                onValueChange={field.onChange}
                options={optionsOf(withCurrent(MATERIAL_CATEGORIES, field.value))}
                placeholder="Select category"
              />
            )}
          />
        )}
      </FormField>
      <FormField id={id("unit")} label="Unit *" error={errors.unit?.message}>
        {(control) => (
          <Controller
            control={form.control}
            name="unit"
            render={({ field }) => (
              <EnumSelect
                control={{ ...control, onBlur: field.onBlur, ref: field.ref }}
                value={field.value}
                onValueChange={field.onChange}
                options={optionsOf(withCurrent(MATERIAL_UNITS, field.value))}
                placeholder="Select unit"
              />
            )}
          />
        )}
      </FormField>
      <FormField id={id("unit-cost")} label="Unit cost ($)" error={errors.unitCost?.message}>
        {(control) => (
          <Input {...control} type="number" inputMode="decimal" min={0} step="0.01" placeholder="0.00" {...form.register("unitCost")} />
        )}
      </FormField>
      {withOpeningStock ? (
        <FormField id={id("current-stock")} label="Current stock" error={errors.currentStock?.message}>
          {(control) => (
            <Input {...control} type="number" inputMode="numeric" min={0} step={1} placeholder="0" {...form.register("currentStock")} />
          )}
        </FormField>
      ) : null}
      <FormField
        id={id("min-stock")}
        label="Min stock level"
        hint="Low Stock at or below this; Warning up to 1.5 times it."
        error={errors.minStockLevel?.message}
      >
        {(control) => (
          <Input {...control} type="number" inputMode="numeric" min={0} step={1} placeholder="0" {...form.register("minStockLevel")} />
        )}
      </FormField>
      <FormField id={id("supplier")} label="Supplier" error={errors.supplier?.message}>
        {(control) => <Input {...control} autoComplete="organization" {...form.register("supplier")} />}
      </FormField>
      <FormField id={id("sku")} label="SKU" error={errors.sku?.message}>
        {(control) => <Input {...control} autoComplete="off" autoCapitalize="characters" {...form.register("sku")} />}
      </FormField>
    </div>
  );
}
