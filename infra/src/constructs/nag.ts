import { Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/** Acknowledge one cdk-nag finding on a construct (and its children), with the reason on record. */
export function acknowledge(scope: IConstruct, id: `AwsSolutions-${string}`, reason: string): void {
  Validations.of(scope).acknowledge({ id, reason });
}
