// The one SQL for how a person is named in lists: first and last name, else the username, else the e-mail address.
import { sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { users } from "@shared/schema";

type NameColumns = Record<"firstName" | "lastName" | "username" | "email", AnyPgColumn>;

export const userDisplayName = (u: NameColumns = users) =>
  sql<string | null>`coalesce(nullif(trim(concat_ws(' ', ${u.firstName}, ${u.lastName})), ''), ${u.username}, ${u.email})`;
