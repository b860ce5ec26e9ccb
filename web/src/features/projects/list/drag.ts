import { useState, type DragEvent } from 'react';
import * as z from 'zod';
import { PROJECT_STATUSES, type ProjectSummary } from '@adpulse/shared/projects/index';

/** The drag payload's own type, so only project cards can be dropped on a folder. */
export const PROJECT_DRAG_TYPE = 'application/x-adpulse-project';

const draggedSchema = z.object({
  _id: z.string(),
  name: z.string(),
  folder: z.string().nullable(),
  status: z.enum(PROJECT_STATUSES),
});
export type DraggedProject = z.infer<typeof draggedSchema>;

export function draggedProject(project: ProjectSummary): DraggedProject {
  return { _id: project._id, name: project.name, folder: project.folder, status: project.status };
}

export function readDraggedProject(raw: string): DraggedProject | null {
  try {
    const parsed = draggedSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Props that make a card draggable as a project. */
export function projectDragProps(project: ProjectSummary) {
  return {
    draggable: true,
    onDragStart(event: DragEvent<HTMLElement>) {
      event.dataTransfer.setData(PROJECT_DRAG_TYPE, JSON.stringify(draggedProject(project)));
      event.dataTransfer.effectAllowed = 'move';
    },
  };
}

const carriesProject = (event: DragEvent<HTMLElement>) =>
  Array.from(event.dataTransfer.types).includes(PROJECT_DRAG_TYPE);

/** A drop target for project cards: `over` while a project hovers it. */
export function useProjectDrop(onDrop: (project: DraggedProject) => void) {
  const [over, setOver] = useState(false);
  const props = {
    onDragEnter(event: DragEvent<HTMLElement>) {
      if (!carriesProject(event)) return;
      event.preventDefault();
      setOver(true);
    },
    onDragOver(event: DragEvent<HTMLElement>) {
      if (!carriesProject(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
    },
    onDragLeave(event: DragEvent<HTMLElement>) {
      // Leaving for a child of the target is not leaving the target.
      if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
      setOver(false);
    },
    onDrop(event: DragEvent<HTMLElement>) {
      setOver(false);
      if (!carriesProject(event)) return;
      event.preventDefault();
      const project = readDraggedProject(event.dataTransfer.getData(PROJECT_DRAG_TYPE));
      if (project) onDrop(project);
    },
  };
  return { over, props };
}
