import { useEffect, useState } from 'react';

/** How often the cursor follows a playing video (the chart moves one shape each time). */
const FRAME_MS = 1000 / 15;

/**
 * The current time of a video element, following playback smoothly while it plays (animation
 * frames, at most 15 updates a second) and exactly after a seek or a pause. Pass the element
 * itself (a callback ref kept in state): the player often mounts after its links load.
 */
export function usePlaybackTime(element: HTMLVideoElement | null, key: string, start = 0): number {
  const [time, setTime] = useState(start);

  useEffect(() => {
    setTime(start);
  }, [key, start]);

  useEffect(() => {
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
  }, [element, key]);

  return time;
}

/** The whole second a playback time is in (a seek to 3 may read back 2.9999...). */
export function wholeSecond(time: number): number {
  return Math.max(0, Math.floor(time + 1e-3));
}

/** Moves a video to a time, kept inside its length; waits for its metadata when not loaded yet. */
export function seekVideo(element: HTMLVideoElement | null, time: number): void {
  if (!element) return;
  const seek = () => {
    const end = Number.isFinite(element.duration) ? element.duration - 0.01 : time;
    element.currentTime = Math.max(0, Math.min(time, end));
  };
  if (element.readyState >= 1) seek();
  else element.addEventListener('loadedmetadata', seek, { once: true });
}

/**
 * The second a scrubber shows over a playback time: the one just chosen until the time answers
 * the seek (so quick key presses add up), then the time's own second.
 */
export function useScrubbedSecond(
  time: number,
  lastSecond: number,
  seek: (second: number) => void,
): [number, (second: number) => void] {
  const [chosen, setChosen] = useState<number | null>(null);
  useEffect(() => {
    setChosen(null);
  }, [time]);
  const move = (second: number) => {
    setChosen(second);
    seek(second);
  };
  return [Math.min(lastSecond, chosen ?? wholeSecond(time)), move];
}

/**
 * The time a stimulus' views read: a playable video's playback time (the slider seeks it), or
 * without one a time kept here (the slider sets it). `moveTo` goes to a time in seconds.
 */
export function useStimulusTime(
  player: HTMLVideoElement | null,
  playable: boolean,
  key: string,
  duration: number,
  start = 0,
): { time: number; moveTo: (seconds: number) => void } {
  const playing = usePlaybackTime(player, key, start);
  const [manual, setManual] = useState(start);
  const moveTo = (seconds: number) => {
    if (playable) seekVideo(player, seconds);
    else setManual(Math.max(0, Math.min(seconds, duration)));
  };
  return { time: playable ? playing : manual, moveTo };
}

/** The last whole second a slider over a stimulus of this length can stand on. */
export function lastSecondOf(duration: number): number {
  return Math.max(0, Math.ceil(duration) - 1);
}
