// Photos API: size limits at the byte on both upload paths, types by magic bytes, metadata-only lists, safe image responses.
import zlib from "node:zlib";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectPhotos, projects } from "@shared/schema";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { createActiveUser, uniqueEmail, userAgent } from "../support/accounts";

const MB = 1024 * 1024;

let t: TestApp;
let admin: TestAgent;
let user: TestAgent;
let projectId: number;
let otherProjectId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminAgent(t.app);
  const email = uniqueEmail("photo");
  await createActiveUser(t, email);
  user = await userAgent(t, email);
  const rows = await t.database.db
    .insert(projects)
    .values([
      { name: "Riverside Duplex", location: "Denver" },
      { name: "Cherry Creek Office", location: "Denver" },
    ])
    .returning();
  [projectId, otherProjectId] = rows.map((r) => r.id);
});
afterAll(async () => {
  await t.close();
});

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A valid PNG of exactly `size` bytes: random pixels stored without compression (so the picture itself is
 * most of the size), topped up with a tEXt chunk placed before IEND.
 */
async function pngOfSize(size: number): Promise<Buffer> {
  const width = 1024;
  const height = Math.max(1, Math.floor((size - 64 * 1024) / (width * 3 + 1)));
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 4) pixels.writeUInt32LE((Math.random() * 0xffffffff) >>> 0, i);
  const png = await sharp(pixels, { raw: { width, height, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
  const iend = png.length - 12;
  const textLength = size - png.length - 12;
  if (textLength < 5) throw new Error(`base PNG too large: ${png.length} for ${size}`);
  const text = Buffer.concat([Buffer.from("Comment\0", "latin1"), Buffer.alloc(textLength - 8, 0x61)]);
  const result = Buffer.concat([png.subarray(0, iend), pngChunk("tEXt", text), png.subarray(iend)]);
  expect(result.length).toBe(size);
  return result;
}

const smallPng = () => sharp({ create: { width: 640, height: 480, channels: 3, background: "#c0392b" } }).png().toBuffer();
const smallJpeg = () => sharp({ create: { width: 800, height: 600, channels: 3, background: "#2980b9" } }).jpeg().toBuffer();

const dataUrl = (bytes: Buffer, type = "image/png") => `data:${type};base64,${bytes.toString("base64")}`;

const body = (bytes: Buffer, overrides: Record<string, unknown> = {}) => ({
  projectId,
  filename: `1767225600000-site.png`,
  originalName: "site.png",
  caption: "  North wall framed  ",
  uploadedBy: "Current User",
  fileSize: 1,
  mimeType: "image/png",
  data: dataUrl(bytes),
  ...overrides,
});

async function upload(bytes: Buffer, overrides: Record<string, unknown> = {}, query = "") {
  return admin.post(`/api/projects/${projectId}/photos${query}`).send(body(bytes, overrides));
}

describe("anonymous callers", () => {
  it.each([
    ["get", "/api/projects/1/photos"],
    ["post", "/api/projects/1/photos"],
    ["get", "/api/projects/1/photos/1/image"],
    ["get", "/api/projects/1/photos/1/thumbnail"],
    ["delete", "/api/projects/1/photos/1"],
  ])("%s %s answers 401", async (method, path) => {
    const res = await (request(t.app) as any)[method](path).send(method === "post" ? {} : undefined);
    expect(res.status).toBe(401);
  });
});

describe("POST /api/projects/:id/photos", () => {
  it("stores the photo with the signed-in uploader, the stored size and type (not the declared ones), and a thumbnail", async () => {
    const jpeg = await smallJpeg();
    const res = await user
      .post(`/api/projects/${projectId}/photos`)
      .send(body(jpeg, { mimeType: "image/gif", data: dataUrl(jpeg, "image/gif"), originalName: "wall.jpg" }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      projectId,
      originalName: "wall.jpg",
      caption: "North wall framed",
      uploadedBy: "Casey Builder",
      mimeType: "image/jpeg",
      thumbnailUrl: `/api/projects/${projectId}/photos/${res.body.id}/thumbnail`,
      url: `/api/projects/${projectId}/photos/${res.body.id}/image`,
    });
    expect(res.body).not.toHaveProperty("data");
    expect(res.body).not.toHaveProperty("thumbnail");
    const [row] = await t.database.db.select().from(projectPhotos).where(eq(projectPhotos.id, res.body.id));
    expect(row.data).toMatch(/^data:image\/jpeg;base64,/);
    const storedBytes = Buffer.from(row.data.slice(row.data.indexOf(",") + 1), "base64");
    expect(res.body.fileSize).toBe(storedBytes.length);
    expect(row.fileSize).toBe(storedBytes.length);
    expect(row.thumbnail).toMatch(/^data:image\/webp;base64,/);
    expect(row.uploadedById).toBeGreaterThan(0);
  });

  it("takes projectId from the address; a different one in the body is refused", async () => {
    const png = await smallPng();
    expect((await upload(png, { projectId: undefined })).status).toBe(201);
    const res = await upload(png, { projectId: otherProjectId });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.projectId).toBeDefined();
  });

  it("the upload dialog's limit is 10 MB of image: exactly 10 MB passes, one byte more gets 413", async () => {
    const exact = await pngOfSize(10 * MB);
    const ok = await upload(exact);
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    // The limit is on what was sent; what is kept is the re-encoded JPEG (photos-storage.test.ts), far smaller.
    expect(ok.body.mimeType).toBe("image/jpeg");
    expect(ok.body.fileSize).toBeLessThan(10 * MB);

    const over = Buffer.concat([exact, Buffer.from([0])]);
    const res = await upload(over);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe("Please select an image smaller than 10MB");
  });

  it("the photos panel's limit (?via=panel) is 5 MB: exactly 5 MB passes, one byte more gets 413", async () => {
    const exact = await pngOfSize(5 * MB);
    const ok = await upload(exact, {}, "?via=panel");
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.fileSize).toBeLessThan(5 * MB);

    const res = await upload(await pngOfSize(5 * MB + 1), {}, "?via=panel");
    expect(res.status).toBe(413);
    expect(res.body.message).toBe("Please select an image smaller than 5MB");
    expect((await upload(await pngOfSize(5 * MB + 1), {}, "?via=dialog")).status).toBe(201);
  });

  it("a body beyond the route's own parser limit gets 413, and other routes keep the 100 kb limit", async () => {
    const huge = await admin
      .post(`/api/projects/${projectId}/photos`)
      .set("Content-Type", "application/json")
      .send(JSON.stringify(body(Buffer.alloc(0), { data: `data:image/png;base64,${"A".repeat(16 * MB)}` })));
    expect(huge.status).toBe(413);
    const other = await admin.post("/api/projects").send({ name: "x".repeat(150_000), location: "y", endDate: "2030-01-01" });
    expect(other.status).toBe(413);
  });

  it.each([
    ["HTML named .png declared image/png", Buffer.from("<!doctype html><html><script>alert(1)</script></html>")],
    ["SVG", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ["a PDF", Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1")],
    ["RIFF that is not WebP", Buffer.from("RIFF\x10\x00\x00\x00WAVEfmt ", "latin1")],
  ])("refuses %s with 400 'Invalid file type'", async (_label, bytes) => {
    const before = await t.database.db.select().from(projectPhotos);
    const res = await upload(bytes, { data: dataUrl(bytes, "image/png") });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Invalid file type");
    expect(await t.database.db.select().from(projectPhotos)).toHaveLength(before.length);
  });

  it("refuses an image with a valid signature that cannot be decoded: 'Failed to process the image file'", async () => {
    const png = await smallPng();
    const truncated = png.subarray(0, 60);
    const res = await upload(truncated);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Failed to process the image file");
    const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    expect((await upload(garbage)).body.message).toBe("Failed to process the image file");
  });

  it.each([
    ["not a data URL", { data: "iVBORw0KGgo=" }, "data"],
    ["malformed base64", { data: "data:image/png;base64,iVBO$$$=" }, "data"],
    ["a data URL without base64", { data: "data:image/png,abc" }, "data"],
    ["an empty image", { data: "" }, "data"],
    ["a missing file name", { filename: " " }, "filename"],
    ["a missing original name", { originalName: undefined }, "originalName"],
    ["a caption that is not text", { caption: 5 }, "caption"],
    ["a caption with a NUL character", { caption: "a\u0000b" }, "caption"],
    ["an unknown field", { isPublic: true }, "_"],
  ])("refuses %s with 400", async (_label, overrides, field) => {
    const res = await upload(await smallPng(), overrides);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors ?? {})).toContain(field);
  });

  it("refuses ?via values it does not know, bad project ids and missing projects", async () => {
    const png = await smallPng();
    expect((await upload(png, {}, "?via=camera")).status).toBe(400);
    expect((await admin.post("/api/projects/abc/photos").send(body(png, { projectId: undefined }))).status).toBe(400);
    const missing = await admin.post("/api/projects/987654/photos").send(body(png, { projectId: undefined }));
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Project not found");
  });

  it("keeps only the file's name, without a path or control characters", async () => {
    const res = await upload(await smallPng(), { filename: "../../etc/pa\u0000ss\nwd.png", originalName: "C:\\Users\\me\\site.png" });
    expect(res.status).toBe(201);
    expect(res.body.filename).toBe("passwd.png");
    expect(res.body.originalName).toBe("site.png");
  });
});

