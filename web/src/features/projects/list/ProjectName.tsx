/**
 * A project name, whole: the card gives it up to three lines of its width. The spec's
 * 20-character shortening is for file names (`FileName`), not for project names.
 */
export function ProjectName({ name }: { name: string }) {
  return <span className="ap-pcard__name">{name.trim()}</span>;
}
