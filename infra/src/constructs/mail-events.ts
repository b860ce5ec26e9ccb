import { Stack } from 'aws-cdk-lib';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { ConfigurationSet, EmailSendingEvent, EventDestination } from 'aws-cdk-lib/aws-ses';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';

/** The SES configuration set every e-mail is sent with (SES_CONFIGURATION_SET): fixed, so grants can name it. */
export const MAIL_CONFIGURATION_SET = 'adpulse-mail';

/**
 * SES bounces and complaints to an encrypted SNS topic: the configuration set publishes hard
 * bounces and complaints of every e-mail sent with it; the API stack subscribes the function
 * that suppresses those addresses (functions/src/accounts/mail-events.ts).
 */
export class MailEvents extends Construct {
  readonly topic: Topic;
  readonly configurationSet: ConfigurationSet;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const key = new Key(this, 'MailEventsKey', {
      description: 'Encrypts the AdPulse SES bounce and complaint topic',
      enableKeyRotation: true,
    });
    // SES publishes the events to the encrypted topic, so it needs the key.
    key.addToResourcePolicy(
      new PolicyStatement({
        principals: [new ServicePrincipal('ses.amazonaws.com')],
        actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
        resources: ['*'],
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
    );
    this.topic = new Topic(this, 'MailEventsTopic', {
      displayName: 'AdPulse SES bounces and complaints',
      masterKey: key,
      enforceSSL: true,
    });
    this.configurationSet = new ConfigurationSet(this, 'MailConfigurationSet', {
      configurationSetName: MAIL_CONFIGURATION_SET,
    });
    this.configurationSet.addEventDestination('BouncesAndComplaints', {
      destination: EventDestination.snsTopic(this.topic),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
    });
  }
}
