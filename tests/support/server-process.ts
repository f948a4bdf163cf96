// Starts the real server (server/index.ts) as a child process and reads what it prints.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");

export interface ServerProcess {
  child: ChildProcess;
  output(): string;
  /** Resolves with the URL once the server says it is listening; rejects if it exits first. */
  ready: Promise<string>;
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export function startServer(env: Record<string, string | undefined>): ServerProcess {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info", ...env };
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete childEnv[k];
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], { cwd: ROOT, env: childEnv, stdio: ["ignore", "pipe", "pipe"] });
  let text = "";
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const ready = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      const match = text.match(/running on http:\/\/localhost:(\d+)/);
      if (match) resolve(`http://127.0.0.1:${match[1]}`);
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    exited.then((code) => reject(new Error(`server exited with ${code} before it was ready:\n${text}`)));
  });
  ready.catch(() => undefined);
  return {
    child,
    output: () => text,
    ready,
    exited,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
