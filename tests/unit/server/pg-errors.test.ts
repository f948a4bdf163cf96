// The one PostgreSQL error reader: finds the SQLSTATE a repo asks about through drizzle's wrapper, and nothing else.
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PG_FOREIGN_KEY_VIOLATION, PG_RESTRICT_VIOLATION, PG_UNIQUE_VIOLATION, pgError } from "../../../server/lib/pg-errors";

describe("pgError on shapes", () => {
  const fkError = { code: PG_FOREIGN_KEY_VIOLATION, constraint: "jobs_project_id_fk" };
  const cases: Array<[string, unknown, string[], ReturnType<typeof pgError>]> = [
    ["the error itself", fkError, [PG_FOREIGN_KEY_VIOLATION], { code: "23503", constraint: "jobs_project_id_fk" }],
    ["a wrapper's cause", { message: "Failed query", cause: fkError }, [PG_FOREIGN_KEY_VIOLATION], { code: "23503", constraint: "jobs_project_id_fk" }],
    ["any of several codes", { cause: { code: PG_RESTRICT_VIOLATION } }, [PG_FOREIGN_KEY_VIOLATION, PG_RESTRICT_VIOLATION], { code: "23001", constraint: undefined }],
    ["node-postgres's constraint_name", { code: PG_UNIQUE_VIOLATION, constraint_name: "users_email_unique" }, [PG_UNIQUE_VIOLATION], { code: "23505", constraint: "users_email_unique" }],
    ["another code", fkError, [PG_UNIQUE_VIOLATION], undefined],
    ["a network error", { code: "ECONNREFUSED" }, [PG_FOREIGN_KEY_VIOLATION], undefined],
    ["not an error", undefined, [PG_FOREIGN_KEY_VIOLATION], undefined],
  ];
  it.each(cases)("%s", (_name, error, codes, expected) => {
    expect(pgError(error, ...codes)).toEqual(expected);
  });

  it("stops on a cyclic cause chain", () => {
    const loop: { cause?: unknown } = {};
    loop.cause = loop;
    expect(pgError(loop, PG_FOREIGN_KEY_VIOLATION)).toBeUndefined();
  });
});

describe("pgError on a real drizzle error", () => {
  const client = new PGlite();
  const db = drizzle(client);
  beforeAll(async () => {
    await db.execute(sql`create table parents (id int primary key)`);
    await db.execute(sql`create table children (id int primary key, parent_id int constraint children_parent_fk references parents(id))`);
  });
  afterAll(() => client.close());

  it("reads the code and constraint of a foreign key refusal through DrizzleQueryError", async () => {
    const error = await db.execute(sql`insert into children values (1, 99)`).then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(pgError(error, PG_FOREIGN_KEY_VIOLATION)).toEqual({ code: PG_FOREIGN_KEY_VIOLATION, constraint: "children_parent_fk" });
    expect(pgError(error, PG_UNIQUE_VIOLATION)).toBeUndefined();
  });
});
