// The one SQL for how a person is named in lists: first and last name, else the username, else the e-mail address.
import { sql } from "drizzle-orm";
import { qualified } from "./qualified.repo";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { users } from "@shared/schema";

type NameColumns = Record<"firstName" | "lastName" | "username" | "email", AnyPgColumn>;

export const userDisplayName = (u: NameColumns = users) =>
  sql<string | null>`coalesce(nullif(trim(concat_ws(' ', ${u.firstName}, ${u.lastName})), ''), ${u.username}, ${u.email})`;

/** The name of the account a column points at, as a scalar subquery (null when it points at none). */
export const userNameOf = (userId: AnyPgColumn) =>
  sql<string | null>`(select ${userDisplayName()} from ${users} where ${qualified(users.id)} = ${qualified(userId)})`;
