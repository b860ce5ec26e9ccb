import { spawn, type ChildProcess } from 'node:child_process';

/**
 * Ties a child process to this one, so it dies with us however we die:
 * - a normal exit (including process.exit) kills it synchronously from the 'exit' hook;
 * - a fatal signal or SIGKILL cannot run hooks, so a tiny shell watchdog holds a pipe to us
 *   and kills the child when the pipe closes (the kernel closes it when we die).
 * Returns a release function for an orderly stop.
 */
export function guardChild(child: ChildProcess): () => void {
  const pid = child.pid;
  if (pid === undefined) return () => undefined;

  const killOnExit = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  process.once('exit', killOnExit);

  const script = [
    'read _ignored',
    `kill -TERM ${pid} 2>/dev/null || exit 0`,
    `for _ in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do kill -0 ${pid} 2>/dev/null || exit 0; sleep 0.25; done`,
    `kill -KILL ${pid} 2>/dev/null`,
  ].join('\n');
  // Detached: a Ctrl-C sent to our process group must not take the watchdog down before us.
  const watchdog = spawn('sh', ['-c', script], { stdio: ['pipe', 'ignore', 'ignore'], detached: true });
  watchdog.on('error', () => undefined);
  watchdog.unref();
  const pipe = watchdog.stdin;
  if (pipe && 'unref' in pipe && typeof pipe.unref === 'function') pipe.unref();

  return () => {
    process.removeListener('exit', killOnExit);
    if (watchdog.exitCode === null && watchdog.signalCode === null) watchdog.kill('SIGKILL');
  };
}
