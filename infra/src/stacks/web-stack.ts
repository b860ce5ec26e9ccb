import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CfnOutput, Duration, Fn, Stack, type CfnElement, type StackProps } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { ObjectOwnership, type Bucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { API_BASE_PATH } from '@adpulse/shared';
import type { WebConfig } from '../config.ts';
import { acknowledge } from '../constructs/nag.ts';
import { secureBucket } from '../constructs/secure-bucket.ts';
import { fromRepoRoot } from '../paths.ts';

export interface WebStackProps extends StackProps {
  httpApi: HttpApi;
  webConfig: WebConfig;
  /** Built web app (vite output); no deployment when it does not exist yet. */
  webAssetDir: string;
  contentSecurityPolicy: string;
}

/**
 * Scripts come only from the app itself; the respondent app's on-device measurement compiles the
 * tfjs WASM binaries it serves itself ('wasm-unsafe-eval' allows WebAssembly compilation only, not
 * eval). Presigned uploads go straight to the uploads bucket and results media and images come
 * from the results bucket, so connections, media and images may reach those buckets' own
 * origins and no other host (charts also draw data: and blob: URLs).
 */
export function contentSecurityPolicy(bucketOrigins: readonly string[]): string {
  const buckets = bucketOrigins.join(' ');
  return [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${buckets}`,
    `media-src 'self' blob: ${buckets}`,
    "font-src 'self' data:",
    `connect-src 'self' ${buckets}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The static web app on S3 behind CloudFront, with /api/* routed to the HTTP API. */
export class WebStack extends Stack {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  readonly spaFunction: CloudFrontFunction;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);

    // Logs of this stack's bucket and distribution; CloudFront standard logging writes with
    // ACLs, so this bucket keeps them enabled.
    const logs = secureBucket(this, 'WebLogsBucket', {
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ id: 'expire-logs', expiration: Duration.days(365) }],
    });

    // The web bucket lives with its distribution: OAC adds the distribution's ARN to the
    // bucket policy, which would be a cross-stack cycle if the bucket were in the data stack.
    this.bucket = secureBucket(this, 'WebBucket', { accessLogs: logs, versioned: true });

    this.spaFunction = new CloudFrontFunction(this, 'SpaRewrite', {
      code: FunctionCode.fromFile({ filePath: fromRepoRoot('infra/src/web/spa-rewrite.js') }),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serve the app pages (client, respondent) for client-side routes',
    });

    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'AdPulse security headers',
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(730),
          includeSubdomains: true,
          preload: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
        xssProtection: { protection: true, modeBlock: true, override: true },
        contentSecurityPolicy: { contentSecurityPolicy: props.contentSecurityPolicy, override: true },
      },
    });

    const apiDomain = Fn.select(2, Fn.split('/', props.httpApi.apiEndpoint));
    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'AdPulse web app and API',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        compress: true,
        functionAssociations: [{ function: this.spaFunction, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        [`${API_BASE_PATH}/*`]: {
          origin: new HttpOrigin(apiDomain, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [OriginSslPolicy.TLS_V1_2],
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
        },
      },
    });
    acknowledge(
      this.distribution,
      'AwsSolutions-CFR1',
      'The product is sold worldwide; no country is excluded.',
    );
    acknowledge(
      this.distribution,
      'AwsSolutions-CFR2',
      'No WAF web ACL yet: the API throttles on its stage and validates every request; attach a web ACL (us-east-1) when traffic warrants its cost.',
    );
    acknowledge(
      this.distribution,
      'AwsSolutions-CFR4',
      'No custom domain yet: the default *.cloudfront.net certificate has a TLS policy CloudFront fixes. Set minimumProtocolVersion TLSv1.2_2021 together with the custom domain certificate.',
    );

    if (existsSync(props.webAssetDir)) this.deployWebApp(props);

    new CfnOutput(this, 'AppUrl', { value: `https://${this.distribution.distributionDomainName}` });
    new CfnOutput(this, 'DistributionId', { value: this.distribution.distributionId });
    new CfnOutput(this, 'WebBucketName', { value: this.bucket.bucketName });
  }

  /**
   * Hashed assets are immutable and cached for a year; everything else (index.html, config.json)
   * is revalidated so a deployment shows at once. Neither deployment prunes, so a browser still
   * holding the previous index.html finds its assets.
   */
  private deployWebApp(props: WebStackProps): void {
    const assetsDir = join(props.webAssetDir, 'assets');
    const deployments: BucketDeployment[] = [];
    if (existsSync(assetsDir)) {
      deployments.push(
        new BucketDeployment(this, 'DeployHashedAssets', {
          sources: [Source.asset(assetsDir)],
          destinationBucket: this.bucket,
          destinationKeyPrefix: 'assets/',
          cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
          prune: false,
          memoryLimit: 512,
        }),
      );
    }
    const entry = new BucketDeployment(this, 'DeployEntry', {
      sources: [
        Source.asset(props.webAssetDir, { exclude: ['assets', 'assets/**', 'config.json'] }),
        Source.jsonData('config.json', props.webConfig),
      ],
      destinationBucket: this.bucket,
      cacheControl: [CacheControl.noCache()],
      prune: false,
      memoryLimit: 512,
      distribution: this.distribution,
      distributionPaths: ['/*'],
    });
    for (const deployment of deployments) entry.node.addDependency(deployment);
    this.acknowledgeDeploymentHandler();
  }

  /** Findings on the CDK-owned singleton Lambda that copies the assets; its code and role are CDK's. */
  private acknowledgeDeploymentHandler(): void {
    const handler = this.node.children.find((child) =>
      child.node.id.startsWith('Custom::CDKBucketDeployment'),
    );
    if (!handler) throw new Error('BucketDeployment handler not found: aws-cdk-lib changed its construct id');
    const bucket = this.getLogicalId(this.bucket.node.defaultChild as CfnElement);
    const cdkOwned =
      'CDK BucketDeployment handler (aws-cdk-lib owns its runtime and policy); it runs only during deployments.';
    const findings: Array<[`AwsSolutions-${string}`, string]> = [
      ['AwsSolutions-L1', `${cdkOwned} Its runtime follows the aws-cdk-lib version.`],
      [
        'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        `${cdkOwned} Managed policy for its own logs.`,
      ],
      [
        'AwsSolutions-IAM5[Resource::*]',
        `${cdkOwned} CloudFront CreateInvalidation/GetInvalidation have no resource-level permissions.`,
      ],
      [
        'AwsSolutions-IAM5[Action::s3:GetBucket*]',
        `${cdkOwned} Reads the CDK asset bucket and the web bucket.`,
      ],
      ['AwsSolutions-IAM5[Action::s3:GetObject*]', `${cdkOwned} Reads the staged asset zip.`],
      ['AwsSolutions-IAM5[Action::s3:List*]', `${cdkOwned} Lists the web bucket to sync it.`],
      ['AwsSolutions-IAM5[Action::s3:Abort*]', `${cdkOwned} Multipart copies into the web bucket.`],
      ['AwsSolutions-IAM5[Action::s3:DeleteObject*]', `${cdkOwned} Replaces objects of the web bucket.`],
      [
        `AwsSolutions-IAM5[Resource::<${bucket}.Arn>/*]`,
        `${cdkOwned} Writes the web app's files into the web bucket only.`,
      ],
      [
        'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-<AWS::Region>/*]',
        `${cdkOwned} Reads the staged asset from the CDK bootstrap bucket.`,
      ],
    ];
    for (const [id, reason] of findings) acknowledge(handler, id, reason);
  }
}
