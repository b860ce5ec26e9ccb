import { Badge, Button, Text } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import type { OpenApiDocument } from '@adpulse/shared';
import { platformApi } from '../../api/platform.ts';
import { useApi } from '../../api/use-api.ts';
import { ScreenPage } from '../../components/ScreenPage.tsx';
import { LoadFailed, LoadingCard, SectionCard } from '../accounts/index.ts';
import { operationsByTag, type ReferenceOperation } from './reference.ts';
import './developers.css';

/**
 * The readable reference of the API: the OpenAPI 3.1 document the API answers, route by route
 * and grouped by domain, with a download of the document itself for API tools.
 */
export default function ApiReferenceScreen() {
  const { t } = useTranslation();
  const description = useApi(platformApi.getOpenApi, {});
  return (
    <ScreenPage title={t('screens.apiReference')} intro={t('apiReference.intro')}>
      {description.data ? (
        <Reference document={description.data} />
      ) : description.error ? (
        <LoadFailed error={description.error} onRetry={() => void description.mutate()} />
      ) : (
        <LoadingCard label={t('apiReference.loading')} />
      )}
    </ScreenPage>
  );
}

function Reference({ document }: { document: OpenApiDocument }) {
  const { t } = useTranslation();
  const groups = operationsByTag(document);
  const count = groups.reduce((sum, [, operations]) => sum + operations.length, 0);
  return (
    <div className="ap-api">
      <div className="ap-api-head">
        <Text>
          {document.info.title} {document.info.version} · {t('apiReference.routes', { n: count })}
        </Text>
        <Button size="small" onClick={() => download(document)}>
          {t('apiReference.download')}
        </Button>
      </div>
      {groups.map(([tag, operations]) => (
        <SectionCard key={tag} title={tag}>
          {operations.map((operation) => (
            <Operation key={operation.id} operation={operation} />
          ))}
        </SectionCard>
      ))}
    </div>
  );
}

function Operation({ operation }: { operation: ReferenceOperation }) {
  const { t } = useTranslation();
  return (
    <details className="ap-api-op" data-operation={operation.id}>
      <summary>
        <code className="ap-api-method" data-method={operation.method}>
          {operation.method}
        </code>{' '}
        <code className="ap-api-path">{operation.path}</code>{' '}
        <span className="ap-api-summary">{operation.summary}</span>
      </summary>
      <Badge size="small" variation={operation.needsSession ? 'info' : undefined}>
        {operation.needsSession ? t('apiReference.session') : t('apiReference.public')}
      </Badge>
      {operation.parameters.length ? (
        <>
          <h4>{t('apiReference.parameters')}</h4>
          <ul>
            {operation.parameters.map((parameter) => (
              <li key={`${parameter.in}.${parameter.name}`}>
                <code>{parameter.name}</code> ({parameter.in}, {parameter.type}
                {parameter.required ? `, ${t('apiReference.required')}` : ''})
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {operation.body ? (
        <>
          <h4>{t('apiReference.body')}</h4>
          <pre className="ap-api-schema">{JSON.stringify(operation.body, null, 2)}</pre>
        </>
      ) : null}
      <h4>{t('apiReference.answers')}</h4>
      <ul>
        {operation.answers.map((answer) => (
          <li key={answer.status}>
            <code>{answer.status}</code> {answer.description}
            {answer.schema ? (
              <pre className="ap-api-schema">{JSON.stringify(answer.schema, null, 2)}</pre>
            ) : null}
          </li>
        ))}
      </ul>
    </details>
  );
}

function download(document: OpenApiDocument): void {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' }),
  );
  const link = window.document.createElement('a');
  link.href = url;
  link.download = 'adpulse-openapi.json';
  link.click();
  URL.revokeObjectURL(url);
}
