import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics } from '@aws-lambda-powertools/metrics';
import { Tracer } from '@aws-lambda-powertools/tracer';

const namespace = 'AdPulse';

/** One logger, metrics and tracer per function; the service name is the domain. */
export function observability(service: string) {
  const logger = new Logger({ serviceName: service });
  return {
    logger,
    // Metrics' own warnings go through the logger, so they follow POWERTOOLS_LOG_LEVEL.
    metrics: new Metrics({ namespace, serviceName: service, logger }),
    tracer: new Tracer({ serviceName: service }),
  };
}
export type Observability = ReturnType<typeof observability>;
