// What the product needs from the machine beyond npm: Java 17+ for DynamoDB Local and, for the
// browser tests, Debian's Chromium. Installed with apt-get when missing and we are root.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

function has(command, args) {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

function javaMajor() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.status !== 0) return 0;
  const match = /version "(\d+)/.exec(`${result.stderr}${result.stdout}`);
  return match ? Number(match[1]) : 0;
}

let aptUpdated = false;
function aptInstall(packages) {
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Missing ${packages.join(', ')}: install with sudo apt-get install -y ${packages.join(' ')}`,
    );
  }
  if (!aptUpdated) {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    aptUpdated = true;
  }
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

export function ensureJava() {
  if (javaMajor() >= 17) return;
  console.log('Java 17+ is required by DynamoDB Local; installing openjdk-17-jre-headless…');
  aptInstall(['openjdk-17-jre-headless']);
}

export function ensureChromium() {
  if (existsSync(CHROMIUM) && has(CHROMIUM, ['--version'])) return;
  console.log('Browser tests need Debian chromium; installing it…');
  aptInstall(['chromium']);
}
