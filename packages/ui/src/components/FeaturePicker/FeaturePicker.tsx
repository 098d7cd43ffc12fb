import {
  type CatalogueFeature,
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
import { memo, useId, useMemo, useState } from 'react';
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
}: FeaturePickerProps) {
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState<Set<Key>>(() => new Set(defaultExpandedCategories));
  const visibleCategories = useMemo(() => searchFeatureCatalogue(query), [query]);
  const tierDescriptionId = useId();

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
              onPress={() => onChange(featuresForTier(tier))}
            >
              Select tier defaults
            </Button>
            <span id={tierDescriptionId} className={styles.summary}>
              {PLAN_PRESETS[tier].label} tier
            </span>
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
          expandedKeys={expanded}
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
}

function FeatureRow({ feature, value, onChange, isDisabled }: FeatureRowProps) {
  const isSelected = feature.key in value;
  return (
    <li className={styles.featureItem}>
      <Checkbox
        isSelected={isSelected}
        isDisabled={isDisabled}
        onChange={() => onChange(toggleFeature(value, feature.key))}
      >
        {feature.label}
      </Checkbox>
      {feature.kind === 'numeric' && isSelected ? (
        <NumericFeatureInput feature={feature} value={value} onChange={onChange} isDisabled={isDisabled} />
      ) : null}
    </li>
  );
}

const IGNORED_HINT = `Not applied: enter 0 to ${formatCount(FEATURE_VALUE_MAX)}, or -1 or nothing for Unlimited.`;

type NumericFeature = Extract<CatalogueFeature, { kind: 'numeric' }>;

function NumericFeatureInput({
  feature,
  value,
  onChange,
  isDisabled,
}: Omit<FeatureRowProps, 'feature'> & { feature: NumericFeature }) {
  const current = value[feature.key];
  const limit = typeof current === 'number' ? current : UNLIMITED;
  // What the admin is typing. It stays on screen while the input has focus even when the §5 rule
  // ignores it; on blur the input shows the value that actually applies again.
  const [draft, setDraft] = useState<string | null>(null);
  const hintId = useId();
  const isIgnored = draft !== null && parseNumericFeatureInput(draft) === undefined;

  return (
    <>
      <div className={styles.numericRow}>
        <AriaTextField
          className={styles.numericInput}
          aria-label={`${feature.label} limit`}
          aria-describedby={isIgnored ? hintId : undefined}
          inputMode="numeric"
          value={draft ?? String(limit)}
          isInvalid={isIgnored}
          isDisabled={isDisabled}
          onChange={(text) => {
            setDraft(text);
            // platform spec §5: empty or -1 → unlimited; other negatives and non-numbers are
            // ignored (the map is returned unchanged, so nothing is reported).
            const next = withNumericFeatureInput(value, feature.key, text);
            if (next !== value) onChange(next);
          }}
          onBlur={() => setDraft(null)}
        >
          <Input className={inputBox({ size: 'small' })} />
        </AriaTextField>
        {limit === UNLIMITED ? (
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
