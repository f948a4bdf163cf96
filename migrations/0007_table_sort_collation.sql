-- The desk tables' text order, which a list sorted on the server by a text column compares in
-- (server/lib/keyset.repo.ts): the order of the client's Intl.Collator('en', { numeric: true, sensitivity: 'base' }).
-- ICU's root collation with digits compared as numbers ('Worker 2' before 'Worker 10') at primary strength (case and
-- accents ignored); nondeterministic, so 'Worker 2' and 'worker 2' are equal and the id orders them. The locale uses
-- ICU's keyword form: PGlite's ICU ignores the BCP 47 form ('und-u-kn-ks-level1'), PostgreSQL reads either.
CREATE COLLATION IF NOT EXISTS "table_sort" (provider = icu, locale = 'und@colNumeric=yes;colStrength=primary', deterministic = false);
