import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics } from '@aws-lambda-powertools/metrics';
import { Tracer } from '@aws-lambda-powertools/tracer';

const namespace = 'AdPulse';

/**
 * Metrics publishes after every invocation, and warns each time an invocation added none; most
 * calls add none by design, so that one notice goes to debug. Its other warnings (bad dimension,
 * skipped metric) are mistakes and stay warnings.
 */
const EMPTY_METRICS_NOTICE = 'No application metrics to publish';

type MetricsLogger = NonNullable<ConstructorParameters<typeof Metrics>[0]>['logger'];

function metricsLogger(logger: Logger): MetricsLogger {
  return {
    debug: (message: string) => logger.debug(message),
    info: (message: string) => logger.info(message),
    warn: (message: string) =>
      message.startsWith(EMPTY_METRICS_NOTICE) ? logger.debug(message) : logger.warn(message),
    error: (message: string) => logger.error(message),
  };
}

/** One logger, metrics and tracer per function; the service name is the domain. */
export function observability(service: string) {
  const logger = new Logger({ serviceName: service });
  return {
    logger,
    // Metrics' own warnings go through the logger, so they follow POWERTOOLS_LOG_LEVEL.
    metrics: new Metrics({ namespace, serviceName: service, logger: metricsLogger(logger) }),
    tracer: new Tracer({ serviceName: service }),
  };
}
export type Observability = ReturnType<typeof observability>;
