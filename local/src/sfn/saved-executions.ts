import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Execution } from './execution.ts';

/** Where an unfinished execution stands: the top-level state it runs, its input, since when. */
export interface ExecutionPosition {
  state: string;
  input: unknown;
  /** Epoch milliseconds: a Wait resumed after a restart waits only what is left of it. */
  enteredAt: number;
}

export interface SavedExecution {
  execution: Omit<Execution, 'startDate' | 'stopDate'> & { startDate: string; stopDate?: string };
  position?: ExecutionPosition;
}

/**
 * Executions on disk, one JSON file each under `<dataDir>/stepfunctions`, rewritten whole at
 * every state the execution enters and at its end (written to a temporary file and renamed, so a
 * SIGKILL leaves the old file or the new one, never half of one). Synchronous on purpose: the
 * writes of one execution land in the order its states ran.
 */
export class SavedExecutions {
  constructor(private readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  save(execution: Execution, position: ExecutionPosition | undefined): void {
    const { startDate, stopDate, ...rest } = execution;
    const saved: SavedExecution = {
      execution: {
        ...rest,
        startDate: startDate.toISOString(),
        ...(stopDate ? { stopDate: stopDate.toISOString() } : {}),
      },
      ...(position && execution.status === 'RUNNING' ? { position } : {}),
    };
    const file = this.fileOf(execution.executionArn);
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(saved));
    renameSync(temporary, file);
  }

  forget(executionArn: string): void {
    rmSync(this.fileOf(executionArn), { force: true });
  }

  /** Every saved execution, finished ones included (Describe and List answer them after a restart). */
  load(): { execution: Execution; position?: ExecutionPosition }[] {
    const loaded: { execution: Execution; position?: ExecutionPosition }[] = [];
    for (const name of readdirSync(this.dir)) {
      // A write the process did not finish: the file it was replacing is still there.
      if (name.endsWith('.tmp')) rmSync(join(this.dir, name), { force: true });
      if (!name.endsWith('.json')) continue;
      let saved: SavedExecution;
      try {
        saved = JSON.parse(readFileSync(join(this.dir, name), 'utf8')) as SavedExecution;
      } catch {
        continue; // Not ours, or from an older format: nothing to resume.
      }
      const { startDate, stopDate, ...rest } = saved.execution;
      loaded.push({
        execution: {
          ...rest,
          startDate: new Date(startDate),
          ...(stopDate ? { stopDate: new Date(stopDate) } : {}),
        },
        ...(saved.position ? { position: saved.position } : {}),
      });
    }
    return loaded;
  }

  private fileOf(executionArn: string): string {
    return join(this.dir, `${createHash('sha256').update(executionArn).digest('hex').slice(0, 40)}.json`);
  }
}
