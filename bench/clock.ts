// Clock-in throughput (rounds of 50 concurrent punches for 50 distinct workers, then their clock-outs) and the
// race of QUALITY 23 (50 concurrent clock-ins for one worker: exactly one 201, one open entry).
import { performance } from "node:perf_hooks";
import { request } from "./http";

export const CONCURRENT_WORKERS = 50;
export const ROUNDS = 4;

export interface PunchFigures {
  clockInsPerSecond: number;
  clockOutsPerSecond: number;
  clockInP50Ms: number;
  clockInMaxMs: number;
  clockOutP50Ms: number;
  clockOutMaxMs: number;
  punches: number;
  errors: number;
  errorDetails: string[];
}

export interface RaceFigures {
  attempts: number;
  succeeded: number;
  openEntries: number;
  /** Answers other than 201 and 409 (already clocked in). */
  unexpected: number;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

export async function measurePunches(url: string, cookie: string, workerIds: number[], projectIds: number[]): Promise<PunchFigures> {
  const inTimes: number[] = [];
  const outTimes: number[] = [];
  let inWall = 0;
  let outWall = 0;
  const errorDetails: string[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const batch = workerIds.slice(round * CONCURRENT_WORKERS, (round + 1) * CONCURRENT_WORKERS);
    let start = performance.now();
    const ins = await Promise.all(
      batch.map((workerId, i) =>
        request(`${url}/api/time-entries/clock-in`, { cookie, body: { workerId, projectId: projectIds[(round + i) % projectIds.length] } }),
      ),
    );
    inWall += performance.now() - start;
    const entryIds: number[] = [];
    for (const res of ins) {
      inTimes.push(res.ms);
      if (res.status === 201) entryIds.push(res.body.id);
      else errorDetails.push(`clock-in ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    }
    start = performance.now();
    const outs = await Promise.all(entryIds.map((timeEntryId) => request(`${url}/api/time-entries/clock-out`, { cookie, body: { timeEntryId } })));
    outWall += performance.now() - start;
    for (const res of outs) {
      outTimes.push(res.ms);
      if (res.status !== 200) errorDetails.push(`clock-out ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    }
  }
  return {
    clockInsPerSecond: inTimes.length / (inWall / 1000),
    clockOutsPerSecond: outTimes.length / (outWall / 1000),
    clockInP50Ms: percentile(inTimes, 50),
    clockInMaxMs: Math.max(...inTimes),
    clockOutP50Ms: percentile(outTimes, 50),
    clockOutMaxMs: Math.max(...outTimes),
    punches: inTimes.length + outTimes.length,
    errors: errorDetails.length,
    errorDetails,
  };
}

export async function measureRace(url: string, cookie: string, workerId: number, projectId: number): Promise<RaceFigures> {
  const answers = await Promise.all(
    Array.from({ length: CONCURRENT_WORKERS }, () => request(`${url}/api/time-entries/clock-in`, { cookie, body: { workerId, projectId } })),
  );
  const succeeded = answers.filter((a) => a.status === 201);
  const unexpected = answers.filter((a) => a.status !== 201 && a.status !== 409).length;
  const list = await request<{ id: number; clockOutTime: string | null }[]>(`${url}/api/time-entries?workerId=${workerId}&limit=100`, { cookie });
  if (list.status !== 200) throw new Error(`listing the race worker's entries failed: ${list.status}`);
  const open = list.body.filter((e) => e.clockOutTime === null);
  // Leave the worker clocked out, as the rest of the run expects.
  for (const entry of open) await request(`${url}/api/time-entries/clock-out`, { cookie, body: { timeEntryId: entry.id } });
  return { attempts: answers.length, succeeded: succeeded.length, openEntries: open.length, unexpected };
}
