// Reverse geocoding through a Nominatim-compatible server started here on 127.0.0.1 (never the internet):
// the request it gets, the cache, the fallback to coordinates, the timeout and the upstream rate limit.
import http from "node:http";
import type { AddressInfo } from "node:net";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createReverseGeocoder } from "../../server/lib/geocode";
import { adminAgent, createTestApp, type TestApp } from "../support/app";

interface Seen {
  url: string;
  userAgent: string | undefined;
}

let server: http.Server;
let baseUrl: string;
let seen: Seen[] = [];
/** What the fake geocoder does next: answer, fail, or never answer. */
let mode: "ok" | "fail" | "hang" = "ok";

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push({ url: req.url!, userAgent: req.headers["user-agent"] });
    if (mode === "hang") return;
    if (mode === "fail") {
      res.writeHead(500).end("boom");
      return;
    }
    const url = new URL(req.url!, "http://x");
    res.setHeader("Content-Type", "application/json");
    res.end(JSON.stringify({ display_name: `Street at ${url.searchParams.get("lat")}, Denver, CO`, address: {} }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen = [];
  mode = "ok";
});

describe("GET /api/geocode/reverse", () => {
  let t: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { GEOCODER_URL: baseUrl } });
    plain = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await plain.close();
  });

  it("asks the geocoder with the app's User-Agent and answers its address; nearby positions come from the cache", async () => {
    const admin = await adminAgent(t.app);
    const res = await admin.get("/api/geocode/reverse?lat=39.7392&lng=-104.9903");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ address: "Street at 39.7392, Denver, CO", source: "geocoder" });
    expect(seen).toHaveLength(1);
    expect(seen[0].url).toBe("/reverse?format=jsonv2&lat=39.7392&lon=-104.9903");
    expect(seen[0].userAgent).toBe("Crewline/0.1 (+http://127.0.0.1:5000)");

    const near = await admin.get("/api/geocode/reverse?lat=39.73921&lng=-104.99031");
    expect(near.body).toEqual({ address: "Street at 39.7392, Denver, CO", source: "geocoder" });
    expect(seen).toHaveLength(1);
  });

  it("falls back to 'lat, lng' with 6 decimals when the geocoder fails", async () => {
    const admin = await adminAgent(t.app);
    mode = "fail";
    const res = await admin.get("/api/geocode/reverse?lat=40.1&lng=-105.2");
    expect(res.body).toEqual({ address: "40.100000, -105.200000", source: "coordinates" });
    expect(seen).toHaveLength(1);
  });

  it("without GEOCODER_URL answers coordinates and calls nobody", async () => {
    const admin = await adminAgent(plain.app);
    const res = await admin.get("/api/geocode/reverse?lat=39.7392&lng=-104.9903");
    expect(res.body).toEqual({ address: "39.739200, -104.990300", source: "coordinates" });
    expect(seen).toHaveLength(0);
  });

  it("refuses bad coordinates and anonymous callers", async () => {
    const admin = await adminAgent(t.app);
    for (const query of ["lat=91&lng=0", "lat=0&lng=-181", "lat=NaN&lng=0", "lat=abc&lng=1", "lat=1", "lat=1&lng=2&zoom=3"]) {
      const res = await admin.get(`/api/geocode/reverse?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    expect((await request(t.app).get("/api/geocode/reverse?lat=1&lng=2")).status).toBe(401);
    expect(seen).toHaveLength(0);
  });
});

describe("createReverseGeocoder", () => {
  it("gives up after the timeout and answers coordinates", async () => {
    mode = "hang";
    const geocoder = createReverseGeocoder({ baseUrl, userAgent: "test", timeoutMs: 200 });
    expect(await geocoder.reverse(1.5, 2.5)).toEqual({ address: "1.500000, 2.500000", source: "coordinates" });
  });

  it("sends at most one upstream request per interval; a burst beyond the queue gets coordinates, not a queue", async () => {
    const geocoder = createReverseGeocoder({ baseUrl, userAgent: "test", minIntervalMs: 300, maxQueueWaitMs: 400 });
    const results = await Promise.all([10, 11, 12, 13, 14].map((lat) => geocoder.reverse(lat, 0)));
    // Slots at 0 and 300 ms fit within the 400 ms queue; the later three would wait longer and fall back.
    expect(results.map((r) => r.source)).toEqual(["geocoder", "geocoder", "coordinates", "coordinates", "coordinates"]);
    expect(seen).toHaveLength(2);
  });

  it("shares one upstream call among concurrent requests for the same place, and evicts the least recently used", async () => {
    const geocoder = createReverseGeocoder({ baseUrl, userAgent: "test", minIntervalMs: 0, cacheSize: 2 });
    await Promise.all([geocoder.reverse(20, 0), geocoder.reverse(20, 0), geocoder.reverse(20.00001, 0)]);
    expect(seen).toHaveLength(1);
    await geocoder.reverse(21, 0);
    await geocoder.reverse(20, 0); // hit: 20 is now the most recent
    await geocoder.reverse(22, 0); // evicts 21
    expect(seen).toHaveLength(3);
    await geocoder.reverse(20, 0);
    expect(seen).toHaveLength(3);
    await geocoder.reverse(21, 0);
    expect(seen).toHaveLength(4);
  });
});
