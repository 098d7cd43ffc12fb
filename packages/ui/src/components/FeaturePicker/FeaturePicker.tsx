import {
  type CatalogueFeature,
  catalogueFeature,
  FEATURE_CATALOGUE,
  FEATURE_VALUE_MAX,
  featuresForTier,
  formatCount,
  formatFeatureValue,
  PLAN_PRESETS,
  type PlanType,
  parseNumericFeatureInput,
  type SelectedFeatures,
  searchFeatureCatalogue,
  toggleFeature,
  UNLIMITED,
  withNumericFeatureInput,
} from '@aac/domain';
import { ChevronRight } from 'lucide-react';
import { memo, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  Button as AriaButton,
  TextField as AriaTextField,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
  Input,
  type Key,
} from 'react-aria-components';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { ConfirmDialog } from '../ConfirmDialog';
import { SearchField } from '../SearchField';
import { inputBox } from '../TextField/Field.css';
import * as styles from './FeaturePicker.css';

export interface FeaturePickerProps {
  /** The plan's selected features: feature key → true (boolean feature) or a number (-1 = unlimited). */
  value: SelectedFeatures;
  /** Receives the whole new map; a feature switched off is removed from it (platform spec §4). */
  onChange: (next: SelectedFeatures) => void;
  /**
   * The plan tier whose catalogue defaults "Select tier defaults" applies (platform spec §3).
   * Without a tier the button is not shown.
   */
  tier?: PlanType | null;
  /** The group's visible name. */
  label?: string;
  /** Categories (by name) open on first render; the rest start collapsed. */
  defaultExpandedCategories?: readonly string[];
  /** Level of the category headings, so they fit the page or dialog outline. */
  headingLevel?: 2 | 3 | 4 | 5;
  /** Read only, e.g. while the plan is being saved. */
  isDisabled?: boolean;
  /**
   * Told whether any limit is typed out of range (kept on screen with its message, not applied),
   * so a form can refuse to save until it is put right.
   */
  onInvalidChange?: (hasInvalid: boolean) => void;
}

/** "Vocabulary Words: 500 → Unlimited", for each choice the tier defaults would change or drop. */
export function tierDefaultChanges(value: SelectedFeatures, tier: PlanType): string[] {
  const defaults = featuresForTier(tier);
  const changes: string[] = [];
  for (const [key, current] of Object.entries(value)) {
    const next = defaults[key];
    if (next === current) continue;
    const label = catalogueFeature(key)?.label ?? key;
    if (next === undefined) changes.push(`${label}: unselected`);
    else if (typeof current === 'number' && typeof next === 'number')
      changes.push(`${label}: ${formatFeatureValue(current)} → ${formatFeatureValue(next)}`);
  }
  return changes;
}

/**
 * The feature catalogue by category (platform spec §2.7, §3): each category collapses, a search
 * filters features by name across categories, boolean features are a checkbox, numeric features
 * a checkbox plus a limit input that follows the §5 rule (-1…999999, empty or -1 = Unlimited,
 * anything else ignored). Memoised: inside a form it re-renders only when its own value changes,
 * not on every keystroke elsewhere in the form.
 */
