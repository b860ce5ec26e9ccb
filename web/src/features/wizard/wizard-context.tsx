import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router';
import type { ClientType } from '@adpulse/shared';
import { WIZARD_STEPS } from '@adpulse/shared/projects/constants';
import type { Project, UpdateProjectRequest } from '@adpulse/shared/projects/schemas';
import type { Asset } from '@adpulse/shared/assets/schemas';
import { projectsApi } from '../../api/projects.ts';
import { errorText } from '../../api/error-text.ts';
import { showError } from '../../state/dialogs.ts';
import { i18n } from '../../i18n/i18n.ts';
import { routeTo, type RouteName } from '../../routing/named-routes.ts';
import { useLanguage } from '../../routing/use-language.ts';
import { AutoSaver, type SaveState } from './autosave.ts';
import { wizardBar, type BarItem } from './bars.ts';
import type { WizardStep } from './wizard-guard.ts';

export interface WizardContextValue {
  project: Project;
  /** Every asset of the project, uploading or ready. */
  assets: readonly Asset[];
  /** The checked stimuli: what the step rules count. */
  readyAssets: readonly Asset[];
  clientType: ClientType;
  bar: BarItem[];
  step: WizardStep;
  ready: boolean;
  saveState: SaveState;
  /** Auto-save: the change shows at once and reaches the server debounced. */
  save: (patch: UpdateProjectRequest) => void;
  /** Sends pending changes now; false when they could not be saved. */
  flush: () => Promise<boolean>;
  /** Saves, moves the project's step forward as far as `step` (one at a time), then opens it. */
  goTo: (step: WizardStep) => Promise<void>;
  setAssets: (update: (assets: readonly Asset[]) => readonly Asset[]) => void;
  reloadAssets: () => Promise<void>;
}

const WizardContext = createContext<WizardContextValue | null>(null);

export function useWizard(): WizardContextValue {
  const value = useContext(WizardContext);
  if (!value) throw new Error('useWizard() outside WizardProvider');
  return value;
}

const ROUTE_OF: Record<WizardStep, RouteName> = {
  audience: 'Audience',
  stimulus: 'Stimulus',
  questions: 'Questions',
  review: 'Review',
  checkout: 'Checkout',
};

export function WizardProvider({
  project,
  assets,
  clientType,
  step,
  ready,
  setProject,
  setAssets,
  reloadAssets,
  children,
}: {
  project: Project;
  assets: readonly Asset[];
  clientType: ClientType;
  step: WizardStep;
  ready: boolean;
  setProject: (project: Project) => void;
  setAssets: (update: (assets: readonly Asset[]) => readonly Asset[]) => void;
  reloadAssets: () => Promise<void>;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const lang = useLanguage();
  const latest = useRef(project);
  latest.current = project;
  const projectId = project._id;

  const saver = useMemo(
    () =>
      new AutoSaver<UpdateProjectRequest>(async (patch) => {
        const answer = await projectsApi.updateProject({ params: { projectId }, body: patch });
        // A newer change already shows locally; the answer to an older one must not undo it.
        if (!saver.hasPending) setProject(answer);
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one saver per project
    [projectId],
  );
  const [saveState, setSaveState] = useState<SaveState>(saver.current);
  useEffect(() => saver.subscribe(setSaveState), [saver]);

  // Leaving the page or the wizard: what is still queued goes out, outliving the page.
  useEffect(() => {
    const sendRest = () => {
      const rest = saver.cancel();
      if (rest)
        void projectsApi
          .updateProject({ params: { projectId }, body: rest }, { keepalive: true })
          .catch(() => undefined);
    };
    window.addEventListener('pagehide', sendRest);
    return () => {
      window.removeEventListener('pagehide', sendRest);
      sendRest();
    };
  }, [saver, projectId]);

  const save = useCallback(
    (patch: UpdateProjectRequest) => {
      setProject({ ...latest.current, ...(patch as Partial<Project>) });
      saver.queue(patch);
    },
    [saver, setProject],
  );

  const flush = useCallback(() => saver.flush(), [saver]);

  const goTo = useCallback(
    async (target: WizardStep) => {
      if (!(await saver.flush())) return;
      try {
        let current = latest.current;
        while (current.step < WIZARD_STEPS[target]) {
          current = await projectsApi.updateProject({
            params: { projectId },
            body: { step: current.step + 1 },
          });
          setProject(current);
        }
      } catch (error) {
        showError({ title: i18n.t('errors.defaultTitle'), message: errorText(error) });
        return;
      }
      const { state, ...to } = routeTo(ROUTE_OF[target], lang, { projectId });
      void navigate(to, { state });
    },
    [saver, projectId, setProject, lang, navigate],
  );

  const value = useMemo<WizardContextValue>(
    () => ({
      project,
      assets,
      readyAssets: assets.filter((asset) => asset.status === 'ready'),
      clientType,
      bar: wizardBar(clientType, project.type),
      step,
      ready,
      saveState,
      save,
      flush,
      goTo,
      setAssets,
      reloadAssets,
    }),
    [project, assets, clientType, step, ready, saveState, save, flush, goTo, setAssets, reloadAssets],
  );
  return <WizardContext.Provider value={value}>{children}</WizardContext.Provider>;
}
