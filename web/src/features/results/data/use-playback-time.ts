import { useEffect, useState, type RefObject } from 'react';

/** How often the cursor follows a playing video (the chart moves one shape each time). */
const FRAME_MS = 1000 / 15;

/**
 * The current time of a video element, following playback smoothly while it plays (animation
 * frames, at most 15 updates a second) and exactly after a seek or a pause.
 */
export function usePlaybackTime(video: RefObject<HTMLVideoElement | null>, key: string, start = 0): number {
  const [time, setTime] = useState(start);

  useEffect(() => {
    setTime(start);
  }, [key, start]);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let frame = 0;
    let last = 0;
    const tick = (now: number) => {
      if (now - last >= FRAME_MS) {
        last = now;
        setTime(element.currentTime);
      }
      frame = requestAnimationFrame(tick);
    };
    const onPlay = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(tick);
    };
    const onStop = () => {
      cancelAnimationFrame(frame);
      setTime(element.currentTime);
    };
    const onSeek = () => setTime(element.currentTime);
    element.addEventListener('playing', onPlay);
    element.addEventListener('pause', onStop);
    element.addEventListener('ended', onStop);
    element.addEventListener('seeked', onSeek);
    element.addEventListener('timeupdate', onSeek);
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener('playing', onPlay);
      element.removeEventListener('pause', onStop);
      element.removeEventListener('ended', onStop);
      element.removeEventListener('seeked', onSeek);
      element.removeEventListener('timeupdate', onSeek);
    };
  }, [video, key]);

  return time;
}
