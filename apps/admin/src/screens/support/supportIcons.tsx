import { SUPPORT_ICON_NAMES, type SupportIconName, supportIconLabel } from '@aac/domain';
import type { IconPickerOption } from '@aac/ui';
import {
  BookOpen,
  Calendar,
  Code,
  Hash,
  LifeBuoy,
  Lightbulb,
  type LucideIcon,
  Mail,
  MessageCircle,
  Phone,
  Play,
  Rocket,
  Settings,
  User,
  Users,
  Wrench,
} from 'lucide-react';

/** platform spec §3: the fourteen icon names a support item may use, each as the icon it names. */
export const SUPPORT_ICONS: Readonly<Record<SupportIconName, LucideIcon>> = {
  Settings,
  BookOpen,
  Play,
  Users,
  MessageCircle,
  Hash,
  Rocket,
  Wrench,
  User,
  Lightbulb,
  Code,
  Mail,
  Phone,
  Calendar,
};

/** The icon of an item; an item stored without one shows the support icon of the navigation. */
export function supportIconOf(name: string | null | undefined): LucideIcon {
  return SUPPORT_ICONS[name as SupportIconName] ?? LifeBuoy;
}

/** The picker's choices, in the spec's order, named in words ("Book open"); the value stays the spec's name. */
export const SUPPORT_ICON_OPTIONS: readonly IconPickerOption[] = SUPPORT_ICON_NAMES.map((name) => {
  const Icon = SUPPORT_ICONS[name];
  return { value: name, label: supportIconLabel(name), icon: <Icon size={20} /> };
});
