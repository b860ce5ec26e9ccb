import { createContext, useContext, type ReactNode } from 'react';
import { RUNTIME_CONFIG_PATH, runtimeConfigSchema, type RuntimeConfig } from '@adpulse/shared';

/** Reads /config.json once at start: one build, configured per environment where it is served. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch(RUNTIME_CONFIG_PATH, {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${RUNTIME_CONFIG_PATH} answered ${response.status}`);
  return runtimeConfigSchema.parse(await response.json());
}

const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export function RuntimeConfigProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return <RuntimeConfigContext.Provider value={config}>{children}</RuntimeConfigContext.Provider>;
}

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig() outside RuntimeConfigProvider');
  return config;
}
