import { type SupportItemFact, type SupportTab, supportItemFacts, supportItemMarkers } from '@aac/domain';
import { ActionMenu, Badge, type BadgeProps, IconButton, NewBadge } from '@aac/ui';
import {
  ArrowUpRight,
  CirclePlay,
  Clock,
  Eye,
  FolderOpen,
  History,
  type LucideIcon,
  Pencil,
  Trash2,
  Users,
} from 'lucide-react';
import { useId } from 'react';
import type { SupportItem } from './support.content';
import * as styles from './support.css';
import { supportIconOf } from './supportIcons';

const MARKER_TONES: Record<ReturnType<typeof supportItemMarkers>[number], BadgeProps['tone']> = {
  Featured: 'brand',
  Unpublished: 'caution',
  Inactive: 'neutral',
};

const FACT_ICONS: Record<SupportItemFact['kind'], LucideIcon> = {
  category: FolderOpen,
  views: Eye,
  readTime: Clock,
  duration: CirclePlay,
  members: Users,
  destination: ArrowUpRight,
};

export interface SupportItemCardProps {
  tab: SupportTab;
  item: SupportItem;
  /** Edit and delete; absent for an admin who may only read. */
  onEdit?: (item: SupportItem) => void;
  onDelete?: (item: SupportItem) => void;
  /** Created on this visit of the screen: marked "New". */
  isNew?: boolean;
  /** The Audit Log filtered to this item, for an admin who may read it: a History link in the card's menu. */
  historyHref?: string;
}

/**
 * One support item as a card (platform spec §2.3): its icon, title, featured and unpublished
 * markers (and inactive), description, then the category, views, read time, video minutes or
 * members where the tab has them; edit and delete named after the item, and its History.
 */
export function SupportItemCard({
  tab,
  item,
  onEdit,
  onDelete,
  isNew = false,
  historyHref,
}: SupportItemCardProps) {
  const titleId = useId();
  const Icon = supportIconOf(item.icon);
  const markers = supportItemMarkers(item);
  const facts = supportItemFacts(tab, item);
  return (
    <li className={styles.cardItem}>
      <article className={styles.card} aria-labelledby={titleId}>
        <div className={styles.cardHeader}>
          <span className={styles.cardIcon} aria-hidden="true">
            <Icon size={20} />
          </span>
          <div className={styles.cardTitles}>
            <h2 id={titleId} className={styles.cardTitle}>
              {item.title}
            </h2>
            {markers.length > 0 || isNew ? (
              <div className={styles.markers}>
                {isNew ? <NewBadge size="small" /> : null}
                {markers.map((marker) => (
                  <Badge key={marker} tone={MARKER_TONES[marker]} size="small">
                    {marker}
                  </Badge>
                ))}
              </div>
            ) : null}
          </div>
          {onEdit || onDelete || historyHref ? (
            <div className={styles.cardActions}>
              {onEdit ? (
                <IconButton
                  icon={<Pencil size={16} />}
                  label={`Edit ${item.title}`}
                  showTooltip
                  variant="ghost"
                  tone="neutral"
                  size="small"
                  onPress={() => onEdit(item)}
                />
              ) : null}
              {onDelete ? (
                <IconButton
                  icon={<Trash2 size={16} />}
                  label={`Delete ${item.title}`}
                  showTooltip
                  variant="ghost"
                  tone="critical"
                  size="small"
                  onPress={() => onDelete(item)}
                />
              ) : null}
              {historyHref ? (
                // A link, in the menu as on a table row: the menu itself does nothing on choosing.
                <ActionMenu
                  label={`More actions for ${item.title}`}
                  size="small"
                  items={[
                    {
                      id: 'history',
                      label: 'History',
                      accessibleLabel: `History of ${item.title}`,
                      icon: <History size={16} />,
                      href: historyHref,
                    },
                  ]}
                  onAction={() => {}}
                />
              ) : null}
            </div>
          ) : null}
        </div>
        {item.description ? <p className={styles.description}>{item.description}</p> : null}
        {facts.length > 0 ? (
          <ul className={styles.facts} aria-label={`About ${item.title}`}>
            {facts.map((fact) => {
              const FactIcon = FACT_ICONS[fact.kind];
              return (
                <li key={fact.kind} className={styles.fact}>
                  <FactIcon size={14} aria-hidden="true" />
                  {fact.text}
                </li>
              );
            })}
          </ul>
        ) : null}
      </article>
    </li>
  );
}
