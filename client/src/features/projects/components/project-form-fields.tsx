// The fields of the Add and Edit Project dialogs, including the site: current location or typed coordinates, and a radius.
import { Crosshair, MapPin } from "lucide-react";
import { useState } from "react";
import { Controller, type UseFormReturn } from "react-hook-form";
import { PROJECT_STATUSES, PROJECT_STATUS_LABELS } from "@shared/domain/statuses";
import { Button } from "@/components/ui/button";
import { EnumSelect, optionsOf } from "@/components/ui/enum-select";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { getCurrentPosition } from "@/lib/geolocation";
import type { ProjectFormValues } from "../project-form";

type Props = {
  form: UseFormReturn<ProjectFormValues>;
  /** Prefix for element ids, so two dialogs never share one. */
  idPrefix: string;
  /** Budget and estimated hours are edited on an existing project. */
  withCostFields?: boolean;
};

export function ProjectFormFields({ form, idPrefix, withCostFields = false }: Props) {
  const { errors } = form.formState;
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <div className="grid grid-cols-1 gap-4">
      <FormField id={id("name")} label="Project Name *" error={errors.name?.message}>
        {(control) => <Input {...control} autoComplete="off" placeholder="e.g. Highlands Duplex" {...form.register("name")} />}
      </FormField>
      <FormField id={id("location")} label="Location *" error={errors.location?.message}>
        {(control) => <Input {...control} autoComplete="street-address" placeholder="Street address or site name" {...form.register("location")} />}
      </FormField>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField id={id("status")} label="Status" error={errors.status?.message}>
          {(control) => (
            <Controller
              control={form.control}
              name="status"
              render={({ field }) => (
                <EnumSelect
                  control={{ ...control, onBlur: field.onBlur }}
                  value={field.value}
                  onValueChange={field.onChange}
                  options={optionsOf(PROJECT_STATUSES, PROJECT_STATUS_LABELS)}
                />
              )}
            />
          )}
        </FormField>
        <FormField id={id("team-size")} label="Team Size" error={errors.teamSize?.message}>
          {(control) => <Input {...control} type="number" inputMode="numeric" min={0} step={1} placeholder="0" {...form.register("teamSize")} />}
        </FormField>
        <FormField id={id("start-date")} label="Start Date" error={errors.startDate?.message}>
          {(control) => <Input {...control} type="date" {...form.register("startDate")} />}
        </FormField>
        <FormField id={id("end-date")} label="End Date *" error={errors.endDate?.message}>
          {(control) => <Input {...control} type="date" {...form.register("endDate")} />}
        </FormField>
        {withCostFields ? (
          <>
            <FormField id={id("budget")} label="Budget ($)" error={errors.budget?.message}>
              {(control) => <Input {...control} inputMode="decimal" placeholder="Not set" {...form.register("budget")} />}
            </FormField>
            <FormField id={id("estimated-hours")} label="Estimated Hours" error={errors.estimatedHours?.message}>
              {(control) => <Input {...control} inputMode="decimal" placeholder="Not set" {...form.register("estimatedHours")} />}
            </FormField>
          </>
        ) : null}
      </div>
      <FormField id={id("description")} label="Description" error={errors.description?.message}>
        {(control) => <Textarea {...control} rows={3} placeholder="Scope, access notes, contacts" {...form.register("description")} />}
      </FormField>
      <SiteFields form={form} id={id} />
    </div>
  );
}

function SiteFields({ form, id }: { form: UseFormReturn<ProjectFormValues>; id: (name: string) => string }) {
  const { errors } = form.formState;
  const [locating, setLocating] = useState(false);
  const [accuracy, setAccuracy] = useState<number | null>(null);

  async function fillFromCurrentLocation() {
    setLocating(true);
    try {
      const position = await getCurrentPosition();
      form.setValue("latitude", position.latitude.toFixed(6), { shouldDirty: true, shouldValidate: true });
      form.setValue("longitude", position.longitude.toFixed(6), { shouldDirty: true, shouldValidate: true });
      setAccuracy(Math.round(position.accuracyMeters));
    } catch (error) {
      toast({
        title: "Location Error",
        description: error instanceof Error ? error.message : "Unable to get location",
        variant: "destructive",
      });
    } finally {
      setLocating(false);
    }
  }

  return (
    <fieldset className="grid grid-cols-1 gap-3 rounded-card border border-slate-200 p-3 sm:p-4">
      <legend className="flex items-center gap-2 px-1 text-base font-semibold text-slate-900">
        <MapPin className="size-5 text-brand-700" aria-hidden="true" />
        Site location
      </legend>
      <p className="text-sm text-slate-600">
        The GPS time clock lets crews clock in within the radius of this point. Stand on site and use your location, or type
        the coordinates.
      </p>
      <Button variant="outline" onClick={fillFromCurrentLocation} pending={locating} className="w-full sm:w-auto">
        {locating ? null : <Crosshair aria-hidden="true" />}
        {locating ? "Getting location..." : "Use my current location"}
      </Button>
      {accuracy !== null ? (
        <p className="text-sm text-slate-700" role="status">
          Location found, accurate to about {accuracy} m.
        </p>
      ) : null}
      <div className="grid grid-cols-2 gap-3">
        <FormField id={id("latitude")} label="Latitude" error={errors.latitude?.message}>
          {(control) => <Input {...control} inputMode="decimal" placeholder="39.739236" {...form.register("latitude")} />}
        </FormField>
        <FormField id={id("longitude")} label="Longitude" error={errors.longitude?.message}>
          {(control) => <Input {...control} inputMode="decimal" placeholder="-104.990251" {...form.register("longitude")} />}
        </FormField>
      </div>
      <FormField id={id("radius")} label="Radius (metres)" hint="How far from the point still counts as on site." error={errors.locationRadius?.message}>
        {(control) => <Input {...control} type="number" inputMode="numeric" min={1} step={1} {...form.register("locationRadius")} />}
      </FormField>
    </fieldset>
  );
}
