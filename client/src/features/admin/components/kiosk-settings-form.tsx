// The company's kiosk settings, in the Kiosks card: whether a kiosk takes a photo at every punch (it says so on its
// screen) and how many days the photos are kept. One Save for both: the contract takes them together. Loaded with the
// card's first paint but in its own chunk (it brings zod with the contract's schema).
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { Controller, useForm } from "react-hook-form";
import { MAX_PHOTO_RETENTION_DAYS } from "@shared/api/kiosks";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState } from "@/components/ui/state-message";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { kioskSettingsFormSchema, toKioskSettingsBody, type KioskSettingsFormValues } from "../kiosk-forms";
import { kioskQueries, useUpdateKioskSettings, type KioskSettings } from "../kiosks-api";

export function KioskSettingsForm() {
  const settings = useQuery(kioskQueries.settings());
  if (settings.isPending) return <Skeleton className="h-40" aria-label="Loading kiosk settings" />;
  if (settings.isError) {
    return <ErrorState title="Could not load the kiosk settings" message={errorMessage(settings.error)} onRetry={() => void settings.refetch()} retrying={settings.isFetching} />;
  }
  return <SettingsForm saved={settings.data} />;
}

const formValues = (settings: KioskSettings): KioskSettingsFormValues => ({
  photosOnPunch: settings.photosOnPunch,
  photoRetentionDays: String(settings.photoRetentionDays),
});

function SettingsForm({ saved }: { saved: KioskSettings }) {
  const update = useUpdateKioskSettings();
  const form = useForm<KioskSettingsFormValues>({ resolver: zodResolver(kioskSettingsFormSchema), defaultValues: formValues(saved), mode: "onTouched" });
  const { errors, isDirty } = form.formState;

  function onValid(values: KioskSettingsFormValues) {
    update.mutate(toKioskSettingsBody(values), {
      onSuccess: (next) => {
        form.reset(formValues(next));
        toast({
          title: "Kiosk Settings Saved",
          description: next.photosOnPunch ? `Kiosks take a photo at every punch; photos are deleted after ${next.photoRetentionDays} days.` : "Kiosks take no photos.",
          variant: "success",
        });
      },
      onError: (error) => applyServerFieldErrors(error, form),
    });
  }

  return (
    <form noValidate className="grid grid-cols-1 gap-4" onSubmit={form.handleSubmit(onValid)} aria-label="Kiosk settings">
      <Controller
        control={form.control}
        name="photosOnPunch"
        render={({ field }) => (
          <div className="grid gap-1.5">
            <div className="flex min-h-11 items-center gap-3">
              <Switch id="kiosk-photos" checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} ref={field.ref} aria-describedby="kiosk-photos-hint" />
              <Label htmlFor="kiosk-photos">Take a photo at every kiosk punch</Label>
            </div>
            <p id="kiosk-photos-hint" className="text-sm text-slate-600">
              The kiosk says so on screen. Office users see the photo with the entry on the timesheet.
            </p>
          </div>
        )}
      />
      <FormField
        id="kiosk-photo-days"
        label="Keep punch photos for (days)"
        hint={`Deleted after this many days: 1 to ${MAX_PHOTO_RETENTION_DAYS}.`}
        error={errors.photoRetentionDays?.message}
        className="max-w-xs"
      >
        {(control) => <Input {...control} inputMode="numeric" autoComplete="off" {...form.register("photoRetentionDays")} />}
      </FormField>
      <div>
        <Button type="submit" className="w-full sm:w-auto" pending={update.isPending} disabled={!isDirty && !update.isPending}>
          {update.isPending ? "Saving..." : "Save kiosk settings"}
        </Button>
      </div>
    </form>
  );
}
