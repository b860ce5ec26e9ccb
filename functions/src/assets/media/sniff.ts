import { fileTypeFromFile } from 'file-type';
import { MEDIA_FORMATS, type MediaFormat } from '@adpulse/shared/assets/constants';

/**
 * The accepted format a file really is, read from its bytes (the name and the declared type
 * are ignored): undefined when it is none of them.
 */
export async function sniffFormat(filePath: string): Promise<MediaFormat | undefined> {
  const detected = await fileTypeFromFile(filePath);
  if (!detected) return undefined;
  const ext = detected.ext === 'apng' ? 'png' : detected.ext;
  const entry = Object.entries(MEDIA_FORMATS).find(([, format]) =>
    (format.extensions as readonly string[]).includes(ext),
  );
  return entry?.[0] as MediaFormat | undefined;
}
