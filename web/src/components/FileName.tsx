import { shortenFileName } from './file-name.ts';

/** A file name shortened past 20 characters; the full name shows on hover and is what screen readers read. */
export function FileName({ name }: { name: string }) {
  const short = shortenFileName(name);
  if (short === name) return <span>{name}</span>;
  return (
    <span title={name}>
      <span aria-hidden="true">{short}</span>
      <span className="ap-visually-hidden">{name}</span>
    </span>
  );
}
