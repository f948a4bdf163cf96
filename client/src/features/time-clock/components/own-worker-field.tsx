// The Worker field of a crew member's punch (the tracker, the Clock In / Out dialog): their own name, not a choice.
import { useQuery } from "@tanstack/react-query";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { timeClockQueries } from "../api";

export function OwnWorkerField({ id, workerId }: { id: string; workerId: number }) {
  const workers = useQuery(timeClockQueries.workers());
  const name = workers.data?.find((w) => w.id === workerId)?.name;
  return (
    <FormField id={id} label="Worker" hint="You clock yourself in and out.">
      {(control) => <Input {...control} readOnly value={name ?? (workers.isPending ? "Loading..." : "You")} />}
    </FormField>
  );
}
