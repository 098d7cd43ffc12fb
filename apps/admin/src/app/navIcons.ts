import type { LucideIcon } from 'lucide-react';
import {
  Baby,
  BarChart3,
  Building2,
  CalendarClock,
  CreditCard,
  FileText,
  Gift,
  LifeBuoy,
  Mail,
  MessageSquare,
  Newspaper,
  ScrollText,
  Settings,
  Share2,
  ShieldCheck,
  Tags,
  UserCog,
  Users,
  Wallet,
} from 'lucide-react';

/**
 * The navigation's icons, by the names the screen registry gives. They live apart from the
 * registry because the registry loads with the sign-in page and the icons only with the shell.
 */
export const NAV_ICONS = {
  BarChart3,
  Users,
  Baby,
  Building2,
  CreditCard,
  Wallet,
  Tags,
  Gift,
  FileText,
  Newspaper,
  Mail,
  LifeBuoy,
  Share2,
  MessageSquare,
  CalendarClock,
  Settings,
  UserCog,
  ShieldCheck,
  ScrollText,
} satisfies Record<string, LucideIcon>;

export type NavIconName = keyof typeof NAV_ICONS;
