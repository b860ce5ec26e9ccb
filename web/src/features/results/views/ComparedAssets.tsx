import { useTranslation } from 'react-i18next';
import type { Asset } from '@adpulse/shared/assets/schemas';
import { assetsApi } from '../../../api/assets.ts';
import { useApi } from '../../../api/use-api.ts';
import { useFormats } from '../data/use-formats.ts';

/** The picture of a stimulus: its thumbnail, an image itself, or a video's first frame. */
function AssetPreview({ asset }: { asset: Asset }) {
  const { t } = useTranslation();
  if (asset.thumbnail)
    return <img className="ap-compare__thumb" src={asset.thumbnail} alt="" loading="lazy" />;
  if (asset.src && asset.kind === 'image')
    return <img className="ap-compare__thumb" src={asset.src} alt="" loading="lazy" />;
  if (asset.src)
    return (
      <video
        className="ap-compare__thumb"
        src={`${asset.src}#t=0.1`}
        preload="metadata"
        muted
        playsInline
        aria-hidden="true"
        tabIndex={-1}
      />
    );
  return <span className="ap-compare__thumb ap-compare__thumb--none">{t('results.compare.noPreview')}</span>;
}

/** A project's stimuli as the comparison lists them: picture, name, kind and length. */
export function ComparedAssets({ projectId, headingId }: { projectId: string; headingId: string }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const assets = useApi(assetsApi.listAssets, { params: { projectId } });
  const items = assets.data?.items ?? [];
  return (
    <div className="ap-compare__block">
      <h3 id={headingId} className="ap-compare__subtitle">
        {t('results.compare.assets')}
      </h3>
      {!assets.data ? (
        <p className="ap-muted" role="status">
          {assets.error ? t('results.loadFailed') : t('results.loading')}
        </p>
      ) : items.length === 0 ? (
        <p className="ap-muted">{t('results.compare.noAssets')}</p>
      ) : (
        <ul className="ap-compare__assets" aria-labelledby={headingId}>
          {items.map((asset) => (
            <li key={asset._id} className="ap-compare__asset" data-asset-id={asset._id}>
              <AssetPreview asset={asset} />
              <span className="ap-compare__asset-text">
                <strong className="ap-compare__asset-name">{asset.name}</strong>
                <span className="ap-muted">
                  {[
                    asset.kind ? t(`results.kind.${asset.kind}`) : null,
                    asset.duration !== undefined ? formats.unit(asset.duration, 'seconds') : null,
                  ]
                    .filter((part) => part !== null)
                    .join(' · ')}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
