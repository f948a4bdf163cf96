// Issue 14, schedule and safety for crew and foremen: which jobs and checklists each sees (their projects; crew only
// the jobs assigned to them or to no one), what each may change there, the 403 and 404 for the rest, and the office
// unchanged.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, projects, safetyChecklistItems, safetyChecklists } from "@shared/schema";
import { MONEY_FIELDS } from "@shared/domain/account-roles";
import type { JobItem } from "@shared/api/jobs";
import type { ChecklistDetailView, ChecklistView } from "@shared/api/safety";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { createActiveUser, uniqueEmail, userAgent } from "../support/accounts";
import { addToTeam, createPerson, type Person } from "../support/people";

type Agent = Awaited<ReturnType<typeof userAgent>>;

const DAY = "2032-05-04";

let t: TestApp;
let admin: Agent;
let office: Agent;
/** Foreman and crew on Mine; Dana is crew on Other only; the unlinked accounts have no worker record. */
let foreman: Person;
let crew: Person;
let dana: Person;
let unlinkedCrew: Agent;
let unlinkedForeman: Agent;
let mine: number;
let other: number;
/** On Mine: assigned to the crew member, to the foreman, to no one; on Other: assigned to the crew member. */
const job = { crews: 0, foremans: 0, nobodys: 0, offTeam: 0 };
let mineList: ChecklistDetailView;
let otherList: ChecklistDetailView;

async function createProject(name: string): Promise<number> {
  const [row] = await t.database.db.insert(projects).values({ name, location: "Denver, CO" }).returning({ id: projects.id });
  return row.id;
}

async function createJob(projectId: number, title: string, assignedWorkerIds: number[]): Promise<number> {
  const res = await admin.post("/api/jobs").send({ title, projectId, scheduledDate: DAY, scheduledTime: "07:30", assignedWorkerIds });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

async function createChecklist(agent: Agent, projectId: number): Promise<ChecklistDetailView> {
  const res = await agent.post("/api/safety/checklists").send({ projectId, checklistType: "daily" });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function unlinked(role: "crew" | "foreman"): Promise<Agent> {
  const email = uniqueEmail(`unlinked-${role}`);
  await createActiveUser(t, email, undefined, { role });
  return userAgent(t, email);
}

const jobIds = async (agent: Agent, query = `?date=${DAY}`) => {
  const res = await agent.get(`/api/jobs${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as JobItem[]).map((j) => j.id).sort((a, b) => a - b);
};

const checklistProjects = async (agent: Agent, query = "") => {
  const res = await agent.get(`/api/safety/checklists${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return new Set((res.body as ChecklistView[]).map((c) => c.projectId));
};

const statusOf = async (id: number) => (await t.database.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, id)))[0].status;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminAgent(t.app);
  const officeEmail = uniqueEmail("office");
  await createActiveUser(t, officeEmail);
  office = await userAgent(t, officeEmail);
  mine = await createProject("Mine Street Lofts");
  other = await createProject("Other Avenue Duplex");
  foreman = await createPerson(t, "foreman");
  crew = await createPerson(t, "crew");
  dana = await createPerson(t, "crew");
  await addToTeam(t, mine, [foreman.workerId, crew.workerId]);
  await addToTeam(t, other, [dana.workerId]);
  unlinkedCrew = await unlinked("crew");
  unlinkedForeman = await unlinked("foreman");
  job.crews = await createJob(mine, "Frame north wall", [crew.workerId]);
  job.foremans = await createJob(mine, "Walk the site with the inspector", [foreman.workerId]);
  job.nobodys = await createJob(mine, "Sweep the slab", []);
  job.offTeam = await createJob(other, "Help out on Other", [crew.workerId]);
  mineList = await createChecklist(office, mine);
  otherList = await createChecklist(office, other);
});
afterAll(async () => {
  await t.close();
});

