import { Duration } from 'aws-cdk-lib';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  ObjectOwnership,
  type BucketProps,
  type IBucket,
} from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

export interface SecureBucketProps extends BucketProps {
  /** Where S3 server access logs go; omit only for a bucket that is itself a log target. */
  accessLogs?: IBucket;
}

/**
 * A private bucket: S3-managed encryption, every public access blocked, TLS 1.2+ only,
 * ACLs disabled, incomplete multipart uploads cleaned up, old versions expired.
 */
export function secureBucket(
  scope: Construct,
  id: string,
  { accessLogs, ...props }: SecureBucketProps,
): Bucket {
  return new Bucket(scope, id, {
    encryption: BucketEncryption.S3_MANAGED,
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    enforceSSL: true,
    minimumTLSVersion: 1.2,
    objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
    ...(accessLogs ? { serverAccessLogsBucket: accessLogs, serverAccessLogsPrefix: `${id}/` } : {}),
    lifecycleRules: [
      { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(7) },
      ...(props.versioned
        ? [{ id: 'expire-old-versions', noncurrentVersionExpiration: Duration.days(30) }]
        : []),
      ...(props.lifecycleRules ?? []),
    ],
    ...withoutLifecycle(props),
  });
}

function withoutLifecycle(props: BucketProps): BucketProps {
  const { lifecycleRules: _rules, ...rest } = props;
  return rest;
}
