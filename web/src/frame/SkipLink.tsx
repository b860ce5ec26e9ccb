import { useTranslation } from 'react-i18next';

/** First stop of the keyboard: jumps over the header to the screen's content. */
export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useTranslation();
  return (
    <a
      className="ap-skip-link"
      href={`#${targetId}`}
      onClick={(event) => {
        // Focus the region directly: a hash change would count as a navigation for the router.
        event.preventDefault();
        const target = document.getElementById(targetId);
        target?.focus();
        target?.scrollIntoView();
      }}
    >
      {t('app.skipToContent')}
    </a>
  );
}
