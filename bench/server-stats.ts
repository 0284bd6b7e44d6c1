import { readdirSync, readFileSync } from 'node:fs'

/** The pids of a process and all its descendants, from /proc (Linux). */
function processTree(rootPid: number): number[] {
  const children = new Map<number, number[]>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      // Field 4 of /proc/<pid>/stat is the parent pid; the name (field 2) may contain spaces, so split after ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)])
    } catch {
      // the process ended while we looked
    }
  }
  const tree: number[] = []
  const stack = [rootPid]
  while (stack.length) {
    const pid = stack.pop()!
    tree.push(pid)
    stack.push(...(children.get(pid) ?? []))
  }
  return tree
}

function sumOver(rootPid: number, read: (pid: number) => number): number {
  let total = 0
  for (const pid of processTree(rootPid)) {
    try {
      total += read(pid)
    } catch {
      // the process ended while we looked
    }
  }
  return total
}

/** Resident memory (bytes) of a process and all its descendants. */
export const treeRss = (rootPid: number) =>
  sumOver(rootPid, (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024)

/** CPU time (ms, user + system) a process and its descendants have used so far. */
export const treeCpuMs = (rootPid: number) =>
  sumOver(rootPid, (pid) => {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    // utime and stime are fields 14 and 15 of stat (11 and 12 after the name), in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10
  })

/** Samples the server's RSS every 250 ms; `peak()` is the highest seen since start or the last `reset()`. */
export function rssSampler(pid: number) {
  let peak = 0
  let overall = 0
  const sample = () => {
    const rss = treeRss(pid)
    peak = Math.max(peak, rss)
    overall = Math.max(overall, rss)
  }
  sample()
  const timer = setInterval(sample, 250)
  timer.unref()
  return {
    current: () => treeRss(pid),
    peak: () => (sample(), peak),
    overall: () => (sample(), overall),
    reset: () => {
      peak = 0
      sample()
    },
    stop: () => clearInterval(timer),
  }
}

export const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`
