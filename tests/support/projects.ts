// A project made by the admin through the real route (in progress unless `fields` says otherwise); returns its id.
import { adminAgent, type TestApp } from "./app";

export async function createProject(t: TestApp, name: string, fields: Record<string, unknown> = {}): Promise<number> {
  const admin = await adminAgent(t.app);
  const res = await admin.post("/api/projects").send({ name, location: "Denver, CO", status: "in-progress", endDate: "2026-12-31", ...fields });
  if (res.status !== 201) throw new Error(`project create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as number;
}
