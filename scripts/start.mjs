// `npm start`: builds the web app when its sources changed, then runs the whole product locally
// (DynamoDB Local, s3rver, the API's Lambda handlers, the state machines, the web app) in this
// one process, so Ctrl-C stops everything.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';
import { ensureJava } from './prerequisites.mjs';
import { step } from './run.mjs';

function newestChange(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs);
  }
  return newest;
}

ensureJava();
const builtAt = existsSync('web/dist/index.html') ? statSync('web/dist/index.html').mtimeMs : 0;
if (builtAt < Math.max(newestChange('web'), newestChange('shared'))) {
  await step('Build the web app', 'npm', ['run', 'build:web', '--silent']);
}
register();
await import('../local/src/main.ts');
