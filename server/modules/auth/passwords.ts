// Password hashing with bcrypt (cost 12); bcrypt ignores bytes past 72, so longer passwords are refused.
import bcrypt from "bcrypt";

export const BCRYPT_COST = 12;
export const PASSWORD_MAX_BYTES = 72;

export function passwordTooLong(password: string): boolean {
  return Buffer.byteLength(password, "utf8") > PASSWORD_MAX_BYTES;
}

export function hashPassword(password: string, cost = BCRYPT_COST): Promise<string> {
  return bcrypt.hash(password, cost);
}

// A hash of a random string: comparing against it when no account exists keeps the timing the same.
const DUMMY_HASH = "$2b$12$cGl/l6Eml3jyzCaRMa1t7efoSRauwvuwNOWVf10VhQKgSqgeGfw5q";

export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (passwordTooLong(password)) return false;
  const ok = await bcrypt.compare(password, hash ?? DUMMY_HASH);
  return ok && Boolean(hash);
}
