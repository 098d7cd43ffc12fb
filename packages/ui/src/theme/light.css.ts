import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { sharedTokens } from './tokens';

/** Light colour mode. Text colours meet WCAG AA (4.5:1) on their backgrounds. */
export const lightTheme = createTheme(vars, {
  ...sharedTokens,
  color: {
    canvas: '#f6f7f9',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#f1f3f6',
    surfaceHover: '#f4f6fa',
    border: '#dde1e7',
    borderStrong: '#8a93a3',
    text: '#171b24',
    textMuted: '#4a5263',
    textSubtle: '#5e6778',
    textOnSolid: '#ffffff',
    brand: '#4f46e5',
    brandHover: '#4338ca',
    brandSoft: '#eef0ff',
    brandText: '#3730a3',
    positive: '#15803d',
    positiveSoft: '#e7f6ec',
    positiveText: '#166534',
    caution: '#b45309',
    cautionSoft: '#fdf3dc',
    cautionText: '#8a4105',
    critical: '#c62828',
    criticalHover: '#a51f1f',
    criticalSoft: '#fdecec',
    criticalText: '#a31b1b',
    info: '#0369a1',
    infoSoft: '#e6f3fb',
    infoText: '#075985',
    neutralSoft: '#eef0f3',
    neutralText: '#3d4452',
    focusRing: '#4f46e5',
    overlay: 'rgba(15, 18, 26, 0.5)',
    chart1: '#4f46e5',
    chart2: '#0d9488',
  },
  shadow: {
    small: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.08)',
    medium: '0 4px 12px rgba(16, 24, 40, 0.10)',
    large: '0 12px 32px rgba(16, 24, 40, 0.18)',
  },
});
