import { describe, expect, it } from 'vitest';
import { corsXml } from './s3.ts';

describe('corsXml', () => {
  it('writes the S3 CORS document of the template rules, escaped', () => {
    expect(
      corsXml([
        {
          AllowedMethods: ['PUT', 'GET'],
          AllowedOrigins: ['http://a.test?x=1&y=2'],
          AllowedHeaders: ['*'],
          ExposedHeaders: ['ETag'],
          MaxAge: 3600,
        },
        { AllowedMethods: ['HEAD'], AllowedOrigins: ['*'] },
      ]),
    ).toBe(
      '<CORSConfiguration>' +
        '<CORSRule><AllowedOrigin>http://a.test?x=1&#38;y=2</AllowedOrigin><AllowedMethod>PUT</AllowedMethod><AllowedMethod>GET</AllowedMethod>' +
        '<AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3600</MaxAgeSeconds></CORSRule>' +
        '<CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>HEAD</AllowedMethod></CORSRule>' +
        '</CORSConfiguration>',
    );
  });
});
