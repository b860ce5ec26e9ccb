import { createTheme } from '@aws-amplify/ui-react';

const SYSTEM_FONTS = `system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'PingFang SC', 'Microsoft YaHei', sans-serif`;

/** AdPulse: a deep violet brand with a coral "pulse" accent, system fonts only (nothing downloaded). */
export const adpulseTheme = createTheme({
  name: 'adpulse',
  tokens: {
    colors: {
      primary: {
        10: { value: '#f5f3ff' },
        20: { value: '#ede9fe' },
        40: { value: '#c4b5fd' },
        60: { value: '#8b5cf6' },
        80: { value: '#6d28d9' },
        90: { value: '#5b21b6' },
        100: { value: '#3b0764' },
      },
      secondary: {
        10: { value: '#fff1f2' },
        20: { value: '#ffe4e6' },
        40: { value: '#fda4af' },
        60: { value: '#fb7185' },
        80: { value: '#e11d48' },
        90: { value: '#be123c' },
        100: { value: '#881337' },
      },
      background: {
        secondary: { value: '#f7f7fb' },
      },
    },
    fonts: {
      default: {
        variable: { value: SYSTEM_FONTS },
        static: { value: SYSTEM_FONTS },
      },
    },
    radii: {
      small: { value: '0.375rem' },
      medium: { value: '0.625rem' },
      large: { value: '1rem' },
    },
  },
});