describe("GET /api/jobs by role", () => {
  it("gives the office and admins every job, as before", async () => {
    const all = Object.values(job).sort((a, b) => a - b);
    expect(await jobIds(office)).toEqual(all);
    expect(await jobIds(admin)).toEqual(all);
  });

  it("gives a foreman every job of their projects and none of another project", async () => {
    expect(await jobIds(foreman.agent)).toEqual([job.crews, job.foremans, job.nobodys].sort((a, b) => a - b));
    expect(await jobIds(foreman.agent, "")).not.toContain(job.offTeam);
  });

  it("gives crew the jobs on their projects assigned to them or to no one, not a colleague's nor another project's", async () => {
    expect(await jobIds(crew.agent)).toEqual([job.crews, job.nobodys].sort((a, b) => a - b));
    expect(await jobIds(crew.agent, `?from=${DAY}&to=${DAY}`)).toEqual([job.crews, job.nobodys].sort((a, b) => a - b));
    // Other's only job is assigned to someone else: Dana, on Other's team, does not get it.
    expect(await jobIds(dana.agent)).toEqual([]);
  });

  it("gives an account with no worker record no jobs", async () => {
    expect(await jobIds(unlinkedCrew)).toEqual([]);
    expect(await jobIds(unlinkedForeman, "")).toEqual([]);
  });

  it("answers crew and foremen with the office's fields: a job carries no money to strip", async () => {
    const asOffice = (await office.get(`/api/jobs?date=${DAY}`)).body as JobItem[];
    const asForeman = (await foreman.agent.get(`/api/jobs?date=${DAY}`)).body as JobItem[];
    const officeJob = asOffice.find((j) => j.id === job.crews)!;
    expect(asForeman.find((j) => j.id === job.crews)).toEqual(officeJob);
    expect(Object.keys(officeJob).filter((key) => (MONEY_FIELDS as readonly string[]).includes(key))).toEqual([]);
  });
});

describe("changing a job's status", () => {
  it("lets a foreman change the status of their projects' jobs", async () => {
    const res = await foreman.agent.patch(`/api/jobs/${job.nobodys}/status`).send({ status: "in-progress" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ id: job.nobodys, status: "in-progress", projectName: "Mine Street Lofts" });
  });

  it("answers a foreman 404 for a job of another project or none, and changes nothing", async () => {
    const res = await foreman.agent.patch(`/api/jobs/${job.offTeam}/status`).send({ status: "cancelled" });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Job not found");
    expect(await statusOf(job.offTeam)).toBe("scheduled");
    expect((await foreman.agent.patch("/api/jobs/999999/status").send({ status: "cancelled" })).status).toBe(404);
    expect((await unlinkedForeman.patch(`/api/jobs/${job.crews}/status`).send({ status: "cancelled" })).status).toBe(404);
  });

  it("refuses crew (403), even on their own job", async () => {
    const res = await crew.agent.patch(`/api/jobs/${job.crews}/status`).send({ status: "completed" });
    expect(res.status).toBe(403);
    expect(await statusOf(job.crews)).toBe("scheduled");
  });

  it("keeps scheduling, editing and deleting for the office: a foreman is refused on their own project's job", async () => {
    expect((await foreman.agent.post("/api/jobs").send({ title: "Mine", projectId: mine, scheduledDate: DAY })).status).toBe(403);
    expect((await foreman.agent.patch(`/api/jobs/${job.crews}`).send({ title: "Renamed" })).status).toBe(403);
    expect((await foreman.agent.delete(`/api/jobs/${job.crews}`)).status).toBe(403);
    const res = await office.patch(`/api/jobs/${job.offTeam}/status`).send({ status: "completed" });
    expect(res.status).toBe(200);
    expect(await statusOf(job.offTeam)).toBe("completed");
  });
});

