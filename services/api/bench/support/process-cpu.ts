import { readFileSync } from 'node:fs';

/** CPU seconds (user, system) and minor page faults a process has used so far, all its threads. */
export interface ProcessCpu {
  user: number;
  system: number;
  minorFaults: number;
}

/** Read from Linux's /proc/<pid>/stat (the benches run beside the process, on the same machine). */
export function processCpu(pid: number | string): ProcessCpu {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // proc(5)'s fields 10, 14 and 15 (minflt, utime, stime), counted from the state (field 3): the
  // command name before it may hold spaces. Times are in clock ticks of 1/100 s.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { minorFaults: Number(fields[7]), user: Number(fields[11]) / 100, system: Number(fields[12]) / 100 };
}

/** user + system, in seconds. */
export const cpuSeconds = (use: ProcessCpu): number => use.user + use.system;
