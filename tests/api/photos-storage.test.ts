// What a stored photo costs (issue 24, item 6): re-encoded to at most 2560 px on its longest side (JPEG 80, or PNG when
// it is transparent) without metadata, counted against the uploader's daily byte budget in the company's day, and
// refused on the embedded database when its file system runs low on space.
import { randomBytes } from "node:crypto";
import { count, eq } from "drizzle-orm";
import sharp, { type Sharp } from "sharp";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectPhotos, projects } from "@shared/schema";
import { createTestApp, testEnv, type TestApp } from "../support/app";
import { createActiveUser, uniqueEmail, userAgent } from "../support/accounts";
import { testClock } from "../unit/time-clock/api-fixtures";

const GIB = 1024 * 1024 * 1024;
/** 08:00 in Denver (the test company's zone): 16 hours before the company's day ends. */
const clock = testClock("2026-03-04T15:00:00Z");
const SECONDS_TO_MIDNIGHT = 16 * 60 * 60;

let t: TestApp;
let projectId: number;
const extraApps: TestApp[] = [];

beforeAll(async () => {
  t = await createTestApp({ deps: { now: clock.now } });
  [{ id: projectId }] = await t.database.db.insert(projects).values({ name: "Riverside Duplex", location: "Denver" }).returning();
});
afterAll(async () => {
  for (const app of extraApps) await app.close();
  await t.close();
});

/** A second app on the same database, as a server started with other settings would be. */
async function appWith(options: { env?: Record<string, string>; freeDiskBytes?: (dir: string) => Promise<number>; kind?: "pglite" | "postgres" }) {
  const database = options.kind ? { ...t.database, kind: options.kind } : t.database;
  const app = await createTestApp({
    database,
    env: options.env,
    deps: { now: clock.now, ...(options.freeDiskBytes ? { freeDiskBytes: options.freeDiskBytes } : {}) },
  });
  extraApps.push(app);
  return app;
}

async function newUploader(app: TestApp = t): Promise<{ agent: TestAgent; userId: number }> {
  const email = uniqueEmail("photo-storage");
  const userId = await createActiveUser(app, email);
  return { agent: await userAgent(app, email), userId };
}

const upload = (agent: TestAgent, bytes: Buffer) =>
  agent.post(`/api/projects/${projectId}/photos`).send({
    filename: "1767225600000-site.jpg",
    originalName: "site.jpg",
    data: `data:image/png;base64,${bytes.toString("base64")}`,
  });

async function storedRow(photoId: number) {
  const [row] = await t.database.db.select().from(projectPhotos).where(eq(projectPhotos.id, photoId));
  return { ...row, bytes: Buffer.from(row.data.slice(row.data.indexOf(",") + 1), "base64") };
}

const photosBy = async (userId: number) =>
  (await t.database.db.select({ n: count() }).from(projectPhotos).where(eq(projectPhotos.uploadedById, userId)))[0].n;

/** Random pixels: a picture no encoder can shrink much, so its stored size is far from nothing. */
function noise(width: number, height: number, channels: 3 | 4 = 3): Sharp {
  const pixels = randomBytes(width * height * channels);
  return sharp(pixels, { raw: { width, height, channels } });
}

describe("stored images are re-encoded", () => {
  it("a 4000 x 3000 phone photo is kept as a JPEG 2560 px wide without its EXIF (GPS, camera); the type served is the stored one", async () => {
    const { agent } = await newUploader();
    const original = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#2c3e50" } })
      .jpeg({ quality: 100 })
      .withExifMerge({ IFD0: { Make: "PhoneCo", Copyright: "secret-exif-text" } })
      .toBuffer();
    const res = await upload(agent, original);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const row = await storedRow(res.body.id);
    const meta = await sharp(row.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 2560, 1920]);
    expect(meta.exif).toBeUndefined();
    expect(row.bytes.includes("secret-exif-text")).toBe(false);
    expect(row.mimeType).toBe("image/jpeg");
    expect(row.data.startsWith("data:image/jpeg;base64,")).toBe(true);
    expect(res.body.fileSize).toBe(row.bytes.length);
    expect(row.fileSize).toBe(row.bytes.length);
  });

  it("a phone photo taken sideways is turned upright by its EXIF orientation before the metadata goes", async () => {
    const { agent } = await newUploader();
    const sideways = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: "#27ae60" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const row = await storedRow((await upload(agent, sideways)).body.id);
    const meta = await sharp(row.bytes).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([1600, 2400, undefined]);
  });

  it("a PNG with transparency stays a PNG (and keeps its alpha), bounded to 2560 px; an opaque PNG becomes a JPEG", async () => {
    const { agent } = await newUploader();
    const transparent = await sharp({ create: { width: 3000, height: 1000, channels: 4, background: { r: 200, g: 0, b: 0, alpha: 0.5 } } }).png().toBuffer();
    const kept = await upload(agent, transparent);
    expect(kept.status).toBe(201);
    expect(kept.body.mimeType).toBe("image/png");
    const png = await sharp((await storedRow(kept.body.id)).bytes).metadata();
    expect([png.format, png.width, png.height, png.hasAlpha]).toEqual(["png", 2560, 853, true]);

    const opaque = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#c0392b" } }).png().toBuffer();
    const flattened = await upload(agent, opaque);
    expect(flattened.body.mimeType).toBe("image/jpeg");
    const jpeg = await sharp((await storedRow(flattened.body.id)).bytes).metadata();
    expect([jpeg.format, jpeg.width, jpeg.height]).toEqual(["jpeg", 800, 600]);
  });

  it("GIF and WebP uploads are kept as JPEG; a small photo is not enlarged", async () => {
    const { agent } = await newUploader();
    for (const input of [
      await sharp({ create: { width: 300, height: 200, channels: 3, background: "#8e44ad" } }).gif().toBuffer(),
      await sharp({ create: { width: 300, height: 200, channels: 3, background: "#16a085" } }).webp().toBuffer(),
    ]) {
      const res = await upload(agent, input);
      expect(res.body.mimeType).toBe("image/jpeg");
      const meta = await sharp((await storedRow(res.body.id)).bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 300, 200]);
    }
  });
});

