import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Viewer } from '../../../../../shared/src/projects/constants.ts';
import './viewers.css';

export interface ViewerFrameProps {
  viewer: Viewer;
  /** The advertiser as the feed posts show it: the client's brand, never the media's file name. */
  brand: string;
  /** The stimulus: the <video> or <img> the measurement binds to. */
  children: ReactNode;
}

/**
 * A stimulus inside the mock-up of the place the audience meets ads: a TV player, a Facebook or
 * Instagram feed post, a TikTok vertical feed, a YouTube pre-roll. The chrome is static (nothing
 * in it can be clicked away); the media keeps its own aspect ratio inside it.
 */
export function ViewerFrame({ viewer, brand, children }: ViewerFrameProps) {
  const { t } = useTranslation();
  const media = <div className="ap-viewer-media">{children}</div>;
  const initial = brand.trim().charAt(0).toUpperCase() || '•';
  switch (viewer) {
    case 'tv':
      return (
        <figure className="ap-viewer ap-viewer--tv" data-viewer="tv">
          <div className="ap-viewer-screen">{media}</div>
          <div className="ap-viewer-stand" aria-hidden="true" />
        </figure>
      );
    case 'youtube':
      return (
        <figure className="ap-viewer ap-viewer--youtube" data-viewer="youtube">
          <div className="ap-viewer-player">
            {media}
            <span className="ap-viewer-ad-badge">{t('respondent.viewer.ad')}</span>
            <span className="ap-viewer-after-ad">{t('respondent.viewer.videoAfterAd')}</span>
          </div>
          <figcaption className="ap-viewer-channel">
            <span className="ap-viewer-avatar" aria-hidden="true">
              {initial}
            </span>
            <span>{brand}</span>
          </figcaption>
        </figure>
      );
    case 'tiktok':
      return (
        <figure className="ap-viewer ap-viewer--tiktok" data-viewer="tiktok">
          {media}
          <figcaption className="ap-viewer-overlay">
            <strong>@{brand}</strong>
            <span>{t('respondent.viewer.sponsored')}</span>
          </figcaption>
          <div className="ap-viewer-rail" aria-hidden="true">
            <span>♥</span>
            <span>💬</span>
            <span>↗</span>
          </div>
        </figure>
      );
    case 'facebook':
    case 'instagram':
      return (
        <figure className={`ap-viewer ap-viewer--feed ap-viewer--${viewer}`} data-viewer={viewer}>
          <figcaption className="ap-viewer-post-header">
            <span className="ap-viewer-avatar" aria-hidden="true">
              {initial}
            </span>
            <span className="ap-viewer-post-brand">
              <strong>{brand}</strong>
              <small>{t('respondent.viewer.sponsored')}</small>
            </span>
          </figcaption>
          {media}
          {viewer === 'instagram' ? (
            <div className="ap-viewer-cta" aria-hidden="true">
              {t('respondent.viewer.learnMore')}
            </div>
          ) : null}
          <div className="ap-viewer-actions" aria-hidden="true">
            <span>{t('respondent.viewer.like')}</span>
            <span>{t('respondent.viewer.comment')}</span>
            <span>{t('respondent.viewer.share')}</span>
          </div>
        </figure>
      );
  }
}
