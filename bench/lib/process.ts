// Child servers for the benchmarks: start one, wait for its `listening <url>` line, stop it by its own pid.
import { type ChildProcess, spawn } from 'node:child_process';

export interface Child {
  url: string;
  proc: ChildProcess;
  stop(): Promise<void>;
}

/** Spawns `cmd args`, resolves with the URL from the first line matching `pattern` (its first group). */
export function startChild(cmd: string, args: string[], pattern: RegExp, timeoutMs = 60_000): Promise<Child> {
  const proc = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
      proc.once('exit', () => resolve());
      proc.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${cmd} ${args.join(' ')}: no line matching ${pattern} within ${timeoutMs} ms; output:\n${seen.slice(-2000)}`));
    }, timeoutMs);
    const onData = (d: Buffer) => {
      seen += d.toString();
      const m = pattern.exec(seen);
      if (m) {
        clearTimeout(timer);
        proc.stdout!.off('data', onData);
        proc.stdout!.resume();
        proc.stderr!.resume();
        resolve({ url: m[1]!, proc, stop });
      }
    };
    proc.stdout!.on('data', onData);
    proc.stderr!.on('data', (d: Buffer) => {
      seen += d.toString();
    });
    proc.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${cmd} exited with ${code} before listening; output:\n${seen.slice(-2000)}`));
    });
  });
}

/** Spawns a server that prints nothing useful, and resolves once `url` answers HTTP (any status). */
export async function startPolled(cmd: string, args: string[], url: string, timeoutMs = 60_000): Promise<Child> {
  const proc = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let err = '';
  proc.stderr!.on('data', (d: Buffer) => {
    err += d.toString();
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
      proc.once('exit', () => resolve());
      proc.kill('SIGTERM');
    });
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (proc.exitCode !== null) throw new Error(`${cmd} exited with ${proc.exitCode} before answering; stderr:\n${err.slice(-2000)}`);
    try {
      await fetch(url);
      return { url, proc, stop };
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  await stop();
  throw new Error(`${cmd} ${args.join(' ')}: ${url} did not answer within ${timeoutMs} ms; stderr:\n${err.slice(-2000)}`);
}

/**
 * tsx's ESM hook only: `require()` stays Node's own, as in built output. With tsx's CommonJS hook too, the validators
 * the operation tables load with `require` were transpiled to CommonJS on the way, and ran twice as slow as the same
 * files loaded by Node (forex_rates 0.61 x parse against 0.29; bench/validate.ts now refuses such validators).
 */
const TSX = import.meta.resolve('tsx/esm');
/** Node's arguments to run TypeScript sources with the workspace packages' sources (`@gw/source`). */
export const tsxArgs = () => ['--conditions=@gw/source', '--import', TSX];
