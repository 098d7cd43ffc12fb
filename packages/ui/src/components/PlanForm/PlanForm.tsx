import {
  formatUsd,
  freePlanKey,
  isProviderConnected,
  isYearlyPriceBlank,
  numberFromText,
  PLAN_KEY_FORMAT,
  PLAN_PRESETS,
  PLAN_TYPES,
  planKeyFromName,
  planKeyTakenMessage,
  type SelectedFeatures,
  yearlyPrice,
} from '@aac/domain';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Banner } from '../Banner';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { FeaturePicker } from '../FeaturePicker';
import { Select } from '../Select';
import { TextArea } from '../TextArea';
import { TextField } from '../TextField';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './PlanForm.css';
import {
  draftWithPreset,
  initialDraft,
  type PlanFormDraft,
  type PlanFormErrors,
  type PlanFormField,
  type PlanFormInitialValues,
  type PlanFormMode,
  type PlanFormVariant,
  type StripePlanFormValues,
  type SubscriptionPlanFormValues,
  toStripePlanValues,
  toSubscriptionPlanValues,
  validateDraft,
} from './planFormDraft';

interface PlanFormCommonProps {
  /** `create` a new plan or `edit` one: sets the title, the submit label and its busy label. */
  mode: PlanFormMode;
  /** The plan being edited, or values to start a new plan with. */
  initialValues?: PlanFormInitialValues;
  /** Cancel was pressed: close the form without saving. */
  onCancel: () => void;
  /** True while the save request runs: the submit button reads "Creating..." or "Updating...". */
  isSubmitting?: boolean;
  /**
   * Why the last save failed (platform spec §8 texts, e.g. "Plan creation failed"). The form
   * keeps everything the admin typed.
   */
  submitError?: string | null;
  /** The form element's id, for buttons outside it (`PlanFormDialog` puts them in its footer). */
  formId?: string;
  /** Render Cancel and the submit button at the end of the form. Default true. */
  showActions?: boolean;
  /**
   * Called whenever the draft starts or stops differing from what the form opened with, so a
   * dialog can ask before throwing changes away (`PlanFormDialog` does).
   */
  onDirtyChange?: (isDirty: boolean) => void;
  /**
   * The server's problems by field (its details, named as in the request body), shown under
   * their fields until the admin changes that field. A new object each refusal.
   */
  serverErrors?: PlanFormErrors | null;
  /**
   * The keys the other plans already have (the plans the screen loaded). A new plan's preset or
   * name then fills a free key ("family_2" when "family" is taken) and says so under the field,
   * and a taken key typed by hand is refused beside the field before anything is sent.
   */
  takenKeys?: readonly string[];
}

export interface StripePlanFormProps extends PlanFormCommonProps {
  /** The first plan screen (platform spec §2.7, §2.8). */
  variant: 'stripe';
  /** Called with the platform spec §7 body of POST/PUT /admin/stripe/plans. */
  onSubmit: (values: StripePlanFormValues) => Promise<unknown>;
}

export interface SubscriptionPlanFormProps extends PlanFormCommonProps {
  /** The second plan screen (platform spec §2.9, §3 "Plan (second screen)"). */
  variant: 'subscription';
  /** Called with the full plan object of POST/PUT /admin/subscription-plans (platform spec §7). */
  onSubmit: (values: SubscriptionPlanFormValues) => Promise<unknown>;
}

export type PlanFormProps = StripePlanFormProps | SubscriptionPlanFormProps;

/** platform spec §2.8 and §2.9: the dialog titles. */
export function planFormTitle(variant: PlanFormVariant, mode: PlanFormMode): string {
  if (mode === 'edit') return 'Edit Plan';
  return variant === 'stripe' ? 'Create New Plan in Stripe' : 'Add New Plan';
}

/** platform spec §2.8: "Create in Stripe" or "Update Plan"; the second form creates with "Create Plan". */
function submitLabel(variant: PlanFormVariant, mode: PlanFormMode): string {
  if (mode === 'edit') return 'Update Plan';
  return variant === 'stripe' ? 'Create in Stripe' : 'Create Plan';
}

/** platform spec §2.8: the busy labels. */
function busyLabel(mode: PlanFormMode): string {
  return mode === 'edit' ? 'Updating...' : 'Creating...';
}

export const PROVIDER_SYNC_NOTICE =
  'This plan is synced with Stripe. Changes you save here update both Stripe and the database.';
