import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { sharedTokens } from './tokens';

/** Dark colour mode. Text colours meet WCAG AA (4.5:1) on their backgrounds. */
export const darkTheme = createTheme(vars, {
  ...sharedTokens,
  color: {
    canvas: '#0f1117',
    surface: '#171a22',
    surfaceRaised: '#1f232d',
    surfaceSunken: '#12141b',
    surfaceHover: '#222633',
    border: '#2c313d',
    borderStrong: '#6b7385',
    text: '#eceef3',
    textMuted: '#b3b9c6',
    textSubtle: '#9aa2b1',
    textOnSolid: '#ffffff',
    brand: '#5b5ef0', // white text on it: 4.9:1 (AA)
    brandHover: '#4f52e0',
    brandSoft: '#23264a',
    brandText: '#b4b8ff',
    positive: '#15803d',
    positiveSoft: '#143222',
    positiveText: '#7ee2a2',
    caution: '#b45309',
    cautionSoft: '#3a2a10',
    cautionText: '#f6c46a',
    critical: '#c62828',
    criticalHover: '#b52323',
    criticalSoft: '#3d1a1a',
    criticalText: '#ffa3a3',
    info: '#0369a1',
    infoSoft: '#10293a',
    infoText: '#8dd0f7',
    neutralSoft: '#262a35',
    neutralText: '#c9ceda',
    focusRing: '#8b8ff8',
    overlay: 'rgba(0, 0, 0, 0.6)',
    chart1: '#8b8ff8',
    chart2: '#2dd4bf',
  },
  swatch: {
    blue: '#60a5fa',
    green: '#4ade80',
    purple: '#c084fc',
    orange: '#fb923c',
    pink: '#f472b6',
    indigo: '#818cf8',
    teal: '#2dd4bf',
    yellow: '#facc15',
  },
  shadow: {
    small: '0 1px 2px rgba(0, 0, 0, 0.4)',
    medium: '0 4px 12px rgba(0, 0, 0, 0.45)',
    large: '0 12px 32px rgba(0, 0, 0, 0.6)',
  },
});
