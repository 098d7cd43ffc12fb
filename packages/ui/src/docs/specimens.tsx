/**
 * Token specimens for the Foundations docs pages. Every value shown comes from the theme itself
 * (the shared token object, or the CSS variable a theme class defines), so the pages cannot
 * drift from what components use.
 */
import {
  Accessibility,
  AlertTriangle,
  ArrowDown,
  ArrowDownRight,
  ArrowRight,
  ArrowUp,
  ArrowUpRight,
  Baby,
  Ban,
  BarChart3,
  BetweenHorizontalEnd,
  BetweenVerticalEnd,
  Bold,
  BookOpen,
  Building2,
  Calendar,
  CalendarClock,
  CalendarDays,
  CalendarPlus,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ChevronsLeft,
  ChevronsRight,
  ChevronsUpDown,
  CircleAlert,
  CircleCheck,
  CirclePlay,
  Clock,
  Code,
  Columns2,
  Columns3,
  Copy,
  CreditCard,
  Crown,
  Dices,
  DollarSign,
  Download,
  Ellipsis,
  Eye,
  EyeOff,
  FileText,
  FileX,
  FolderOpen,
  Gift,
  GraduationCap,
  Grid2x2X,
  Hash,
  Heading2,
  Heading3,
  Heart,
  History,
  ImagePlus,
  Inbox,
  Info,
  Italic,
  KeyRound,
  LifeBuoy,
  Lightbulb,
  Link,
  List,
  ListOrdered,
  LoaderCircle,
  LogOut,
  type LucideIcon,
  Mail,
  MailCheck,
  MailX,
  Menu,
  MessageCircle,
  MessageSquare,
  Minus,
  Moon,
  MousePointerClick,
  Newspaper,
  Pencil,
  Percent,
  Phone,
  Play,
  Plus,
  Power,
  PowerOff,
  Redo2,
  RefreshCw,
  Rocket,
  RotateCw,
  Rows2,
  Save,
  ScrollText,
  Search,
  SearchX,
  Send,
  Settings,
  Share2,
  ShieldCheck,
  ShieldOff,
  Smartphone,
  Star,
  Strikethrough,
  Sun,
  Table as TableIcon,
  Tag,
  Tags,
  TextQuote,
  Trash2,
  TrendingUp,
  TriangleAlert,
  Underline,
  Undo2,
  User,
  UserCheck,
  UserCog,
  UserMinus,
  UserPlus,
  Users,
  Wallet,
  Wrench,
  X,
} from 'lucide-react';
import { type CSSProperties, type ReactNode, type Ref, useLayoutEffect, useRef, useState } from 'react';
import { breakpoints, mediaQueries } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';
import { darkTheme } from '../theme/dark.css';
import { lightTheme } from '../theme/light.css';
import { sharedTokens } from '../theme/tokens';

type ColourMode = 'light' | 'dark';
const themeClass: Record<ColourMode, string> = { light: lightTheme, dark: darkTheme };

/**
 * The icons the product uses, all from lucide-react. A test compares this list with the icons
 * imported anywhere in packages/ and apps/, so a new icon shows up here.
 */
export const iconSet: Record<string, LucideIcon> = {
  FolderOpen,
  CirclePlay,
  Accessibility,
  AlertTriangle,
  ArrowDown,
  ArrowDownRight,
  ArrowRight,
  ArrowUp,
  ArrowUpRight,
  Baby,
  Ban,
  BarChart3,
  BetweenHorizontalEnd,
  BetweenVerticalEnd,
  Bold,
  BookOpen,
  Building2,
  Calendar,
  CalendarClock,
  CalendarDays,
  CalendarPlus,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ChevronsLeft,
  ChevronsRight,
  ChevronsUpDown,
  CircleAlert,
  CircleCheck,
  Columns3,
  Clock,
  Code,
  Columns2,
  Copy,
  CreditCard,
  Crown,
  Dices,
  DollarSign,
  Download,
  Ellipsis,
  Eye,
  EyeOff,
  FileX,
  FileText,
  Gift,
  GraduationCap,
  Grid2x2X,
  Hash,
  Heading2,
  Heading3,
  Heart,
  History,
  ImagePlus,
  Inbox,
  Info,
  Italic,
  KeyRound,
  LifeBuoy,
  Lightbulb,
  Link,
  List,
  ListOrdered,
  LoaderCircle,
  LogOut,
  Mail,
  MailCheck,
  MailX,
  Menu,
  MessageCircle,
  MessageSquare,
  Minus,
  Moon,
  MousePointerClick,
  Newspaper,
  Pencil,
  Percent,
  Phone,
  Play,
  Plus,
  Power,
  PowerOff,
  Redo2,
  RefreshCw,
  Rocket,
  RotateCw,
  Rows2,
  Save,
  ScrollText,
  Search,
  SearchX,
  Send,
  Settings,
  Share2,
  ShieldCheck,
  ShieldOff,
  Smartphone,
  Star,
  Strikethrough,
  Sun,
  Table: TableIcon,
  Tag,
  Tags,
  TextQuote,
  Trash2,
  TrendingUp,
  TriangleAlert,
  Underline,
  Undo2,
  User,
  UserCheck,
  UserCog,
  UserMinus,
  UserPlus,
  Users,
  Wallet,
  Wrench,
  X,
};