describe("the daily budget per person", () => {
  it("counts stored bytes: uploads up to the budget exactly pass, the one past it gets 429 and nothing is stored", async () => {
    const photo = await noise(600, 400).png().toBuffer();
    // The stored size of this photo, learnt from the default app; then an app whose budget is exactly two of them.
    const probe = await upload((await newUploader()).agent, photo);
    const storedBytes: number = probe.body.fileSize;
    expect(storedBytes).toBeGreaterThan(50_000);
    const budgeted = await appWith({ env: { PHOTO_DAILY_BYTES_PER_PERSON: String(2 * storedBytes) } });

    const { agent, userId } = await newUploader(budgeted);
    expect((await upload(agent, photo)).status).toBe(201);
    expect((await upload(agent, photo)).status).toBe(201);
    const refused = await upload(agent, photo);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      `You have reached today's photo storage limit (${(2 * storedBytes / 1024 / 1024).toFixed(1)} MB). Try again tomorrow or ask the office.`,
    );
    expect(Number(refused.headers["retry-after"])).toBe(SECONDS_TO_MIDNIGHT);
    expect(await photosBy(userId)).toBe(2);

    // Another person has their own budget.
    const other = await newUploader(budgeted);
    expect((await upload(other.agent, photo)).status).toBe(201);

    // The company's next day starts afresh.
    clock.set("2026-03-05T07:00:00Z");
    try {
      expect((await upload(agent, photo)).status).toBe(201);
      expect(await photosBy(userId)).toBe(3);
    } finally {
      clock.set("2026-03-04T15:00:00Z");
    }
  });

  it("parallel uploads cannot pass it together: 4 at once with room for 2 store exactly 2", async () => {
    const photo = await noise(500, 500).png().toBuffer();
    const storedBytes: number = (await upload((await newUploader()).agent, photo)).body.fileSize;
    const budgeted = await appWith({ env: { PHOTO_DAILY_BYTES_PER_PERSON: String(2 * storedBytes + 1) } });
    const { agent, userId } = await newUploader(budgeted);
    const statuses = (await Promise.all(Array.from({ length: 4 }, () => upload(agent, photo)))).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 429, 429]);
    expect(await photosBy(userId)).toBe(2);
  });

  it("a budget that is not a whole number of bytes stops the server at start-up", async () => {
    expect(() => testEnv({ PHOTO_DAILY_BYTES_PER_PERSON: "200MB" })).toThrow(/PHOTO_DAILY_BYTES_PER_PERSON: must be a whole number of bytes/);
    expect(() => testEnv({ DISK_FREE_FLOOR_BYTES: "-1" })).toThrow(/DISK_FREE_FLOOR_BYTES/);
  });
});

describe("the free-space floor", () => {
  const LOW_DISK_MESSAGE = "The server is running low on disk space; photos cannot be saved right now. Ask your administrator.";

  it("on the embedded database, a file system with less free space than the floor refuses the upload with 507 and stores nothing", async () => {
    const asked: string[] = [];
    const low = await appWith({
      kind: "pglite",
      env: { DATA_DIR: "/srv/crewline-data", DISK_FREE_FLOOR_BYTES: String(GIB) },
      freeDiskBytes: async (dir: string) => {
        asked.push(dir);
        return GIB - 1;
      },
    });
    const { agent, userId } = await newUploader(low);
    const res = await upload(agent, await noise(64, 64).png().toBuffer());
    expect(res.status).toBe(507);
    expect(res.body.message).toBe(LOW_DISK_MESSAGE);
    expect(await photosBy(userId)).toBe(0);
    expect(asked).toEqual(["/srv/crewline-data"]);

    const enough = await appWith({ kind: "pglite", env: { DISK_FREE_FLOOR_BYTES: String(GIB) }, freeDiskBytes: async () => GIB });
    const fine = await newUploader(enough);
    expect((await upload(fine.agent, await noise(64, 64).png().toBuffer())).status).toBe(201);
  });

  it("the floor defaults to 1 GiB", async () => {
    const low = await appWith({ kind: "pglite", freeDiskBytes: async () => GIB - 1 });
    expect((await upload((await newUploader(low)).agent, await noise(64, 64).png().toBuffer())).status).toBe(507);
  });

  it("on PostgreSQL the data directory's disk is not the database's, so it is not checked", async () => {
    let asked = 0;
    const pg = await appWith({
      kind: "postgres",
      freeDiskBytes: async () => {
        asked += 1;
        return 0;
      },
    });
    expect((await upload((await newUploader(pg)).agent, await noise(64, 64).png().toBuffer())).status).toBe(201);
    expect(asked).toBe(0);
  });
});
