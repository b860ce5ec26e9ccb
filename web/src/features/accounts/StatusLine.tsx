import { Alert } from '@aws-amplify/ui-react';

/**
 * The outcome of the last action on a list screen. The live region is always in the page so
 * that screen readers announce the text when it appears.
 */
export function StatusLine({ text, onDismiss }: { text: string | null; onDismiss: () => void }) {
  return (
    <div role="status" className="ap-acc-status">
      {text ? (
        <Alert variation="success" isDismissible onDismiss={onDismiss} marginBottom="1rem">
          {text}
        </Alert>
      ) : null}
    </div>
  );
}
