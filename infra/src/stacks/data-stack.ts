import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { HttpMethods, type Bucket } from 'aws-cdk-lib/aws-s3';
import { DEFAULT_RAW_SAMPLE_RETENTION_DAYS } from '@adpulse/shared/fieldwork/constants';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { MailEvents } from '../constructs/mail-events.ts';
import { acknowledge } from '../constructs/nag.ts';
import { secureBucket } from '../constructs/secure-bucket.ts';

export interface DataStackProps extends StackProps {
  /** Browser origins that may PUT/GET uploads through presigned URLs. */
  allowedOrigins: string[];
}

/** The app's single table: generic keys, three overloaded GSIs (see functions/README.md). */
export const APP_TABLE_GSIS = ['gsi1', 'gsi2', 'gsi3'] as const;

/** Stateful resources: tables, buckets, the token-signing secret. */
export class DataStack extends Stack {
  readonly table: Table;
  readonly idempotencyTable: Table;
  readonly accessLogsBucket: Bucket;
  readonly uploadsBucket: Bucket;
  readonly resultsBucket: Bucket;
  /** Respondents' raw samples, one object per signal batch, deleted after the retention. */
  readonly samplesBucket: Bucket;
  readonly rawSampleRetentionDays = DEFAULT_RAW_SAMPLE_RETENTION_DAYS;
  readonly tokenSecret: Secret;
  /** A plain name (not parsed from the ARN at deploy time), for TOKEN_SECRET_NAME. */
  readonly tokenSecretName: string;
  /** SES's configuration set and its bounce and complaint topic. */
  readonly mailEvents: MailEvents;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);

    this.table = new Table(this, 'AppTable', {
      partitionKey: { name: 'pk', type: AttributeType.STRING },
      sortKey: { name: 'sk', type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: 'expiresAt',
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: TableEncryption.AWS_MANAGED,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of APP_TABLE_GSIS) {
      this.table.addGlobalSecondaryIndex({
        indexName: index,
        partitionKey: { name: `${index}pk`, type: AttributeType.STRING },
        sortKey: { name: `${index}sk`, type: AttributeType.STRING },
        projectionType: ProjectionType.ALL,
      });
    }

    // Powertools idempotency records: short-lived, safe to lose with the stack.
    this.idempotencyTable = new Table(this, 'IdempotencyTable', {
      partitionKey: { name: 'id', type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: 'expiration',
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: TableEncryption.AWS_MANAGED,
      removalPolicy: RemovalPolicy.DESTROY,
    });

    this.accessLogsBucket = secureBucket(this, 'AccessLogsBucket', {
      lifecycleRules: [{ id: 'expire-logs', expiration: Duration.days(365) }],
    });

    this.uploadsBucket = secureBucket(this, 'UploadsBucket', {
      accessLogs: this.accessLogsBucket,
      versioned: true,
      cors: [
        {
          allowedMethods: [HttpMethods.PUT, HttpMethods.GET, HttpMethods.HEAD],
          allowedOrigins: props.allowedOrigins,
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag'],
          maxAge: 3600,
        },
      ],
    });

    this.resultsBucket = secureBucket(this, 'ResultsBucket', {
      accessLogs: this.accessLogsBucket,
      versioned: true,
    });

    this.samplesBucket = secureBucket(this, 'SamplesBucket', {
      accessLogs: this.accessLogsBucket,
      lifecycleRules: [{ id: 'expire-raw-samples', expiration: Duration.days(this.rawSampleRetentionDays) }],
    });

    this.tokenSecretName = `${this.stackName}/session-token-signing-key`;
    this.tokenSecret = new Secret(this, 'TokenSecret', {
      secretName: this.tokenSecretName,
      description: 'HMAC key signing AdPulse session tokens',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    acknowledge(
      this.tokenSecret,
      'AwsSolutions-SMG4',
      'Rotating the session signing key signs every user out; it is rotated by hand (new secret version) when needed.',
    );

    this.mailEvents = new MailEvents(this, 'MailEvents');

    new CfnOutput(this, 'AppTableName', { value: this.table.tableName });
    new CfnOutput(this, 'UploadsBucketName', { value: this.uploadsBucket.bucketName });
    new CfnOutput(this, 'ResultsBucketName', { value: this.resultsBucket.bucketName });
    new CfnOutput(this, 'SamplesBucketName', { value: this.samplesBucket.bucketName });
  }

  private readonly arnExports = new Map<Bucket, { exportName: string; arn: string }>();

  /**
   * A bucket's ARN under a fixed export name, for policies of other stacks: an object wildcard
   * then reads `<export name>/*` in cdk-nag findings, which the grant can acknowledge by name
   * (CDK's automatic export names carry a hash).
   */
  bucketArnExport(bucket: Bucket): { exportName: string; arn: string } {
    let exported = this.arnExports.get(bucket);
    if (!exported) {
      const exportName = `${this.stackName}-${bucket.node.id}Arn`;
      exported = { exportName, arn: this.exportValue(bucket.bucketArn, { name: exportName }) };
      this.arnExports.set(bucket, exported);
    }
    return exported;
  }
}
