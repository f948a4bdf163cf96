// Read-only account details on the profile screen: who the person is, their role, and the worker record their account
// is linked to (crew and foremen see that record's projects and hours; unlinked, the office has to link it).
import { ACCOUNT_ROLE_LABELS, type AccountRole, seesEveryRow } from "@shared/domain/account-roles";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

type ProfileDetails = {
  id: string | number;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  role: AccountRole;
  workerId: number | null;
};

const NOT_PROVIDED = "Not provided";
const NOT_LINKED_NOTE = "Ask the office to link it: until then your projects and hours stay empty.";

function ReadOnlyField({ id, label, value, note }: { id: string; label: string; value: string | number | null; note?: string }) {
  const text = value === null || value === "" ? NOT_PROVIDED : String(value);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} value={text} readOnly className="text-slate-800" aria-describedby={note ? `${id}-note` : undefined} />
      {note ? (
        <p id={`${id}-note`} className="text-sm font-medium text-amber-800">
          {note}
        </p>
      ) : null}
    </div>
  );
}

/** The linked worker's name when it could be read, else whether there is one. */
function workerText(user: ProfileDetails, workerName: string | undefined): string {
  if (user.workerId === null) return "Not linked";
  return workerName ?? "Linked to a worker record";
}

/** `workerName`: the linked record's name, where the person may read it (the page decides). */
export function ProfileDetailsCard({ user, workerName }: { user: ProfileDetails; workerName?: string }) {
  const unlinked = user.workerId === null && !seesEveryRow(user.role);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Account details</CardTitle>
        <CardDescription>The details your account was created with.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <ReadOnlyField id="profile-first-name" label="First Name" value={user.firstName} />
          <ReadOnlyField id="profile-last-name" label="Last Name" value={user.lastName} />
        </div>
        <ReadOnlyField id="profile-email" label="Email" value={user.email} />
        <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
          <ReadOnlyField id="profile-role" label="Role" value={ACCOUNT_ROLE_LABELS[user.role]} />
          <ReadOnlyField
            id="profile-worker"
            label="Worker record"
            value={workerText(user, workerName)}
            // The strip under the header says NOT_LINKED_MESSAGE on every screen; here, what to do about it.
            note={unlinked ? NOT_LINKED_NOTE : undefined}
          />
        </div>
        <ReadOnlyField id="profile-user-id" label="User ID" value={user.id} />
      </CardContent>
    </Card>
  );
}