export const FeaturePicker = memo(function FeaturePicker({
  value,
  onChange,
  tier,
  label = 'Features & Capabilities',
  defaultExpandedCategories = [],
  headingLevel = 3,
  isDisabled = false,
  onInvalidChange,
}: FeaturePickerProps) {
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState<Set<Key>>(() => new Set(defaultExpandedCategories));
  const visibleCategories = useMemo(() => searchFeatureCatalogue(query), [query]);
  const tierDescriptionId = useId();
  // Limits typed out of range, by feature: kept as typed (also when the input loses focus or its
  // category is collapsed) until corrected, never replaced by the value that applies (issue 38).
  const [invalid, setInvalid] = useState<Record<string, string>>({});
  const [confirmingTier, setConfirmingTier] = useState<string[] | null>(null);
  const onInvalidChangeRef = useRef(onInvalidChange);
  onInvalidChangeRef.current = onInvalidChange;
  const hasInvalid = Object.keys(invalid).length > 0;
  useEffect(() => {
    onInvalidChangeRef.current?.(hasInvalid);
  }, [hasInvalid]);
  const setTyped = (key: string, text: string | null) =>
    setInvalid((current) => {
      if (text === null) {
        if (!(key in current)) return current;
        const { [key]: _corrected, ...rest } = current;
        return rest;
      }
      return { ...current, [key]: text };
    });
  // A category holding a limit to correct stays open, so the form can focus it.
  const expandedKeys = useMemo(() => {
    const open = new Set(expanded);
    for (const category of FEATURE_CATALOGUE)
      if (category.features.some((feature) => feature.key in invalid)) open.add(category.name);
    return open;
  }, [expanded, invalid]);

  const applyTier = (chosen: PlanType) => {
    setInvalid({});
    setConfirmingTier(null);
    onChange(featuresForTier(chosen));
  };
  /** Tier defaults replace the admin's own limits and choices only after asking. */
  const askForTier = (chosen: PlanType) => {
    const changes = [
      ...Object.entries(invalid).map(
        ([key, text]) => `${catalogueFeature(key)?.label ?? key}: “${text}” (not applied) replaced`,
      ),
      ...tierDefaultChanges(value, chosen),
    ];
    if (changes.length === 0) applyTier(chosen);
    else setConfirmingTier(changes);
  };

  const selectedCount = FEATURE_CATALOGUE.reduce(
    (total, category) => total + category.features.filter((feature) => feature.key in value).length,
    0,
  );

  const search = (next: string) => {
    setQuery(next);
    // Matches are shown expanded, so a search never hides its own results behind a collapsed header.
    if (next.trim() !== '') {
      const matching = searchFeatureCatalogue(next).map((category) => category.name);
      setExpanded((current) => new Set([...current, ...matching]));
    }
  };

  return (
    <fieldset className={styles.picker} disabled={isDisabled}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.toolbar}>
        <div className={styles.toolbarSearch}>
          {/* The catalogue is in memory: the search applies at once, no debounce needed. */}
          <SearchField
            label="Search features"
            value={query}
            onChange={search}
            debounceMs={0}
            placeholder="Search features..."
            isDisabled={isDisabled}
            size="small"
          />
        </div>
        {tier ? (
          <>
            <Button
              size="small"
              variant="soft"
              tone="brand"
              aria-describedby={tierDescriptionId}
              isDisabled={isDisabled}
              onPress={() => askForTier(tier)}
            >
              Select tier defaults
            </Button>
            <span id={tierDescriptionId} className={styles.summary}>
              {PLAN_PRESETS[tier].label} tier
            </span>
            <ConfirmDialog
              isOpen={confirmingTier !== null}
              title="Replace with tier defaults?"
              question={`Replace your feature choices with the ${PLAN_PRESETS[tier].label} tier defaults?`}
              consequence={
                confirmingTier
                  ? `${confirmingTier.length === 1 ? 'This changes' : 'These change'}: ${confirmingTier.join('; ')}.`
                  : null
              }
              confirmLabel="Use tier defaults"
              cancelLabel="Keep mine"
              tone="brand"
              onConfirm={() => applyTier(tier)}
              onCancel={() => setConfirmingTier(null)}
            />
          </>
        ) : null}
        <span className={styles.summary} aria-live="polite">
          {selectedCount} {selectedCount === 1 ? 'feature' : 'features'} selected
        </span>
      </div>

      {visibleCategories.length === 0 ? (
        <p className={styles.noMatch} role="status">
          No features match “{query.trim()}”
        </p>
      ) : (
        <DisclosureGroup
          className={styles.categories}
          allowsMultipleExpanded
          expandedKeys={expandedKeys}
          onExpandedChange={setExpanded}
          isDisabled={isDisabled}
        >
          {visibleCategories.map((category) => {
            const all = FEATURE_CATALOGUE.find((entry) => entry.name === category.name)?.features ?? [];
            const chosen = all.filter((feature) => feature.key in value).length;
            return (
              <Disclosure key={category.name} id={category.name} className={styles.category}>
                <Heading level={headingLevel} className={styles.categoryHeading}>
                  <AriaButton slot="trigger" className={styles.categoryTrigger}>
                    <ChevronRight aria-hidden="true" className={styles.chevron} />
                    <span className={styles.categoryName}>{category.name}</span>
                    <span className={styles.categoryCount}>
                      {chosen} of {all.length} selected
                    </span>
                  </AriaButton>
                </Heading>
                <DisclosurePanel>
                  <ul className={styles.featureList}>
                    {category.features.map((feature) => (
                      <FeatureRow
                        key={feature.key}
                        feature={feature}
                        value={value}
                        onChange={onChange}
                        isDisabled={isDisabled}
                        typed={invalid[feature.key]}
                        onTyped={setTyped}
                      />
                    ))}
                  </ul>
                </DisclosurePanel>
              </Disclosure>
            );
          })}
        </DisclosureGroup>
      )}
    </fieldset>
  );
});

