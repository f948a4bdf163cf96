// Issue 14: crew and foremen on projects, photos, progress, the team and the dashboard. They read only the projects
// their worker record is on (another answers 404, as a missing one does), never see a budget or a rate, add photos to
// their own projects only (403 elsewhere); foremen set progress; office and admins are unchanged.
import sharp from "sharp";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_NOT_FOUND_MESSAGE } from "@shared/api/constants";
import { jobs, timeEntries } from "@shared/schema";
import { NOT_YOUR_PROJECT_PHOTO_MESSAGE } from "../../server/modules/photos/photos.service";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { createActiveUser, uniqueEmail, userAgent } from "../support/accounts";
import { addToTeam, createPerson, createWorker, type Person } from "../support/people";

// Wednesday 4 March 2026, 11:00 in Denver: the week runs from Sunday 1 March.
const NOW = new Date("2026-03-04T18:00:00Z");
const TODAY = "2026-03-04";

let t: TestApp;
let admin: TestAgent;
let office: TestAgent;
let crew: Person;
let foreman: Person;
let otherCrew: Person;
let teammate: number;
let ours: number;
let theirs: number;

const pngDataUrl = async () =>
  `data:image/png;base64,${(await sharp({ create: { width: 64, height: 48, channels: 3, background: "#2e86c1" } }).png().toBuffer()).toString("base64")}`;

async function createProject(name: string): Promise<number> {
  const res = await admin.post("/api/projects").send({ name, location: "Denver", endDate: "2026-12-31", budget: "250000.00" });
  expect(res.status).toBe(201);
  return res.body.id as number;
}

async function uploadPhoto(agent: TestAgent, projectId: number) {
  return agent.post(`/api/projects/${projectId}/photos`).send({ filename: "wall.png", originalName: "wall.png", data: await pngDataUrl() });
}

const names = (rows: { name: string }[]) => rows.map((r) => r.name).sort();

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => NOW } });
  admin = await adminAgent(t.app);
  const officeEmail = uniqueEmail("office");
  await createActiveUser(t, officeEmail);
  office = await userAgent(t, officeEmail);
  ours = await createProject("Riverside Duplex");
  theirs = await createProject("Cherry Creek Office");
  crew = await createPerson(t, "crew");
  foreman = await createPerson(t, "foreman");
  otherCrew = await createPerson(t, "crew");
  teammate = await createWorker(t);
  await addToTeam(t, ours, [crew.workerId, foreman.workerId, teammate]);
  await addToTeam(t, theirs, [otherCrew.workerId]);
});
afterAll(async () => {
  await t.close();
});

