import { useEffect, useId, useMemo, useState } from 'react';
import { Button, SelectField, TextField } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { ASSET_CONTENT_TYPES, ASSET_DEVELOPMENT_STAGES } from '@adpulse/shared/assets/constants';
import type { Asset, UpdateAssetRequest } from '@adpulse/shared/assets/schemas';
import { SAMPLE_SIZES } from '@adpulse/shared/projects/constants';
import { assetsApi } from '../../../api/assets.ts';
import { FileName } from '../../../components/FileName.tsx';
import { fieldMessage } from '../../../i18n/i18n.ts';
import { AutoSaver, type SaveState } from '../autosave.ts';
import { BRAND_CATEGORIES, isBrandCategory } from '../audience/audience-options.ts';
import { formatDuration } from '../checkout/prices.ts';
import { errorText } from '../../../api/error-text.ts';

/** A checked stimulus: its preview and facts, its details (auto-saved) and delete. */
export function AssetCard({
  asset,
  onChange,
  onDelete,
}: {
  asset: Asset;
  onChange: (asset: Asset) => void;
  onDelete: (asset: Asset) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(asset);
  const [nameError, setNameError] = useState<string | undefined>();
  const saver = useMemo(
    () =>
      new AutoSaver<UpdateAssetRequest>(async (patch) => {
        onChange(
          await assetsApi.updateAsset({
            params: { projectId: asset.projectId, assetId: asset._id },
            body: patch,
          }),
        );
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one saver per asset
    [asset.projectId, asset._id],
  );
  const [saveState, setSaveState] = useState<SaveState>(saver.current);
  useEffect(() => saver.subscribe(setSaveState), [saver]);
  useEffect(() => () => void saver.flush(), [saver]);

  function update(patch: UpdateAssetRequest & Partial<Asset>) {
    setDraft((current) => ({ ...current, ...patch }));
    saver.queue(patch);
  }

  const categories = isBrandCategory(draft.category)
    ? BRAND_CATEGORIES
    : [draft.category, ...BRAND_CATEGORIES];
  const title = `${id}-title`;

  return (
    <li className="ap-wz-asset" aria-labelledby={title}>
      <div className="ap-wz-asset__media">
        {asset.thumbnail ? (
          <img src={asset.thumbnail} alt={t('wizard.stimulus.thumbnailAlt', { name: draft.name })} />
        ) : (
          <div className="ap-wz-asset__placeholder" aria-hidden="true" />
        )}
        {asset.kind === 'video' && asset.duration !== undefined ? (
          <span className="ap-wz-asset__duration">{formatDuration(asset.duration)}</span>
        ) : null}
      </div>
      <div className="ap-wz-asset__body">
        <h3 id={title} className="ap-wz-asset__title">
          {draft.name}
        </h3>
        <dl className="ap-wz-facts">
          <div>
            <dt>{t('wizard.stimulus.file')}</dt>
            <dd>
              <FileName name={asset.file.name} />
            </dd>
          </div>
          {asset.kind === 'video' && asset.duration !== undefined ? (
            <div>
              <dt>{t('wizard.stimulus.duration')}</dt>
              <dd>{formatDuration(asset.duration)}</dd>
            </div>
          ) : (
            <div>
              <dt>{t('wizard.fields.mediaType')}</dt>
              <dd>{t('wizard.stimulus.image')}</dd>
            </div>
          )}
          {asset.width && asset.height ? (
            <div>
              <dt>{t('wizard.stimulus.resolution')}</dt>
              <dd>
                {asset.width}×{asset.height}
              </dd>
            </div>
          ) : null}
        </dl>
        <div className="ap-wz-form-grid ap-wz-form-grid--compact">
          <TextField
            label={t('wizard.stimulus.name')}
            value={draft.name}
            maxLength={100}
            hasError={nameError !== undefined}
            errorMessage={nameError}
            onChange={(event) => {
              const name = event.target.value;
              setDraft((current) => ({ ...current, name }));
              if (name.trim()) {
                setNameError(undefined);
                saver.queue({ name });
              } else {
                setNameError(fieldMessage('validation.required', 'wizard.stimulus.name'));
              }
            }}
          />
          <SelectField
            label={t('wizard.stimulus.category')}
            value={draft.category}
            onChange={(event) => update({ category: event.target.value })}
          >
            {categories.map((category) => (
              <option key={category} value={category}>
                {isBrandCategory(category) ? t(`wizard.categories.${category}`) : category}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('wizard.stimulus.contentType')}
            value={draft.contentType}
            onChange={(event) => {
              const contentType = event.target.value as Asset['contentType'];
              update({ contentType, type: contentType });
            }}
          >
            {ASSET_CONTENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`wizard.contentTypes.${type}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('wizard.stimulus.developmentStage')}
            value={draft.developmentStage}
            onChange={(event) =>
              update({ developmentStage: event.target.value as Asset['developmentStage'] })
            }
          >
            {ASSET_DEVELOPMENT_STAGES.map((stage) => (
              <option key={stage} value={stage}>
                {t(`wizard.stages.${stage}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('wizard.stimulus.requiredRespondents')}
            value={String(draft.requiredRespondents)}
            onChange={(event) => update({ requiredRespondents: Number(event.target.value) })}
          >
            {SAMPLE_SIZES.map((size) => (
              <option key={size} value={String(size)}>
                {size}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="ap-wz-asset__footer">
          <span
            className="ap-wz-save ap-wz-save--small"
            data-status={saveState.status}
            role="status"
            aria-live="polite"
          >
            {saveState.status === 'error'
              ? t('wizard.save.error', { message: errorText(saveState.error) })
              : saveState.status === 'idle'
                ? ''
                : t(`wizard.save.${saveState.status}`)}
          </span>
          <Button
            size="small"
            variation="destructive"
            onClick={() => onDelete(draft)}
            aria-label={t('wizard.stimulus.deleteLabel', { name: draft.name })}
          >
            {t('wizard.actions.delete')}
          </Button>
        </div>
      </div>
    </li>
  );
}
