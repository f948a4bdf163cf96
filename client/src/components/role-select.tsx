// The one picker of an account's role (User Management's Role column, approving a registration, inviting a worker),
// each role by its label (Office for "user"); what each role may do, beside it, is ROLE_ABILITIES' toOffice.
import { ACCOUNT_ROLE_LABELS, ACCOUNT_ROLES, type AccountRole, isAccountRole } from "@shared/domain/account-roles";
import { optionsOf, type SelectTriggerProps } from "@/components/ui/enum-select";
import { LazySelect } from "@/components/ui/lazy-select";

type Props<R extends AccountRole> = {
  control: SelectTriggerProps;
  value: R;
  onChange: (role: R) => void;
  /** The roles offered (every role unless given: an invitation never makes an admin). */
  roles?: readonly R[];
  disabled?: boolean;
};

export function RoleSelect<R extends AccountRole = AccountRole>({ control, value, onChange, roles, disabled }: Props<R>) {
  const offered = (roles ?? ACCOUNT_ROLES) as readonly R[];
  return (
    <LazySelect
      control={control}
      value={value}
      onValueChange={(role) => (isAccountRole(role) && offered.includes(role as R) ? onChange(role as R) : undefined)}
      options={optionsOf(offered, ACCOUNT_ROLE_LABELS)}
      disabled={disabled}
    />
  );
}
