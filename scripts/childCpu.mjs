// The CPU time of the gate's finished children, for the CPU column of `npm test`'s step table.
import { readFileSync } from 'node:fs';

/** Linux reports /proc times in clock ticks of 1/100 s (USER_HZ, fixed by the kernel's ABI). */
const TICKS_PER_SECOND = 100;

/**
 * The user + system CPU seconds of every child this process has waited for, and of their own
 * waited-for children (Linux's `cutime` + `cstime` in /proc/self/stat). A step's CPU time is the
 * difference across its exit. `undefined` where /proc is not there (not Linux).
 * @param {string} [stat] the text of /proc/self/stat (read when not given)
 * @returns {number | undefined}
 */
export function childrenCpuSeconds(stat) {
  let text = stat;
  if (text === undefined) {
    try {
      text = readFileSync('/proc/self/stat', 'utf8');
    } catch {
      return undefined;
    }
  }
  // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  // Fields 16 and 17 of the file; fields[0] is field 3.
  const cutime = Number(fields[13]);
  const cstime = Number(fields[14]);
  if (!Number.isFinite(cutime) || !Number.isFinite(cstime)) return undefined;
  return (cutime + cstime) / TICKS_PER_SECOND;
}