export const PRICE_CHANGE_HINT = 'Changing this price creates a new Stripe price and archives the old one.';

const NO_KEYS: readonly string[] = [];

const PLAN_TYPE_OPTIONS = PLAN_TYPES.map((type) => ({ value: type, label: PLAN_PRESETS[type].label }));

/**
 * The plan form of both plan screens (platform spec §2.8, §2.9, §5): preset types, read-only key
 * on edit, the yearly price rule of each screen, required fields with inline errors, busy labels,
 * and the provider notice and price hints when the plan is synced with Stripe.
 */
export function PlanForm(props: PlanFormProps) {
  const {
    variant,
    mode,
    initialValues,
    onCancel,
    isSubmitting = false,
    submitError,
    formId,
    showActions = true,
    onDirtyChange,
    serverErrors,
    takenKeys = NO_KEYS,
  } = props;
  const isEdit = mode === 'edit';
  const isSubscription = variant === 'subscription';
  // platform spec §2.8: the first screen's plans live in Stripe, so editing one always touches
  // Stripe; on the second screen only a plan with all three Stripe ids is connected (§4).
  const isSyncedWithProvider = isEdit && (variant === 'stripe' || isProviderConnected(initialValues ?? {}));

  const [draft, setDraft] = useState<PlanFormDraft>(() => initialDraft(variant, mode, initialValues));
  // What the form opened with, to tell whether anything was changed (the draft holds plain data).
  const [openedWith] = useState(() => JSON.stringify(draft));
  const isDirty = JSON.stringify(draft) !== openedWith;
  const onDirtyChangeRef = useRef(onDirtyChange);
  onDirtyChangeRef.current = onDirtyChange;
  useEffect(() => {
    onDirtyChangeRef.current?.(isDirty);
  }, [isDirty]);
  const [errors, setErrors] = useState<PlanFormErrors>({});
  // The server's problems still standing: each goes once its field is changed.
  const [fromServer, setFromServer] = useState<PlanFormErrors>({});
  const [hasTriedSubmit, setHasTriedSubmit] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  // A new plan's key follows its name until the admin types a key (issue 38).
  const [keyFollowsName, setKeyFollowsName] = useState(() => !isEdit && draft.plan_key === '');
  // The key the preset or the name asked for when another plan has it (the key filled is the next
  // free one), so the field can say why it reads "family_2".
  const [takenKeyAvoided, setTakenKeyAvoided] = useState<string | null>(null);
  // A feature limit typed out of range: the form is not sent until it is put right.
  const [featuresInvalid, setFeaturesInvalid] = useState(false);

  useEffect(() => {
    if (!serverErrors) return;
    setFromServer(serverErrors);
    if (Object.keys(serverErrors).length > 0) setFocusRequest((count) => count + 1);
  }, [serverErrors]);
  // A yearly price the form wrote itself is a suggestion, not the admin's figure: it still counts
  // as "empty" for the §5 auto-fill, so monthly 9.99 then discount 20 ends at 95.90, not at the
  // 119.88 filled after the first field. A price the admin typed (or the stored price on edit)
  // is never overwritten; clearing it or typing 0 makes the form fill it again.
  const [yearlyIsSuggested, setYearlyIsSuggested] = useState(() => isYearlyPriceBlank(draft.price_yearly));
  const formRef = useRef<HTMLFormElement>(null);
  const autoDescriptionId = useId();

  const monthlyTyped = numberFromText(draft.price_monthly);
  const discountTyped = numberFromText(draft.yearly_discount_percentage);
  const yearlyTyped = numberFromText(draft.price_yearly);
  const calculatedYearly = yearlyPrice(monthlyTyped ?? 0, discountTyped ?? 0);
  // core spec §9: USD in en-US format ("$1,234.50").
  const calculatedYearlyText = formatUsd(calculatedYearly);
  // The yearly price the admin sees is not the rule's (a discount typed after the price, a stored
  // price on edit): the calculated one is offered beside it. Not while a price is unreadable or
  // out of range, whose own message comes first.
  const yearlyDiffersFromCalculated =
    monthlyTyped !== undefined &&
    discountTyped !== undefined &&
    yearlyTyped !== undefined &&
    (monthlyTyped ?? 0) >= 0 &&
    (discountTyped ?? 0) >= 0 &&
    (discountTyped ?? 0) <= 100 &&
    Math.round((yearlyTyped ?? 0) * 100) !== Math.round(calculatedYearly * 100);
  const fillCalculatedYearly = () => {
    setYearlyIsSuggested(true);
    update({ price_yearly: calculatedYearly.toFixed(2) });
  };

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const update = (patch: Partial<PlanFormDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    // Once the admin has tried to save, each field clears its error as soon as it is right.
    if (hasTriedSubmit) setErrors(validateDraft(variant, next, mode, takenKeys));
    const changed = Object.keys(patch).filter((name) => name in fromServer);
    if (changed.length > 0)
      setFromServer((current) => {
        const rest = { ...current };
        for (const name of changed) delete rest[name as PlanFormField];
        return rest;
      });
  };

  /**
   * A money field shows dollars and cents once left ("100" → "100.00"), as the stored prices
   * read; anything that is not an amount stays exactly as typed, for its message to point at.
   */
  const showCents = (field: 'price_monthly' | 'price_yearly') => {
    const value = numberFromText(draft[field]);
    if (typeof value !== 'number' || value < 0) return;
    const text = value.toFixed(2);
    if (Number(text) === value && text !== draft[field])
      setDraft((current) => ({ ...current, [field]: text }));
  };

  /** The message under a field: the form's own check, else the server's. */
  const errorOf = (field: PlanFormField) => errors[field] ?? fromServer[field];
  // A key another plan has is said as soon as it is typed, before any save is tried.
  const typedKey = draft.plan_key.trim();
  const keyTakenNow = !isEdit && takenKeys.includes(typedKey) ? planKeyTakenMessage(typedKey) : undefined;

  /** A key asked for by the preset or the name: itself when free, else the next free one. */
  const freeKeyFor = (wanted: string) => {
    const key = freePlanKey(wanted, takenKeys);
    setTakenKeyAvoided(key === wanted ? null : wanted);
    return key;
  };

  /**
   * platform spec §5: the yearly price is filled in automatically when it is empty or 0. The first
   * screen does it when monthly price or discount changes; the second recalculates on any change
   * of them (the suggestion under the field always shows the new figure) and writes it into the
   * field only when empty or 0 — the same write rule, so both variants share this function.
   */
  const updatePricing = (
    patch: Pick<Partial<PlanFormDraft>, 'price_monthly' | 'yearly_discount_percentage'>,
  ) => {
    const next = { ...draft, ...patch };
    const calculated = yearlyPrice(
      numberFromText(next.price_monthly) ?? 0,
      numberFromText(next.yearly_discount_percentage) ?? 0,
    ).toFixed(2);
    if (yearlyIsSuggested || isYearlyPriceBlank(draft.price_yearly)) {
      setYearlyIsSuggested(true);
      update({ ...patch, price_yearly: calculated });
    } else {
      update(patch);
    }
  };

  // Features do not take part in validation; a stable callback keeps the memoised picker still
  // while the admin types in other fields.
  const changeFeatures = useCallback(
    (selectedFeatures: SelectedFeatures) => setDraft((current) => ({ ...current, selectedFeatures })),
    [],
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const found = validateDraft(variant, draft, mode, takenKeys);
    setErrors(found);
    setHasTriedSubmit(true);
    if (Object.keys(found).length > 0 || featuresInvalid) {
      setFocusRequest((count) => count + 1);
      return;
    }
    // The screen reports a failed save (toast and `submitError`, platform spec §8); the form
    // keeps the draft whatever the outcome, so nothing is lost (docs/design.md reliability).
    let saving: Promise<unknown> | undefined;
    if (props.variant === 'subscription') saving = props.onSubmit(toSubscriptionPlanValues(draft));
    else if (draft.plan_type !== '') saving = props.onSubmit(toStripePlanValues(draft, draft.plan_type));
    void Promise.resolve(saving).catch(() => undefined);
  };

  const priceHint = isSyncedWithProvider ? PRICE_CHANGE_HINT : undefined;

  return (
    <form
      ref={formRef}
      id={formId}
      className={styles.form}
      aria-label={planFormTitle(variant, mode)}
      noValidate
      onSubmit={submit}
    >
      {isSyncedWithProvider ? <Banner tone="info">{PROVIDER_SYNC_NOTICE}</Banner> : null}

      <div className={styles.twoColumns}>
        <TextField
          label="Plan Name"
          isRequired
          value={draft.name}
          onChange={(name) =>
            update(keyFollowsName ? { name, plan_key: freeKeyFor(planKeyFromName(name)) } : { name })
          }
          errorMessage={errorOf('name')}
        />
        <TextField
          label="Plan Key"
          isRequired
          value={draft.plan_key}
          onChange={(plan_key) => {
            // Emptying the key hands it back to the name.
            setKeyFollowsName(plan_key === '');
            setTakenKeyAvoided(null);
            update({ plan_key });
          }}
          isReadOnly={isEdit}
          description={
            isEdit
              ? 'The plan key cannot be changed.'
              : `${PLAN_KEY_FORMAT}${keyFollowsName ? ' Made from the name until you type one.' : ''}${
                  takenKeyAvoided && draft.plan_key !== takenKeyAvoided
                    ? ` "${takenKeyAvoided}" is another plan's key, so this plan's is ${draft.plan_key}.`
                    : ''
                }`
          }
          errorMessage={errorOf('plan_key') ?? keyTakenNow}
        />
      </div>

      <div className={styles.twoColumns}>
        <Select
          label="Plan Type"
          isRequired={variant === 'stripe'}
          options={PLAN_TYPE_OPTIONS}
          value={draft.plan_type === '' ? null : draft.plan_type}
          placeholder="Select a plan type"
          onChange={(type) => {
            const planType = PLAN_TYPES.find((entry) => entry === type);
            if (!planType) return;
            const next = draftWithPreset(draft, planType, mode, takenKeys);
            if (next.plan_key !== draft.plan_key) setKeyFollowsName(false);
            if (!isEdit) setTakenKeyAvoided(next.plan_key === planType ? null : planType);
            update(next);
          }}
          description="Choosing a type fills in the key, limits, enterprise flag and description."
          errorMessage={errorOf('plan_type')}
        />
      </div>

      {/* docs/design.md: one description field where the spec shows the same value twice. */}
      <TextArea
        label="Description"
        rows={3}
        value={draft.description}
        onChange={(description) => update({ description })}
        errorMessage={errorOf('description')}
      />

      <div className={styles.threeColumns}>
        <TextField
          label="Monthly Price ($)"
          inputMode="decimal"
          value={draft.price_monthly}
          onChange={(price_monthly) => updatePricing({ price_monthly })}
          onBlur={() => showCents('price_monthly')}
          description={priceHint}
          errorMessage={errorOf('price_monthly')}
        />
        <TextField
          label="Yearly Discount (%)"
          inputMode="decimal"
          value={draft.yearly_discount_percentage}
          onChange={(yearly_discount_percentage) => updatePricing({ yearly_discount_percentage })}
          description="0 to 100"
          errorMessage={errorOf('yearly_discount_percentage')}
        />
        <div className={styles.yearlyRow}>
          <div className={styles.yearlyField}>
            <TextField
              label="Yearly Price ($)"
              inputMode="decimal"
              value={draft.price_yearly}
              onChange={(price_yearly) => {
                setYearlyIsSuggested(isYearlyPriceBlank(price_yearly));
                update({ price_yearly });
              }}
              onBlur={() => showCents('price_yearly')}
              errorMessage={errorOf('price_yearly')}
              description={
                // The second form always shows the calculation (it follows every change, §5); the
                // first shows it when the price differs, beside its Auto button.
                isSubscription || priceHint || yearlyDiffersFromCalculated ? (
                  <>
                    {isSubscription || yearlyDiffersFromCalculated ? (
                      <span className={styles.hintLine}>Calculated: {calculatedYearlyText}</span>
                    ) : null}
                    {priceHint ? <span className={styles.hintLine}>{priceHint}</span> : null}
                  </>
                ) : undefined
              }
            />
            {isSubscription && yearlyDiffersFromCalculated ? (
              <div className={styles.useCalculated}>
                <Button
                  variant="soft"
                  tone="brand"
                  size="small"
                  aria-label={`Use ${calculatedYearlyText} as the yearly price`}
                  isDisabled={isSubmitting}
                  onPress={fillCalculatedYearly}
                >
                  Use
                </Button>
              </div>
            ) : null}
          </div>
          {variant === 'stripe' ? (
            <div className={styles.autoButton}>
              <Button
                variant="soft"
                tone="brand"
                aria-describedby={autoDescriptionId}
                isDisabled={isSubmitting}
                onPress={fillCalculatedYearly}
              >
                Auto
              </Button>
              <VisuallyHidden>
                <span id={autoDescriptionId}>
                  Fill in 12 × monthly price × (1 − discount/100): {calculatedYearlyText}
                </span>
              </VisuallyHidden>
            </div>
          ) : null}
        </div>
      </div>

      <div className={styles.twoColumns}>
        <TextField
          label="Max Children (0 = Unlimited)"
          inputMode="numeric"
          value={draft.max_children}
          onChange={(max_children) => update({ max_children })}
          errorMessage={errorOf('max_children')}
        />
        <TextField
          label="Max Team Members (0 = Unlimited)"
          inputMode="numeric"
          value={draft.max_team_members}
          onChange={(max_team_members) => update({ max_team_members })}
          errorMessage={errorOf('max_team_members')}
        />
      </div>

      <FeaturePicker
        value={draft.selectedFeatures}
        onChange={changeFeatures}
        tier={draft.plan_type === '' ? null : draft.plan_type}
        onInvalidChange={setFeaturesInvalid}
      />

      <Checkbox isSelected={draft.is_enterprise} onChange={(is_enterprise) => update({ is_enterprise })}>
        Enterprise Plan
      </Checkbox>

      {isSubscription ? (
        <fieldset className={styles.section}>
          <legend className={styles.sectionTitle}>Pricing page</legend>
          <div className={styles.checkboxRow}>
            <Checkbox isSelected={draft.popular} onChange={(popular) => update({ popular })}>
              Popular
            </Checkbox>
            <Checkbox isSelected={draft.is_active} onChange={(is_active) => update({ is_active })}>
              Active
            </Checkbox>
          </div>
          <div className={styles.twoColumns}>
            <TextField
              label="Gradient"
              value={draft.gradient}
              onChange={(gradient) => update({ gradient })}
              errorMessage={errorOf('gradient')}
            />
            <TextField
              label="Icon"
              value={draft.icon}
              onChange={(icon) => update({ icon })}
              errorMessage={errorOf('icon')}
            />
            <TextField
              label="CTA Text"
              value={draft.cta_text}
              onChange={(cta_text) => update({ cta_text })}
              errorMessage={errorOf('cta_text')}
            />
            <TextField
              label="CTA Style"
              value={draft.cta_style}
              onChange={(cta_style) => update({ cta_style })}
              errorMessage={errorOf('cta_style')}
            />
            <TextField
              label="Display Order"
              inputMode="numeric"
              value={draft.display_order}
              onChange={(display_order) => update({ display_order })}
              description="Leave empty to place the plan last (999)."
              errorMessage={errorOf('display_order')}
            />
          </div>
          {/* platform spec §4: generating ids makes no sense once all three exist. */}
          {!isSyncedWithProvider ? (
            <Checkbox
              isSelected={draft.generate_stripe_ids}
              onChange={(generate_stripe_ids) => update({ generate_stripe_ids })}
            >
              Generate Stripe IDs
            </Checkbox>
          ) : null}
        </fieldset>
      ) : null}

      {submitError ? <Banner tone="critical">{submitError}</Banner> : null}

      {showActions ? (
        <div className={styles.footer}>
          <PlanFormActions variant={variant} mode={mode} isSubmitting={isSubmitting} onCancel={onCancel} />
        </div>
      ) : null}
    </form>
  );
}