interface FeatureRowProps {
  feature: CatalogueFeature;
  value: SelectedFeatures;
  onChange: (next: SelectedFeatures) => void;
  isDisabled: boolean;
  /** A limit typed out of range for this feature, kept until corrected. */
  typed: string | undefined;
  onTyped: (key: string, text: string | null) => void;
}

function FeatureRow({ feature, value, onChange, isDisabled, typed, onTyped }: FeatureRowProps) {
  const isSelected = feature.key in value;
  return (
    <li className={styles.featureItem}>
      <Checkbox
        isSelected={isSelected}
        isDisabled={isDisabled}
        onChange={() => {
          // An unselected feature has no limit left to correct.
          onTyped(feature.key, null);
          onChange(toggleFeature(value, feature.key));
        }}
      >
        {feature.label}
      </Checkbox>
      {feature.kind === 'numeric' && isSelected ? (
        <NumericFeatureInput
          feature={feature}
          value={value}
          onChange={onChange}
          isDisabled={isDisabled}
          typed={typed}
          onTyped={onTyped}
        />
      ) : null}
    </li>
  );
}

const IGNORED_HINT = `Not applied: enter a whole number from 0 to ${formatCount(FEATURE_VALUE_MAX)}, or -1 or nothing for Unlimited.`;

type NumericFeature = Extract<CatalogueFeature, { kind: 'numeric' }>;

function NumericFeatureInput({
  feature,
  value,
  onChange,
  isDisabled,
  typed,
  onTyped,
}: Omit<FeatureRowProps, 'feature'> & { feature: NumericFeature }) {
  const current = value[feature.key];
  const limit = typeof current === 'number' ? current : UNLIMITED;
  // What the admin is typing, while the input has focus; on blur a value that applies shows as
  // it applies ("" → -1). A value the §5 rule cannot apply stays as typed, marked, with its
  // message (held by the picker, `typed`), so nothing typed silently turns into another limit.
  const [draft, setDraft] = useState<string | null>(null);
  const hintId = useId();
  const isIgnored = typed !== undefined;

  return (
    <>
      <div className={styles.numericRow}>
        <AriaTextField
          className={styles.numericInput}
          aria-label={`${feature.label} limit`}
          aria-describedby={isIgnored ? hintId : undefined}
          inputMode="numeric"
          value={draft ?? typed ?? String(limit)}
          isInvalid={isIgnored}
          isDisabled={isDisabled}
          onChange={(text) => {
            setDraft(text);
            // platform spec §5: empty or -1 → unlimited; other negatives and non-numbers are
            // not applied (the map is unchanged), and kept as typed with their message.
            if (parseNumericFeatureInput(text) === undefined) {
              onTyped(feature.key, text);
              return;
            }
            onTyped(feature.key, null);
            const next = withNumericFeatureInput(value, feature.key, text);
            if (next !== value) onChange(next);
          }}
          onBlur={() => setDraft(null)}
        >
          <Input className={inputBox({ size: 'small' })} />
        </AriaTextField>
        {isIgnored ? null : limit === UNLIMITED ? (
          <span className={styles.unlimited}>{formatFeatureValue(limit)}</span>
        ) : feature.unit ? (
          <span className={styles.unit}>{feature.unit}</span>
        ) : null}
      </div>
      <span id={hintId} className={styles.ignoredHint} role="status">
        {isIgnored ? IGNORED_HINT : null}
      </span>
    </>
  );
}
