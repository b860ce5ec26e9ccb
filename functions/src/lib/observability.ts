import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics } from '@aws-lambda-powertools/metrics';
import { Tracer } from '@aws-lambda-powertools/tracer';

const namespace = 'AdPulse';

/** One logger, metrics and tracer per function; the service name is the domain. */
export function observability(service: string) {
  return {
    logger: new Logger({ serviceName: service }),
    metrics: new Metrics({ namespace, serviceName: service }),
    tracer: new Tracer({ serviceName: service }),
  };
}
export type Observability = ReturnType<typeof observability>;