export interface PlanFormActionsProps {
  /** Which plan screen's form the buttons belong to (`stripe` or `subscription`). */
  variant: PlanFormVariant;
  /** `create` or `edit`: the submit button reads "Create in Stripe" / "Create Plan" or "Update Plan". */
  mode: PlanFormMode;
  /** True while the save runs: the submit button is busy. */
  isSubmitting?: boolean;
  /** Cancel was pressed. */
  onCancel: () => void;
  /** The id of the form to submit when the buttons sit outside it. */
  formId?: string;
}

/**
 * Cancel and the submit button of the plan form (platform spec §2.8): "Create in Stripe",
 * "Create Plan" or "Update Plan", reading "Creating..." or "Updating..." while the request runs;
 * neither can be pressed while saving (§4).
 */
export function PlanFormActions({
  variant,
  mode,
  isSubmitting = false,
  onCancel,
  formId,
}: PlanFormActionsProps) {
  return (
    <>
      <Button variant="solid" tone="neutral" onPress={onCancel} isDisabled={isSubmitting}>
        Cancel
      </Button>
      <Button
        type="submit"
        form={formId}
        variant="solid"
        tone="brand"
        isPending={isSubmitting}
        pendingLabel={busyLabel(mode)}
      >
        {submitLabel(variant, mode)}
      </Button>
    </>
  );
}
