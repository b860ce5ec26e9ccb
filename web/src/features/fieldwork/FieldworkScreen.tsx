import {
  Alert,
  Badge,
  Flex,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Text,
} from '@aws-amplify/ui-react';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FieldworkView } from '@adpulse/shared/fieldwork/views';
import { fieldworkApi } from '../../api/fieldwork.ts';
import { errorText } from '../../api/error-text.ts';
import { useApi } from '../../api/use-api.ts';
import { ScreenPage } from '../../components/ScreenPage.tsx';
import { useRuntimeConfig } from '../../config/runtime-config.tsx';
import { formatDate } from '../../i18n/format-date.ts';
import { useLanguage } from '../../routing/use-language.ts';
import { LoadFailed, LoadingCard, SectionCard } from '../accounts/index.ts';
import { CloseFieldworkButton } from './CloseFieldworkButton.tsx';
import { PanelFailureNotice } from './PanelFailureNotice.tsx';
import { QualityReasons } from './QualityReasons.tsx';
import { ReconciliationCard } from './ReconciliationCard.tsx';
import { TestLinksCard } from './TestLinksCard.tsx';
import { ageRange, refreshInterval, timeLeftParts, webcamAsked } from './fieldwork-facts.ts';
import './fieldwork.css';
import { FigureList, type Figure } from './FigureList.tsx';

/**
 * The live fieldwork of a bought project: completes per quota cell, screen-outs, over-quotas,
 * drop-outs, webcam acceptance and time left, read again every few seconds while it runs; and,
 * where the configuration shows project test URLs, each panel's respondent link to copy (an own
 * audience's direct link always); while fielding, closing it early; once a panel project closed,
 * its count of completes against ours.
 */
export default function FieldworkScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const language = useLanguage();
  const config = useRuntimeConfig();
  const input = id ? { params: { projectId: id } } : null;
  const view = useApi(fieldworkApi.getFieldwork, input, { refreshInterval });
  // An own audience has only the direct link to share: it is always shown.
  const ownAudience = view.data?.audienceSource === 'own';
  const links = useApi(fieldworkApi.listTestLinks, config.showProjectTestUrls || ownAudience ? input : null);
  const notLaunched = view.error?.code === 'fieldwork.not_launched';

  return (
    <ScreenPage
      title={t('screens.fieldwork')}
      intro={t('fieldwork.intro')}
      actions={
        <Flex gap="1rem" wrap="wrap">
          <Link as={RouterLink} to={`/${language}/project/${encodeURIComponent(id)}/preview`}>
            {t('fieldwork.previewLink')}
          </Link>
          <Link as={RouterLink} to={`/${language}/project/${encodeURIComponent(id)}`}>
            {t('fieldwork.resultsLink')}
          </Link>
        </Flex>
      }
    >
      <div className="ap-fw-stack">
        {view.data ? (
          <Progress view={view.data} onClosed={(closed) => void view.mutate(closed, { revalidate: false })} />
        ) : notLaunched ? (
          <Alert variation="info">{errorText(view.error)}</Alert>
        ) : view.error ? (
          <LoadFailed error={view.error} onRetry={() => void view.mutate()} />
        ) : (
          <LoadingCard label={t('fieldwork.loading')} />
        )}
        {links.data ? <TestLinksCard links={links.data} ownAudience={ownAudience} /> : null}
      </div>
    </ScreenPage>
  );
}

function Progress({ view, onClosed }: { view: FieldworkView; onClosed: (view: FieldworkView) => void }) {
  const { t, i18n } = useTranslation();
  const left = timeLeftParts(view.timeLeftSeconds);
  const figures: Figure[] = [
    [
      'completes',
      t('fieldwork.completes'),
      t('fieldwork.completesOf', { n: view.completes, target: view.sampleSize }),
    ],
    [
      'timeLeft',
      t('fieldwork.timeLeft'),
      view.closedAt
        ? t(view.closeReason === 'closed_early' ? 'fieldwork.closeEarly.closedEarly' : 'fieldwork.closedAt', {
            date: formatDate(view.closedAt, i18n.language),
          })
        : t(`fieldwork.duration.${left.unit}`, left),
    ],
    ['inProgress', t('fieldwork.inProgress'), String(view.inProgress)],
    ['screenouts', t('fieldwork.screenouts'), String(view.screenouts)],
    ['overquotas', t('fieldwork.overquotas'), String(view.overquotas)],
    ['dropouts', t('fieldwork.dropouts'), String(view.dropouts)],
    ['qualityTerminations', t('fieldwork.qualityTerminations'), String(view.qualityTerminations)],
    [
      'webcam',
      t('fieldwork.webcam'),
      t('fieldwork.webcamOf', { accepted: view.webcam.accepted, asked: webcamAsked(view) }),
    ],
  ];
  return (
    <>
      <SectionCard title={t(`fieldwork.states.${view.state}`)}>
        {view.simulated ? (
          <Alert variation="info" marginTop="0.75rem">
            {t('fieldwork.simulated')}
          </Alert>
        ) : null}
        {view.state === 'closing' ? (
          <Alert variation="warning" marginTop="0.75rem" role="status" className="ap-fw-closing">
            {t('fieldwork.closeEarly.closing')}
          </Alert>
        ) : null}
        <PanelFailureNotice view={view} />
        <FigureList figures={figures} />
        <QualityReasons view={view} />
        <Flex
          className="ap-fw-footer"
          gap="1rem"
          wrap="wrap"
          alignItems="center"
          justifyContent="space-between"
        >
          <Text className="ap-fw-updated" aria-live="off">
            {t('fieldwork.updated', { time: new Date().toLocaleTimeString(i18n.language) })}
          </Text>
          <CloseFieldworkButton view={view} onClosed={onClosed} />
        </Flex>
      </SectionCard>
      <ReconciliationCard view={view} />
      <SectionCard title={t('fieldwork.cellsTitle')}>
        <div className="ap-fw-table" role="region" aria-label={t('fieldwork.cellsTitle')} tabIndex={0}>
          <Table size="small" variation="striped">
            <TableHead>
              <TableRow>
                <TableCell as="th">{t('fieldwork.cell')}</TableCell>
                <TableCell as="th" className="ap-fw-num">
                  {t('fieldwork.completes')}
                </TableCell>
                <TableCell as="th" className="ap-fw-num">
                  {t('fieldwork.target')}
                </TableCell>
                <TableCell as="th" className="ap-fw-num">
                  {t('fieldwork.inProgress')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {view.cells.map((cell) => (
                <TableRow key={cell.cellId} data-cell={cell.cellId}>
                  <TableCell>
                    {t(`wizard.audience.${cell.gender}`)} {ageRange(cell.ageGroup)}
                  </TableCell>
                  <TableCell className="ap-fw-num">
                    {cell.completes}
                    {cell.completes >= cell.target ? (
                      <Badge variation="success" size="small" marginLeft="0.35rem">
                        ✓
                      </Badge>
                    ) : null}
                  </TableCell>
                  <TableCell className="ap-fw-num">{cell.target}</TableCell>
                  <TableCell className="ap-fw-num">{cell.inProgress}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      </SectionCard>
    </>
  );
}
