// The real start-up: admin bootstrap printed once, the lock on DATA_DIR, graceful stop, restart with data kept.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startServer, type ServerProcess } from "../support/server-process";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "crewline-proc-"));
const running: ServerProcess[] = [];
// This file is about the embedded database and its directory, whichever database the rest of the suite uses.
const base = { DATA_DIR: dataDir, DATABASE_URL: undefined, ADMIN_PASSWORD: undefined, ADMIN_USERNAME: "boss", SEED_DEMO: "false" };

afterAll(async () => {
  await Promise.all(running.map((s) => s.stop("SIGKILL")));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function adminLogin(url: string, password: string) {
  return fetch(`${url}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: "boss", password }),
  });
}

describe("server process on the embedded database", () => {
  let generatedPassword = "";

  it("creates the admin with a random password printed once, and answers /healthz", async () => {
    const server = startServer(base);
    running.push(server);
    const url = await server.ready;
    const match = server.output().match(/username: boss\s+password: (\S+)/);
    expect(match, server.output()).toBeTruthy();
    generatedPassword = match![1];
    expect(generatedPassword.length).toBeGreaterThanOrEqual(16);

    const health = await fetch(`${url}/healthz`);
    expect(health.status).toBe(200);
    const ready = await fetch(`${url}/readyz`);
    expect(await ready.json()).toMatchObject({ status: "ready", database: "pglite" });

    const login = await adminLogin(url, generatedPassword);
    expect(login.status).toBe(200);
    expect(await login.json()).toMatchObject({ role: "admin", isActive: true });
    expect((await adminLogin(url, "wrong-password")).status).toBe(401);
  }, 90_000);

  it("refuses a second server on the same DATA_DIR with a message naming the directory", async () => {
    const second = startServer(base);
    running.push(second);
    const code = await second.exited;
    expect(code).not.toBe(0);
    expect(second.output()).toContain(dataDir);
    expect(second.output()).toMatch(/already in use/);
  }, 60_000);

  it("stops on SIGTERM, keeps the data, and never prints the password again", async () => {
    const first = running[0];
    const code = await first.stop("SIGTERM");
    expect(code).toBe(0);
    expect(fs.existsSync(path.join(dataDir, "crewline.lock"))).toBe(false);

    const again = startServer(base);
    running.push(again);
    const url = await again.ready;
    expect(again.output()).not.toMatch(/password: /);
    expect((await adminLogin(url, generatedPassword)).status).toBe(200);
    expect(await again.stop("SIGTERM")).toBe(0);
  }, 90_000);

  it("takes over a lock left by a process that was killed", async () => {
    fs.writeFileSync(path.join(dataDir, "crewline.lock"), "999999");
    const server = startServer(base);
    running.push(server);
    await server.ready;
    expect(await server.stop("SIGTERM")).toBe(0);
  }, 90_000);

  it("stops with a message naming the variable when a setting is invalid", async () => {
    const server = startServer({ ...base, PORT: "not-a-port", APP_TIME_ZONE: "Mars/Olympus" });
    running.push(server);
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/PORT/);
    expect(server.output()).toMatch(/APP_TIME_ZONE/);
  }, 30_000);
});
