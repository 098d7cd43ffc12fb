import { useApi } from '@aac/api-client';
import {
  type CategoryIcon,
  categoryIconLabel,
  isCategoryColor,
  isCategoryIcon,
  statusLabel,
} from '@aac/domain';
import { ColorSwatch } from '@aac/ui';
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
import { type ReactNode, useMemo } from 'react';

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

/** A category's colour: its swatch beside the colour's name ("Teal"); an unknown value as its word. */
export function CategoryColorLabel({ color }: { color: string }) {
  return isCategoryColor(color) ? <ColorSwatch color={color}>{statusLabel(color)}</ColorSwatch> : color;
}

/**
 * A category's icon drawn in the category's colour beside the icon's name ("Message circle"), so
 * neither the shape nor the colour is the only signal.
 */
export function CategoryIconLabel({ icon, color }: { icon: string; color: string }) {
  if (!isCategoryIcon(icon)) return icon;
  const label = categoryIconLabel(icon);
  return isCategoryColor(color) ? (
    <ColorSwatch color={color} icon={CATEGORY_ICON_ELEMENTS[icon]}>
      {label}
    </ColorSwatch>
  ) : (
    label
  );
}

/** A category's mark: its icon drawn in its colour (its colour's dot without a known icon). */
export function categoryMark(category: { color: string; icon: string }): ReactNode {
  if (!isCategoryColor(category.color)) return null;
  const icon = isCategoryIcon(category.icon) ? CATEGORY_ICON_ELEMENTS[category.icon] : undefined;
  return <ColorSwatch color={category.color} icon={icon} />;
}

/**
 * Each category's mark by its name, for the lists of category names that come without colours
 * (the public category list carries only name and count, core spec §3): read from the admin list.
 */
export function useCategoryMarks(): Readonly<Record<string, ReactNode>> {
  const categories = useApi().$api.useQuery('get', '/admin/blog/categories');
  return useMemo(
    () =>
      Object.fromEntries(
        (categories.data?.categories ?? []).map((category) => [category.name, categoryMark(category)]),
      ),
    [categories.data],
  );
}
