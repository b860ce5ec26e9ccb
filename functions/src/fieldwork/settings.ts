import { ENV } from '@adpulse/shared';
import { DEFAULT_RAW_SAMPLE_RETENTION_DAYS } from '@adpulse/shared/fieldwork/index';

/**
 * How fieldwork runs in this deployment, from the environment (infra/src/workflows.ts and the
 * API function set the values; the local runtime reads them from the template). The defaults fit
 * the simulated panel, which fields a project in about a minute.
 */
export interface FieldworkSettings {
  /** Field time: fieldwork closes when it is over, sample reached or not. */
  fieldTimeSeconds: number;
  /**
   * A session with no call for this long drops out and frees its quota slot (default 10 min: the
   * longest stretch without a call is the questionnaire after the last stimulus, saved at its end;
   * docs/methodology.md, "Respondent quality").
   */
  respondentIdleSeconds: number;
  /** Raw samples are deleted this many days after they arrive (the samples bucket's lifecycle). */
  retentionDays: number;
  /** The fieldwork machine looks at a real panel's fieldwork this often at least (see checkInterval). */
  checkSeconds: number;
}

export const SETTING_ENV = {
  fieldTimeSeconds: 'FIELD_TIME_SECONDS',
  respondentIdleSeconds: 'RESPONDENT_IDLE_SECONDS',
  retentionDays: ENV.rawSampleRetentionDays,
  checkSeconds: 'FIELDWORK_CHECK_SECONDS',
} as const satisfies Record<keyof FieldworkSettings, string>;

const DEFAULTS: FieldworkSettings = {
  fieldTimeSeconds: 14 * 24 * 3600,
  respondentIdleSeconds: 10 * 60,
  retentionDays: DEFAULT_RAW_SAMPLE_RETENTION_DAYS,
  checkSeconds: 60,
};

/** The settings; a value that is not a positive number is a deployment fault, said loudly. */
export function fieldworkSettings(env: Record<string, string | undefined> = process.env): FieldworkSettings {
  const read = (key: keyof FieldworkSettings): number => {
    const raw = env[SETTING_ENV[key]];
    if (raw === undefined || raw === '') return DEFAULTS[key];
    const value = Number(raw);
    if (!Number.isFinite(value) || value <= 0) {
      throw new Error(`${SETTING_ENV[key]} must be a positive number, not "${raw}"`);
    }
    return value;
  };
  return {
    fieldTimeSeconds: read('fieldTimeSeconds'),
    respondentIdleSeconds: read('respondentIdleSeconds'),
    retentionDays: read('retentionDays'),
    checkSeconds: read('checkSeconds'),
  };
}
