import { readFileSync } from "node:fs";

/**
 * What Linux's /proc tells of a process. Elsewhere (macOS, Windows) there is no /proc and every
 * reader answers null, as it does for a process that has ended: callers fall back to what they
 * knew without it.
 */

/** A process's /proc/<pid>/stat: its command name, and the fields after it (state first); null once it has ended. */
export function procStat(pid: number | string): { command: string; fields: string[] } | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return null;
  }
  // The command name may hold spaces and parentheses: it ends at the last ")".
  return {
    command: text.slice(text.indexOf("(") + 1, text.lastIndexOf(")")),
    fields: text.slice(text.lastIndexOf(")") + 2).split(" "),
  };
}

/**
 * Which process a pid names now: its start (field 22 of /proc/<pid>/stat, clock ticks after the
 * machine booted) and the boot's id. A pid is used again once its process has ended; the pair
 * (pid, start) within one boot is not. Null without /proc or once the process has ended.
 */
export function processStart(pid: number): { started: number; boot: string } | null {
  const stat = procStat(pid);
  const started = Number(stat?.fields[19]);
  if (!stat || !Number.isSafeInteger(started)) return null;
  let boot: string;
  try {
    boot = readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
  } catch {
    return null;
  }
  return { started, boot };
}
