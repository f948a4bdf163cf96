// The camera on an entry a site kiosk kept photos with, for office users (the photo route is office-only): nothing for
// an entry without photos or a person who may not see them (no `onPhotos`).
import { Camera } from "lucide-react";
import { Button } from "@/components/ui/button";
import { RowAction } from "@/components/ui/sortable-table";
import type { TimeEntryView } from "../api";
import { hasPhotos } from "../entry-actions";

type Props = { entry: TimeEntryView; onPhotos?: (entry: TimeEntryView) => void; /** A desk table's row action. */ icon?: boolean };

export function PunchPhotosButton({ entry, onPhotos, icon = false }: Props) {
  if (!onPhotos || !hasPhotos(entry)) return null;
  const label = `Punch photos of ${entry.workerName}`;
  if (icon) return <RowAction label={label} icon={<Camera aria-hidden="true" />} onClick={() => onPhotos(entry)} />;
  return (
    <Button variant="outline" size="sm" onClick={() => onPhotos(entry)} aria-label={label}>
      <Camera aria-hidden="true" /> Photo
    </Button>
  );
}
