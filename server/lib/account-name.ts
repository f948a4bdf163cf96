// How people know an account in audit lines and bylines: 'First Last', else the username, else the e-mail.
export interface AccountNameParts {
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  email: string | null;
}

export function accountName(account: AccountNameParts): string | null {
  const full = [account.firstName, account.lastName].filter(Boolean).join(" ").trim();
  return full || account.username || account.email || null;
}