describe("reading photos", () => {
  it("lists metadata only, newest first, never the image bytes", async () => {
    const png = await smallPng();
    const first = (await upload(png, { caption: "first" })).body;
    const second = (await upload(png, { caption: "second" })).body;
    const res = await admin.get(`/api/projects/${projectId}/photos`);
    expect(res.status).toBe(200);
    const ids = res.body.map((p: { id: number }) => p.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    for (const photo of res.body) {
      expect(Object.keys(photo).sort()).toEqual(
        ["caption", "fileSize", "filename", "id", "mimeType", "originalName", "projectId", "thumbnailUrl", "uploadedAt", "uploadedBy", "url"].sort(),
      );
    }
    expect(JSON.stringify(res.body)).not.toMatch(/base64/);
    expect((await admin.get(`/api/projects/${otherProjectId}/photos`)).body).toEqual([]);
    expect((await admin.get("/api/projects/987654/photos")).status).toBe(404);
  });

  it("serves the stored image with its real type, nosniff, inline and cache headers", async () => {
    const jpeg = await smallJpeg();
    const photo = (await upload(jpeg, { mimeType: "image/png", data: dataUrl(jpeg, "image/png"), filename: "wall photo.jpg" })).body;
    const res = await admin.get(photo.url).buffer(true).parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on("data", (c: Buffer) => chunks.push(c));
      r.on("end", () => done(null, Buffer.concat(chunks)));
    });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("image/jpeg");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-disposition"]).toBe("inline; filename*=UTF-8''wall%20photo.jpg");
    expect(res.headers["cache-control"]).toMatch(/private/);
    const [row] = await t.database.db.select({ data: projectPhotos.data }).from(projectPhotos).where(eq(projectPhotos.id, photo.id));
    expect(Buffer.compare(res.body as Buffer, Buffer.from(row.data.slice(row.data.indexOf(",") + 1), "base64"))).toBe(0);
  });

  it("serves a WebP thumbnail about 320 px wide", async () => {
    const photo = (await upload(await smallJpeg())).body;
    const res = await admin.get(photo.thumbnailUrl).buffer(true).parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on("data", (c: Buffer) => chunks.push(c));
      r.on("end", () => done(null, Buffer.concat(chunks)));
    });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    const meta = await sharp(res.body as Buffer).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(320);
  });

  it("answers 404 for a photo of another project or one that does not exist, 400 for bad ids", async () => {
    const photo = (await upload(await smallPng())).body;
    expect((await admin.get(`/api/projects/${otherProjectId}/photos/${photo.id}/image`)).status).toBe(404);
    const missing = await admin.get(`/api/projects/${projectId}/photos/987654/image`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Photo not found");
    expect((await admin.get(`/api/projects/${projectId}/photos/x/thumbnail`)).status).toBe(400);
  });
});

describe("DELETE /api/projects/:id/photos/:photoId", () => {
  it("deletes the photo and its bytes; then 404", async () => {
    const photo = (await upload(await smallPng())).body;
    expect((await admin.delete(`/api/projects/${otherProjectId}/photos/${photo.id}`)).status).toBe(404);
    expect((await admin.delete(`/api/projects/${projectId}/photos/${photo.id}`)).status).toBe(204);
    expect((await admin.get(photo.url)).status).toBe(404);
    expect((await admin.delete(`/api/projects/${projectId}/photos/${photo.id}`)).status).toBe(404);
    expect((await admin.delete(`/api/projects/${projectId}/photos/abc`)).status).toBe(400);
  });
});
