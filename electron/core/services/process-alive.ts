// Whether a process id names a live process on this machine (signal 0 checks without sending anything).
export function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else; ESRCH: no such process.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
