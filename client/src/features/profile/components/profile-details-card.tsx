// Read-only account details on the profile screen.
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

type ProfileDetails = {
  id: string | number;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
};

const NOT_PROVIDED = "Not provided";

function ReadOnlyField({ id, label, value }: { id: string; label: string; value: string | number | null }) {
  const text = value === null || value === "" ? NOT_PROVIDED : String(value);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} value={text} readOnly className="text-slate-800" />
    </div>
  );
}

export function ProfileDetailsCard({ user }: { user: ProfileDetails }) {
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
        <ReadOnlyField id="profile-user-id" label="User ID" value={user.id} />
      </CardContent>
    </Card>
  );
}
