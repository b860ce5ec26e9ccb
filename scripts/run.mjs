import { spawn } from 'node:child_process';

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a command and stops the script when it fails. */
export async function step(title, command, args, options) {
  const started = Date.now();
  console.log(`\n▶ ${title}`);
  const code = await run(command, args, options);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (code !== 0) {
    console.error(`✖ ${title} failed (exit ${code}, ${seconds} s)`);
    process.exit(code);
  }
  console.log(`✔ ${title} (${seconds} s)`);
}
