import type { CategoryColor, CategoryIcon } from '@aac/domain';
import type { BadgeTone } from '@aac/ui';
import {
  Accessibility,
  BookOpen,
  GraduationCap,
  Heart,
  MessageCircle,
  Smartphone,
  Star,
  Tag,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';

/** core spec §5: the nine category icons, drawn with lucide-react. */
export const CATEGORY_ICON_ELEMENTS: Record<CategoryIcon, ReactNode> = {
  tag: <Tag size={16} />,
  'message-circle': <MessageCircle size={16} />,
  heart: <Heart size={16} />,
  smartphone: <Smartphone size={16} />,
  users: <Users size={16} />,
  'graduation-cap': <GraduationCap size={16} />,
  'book-open': <BookOpen size={16} />,
  accessibility: <Accessibility size={16} />,
  star: <Star size={16} />,
};

/** The theme's nearest badge tone for each category colour (the theme holds every colour). */
export const CATEGORY_COLOR_TONES: Record<CategoryColor, BadgeTone> = {
  blue: 'info',
  green: 'positive',
  purple: 'brand',
  orange: 'caution',
  pink: 'critical',
  indigo: 'brand',
  teal: 'positive',
  yellow: 'caution',
};
