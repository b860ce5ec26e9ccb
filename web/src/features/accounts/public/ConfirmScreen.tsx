import { SetPasswordScreen } from './SetPasswordScreen.tsx';

export default function ConfirmScreen() {
  return <SetPasswordScreen purpose="confirm" />;
}