const cell: CSSProperties = {
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'middle',
};
const code: CSSProperties = { fontFamily: vars.font.mono, fontSize: vars.fontSize.xsmall };
const muted: CSSProperties = { color: vars.color.textMuted };

/**
 * A themed panel: the docs page itself is not themed, so each specimen carries the theme class
 * whose CSS variables it shows. `sb-unstyled` keeps the docs page's own table and heading styles out.
 */
export function ThemePanel({
  mode = 'light',
  children,
  ref,
}: {
  mode?: ColourMode;
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div
      ref={ref}
      className={`${themeClass[mode]} sb-unstyled`}
      style={{
        colorScheme: mode,
        background: vars.color.canvas,
        color: vars.color.text,
        fontFamily: vars.font.body,
        fontSize: vars.fontSize.standard,
        lineHeight: vars.lineHeight.standard,
        padding: vars.space.large,
        borderRadius: vars.radius.medium,
        border: `1px solid ${vars.color.border}`,
        margin: `${vars.space.large} 0`,
        overflowX: 'auto',
      }}
    >
      {children}
    </div>
  );
}

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', background: vars.color.surface }}>
      <thead>
        <tr>
          {head.map((label) => (
            <th key={label} scope="col" style={{ ...cell, ...muted, fontWeight: vars.fontWeight.medium }}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** `var(--color-brand__1x2y3z)` → `--color-brand__1x2y3z` */
function propertyOf(cssVar: string) {
  return cssVar.replace(/^var\((--[^,)]+).*$/, '$1');
}

/** The values a theme gives the listed variables, read from the element carrying its class. */
function useResolved(cssVars: string[]) {
  const ref = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  const key = cssVars.join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the list's contents
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const style = getComputedStyle(element);
    setValues(
      Object.fromEntries(
        cssVars.map((cssVar) => [cssVar, style.getPropertyValue(propertyOf(cssVar)).trim()]),
      ),
    );
  }, [key]);
  return { ref, values };
}

const colourGroups: { title: string; keys: (keyof typeof vars.color)[] }[] = [
  {
    title: 'Surfaces',
    keys: ['canvas', 'surface', 'surfaceRaised', 'surfaceSunken', 'surfaceHover', 'overlay'],
  },
  { title: 'Borders and focus', keys: ['border', 'borderStrong', 'focusRing'] },
  { title: 'Text', keys: ['text', 'textMuted', 'textSubtle', 'textOnSolid'] },
  { title: 'Brand', keys: ['brand', 'brandHover', 'brandSoft', 'brandText'] },
  { title: 'Positive', keys: ['positive', 'positiveSoft', 'positiveText'] },
  { title: 'Caution', keys: ['caution', 'cautionSoft', 'cautionText'] },
  { title: 'Critical', keys: ['critical', 'criticalHover', 'criticalSoft', 'criticalText'] },
  { title: 'Info', keys: ['info', 'infoSoft', 'infoText'] },
  { title: 'Neutral', keys: ['neutralSoft', 'neutralText'] },
  { title: 'Charts', keys: ['chart1', 'chart2'] },
];

/** Text colours are shown as text on the background they are made for; the rest as a fill. */
function ColourSample({ name }: { name: keyof typeof vars.color }) {
  const base: CSSProperties = {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 72,
    height: 32,
    borderRadius: vars.radius.small,
    border: `1px solid ${vars.color.border}`,
    fontWeight: vars.fontWeight.medium,
  };
  if (name === 'textOnSolid') {
    return <span style={{ ...base, background: vars.color.brand, color: vars.color[name] }}>Aa</span>;
  }
  if (name.startsWith('text') || name.endsWith('Text')) {
    const soft = name.replace(/Text$/, 'Soft');
    const background = soft in vars.color ? vars.color[soft as keyof typeof vars.color] : vars.color.surface;
    return <span style={{ ...base, background, color: vars.color[name] }}>Aa</span>;
  }
  return <span style={{ ...base, background: vars.color[name] }} />;
}

/** Colours that are missing from the groups above still show, under "Other". */
function groupsWithRest() {
  const grouped = new Set(colourGroups.flatMap((group) => group.keys));
  const rest = (Object.keys(vars.color) as (keyof typeof vars.color)[]).filter((key) => !grouped.has(key));
  return rest.length ? [...colourGroups, { title: 'Other', keys: rest }] : colourGroups;
}

function ColourTable({ mode }: { mode: ColourMode }) {
  const groups = groupsWithRest();
  const { ref, values } = useResolved(groups.flatMap((group) => group.keys.map((key) => vars.color[key])));
  return (
    <ThemePanel mode={mode} ref={ref}>
      <h3 style={{ margin: `0 0 ${vars.space.medium}`, fontSize: vars.fontSize.large }}>
        {mode === 'light' ? 'Light' : 'Dark'}
      </h3>
      <Table head={['Token', 'Sample', 'Value']}>
        {groups.flatMap((group) => [
          <tr key={group.title}>
            <th
              colSpan={3}
              scope="rowgroup"
              style={{ ...cell, fontWeight: vars.fontWeight.strong, background: vars.color.surfaceSunken }}
            >
              {group.title}
            </th>
          </tr>,
          ...group.keys.map((key) => (
            <tr key={key}>
              <td style={cell}>
                <code style={code}>vars.color.{key}</code>
              </td>
              <td style={cell}>
                <ColourSample name={key} />
              </td>
              <td style={cell}>
                <code style={code}>{values[vars.color[key]] || '…'}</code>
              </td>
            </tr>
          )),
        ])}
      </Table>
    </ThemePanel>
  );
}

/** Every colour of both themes, side by side on wide screens. */
export function ColourTokens() {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(360px, 1fr))', gap: 16 }}>
      <ColourTable mode="light" />
      <ColourTable mode="dark" />
    </div>
  );
}

