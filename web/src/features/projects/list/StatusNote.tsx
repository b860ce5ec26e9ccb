/** What the last action did, said politely to screen readers and shown under the toolbar. */
export function StatusNote({ text }: { text: string | null }) {
  return (
    <p role="status" className={text ? 'ap-note' : 'ap-note ap-note--empty'}>
      {text}
    </p>
  );
}
