import { shortenFileName } from '../../../components/file-name.ts';

/** A project name shortened past 20 characters (spec section 9), whole on hover and for screen readers. */
export function ProjectName({ name }: { name: string }) {
  const short = shortenFileName(name.trim()).replace(/\s+…/u, '…');
  if (short === name) return <span>{name}</span>;
  return (
    <span title={name}>
      <span aria-hidden="true">{short}</span>
      <span className="ap-visually-hidden">{name}</span>
    </span>
  );
}
