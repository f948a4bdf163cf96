// A form checked by its endpoint's shared body schema: the inputs (text, as typed) become the body, the body schema
// runs on it, and its messages land on the fields of the same name. So the form holds the server's rules and messages
// without restating them; the form's own schema only says what an input must be before it can become a body.
import type { z } from "zod";

export function checkedByBody<Fields extends z.ZodObject, Body extends z.ZodType>(
  fields: Fields,
  body: Body,
  toBody: (values: z.output<Fields>) => z.input<Body>,
) {
  return fields.superRefine((values, ctx) => {
    const result = body.safeParse(toBody(values));
    if (result.success) return;
    // A field whose input is already refused ('Enter a whole number') keeps that message alone.
    const own = fields.safeParse(values);
    const refused = new Set(own.success ? [] : own.error.issues.map((issue) => String(issue.path[0])));
    for (const issue of result.error.issues) {
      const name = String(issue.path[0] ?? "");
      if (name in fields.shape && !refused.has(name)) {
        ctx.addIssue({ code: "custom", path: [name], message: issue.message });
        refused.add(name);
      }
    }
  });
}