describe("safety checklists by role", () => {
  it("lists each caller the checklists of their projects; the office every one", async () => {
    expect(await checklistProjects(office)).toEqual(new Set([mine, other]));
    expect(await checklistProjects(foreman.agent)).toEqual(new Set([mine]));
    expect(await checklistProjects(crew.agent)).toEqual(new Set([mine]));
    expect(await checklistProjects(dana.agent)).toEqual(new Set([other]));
    expect(await checklistProjects(crew.agent, `?projectId=${other}`)).toEqual(new Set());
    expect(await checklistProjects(unlinkedCrew)).toEqual(new Set());
  });

  it("counts the summary over the caller's checklists", async () => {
    const forCrew = (await crew.agent.get("/api/safety/summary")).body;
    const crewLists = (await crew.agent.get("/api/safety/checklists")).body as ChecklistView[];
    expect(forCrew.total).toBe(crewLists.length);
    const forOffice = (await office.get("/api/safety/summary")).body;
    expect(forOffice.total).toBeGreaterThan(forCrew.total);
    expect((await unlinkedForeman.get("/api/safety/summary")).body).toEqual({ completed: 0, inProgress: 0, pending: 0, total: 0 });
  });

  it("opens a checklist of the caller's project and answers 404 for another's", async () => {
    expect((await crew.agent.get(`/api/safety/checklists/${mineList.id}`)).status).toBe(200);
    const res = await crew.agent.get(`/api/safety/checklists/${otherList.id}`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Checklist not found");
    expect((await foreman.agent.get(`/api/safety/checklists/${otherList.id}`)).status).toBe(404);
  });

  it("lets crew tick an item and note it on their project, recorded as theirs", async () => {
    const item = mineList.items[0];
    const res = await crew.agent.patch(`/api/safety/checklists/${mineList.id}/items/${item.id}`).send({ isCompleted: true, notes: "Rail tagged out" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const ticked = (res.body as ChecklistDetailView).items.find((i) => i.id === item.id)!;
    expect(ticked).toMatchObject({ isCompleted: true, completedBy: crew.userId, notes: "Rail tagged out" });
    const noted = await crew.agent.patch(`/api/safety/checklists/${mineList.id}/items/${mineList.items[1].id}`).send({ notes: "Gloves short" });
    expect(noted.status).toBe(200);
  });

  it("answers crew 404 for an item of another project's checklist and leaves it as it was", async () => {
    const item = otherList.items[0];
    const res = await crew.agent.patch(`/api/safety/checklists/${otherList.id}/items/${item.id}`).send({ isCompleted: true });
    expect(res.status).toBe(404);
    const [row] = await t.database.db.select().from(safetyChecklistItems).where(eq(safetyChecklistItems.id, item.id));
    expect(row).toMatchObject({ isCompleted: false, completedBy: null });
  });

  it("lets a foreman create a checklist for their project, and refuses another project with 403 and stores nothing", async () => {
    const created = await createChecklist(foreman.agent, mine);
    expect(created).toMatchObject({ projectId: mine, createdBy: foreman.userId, status: "pending" });
    const count = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(safetyChecklists))[0].n;
    const before = await count();
    const res = await foreman.agent.post("/api/safety/checklists").send({ projectId: other, checklistType: "daily" });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("You can create checklists only for your own projects");
    expect(res.body.fieldErrors.projectId).toEqual(["You can create checklists only for your own projects"]);
    expect((await unlinkedForeman.post("/api/safety/checklists").send({ projectId: mine, checklistType: "daily" })).status).toBe(403);
    expect(await count()).toBe(before);
  });

  it("lets a foreman complete a checklist of their project and write its notes; another project's is 404", async () => {
    let body: ChecklistDetailView = mineList;
    for (const item of mineList.items) {
      const res = await foreman.agent.patch(`/api/safety/checklists/${mineList.id}/items/${item.id}`).send({ isCompleted: true });
      expect(res.status).toBe(200);
      body = res.body;
    }
    expect(body.status).toBe("completed");
    const notes = await foreman.agent.patch(`/api/safety/checklists/${mineList.id}`).send({ notes: "All clear" });
    expect(notes.status).toBe(200);
    expect(notes.body.notes).toBe("All clear");
    expect((await foreman.agent.patch(`/api/safety/checklists/${otherList.id}`).send({ notes: "Mine now" })).status).toBe(404);
  });

  it("refuses crew creating a checklist or writing a checklist's notes (403)", async () => {
    expect((await crew.agent.post("/api/safety/checklists").send({ projectId: mine, checklistType: "daily" })).status).toBe(403);
    expect((await crew.agent.patch(`/api/safety/checklists/${mineList.id}`).send({ notes: "Crew note" })).status).toBe(403);
  });

  it("keeps delete for the office's creator-or-admin rule: a foreman cannot delete even their own checklist", async () => {
    const own = await createChecklist(foreman.agent, mine);
    expect((await foreman.agent.delete(`/api/safety/checklists/${own.id}`)).status).toBe(403);
    expect((await crew.agent.delete(`/api/safety/checklists/${mineList.id}`)).status).toBe(403);
    expect((await admin.delete(`/api/safety/checklists/${own.id}`)).status).toBe(204);
  });

  it("answers the office for any project, as before", async () => {
    expect((await office.get(`/api/safety/checklists/${otherList.id}`)).status).toBe(200);
    expect((await office.post("/api/safety/checklists").send({ projectId: other, checklistType: "equipment" })).status).toBe(201);
    expect((await office.post("/api/safety/checklists").send({ projectId: 999_999, checklistType: "daily" })).status).toBe(404);
  });
});