describe("GET /api/projects and /api/projects/:id", () => {
  it("a crew member and a foreman list only their projects, without the budget", async () => {
    for (const person of [crew, foreman]) {
      const res = await person.agent.get("/api/projects");
      expect(res.status).toBe(200);
      expect(names(res.body)).toEqual(["Riverside Duplex"]);
      expect(res.body[0]).not.toHaveProperty("budget");
      expect(res.body[0]).toMatchObject({ id: ours, assignedWorkerCount: 3 });
    }
    expect(names((await otherCrew.agent.get("/api/projects")).body)).toEqual(["Cherry Creek Office"]);
  });

  it("office and admins list every project with its budget", async () => {
    for (const agent of [office, admin]) {
      const res = await agent.get("/api/projects");
      expect(names(res.body)).toEqual(["Cherry Creek Office", "Riverside Duplex"]);
      expect(res.body.every((p: { budget: string }) => p.budget === "250000.00")).toBe(true);
    }
  });

  it("an account not linked to a worker lists no projects", async () => {
    for (const role of ["crew", "foreman"] as const) {
      const email = uniqueEmail(`unlinked-${role}`);
      await createActiveUser(t, email, undefined, { role });
      const agent = await userAgent(t, email);
      expect((await agent.get("/api/projects")).body).toEqual([]);
      expect((await agent.get(`/api/projects/${ours}`)).status).toBe(404);
      const stats = await agent.get("/api/stats");
      expect(stats.body).toMatchObject({ totalProjects: 0, own: { jobsToday: 0, hoursThisWeek: 0 } });
    }
  });

  it("opens their own project without the budget, and answers another one 404 like a missing one", async () => {
    const own = await crew.agent.get(`/api/projects/${ours}`);
    expect(own.status).toBe(200);
    expect(own.body.name).toBe("Riverside Duplex");
    expect(own.body).not.toHaveProperty("budget");
    for (const id of [theirs, 999_999]) {
      const res = await foreman.agent.get(`/api/projects/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(PROJECT_NOT_FOUND_MESSAGE);
    }
    expect((await office.get(`/api/projects/${theirs}`)).body.budget).toBe("250000.00");
  });

  it("a team change applies to the very next request", async () => {
    const project = await createProject("Later Job");
    expect((await crew.agent.get(`/api/projects/${project}`)).status).toBe(404);
    await addToTeam(t, project, [crew.workerId]);
    expect((await crew.agent.get(`/api/projects/${project}`)).status).toBe(200);
    await admin.delete(`/api/projects/${project}/workers/${crew.workerId}`);
    expect((await crew.agent.get(`/api/projects/${project}`)).status).toBe(404);
    expect((await admin.delete(`/api/projects/${project}`)).status).toBe(204);
  });
});

describe("the team and the progress history", () => {
  it("a foreman reads their project's team without rates; the office sees the rates", async () => {
    const res = await foreman.agent.get(`/api/projects/${ours}/workers`);
    expect(res.status).toBe(200);
    expect(res.body.map((w: { id: number }) => w.id).sort()).toEqual([crew.workerId, foreman.workerId, teammate].sort());
    for (const worker of res.body) expect(worker).not.toHaveProperty("hourlyRate");
    const asOffice = await office.get(`/api/projects/${ours}/workers`);
    expect(asOffice.body[0].hourlyRate).toBe("31.50");
  });

  it("another project's team and history answer 404", async () => {
    expect((await foreman.agent.get(`/api/projects/${theirs}/workers`)).status).toBe(404);
    expect((await crew.agent.get(`/api/projects/${theirs}/progress-updates`)).status).toBe(404);
    expect((await crew.agent.get(`/api/projects/${ours}/progress-updates`)).status).toBe(200);
  });

  it("refuses crew and foremen every team change and project write (office's)", async () => {
    for (const person of [crew, foreman]) {
      expect((await person.agent.put(`/api/projects/${ours}/workers`).send({ workerIds: [person.workerId] })).status).toBe(403);
      expect((await person.agent.post(`/api/projects/${ours}/workers`).send({ workerId: otherCrew.workerId })).status).toBe(403);
      expect((await person.agent.delete(`/api/projects/${ours}/workers/${teammate}`)).status).toBe(403);
      expect((await person.agent.post("/api/projects").send({ name: "Mine", location: "x", endDate: "2026-12-31" })).status).toBe(403);
      expect((await person.agent.patch(`/api/projects/${ours}`).send({ name: "Renamed" })).status).toBe(403);
      expect((await person.agent.delete(`/api/projects/${ours}`)).status).toBe(403);
    }
    expect((await foreman.agent.get(`/api/projects/${ours}/workers`)).body).toHaveLength(3);
  });
});

describe("PATCH /api/projects/:id/progress", () => {
  it("a foreman sets their project's progress, recorded under their name", async () => {
    const res = await foreman.agent.patch(`/api/projects/${ours}/progress`).send({ progress: 40, notes: "Framing done" });
    expect(res.status).toBe(200);
    expect(res.body.progress).toBe(40);
    expect(res.body).not.toHaveProperty("budget");
    const history = await crew.agent.get(`/api/projects/${ours}/progress-updates`);
    expect(history.body[0]).toMatchObject({ previousProgress: 0, progress: 40, notes: "Framing done" });
  });

  it("a foreman's other project answers 404 and is unchanged; crew are refused", async () => {
    const res = await foreman.agent.patch(`/api/projects/${theirs}/progress`).send({ progress: 90 });
    expect(res.status).toBe(404);
    expect((await admin.get(`/api/projects/${theirs}`)).body.progress).toBe(0);
    expect((await crew.agent.patch(`/api/projects/${ours}/progress`).send({ progress: 50 })).status).toBe(403);
  });

  it("the office still sets any project's progress", async () => {
    expect((await office.patch(`/api/projects/${theirs}/progress`).send({ progress: 10 })).status).toBe(200);
  });
});

describe("photos", () => {
  it("crew and foremen add photos to their own project and see them, bytes included", async () => {
    const added = await uploadPhoto(crew.agent, ours);
    expect(added.status).toBe(201);
    expect((await uploadPhoto(foreman.agent, ours)).status).toBe(201);
    const list = await foreman.agent.get(`/api/projects/${ours}/photos`);
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(2);
    expect((await crew.agent.get(added.body.thumbnailUrl)).status).toBe(200);
    expect((await crew.agent.get(added.body.url)).status).toBe(200);
  });

  it("refuses a photo on any other project with 403, whether or not it exists, and stores nothing", async () => {
    for (const id of [theirs, 999_999]) {
      const res = await uploadPhoto(crew.agent, id);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(NOT_YOUR_PROJECT_PHOTO_MESSAGE);
    }
    expect((await admin.get(`/api/projects/${theirs}/photos`)).body).toHaveLength(0);
  });

  it("another project's photos and their bytes answer 404", async () => {
    const photo = await uploadPhoto(otherCrew.agent, theirs);
    expect(photo.status).toBe(201);
    expect((await crew.agent.get(`/api/projects/${theirs}/photos`)).status).toBe(404);
    expect((await foreman.agent.get(photo.body.thumbnailUrl)).status).toBe(404);
    expect((await foreman.agent.get(photo.body.url)).status).toBe(404);
    expect((await office.get(photo.body.url)).status).toBe(200);
  });

  it("only the office removes a photo", async () => {
    const photo = await uploadPhoto(crew.agent, ours);
    expect((await crew.agent.delete(`/api/projects/${ours}/photos/${photo.body.id}`)).status).toBe(403);
    expect((await foreman.agent.delete(`/api/projects/${ours}/photos/${photo.body.id}`)).status).toBe(403);
    expect((await office.delete(`/api/projects/${ours}/photos/${photo.body.id}`)).status).toBe(204);
  });
});

describe("GET /api/stats", () => {
  beforeAll(async () => {
    const at = (iso: string) => new Date(iso);
    const entry = (workerId: number, projectId: number, from: string, to: string | null, hours: string | null) => ({
      workerId,
      projectId,
      clockInTime: at(from),
      clockOutTime: to ? at(to) : null,
      hoursWorked: hours,
    });
    await t.database.db.insert(timeEntries).values([
      entry(crew.workerId, ours, "2026-03-02T15:00:00Z", "2026-03-02T23:00:00Z", "8.00"),
      // Another project the crew member is not on the team of: their own hours, not their foreman's figure.
      entry(crew.workerId, theirs, "2026-03-03T15:00:00Z", "2026-03-03T17:30:00Z", "2.50"),
      // Last week (Saturday 28 February in Denver) and an open entry: neither counts.
      entry(crew.workerId, ours, "2026-02-28T16:00:00Z", "2026-02-28T20:00:00Z", "4.00"),
      entry(crew.workerId, ours, "2026-03-04T14:00:00Z", null, null),
      entry(teammate, ours, "2026-03-03T15:00:00Z", "2026-03-03T20:15:00Z", "5.25"),
      entry(otherCrew.workerId, theirs, "2026-03-02T15:00:00Z", "2026-03-02T21:00:00Z", "6.00"),
    ]);
    const job = (title: string, projectId: number, scheduledDate: string, assignedWorkerIds: number[]) => ({
      title,
      projectId,
      scheduledDate,
      assignedWorkerIds,
    });
    await t.database.db.insert(jobs).values([
      job("Frame east wall", ours, TODAY, [crew.workerId]),
      // Assigned to no one: the whole team's, so the crew member's too.
      job("Clean up", ours, TODAY, []),
      job("Hang doors", ours, TODAY, [teammate]),
      // Cancelled jobs stay on Today's Schedule (with their status), so they are counted as it lists them.
      { ...job("Called off", ours, TODAY, [crew.workerId]), status: "cancelled" as const },
      job("Tomorrow's pour", ours, "2026-03-05", [crew.workerId]),
      job("Other site", theirs, TODAY, [otherCrew.workerId, crew.workerId]),
    ]);
  });

  it("a crew member gets their own jobs today (as their schedule lists them) and own hours this week", async () => {
    const res = await crew.agent.get("/api/stats");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ totalProjects: 1, activeProjects: 1 });
    expect(res.body.own).toEqual({ jobsToday: 3, hoursThisWeek: 10.5, weekStart: "2026-03-01" });
    expect((await crew.agent.get("/api/jobs?date=today")).body).toHaveLength(3);
  });

  it("a foreman gets their projects' jobs today and their crew's hours on those projects", async () => {
    const res = await foreman.agent.get("/api/stats");
    expect(res.body).toMatchObject({ totalProjects: 1, statusCounts: { planning: 1, inProgress: 0, completed: 0, delayed: 0 } });
    expect(res.body.own).toEqual({ jobsToday: 4, hoursThisWeek: 13.3, weekStart: "2026-03-01" });
    expect((await foreman.agent.get("/api/jobs?date=today")).body).toHaveLength(4);
  });

  it("office and admins get the company's figures, without `own`", async () => {
    for (const agent of [office, admin]) {
      const res = await agent.get("/api/stats");
      expect(res.body.totalProjects).toBe(2);
      expect(res.body).not.toHaveProperty("own");
    }
  });
});
