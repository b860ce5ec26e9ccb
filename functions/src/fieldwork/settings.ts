import { DEFAULT_RAW_SAMPLE_RETENTION_DAYS } from '@adpulse/shared/fieldwork/index';
import { PANEL_MODE_ENV, panelMode, type PanelMode } from './panel/panel-for.ts';

/**
 * How fieldwork runs in this deployment, from the environment (infra/src/workflows.ts sets the
 * task functions' values; the local runtime reads them from the template). Defaults depend on
 * the panel mode: the simulated panel fields a project in about a minute, real panels in days.
 */
export interface FieldworkSettings {
  panelMode: PanelMode;
  /** Field time: fieldwork closes when it is over, sample reached or not. */
  fieldTimeSeconds: number;
  /** How often the fieldwork machine checks progress. */
  pollSeconds: number;
  /** After closing, how long sessions under way may still finish. */
  drainSeconds: number;
  /** A session with no call for this long drops out and frees its quota slot. */
  respondentIdleSeconds: number;
  /** The same for simulated respondents, whose clock runs compressed (no pauses between calls). */
  simulatedIdleSeconds: number;
  /** Simulated panel: respondents sent per minute. */
  simulatedPacePerMinute: number;
  /** Raw samples and respondent records are deleted this many days after the session starts. */
  retentionDays: number;
}

export const SETTING_ENV = {
  fieldTimeSeconds: 'FIELD_TIME_SECONDS',
  pollSeconds: 'FIELDWORK_POLL_SECONDS',
  drainSeconds: 'FIELDWORK_DRAIN_SECONDS',
  respondentIdleSeconds: 'RESPONDENT_IDLE_SECONDS',
  simulatedIdleSeconds: 'SIMULATED_IDLE_SECONDS',
  simulatedPacePerMinute: 'SIMULATED_PANEL_PACE',
  retentionDays: 'RAW_SAMPLE_RETENTION_DAYS',
} as const satisfies Record<Exclude<keyof FieldworkSettings, 'panelMode'>, string>;

const DAY = 24 * 3600;

const DEFAULTS: Record<PanelMode, Omit<FieldworkSettings, 'panelMode'>> = {
  simulated: {
    fieldTimeSeconds: 15 * 60,
    pollSeconds: 2,
    drainSeconds: 60,
    respondentIdleSeconds: 30 * 60,
    simulatedIdleSeconds: 20,
    simulatedPacePerMinute: 150,
    retentionDays: DEFAULT_RAW_SAMPLE_RETENTION_DAYS,
  },
  live: {
    fieldTimeSeconds: 14 * DAY,
    pollSeconds: 15 * 60,
    drainSeconds: 2 * 3600,
    respondentIdleSeconds: 30 * 60,
    simulatedIdleSeconds: 20,
    simulatedPacePerMinute: 150,
    retentionDays: DEFAULT_RAW_SAMPLE_RETENTION_DAYS,
  },
};

/**
 * A Standard execution keeps at most 25,000 history events; a poll costs about 10. Field time
 * over poll interval beyond this would end the machine early, so such settings are refused.
 */
export const MAX_POLLS = 2000;

export function fieldworkSettings(env: Record<string, string | undefined> = process.env): FieldworkSettings {
  const mode = panelMode(env[PANEL_MODE_ENV]);
  const defaults = DEFAULTS[mode];
  const read = (key: keyof typeof SETTING_ENV): number => {
    const raw = env[SETTING_ENV[key]];
    if (raw === undefined || raw === '') return defaults[key];
    const value = Number(raw);
    if (!Number.isFinite(value) || value <= 0) {
      throw new Error(`${SETTING_ENV[key]} must be a positive number, not "${raw}"`);
    }
    return value;
  };
  const settings: FieldworkSettings = {
    panelMode: mode,
    fieldTimeSeconds: read('fieldTimeSeconds'),
    pollSeconds: read('pollSeconds'),
    drainSeconds: read('drainSeconds'),
    respondentIdleSeconds: read('respondentIdleSeconds'),
    simulatedIdleSeconds: read('simulatedIdleSeconds'),
    simulatedPacePerMinute: read('simulatedPacePerMinute'),
    retentionDays: read('retentionDays'),
  };
  if ((settings.fieldTimeSeconds + settings.drainSeconds) / settings.pollSeconds > MAX_POLLS) {
    throw new Error(
      `Field time and drain over the poll interval exceed ${MAX_POLLS} polls: raise ${SETTING_ENV.pollSeconds}`,
    );
  }
  return settings;
}
