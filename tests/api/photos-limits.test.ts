// Photos under attack: decompression bombs refused from the header, uploads limited per user in the database,
// a huge data-URL header answered 400 (not 500), and image responses that browsers check again before reuse.
import zlib from "node:zlib";
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectPhotos, projects, rateLimitCounters } from "@shared/schema";
import { hashIdentity } from "../../server/modules/limits/limits.service";
import { PHOTO_UPLOAD_SCOPE } from "../../server/modules/photos/photos.service";
import { createTestApp, type TestApp } from "../support/app";
import { createActiveUser, uniqueEmail, userAgent } from "../support/accounts";

let t: TestApp;
let projectId: number;

beforeAll(async () => {
  t = await createTestApp();
  [{ id: projectId }] = await t.database.db.insert(projects).values({ name: "Riverside Duplex", location: "Denver" }).returning();
});
afterAll(async () => {
  await t.close();
});

/** A fresh signed-in user, so each test starts with an empty upload window. */
async function newUploader(): Promise<{ agent: TestAgent; userId: number }> {
  const email = uniqueEmail("photo-limits");
  const userId = await createActiveUser(t, email);
  return { agent: await userAgent(t, email), userId };
}

const upload = (agent: TestAgent, bytes: Buffer | string) =>
  agent.post(`/api/projects/${projectId}/photos`).send({
    filename: "1767225600000-site.png",
    originalName: "site.png",
    data: typeof bytes === "string" ? bytes : `data:image/png;base64,${bytes.toString("base64")}`,
  });

/** The key of a user's upload counter in rate_limit_counters. */
const uploadKey = (userId: number) => hashIdentity(String(userId));

const storedPhotos = async () => (await t.database.db.select({ n: count() }).from(projectPhotos))[0].n;

/**
 * A GIF of a few dozen bytes whose header says `width` x `height` (and `frames` frames): what a decoder would have
 * to allocate is decided by those numbers alone, whatever the file size.
 */
function hugeGif(width: number, height: number, frames = 1): Buffer {
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  screen[4] = 0x80; // a global colour table of two colours
  const parts = [Buffer.from("GIF89a", "latin1"), screen, Buffer.from([0, 0, 0, 255, 255, 255])];
  for (let i = 0; i < frames; i++) {
    const descriptor = Buffer.alloc(10);
    descriptor[0] = 0x2c;
    descriptor.writeUInt16LE(width, 5);
    descriptor.writeUInt16LE(height, 7);
    parts.push(Buffer.from([0x21, 0xf9, 4, 0, 10, 0, 0, 0]), descriptor, Buffer.from([2, 2, 0x4c, 0x01, 0]));
  }
  return Buffer.concat([...parts, Buffer.from([0x3b])]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A PNG of `width` x `height` with one short row of pixel data: readable dimensions, too little to decode. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk("IHDR", ihdr), pngChunk("IDAT", zlib.deflateSync(Buffer.alloc(16))), pngChunk("IEND", Buffer.alloc(0))]);
}

describe("decompression bombs", () => {
  it("a 100-megapixel GIF of a few dozen bytes is refused with 413 and the GIF limit, and nothing is stored", async () => {
    const { agent } = await newUploader();
    const bomb = hugeGif(10_000, 10_000);
    expect(bomb.length).toBeLessThan(100);
    const before = await storedPhotos();
    const res = await upload(agent, bomb);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe("Please select a GIF smaller than 16 megapixels");
    expect(res.body.fieldErrors.data).toEqual(["Please select a GIF smaller than 16 megapixels"]);
    expect(await storedPhotos()).toBe(before);
  });

  it("an animation whose frames together pass 100 megapixels is refused", async () => {
    const { agent } = await newUploader();
    const res = await upload(agent, hugeGif(2000, 2000, 26));
    expect(res.status).toBe(413);
    expect(res.body.message).toBe("Please select an animation with fewer or smaller frames");
  });

  it("40 megapixels is the boundary: 8000 x 5000 gets past the size check, 8001 x 5000 is refused", async () => {
    const { agent } = await newUploader();
    // No pixel data behind the header: passing the size check shows as the decoder's failure, not as a 413.
    const atLimit = await upload(agent, pngHeaderOnly(8000, 5000));
    expect(atLimit.status).toBe(400);
    expect(atLimit.body.message).toBe("Failed to process the image file");
    const over = await upload(agent, pngHeaderOnly(8001, 5000));
    expect(over.status).toBe(413);
    expect(over.body.message).toBe("Please select an image smaller than 40 megapixels");
  });

  it("an ordinary photo still uploads", async () => {
    const { agent } = await newUploader();
    const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#2980b9" } }).jpeg().toBuffer();
    expect((await upload(agent, jpeg)).status).toBe(201);
  });
});

describe("uploads per user", () => {
  it("the 31st upload in 10 minutes gets 429 with Retry-After and a message; other users are not affected", async () => {
    const { agent, userId } = await newUploader();
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#c0392b" } }).png().toBuffer();
    expect((await upload(agent, png)).status).toBe(201);
    // 29 more in the same window, written straight into the counter rather than uploaded one by one.
    await t.database.db.update(rateLimitCounters).set({ attempts: 30 }).where(eq(rateLimitCounters.keyHash, uploadKey(userId)));
    const before = await storedPhotos();
    const refused = await upload(agent, png);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many photos uploaded\. Please wait (9|10) minutes and try again\.$/);
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(8 * 60);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);
    expect(await storedPhotos()).toBe(before);

    const other = await newUploader();
    expect((await upload(other.agent, png)).status).toBe(201);
  });

  it("a window that started more than 10 minutes ago starts again", async () => {
    const { agent, userId } = await newUploader();
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#27ae60" } }).png().toBuffer();
    await t.database.db.insert(rateLimitCounters).values({ scope: PHOTO_UPLOAD_SCOPE, keyHash: uploadKey(userId), attempts: 30, windowEndsAt: new Date(Date.now() - 1000) });
    expect((await upload(agent, png)).status).toBe(201);
    const [counter] = await t.database.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.keyHash, uploadKey(userId)));
    expect(counter.attempts).toBe(1);
  });

  it("parallel uploads each count: 5 at once on a window holding 28 give exactly 2 stored and 3 refused", async () => {
    const { agent, userId } = await newUploader();
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#8e44ad" } }).png().toBuffer();
    await t.database.db.insert(rateLimitCounters).values({ scope: PHOTO_UPLOAD_SCOPE, keyHash: uploadKey(userId), attempts: 28, windowEndsAt: new Date(Date.now() + 10 * 60 * 1000) });
    const statuses = (await Promise.all(Array.from({ length: 5 }, () => upload(agent, png)))).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 429, 429, 429]);
  });
});

describe("data URL header", () => {
  it("a 14 MB header of repeated parameters is answered 400, not 500", async () => {
    const { agent } = await newUploader();
    const res = await upload(agent, `data:image/png${";a=b".repeat(3_500_000)};base64,AAAA`);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.data).toEqual(["Not a base64 data URL"]);
  });
});

describe("image responses", () => {
  it("are private and checked again before each reuse (no-cache with an ETag answered 304)", async () => {
    const { agent } = await newUploader();
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#f39c12" } }).png().toBuffer();
    const photo = (await upload(agent, png)).body;
    for (const url of [photo.url, photo.thumbnailUrl]) {
      const res = await agent.get(url);
      expect(res.headers["cache-control"]).toBe("private, no-cache");
      expect(res.headers.etag).toBeTruthy();
      expect((await agent.get(url).set("If-None-Match", res.headers.etag)).status).toBe(304);
    }
  });
});
