// The CPU time of the gate's finished children, for the CPU column of `npm test`'s step table.
import { readFileSync } from 'node:fs';

/** Linux reports /proc times in clock ticks of 1/100 s (USER_HZ, fixed by the kernel's ABI). */
const TICKS_PER_SECOND = 100;

/** The text of a /proc file, or `undefined` where there is none (not Linux). */
function readProc(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * The user + system CPU seconds of every child this process has waited for, and of their own
 * waited-for children (Linux's `cutime` + `cstime` in /proc/self/stat). A step's CPU time is the
 * difference across its exit. `undefined` where /proc is not there (not Linux).
 * @param {string} [stat] the text of /proc/self/stat (read when not given)
 * @returns {number | undefined}
 */
export function childrenCpuSeconds(stat) {
  const text = stat ?? readProc('/proc/self/stat');
  if (text === undefined) return undefined;
  // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  // Fields 16 and 17 of the file; fields[0] is field 3.
  const cutime = Number(fields[13]);
  const cstime = Number(fields[14]);
  if (!Number.isFinite(cutime) || !Number.isFinite(cstime)) return undefined;
  return (cutime + cstime) / TICKS_PER_SECOND;
}

/**
 * The busy CPU seconds of the whole machine since it booted, every process counted (the first
 * line of /proc/stat: user, nice, system, irq, softirq and steal; not idle nor iowait). The
 * difference across a run is what the run cost the machine, processes the step table cannot
 * see included: Chromium's renderers, which its browser process leaves to init when it exits, so
 * that no step ever waits for them. `undefined` where /proc is not there (not Linux).
 * @param {string} [stat] the text of /proc/stat (read when not given)
 * @returns {number | undefined}
 */
export function machineCpuSeconds(stat) {
  const text = stat ?? readProc('/proc/stat');
  if (text === undefined) return undefined;
  const [label, ...ticks] = (text.split('\n')[0] ?? '').trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = ticks.map(Number);
  const busy = [user, nice, system, irq, softirq, steal];
  if (label !== 'cpu' || busy.some((value) => !Number.isFinite(value))) return undefined;
  return busy.reduce((total, value) => total + value, 0) / TICKS_PER_SECOND;
}