export function TypeScale() {
  const { fontSize, fontWeight, lineHeight, font } = sharedTokens;
  return (
    <ThemePanel>
      <Table head={['Token', 'Size', 'Sample']}>
        {(Object.keys(fontSize) as (keyof typeof fontSize)[]).map((key) => (
          <tr key={key}>
            <td style={cell}>
              <code style={code}>vars.fontSize.{key}</code>
            </td>
            <td style={cell}>
              <code style={code}>
                {fontSize[key]} ({Number.parseFloat(fontSize[key]) * 16}px)
              </code>
            </td>
            <td style={{ ...cell, fontSize: vars.fontSize[key] }}>Add a subscription plan</td>
          </tr>
        ))}
      </Table>
      <div style={{ height: 16 }} />
      <Table head={['Token', 'Value', 'Sample']}>
        {(Object.keys(fontWeight) as (keyof typeof fontWeight)[]).map((key) => (
          <tr key={key}>
            <td style={cell}>
              <code style={code}>vars.fontWeight.{key}</code>
            </td>
            <td style={cell}>
              <code style={code}>{fontWeight[key]}</code>
            </td>
            <td style={{ ...cell, fontWeight: vars.fontWeight[key] }}>User Management</td>
          </tr>
        ))}
        {(Object.keys(lineHeight) as (keyof typeof lineHeight)[]).map((key) => (
          <tr key={key}>
            <td style={cell}>
              <code style={code}>vars.lineHeight.{key}</code>
            </td>
            <td style={cell}>
              <code style={code}>{lineHeight[key]}</code>
            </td>
            <td style={{ ...cell, lineHeight: vars.lineHeight[key], maxWidth: 320 }}>
              Two lines of text show the space between lines in this line height.
            </td>
          </tr>
        ))}
        {(Object.keys(font) as (keyof typeof font)[]).map((key) => (
          <tr key={key}>
            <td style={cell}>
              <code style={code}>vars.font.{key}</code>
            </td>
            <td style={cell}>
              <code style={code}>{font[key]}</code>
            </td>
            <td style={{ ...cell, fontFamily: vars.font[key] }}>maria@example.com 0123456789</td>
          </tr>
        ))}
      </Table>
    </ThemePanel>
  );
}

