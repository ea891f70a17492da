// The server's resident memory (VmRSS from /proc/<pid>/status), read once or sampled while load runs.
import fs from 'node:fs/promises';

/** VmRSS of a process in MB (one decimal), or undefined once it has exited. */
export async function rssMb(pid: number | undefined): Promise<number | undefined> {
  if (pid === undefined) return undefined;
  try {
    const kb = /^VmRSS:\s+(\d+)/m.exec(await fs.readFile(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round((Number(kb) / 1024) * 10) / 10 : undefined;
  } catch {
    return undefined;
  }
}

/** Samples a process's RSS every `everyMs` until stopped; stop() answers the highest reading. */
export function sampleRss(pid: number | undefined, everyMs = 100) {
  let peak = 0;
  let sampling = true;
  const loop = (async () => {
    while (sampling) {
      peak = Math.max(peak, (await rssMb(pid)) ?? 0);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    get peakMb() {
      return peak;
    },
    async stop(): Promise<number> {
      sampling = false;
      await loop;
      return peak;
    },
  };
}
