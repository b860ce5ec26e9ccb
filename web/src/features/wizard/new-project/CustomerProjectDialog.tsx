import type { DialogContentProps } from './DialogButton.tsx';
import { NewProjectForm } from './NewProjectForm.tsx';
import '../wizard.css';

export default function CustomerProjectDialog({ close }: DialogContentProps) {
  return <NewProjectForm customer onCancel={close} />;
}
