export const FILE_NAME_MAX = 20;

/**
 * A display name of at most `max` characters (spec section 9): longer names keep their start and
 * their extension around an ellipsis, so `summer-campaign-final-cut.mp4` reads `summer-campaign….mp4`.
 */
export function shortenFileName(name: string, max = FILE_NAME_MAX): string {
  const chars = [...name];
  if (chars.length <= max) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 6 ? [...name.slice(dot)] : [];
  const headLength = Math.max(1, max - 1 - extension.length);
  return `${chars.slice(0, headLength).join('')}…${extension.join('')}`;
}