export function SpaceScale() {
  const { space } = sharedTokens;
  return (
    <ThemePanel>
      <Table head={['Token', 'Value', 'Sample']}>
        {(Object.keys(space) as (keyof typeof space)[]).map((key) => (
          <tr key={key}>
            <td style={cell}>
              <code style={code}>vars.space.{key}</code>
            </td>
            <td style={cell}>
              <code style={code}>{space[key]}</code>
            </td>
            <td style={cell}>
              <div style={{ width: vars.space[key], height: 16, background: vars.color.brand }} />
            </td>
          </tr>
        ))}
      </Table>
    </ThemePanel>
  );
}

export function RadiusScale() {
  const { radius } = sharedTokens;
  return (
    <ThemePanel>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24 }}>
        {(Object.keys(radius) as (keyof typeof radius)[]).map((key) => (
          <figure key={key} style={{ margin: 0, textAlign: 'center' }}>
            <div
              style={{
                width: 96,
                height: 64,
                borderRadius: vars.radius[key],
                background: vars.color.brandSoft,
                border: `1px solid ${vars.color.brand}`,
              }}
            />
            <figcaption style={{ marginTop: 8 }}>
              <code style={code}>vars.radius.{key}</code>
              <br />
              <code style={{ ...code, ...muted }}>{radius[key]}</code>
            </figcaption>
          </figure>
        ))}
      </div>
    </ThemePanel>
  );
}

function ShadowRow({ mode }: { mode: ColourMode }) {
  const keys = Object.keys(vars.shadow) as (keyof typeof vars.shadow)[];
  const { ref, values } = useResolved(keys.map((key) => vars.shadow[key]));
  return (
    <ThemePanel mode={mode} ref={ref}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 32, padding: 8 }}>
        {keys.map((key) => (
          <figure key={key} style={{ margin: 0, width: 200 }}>
            <div
              style={{
                height: 72,
                borderRadius: vars.radius.medium,
                background: vars.color.surfaceRaised,
                boxShadow: vars.shadow[key],
              }}
            />
            <figcaption style={{ marginTop: 12 }}>
              <code style={code}>vars.shadow.{key}</code>
              <br />
              <code style={{ ...code, ...muted }}>{values[vars.shadow[key]] || '…'}</code>
            </figcaption>
          </figure>
        ))}
      </div>
    </ThemePanel>
  );
}

/** Shadows differ per theme (darker on dark surfaces), so both are shown. */
export function Elevation() {
  return (
    <>
      <ShadowRow mode="light" />
      <ShadowRow mode="dark" />
    </>
  );
}

export function LayersAndMotion() {
  const { zIndex, motion } = sharedTokens;
  return (
    <ThemePanel>
      <Table head={['Token', 'Value']}>
        {(Object.keys(zIndex) as (keyof typeof zIndex)[]).map((key) => (
          <tr key={key}>
            <td style={cell}>
              <code style={code}>vars.zIndex.{key}</code>
            </td>
            <td style={cell}>
              <code style={code}>{zIndex[key]}</code>
            </td>
          </tr>
        ))}
        {(Object.keys(motion) as (keyof typeof motion)[]).map((key) => (
          <tr key={key}>
            <td style={cell}>
              <code style={code}>vars.motion.{key}</code>
            </td>
            <td style={cell}>
              <code style={code}>{motion[key]}</code>
            </td>
          </tr>
        ))}
      </Table>
    </ThemePanel>
  );
}

export function IconSet({ mode = 'light' }: { mode?: ColourMode }) {
  return (
    <ThemePanel mode={mode}>
      <ul
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
          gap: 8,
        }}
      >
        {Object.entries(iconSet).map(([name, Icon]) => (
          <li
            key={name}
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 8,
              padding: 8,
              borderRadius: vars.radius.small,
              background: vars.color.surface,
              border: `1px solid ${vars.color.border}`,
            }}
          >
            <Icon size={20} aria-hidden="true" />
            <code style={code}>{name}</code>
          </li>
        ))}
      </ul>
    </ThemePanel>
  );
}

export function Breakpoints() {
  return (
    <ThemePanel>
      <Table head={['Name', 'Width', 'Media query']}>
        {(Object.keys(mediaQueries) as (keyof typeof mediaQueries)[]).map((key) => (
          <tr key={key}>
            <td style={cell}>
              <code style={code}>mediaQueries.{key}</code>
            </td>
            <td style={cell}>
              <code style={code}>
                {key in breakpoints ? `${breakpoints[key as keyof typeof breakpoints]}px` : '—'}
              </code>
            </td>
            <td style={cell}>
              <code style={code}>{mediaQueries[key]}</code>
            </td>
          </tr>
        ))}
      </Table>
    </ThemePanel>
  );
}
