// The one picker of an account's role (User Management's Role column and the Approve as... dialog), each role by its
// label (Office for "user"), and what each role may do in words an office manager can choose by.
import { ACCOUNT_ROLE_LABELS, ACCOUNT_ROLES, type AccountRole, isAccountRole } from "@shared/domain/account-roles";
import { optionsOf, type SelectTriggerProps } from "@/components/ui/enum-select";
import { LazySelect } from "@/components/ui/lazy-select";

export const ROLE_DESCRIPTIONS: Record<AccountRole, string> = {
  crew: "Their own time and the projects they are on. No pay rates.",
  foreman: "The projects their worker record is on and the crew on them: clocks the crew in and out. No pay rates.",
  user: "Every screen but this admin dashboard, pay included.",
  admin: "Everything, including this admin dashboard.",
};

const ROLE_OPTIONS = optionsOf(ACCOUNT_ROLES, ACCOUNT_ROLE_LABELS);

type Props = {
  control: SelectTriggerProps;
  value: AccountRole;
  onChange: (role: AccountRole) => void;
  disabled?: boolean;
};

export function RoleSelect({ control, value, onChange, disabled }: Props) {
  return (
    <LazySelect
      control={control}
      value={value}
      onValueChange={(role) => (isAccountRole(role) ? onChange(role) : undefined)}
      options={ROLE_OPTIONS}
      disabled={disabled}
    />
  );
}
