import type { ReactNode } from 'react';
import { Flex } from '@aws-amplify/ui-react';
import { CustomerProjectButton } from './CustomerProjectButton.tsx';
import { QuickPredictButton } from './QuickPredictButton.tsx';

/**
 * Where projects start besides the new-project screen: a customer's custom project and quick
 * predict, after the screen's own actions (`children`), kept together in one group.
 */
export function WizardEntryButtons({ children }: { children?: ReactNode }) {
  return (
    <Flex gap="0.5rem" wrap="wrap" alignItems="center">
      {children}
      <CustomerProjectButton />
      <QuickPredictButton />
    </Flex>
  );
}
