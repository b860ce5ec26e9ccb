import { SetPasswordScreen } from './SetPasswordScreen.tsx';

export default function RecoveryScreen() {
  return <SetPasswordScreen purpose="recovery" />;
}
