import { FEATURE_CATALOGUE, type PlanType, type SelectedFeatures } from '@aac/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { objectControl } from '../../docs/controls';
import { FeaturePicker, type FeaturePickerProps } from './FeaturePicker';

/** The picker is controlled; the stories keep its value in state and report every change to the spy. */
function ControlledFeaturePicker(props: FeaturePickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <FeaturePicker
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const ALL_CATEGORIES = FEATURE_CATALOGUE.map((category) => category.name);

const meta = {
  title: 'Plans/FeaturePicker',
  component: FeaturePicker,
  tags: ['autodocs'],
  argTypes: {
    value: objectControl,
    tier: {
      control: 'select',
      options: [null, 'free', 'individual', 'family', 'professional', 'enterprise'],
    },
    defaultExpandedCategories: objectControl,
  },
  args: { value: {}, onChange: fn(), onInvalidChange: fn() },
  render: (args) => <ControlledFeaturePicker {...args} />,
} satisfies Meta<typeof FeaturePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

type OnChangeSpy = ReturnType<typeof fn<FeaturePickerProps['onChange']>>;
const lastValue = (spy: FeaturePickerProps['onChange']) => {
  const calls = (spy as OnChangeSpy).mock.calls;
  return calls[calls.length - 1]?.[0];
};

/** platform spec §4: a boolean feature is on (true) or unset (removed from the map). */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('group', { name: 'Features & Capabilities' })).toBeVisible();
    // platform spec §3: the seven categories in catalogue order.
    const triggers = canvas.getAllByRole('button', { expanded: false });
    await expect(triggers.map((trigger) => trigger.textContent)).toEqual([
      'Core Communication0 of 5 selected',
      'Vocabulary & Content0 of 4 selected',
      'Progress & Analytics0 of 4 selected',
      'Assessment & Goals0 of 4 selected',
      'User Management0 of 5 selected',
      'Collaboration & Sharing0 of 4 selected',
      'Advanced Features0 of 5 selected',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: /Core Communication/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Basic AAC Board' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ basic_aac_board: true });
    await expect(canvas.getByRole('button', { name: /Core Communication/ })).toHaveTextContent(
      '1 of 5 selected',
    );
    await expect(canvas.getByText('1 feature selected')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Text-to-Speech' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ basic_aac_board: true, text_to_speech: true });
    // Unchecking removes the key instead of storing false.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Basic AAC Board' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ text_to_speech: true });
  },
};

/** Categories start collapsed; a header button toggles its category with the mouse or the keyboard. */
export const Collapsed: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Vocabulary & Content/ });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('checkbox', { name: 'Custom Vocabulary' })).toBeNull();
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('checkbox', { name: 'Custom Vocabulary' })).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Expanded: Story = {
  args: { defaultExpandedCategories: ALL_CATEGORIES },
  play: async ({ canvas }) => {
    for (const name of ALL_CATEGORIES) {
      await expect(canvas.getByRole('button', { name: new RegExp(name) })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    }
    // platform spec §3: 31 features in the catalogue.
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(31);
  },
};

/** platform spec §2.7: the categories are searchable; categories without a match are hidden, matches open. */
export const SearchFiltering: Story = {
  play: async ({ canvas, userEvent }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search features' });
    await userEvent.type(search, 'dashboard');
    await waitFor(() => expect(canvas.queryByRole('button', { name: /Core Communication/ })).toBeNull());
    const triggers = canvas.getAllByRole('button', { expanded: true });
    await expect(triggers.map((trigger) => trigger.querySelector('span')?.textContent)).toEqual([
      'User Management',
      'Advanced Features',
    ]);
    await expect(canvas.queryByRole('button', { expanded: false })).toBeNull();
    await expect(canvas.getByRole('checkbox', { name: 'Parent Dashboard' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Therapist Dashboard' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Web Dashboard' })).toBeVisible();
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(4);

    // The feature key matches too.
    await userEvent.clear(search);
    await userEvent.type(search, 'iep_goals');
    await waitFor(() =>
      expect(canvas.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
        'IEP Goals',
      ]),
    );

    await userEvent.clear(search);
    await userEvent.type(search, 'telepathy');
    await expect(await canvas.findByRole('status')).toHaveTextContent('No features match “telepathy”');

    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(await canvas.findByRole('button', { name: /Core Communication/ })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /selected/ })).toHaveLength(7);
  },
};

type Canvas = ReturnType<typeof within>;

/** "Select tier defaults" fills the map from the catalogue's column for the tier (platform spec §3). */
const tierDefaults = (
  tier: PlanType,
  check: (value: SelectedFeatures, canvas: Canvas) => Promise<void>,
): Story => ({
  args: { tier, defaultExpandedCategories: ALL_CATEGORIES },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Select tier defaults' }));
    const value = lastValue(args.onChange);
    if (!value) throw new Error('Select tier defaults reported no value');
    await check(value, canvas);
  },
});

/** platform spec §3 for the free tier: vocabulary 50, images 100, 10 sessions a month, 1 child, 0 team. */
export const FreeTierDefaults = tierDefaults('free', async (value) => {
  await expect(value).toMatchObject({
    basic_aac_board: true,
    text_to_speech: true,
    vocabulary_words: 50,
    image_library: 100,
    basic_progress_tracking: true,
    communication_sessions: 10,
    children_profiles: 1,
    team_members: 0,
    offline_mode: true,
  });
  await expect(value).not.toHaveProperty('advanced_aac_board');
  await expect(value).not.toHaveProperty('parent_dashboard');
  await expect(value).not.toHaveProperty('shared_progress');
});

export const IndividualTierDefaults = tierDefaults('individual', async (value) => {
  await expect(value).toMatchObject({
    advanced_aac_board: true,
    vocabulary_words: -1,
    image_library: -1,
    communication_sessions: 50,
    children_profiles: 1,
    team_members: 0,
    parent_dashboard: true,
    cloud_sync: true,
  });
  await expect(value).not.toHaveProperty('shared_progress');
  await expect(value).not.toHaveProperty('advanced_analytics');
});

export const FamilyTierDefaults = tierDefaults('family', async (value) => {
  await expect(value).toMatchObject({
    communication_sessions: 100,
    children_profiles: 5,
    team_members: 0,
    shared_progress: true,
    web_dashboard: true,
  });
  await expect(value).not.toHaveProperty('iep_goals');
  await expect(value).not.toHaveProperty('therapist_dashboard');
});

export const ProfessionalTierDefaults = tierDefaults('professional', async (value) => {
  await expect(value).toMatchObject({
    advanced_analytics: true,
    progress_reports: true,
    communication_sessions: -1,
    iep_goals: true,
    assignment_creation: true,
    children_profiles: 20,
    team_members: 5,
    therapist_dashboard: true,
    collaboration_tools: true,
    client_management: true,
  });
  await expect(value).not.toHaveProperty('admin_dashboard');
  await expect(value).not.toHaveProperty('api_access');
});

export const EnterpriseTierDefaults = tierDefaults('enterprise', async (value, canvas) => {
  await expect(value).toMatchObject({
    children_profiles: -1,
    team_members: -1,
    admin_dashboard: true,
    api_access: true,
    custom_branding: true,
    priority_support: true,
  });
  // Every one of the 31 catalogue features is on for enterprise.
  await expect(Object.keys(value)).toHaveLength(31);
  await expect(canvas.getByRole('button', { name: /User Management/ })).toHaveTextContent('5 of 5 selected');
  await expect(canvas.getByRole('textbox', { name: 'Children Profiles limit' })).toHaveValue('-1');
  await expect(canvas.getByText('31 features selected')).toBeVisible();
});

const numericStory = (
  initial: number,
  steps: (input: HTMLElement, context: Parameters<NonNullable<Story['play']>>[0]) => Promise<void>,
): Story => ({
  args: { value: { vocabulary_words: initial }, defaultExpandedCategories: ['Vocabulary & Content'] },
  play: async (context) => {
    const input = context.canvas.getByRole('textbox', { name: 'Vocabulary Words limit' });
    await expect(input).toHaveValue(String(initial));
    await steps(input, context);
  },
});

/** platform spec §5: -1 means unlimited and reads "Unlimited" (§2.9). */
export const NumericMinusOneIsUnlimited = numericStory(50, async (input, { canvas, userEvent, args }) => {
  await userEvent.tripleClick(input);
  await userEvent.paste('-1');
  await expect(args.onChange).toHaveBeenLastCalledWith({ vocabulary_words: -1 });
  await expect(canvas.getByText('Unlimited')).toBeVisible();
});

/** platform spec §5: an empty input means unlimited. */
export const NumericEmptyIsUnlimited = numericStory(50, async (input, { canvas, userEvent, args }) => {
  await userEvent.clear(input);
  await expect(args.onChange).toHaveBeenLastCalledWith({ vocabulary_words: -1 });
  await expect(canvas.getByText('Unlimited')).toBeVisible();
  // On blur the input shows the value that applies.
  await userEvent.tab();
  await expect(input).toHaveValue('-1');
});

const NOT_APPLIED = 'Not applied: enter a whole number from 0 to 999,999, or -1 or nothing for Unlimited.';

/**
 * platform spec §5: other negative values are not applied; the value does not change. Issue 38:
 * what was typed stays, marked with its message, also after leaving the input, and the picker
 * says so (a form then refuses to save) until it is corrected.
 */
export const NumericNegativeIgnored: Story = {
  ...numericStory(50, async (input, { canvas, userEvent, args }) => {
    await userEvent.tripleClick(input);
    await userEvent.keyboard('-7');
    await expect(input).toHaveValue('-7');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(NOT_APPLIED);
    await userEvent.tab();
    await expect(input).toHaveValue('-7');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByText('Unlimited')).toBeNull();
    await expect(args.onInvalidChange).toHaveBeenLastCalledWith(true);
    await userEvent.tripleClick(input);
    await userEvent.paste('20');
    await expect(args.onChange).toHaveBeenLastCalledWith({ vocabulary_words: 20 });
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(args.onInvalidChange).toHaveBeenLastCalledWith(false);
  }),
  args: {
    value: { vocabulary_words: 50 },
    defaultExpandedCategories: ['Vocabulary & Content'],
    onInvalidChange: fn(),
  },
};

/** platform spec §5: non-numbers are not applied; issue 38: they stay as typed, marked. */
export const NumericTextIgnored = numericStory(50, async (input, { canvas, userEvent, args }) => {
  await userEvent.tripleClick(input);
  await userEvent.keyboard('abc');
  await expect(input).toHaveValue('abc');
  await expect(args.onChange).not.toHaveBeenCalled();
  await userEvent.tab();
  await expect(input).toHaveValue('abc');
  await expect(canvas.getByRole('status')).toHaveTextContent(NOT_APPLIED);
});

/**
 * Issue 38: "Select tier defaults" asks before replacing limits the admin typed, saying each
 * change; "Keep mine" keeps them, "Use tier defaults" applies the tier.
 */
export const TierDefaultsAskBeforeReplacingTypedLimits: Story = {
  args: {
    tier: 'family',
    value: { vocabulary_words: 500 },
    defaultExpandedCategories: ['Vocabulary & Content'],
  },
  play: async ({ canvas, userEvent, args }) => {
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Select tier defaults' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Replace with tier defaults?' });
    await expect(dialog).toHaveTextContent('Vocabulary Words: 500 → Unlimited');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('textbox', { name: 'Vocabulary Words limit' })).toHaveValue('500');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Select tier defaults' }));
    await userEvent.click(await body.findByRole('button', { name: 'Use tier defaults' }));
    await expect(lastValue(args.onChange)).toMatchObject({ vocabulary_words: -1 });
  },
};

/**
 * platform spec §5: the maximum is 999999. A value above it is rejected like a value below the
 * minimum (ignored, not clamped): pasting 1000000 leaves 50 in place, and 999999 is accepted.
 * Typed digit by digit, "100000" applies on the sixth digit and the seventh is ignored.
 */
export const NumericAboveMaximumIgnored = numericStory(50, async (input, { userEvent, args }) => {
  await userEvent.tripleClick(input);
  await userEvent.paste('1000000');
  await expect(args.onChange).not.toHaveBeenCalled();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await userEvent.tripleClick(input);
  await userEvent.paste('999999');
  await expect(args.onChange).toHaveBeenLastCalledWith({ vocabulary_words: 999999 });
  await expect(input).not.toHaveAttribute('aria-invalid');
});

/** Checking a numeric feature adds it as unlimited (-1); unchecking removes it (platform spec §4). */
export const NumericFeatureToggle: Story = {
  args: { defaultExpandedCategories: ['Progress & Analytics'] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Communication Sessions' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ communication_sessions: -1 });
    const input = canvas.getByRole('textbox', { name: 'Communication Sessions limit' });
    await userEvent.tripleClick(input);
    await userEvent.paste('50');
    await expect(args.onChange).toHaveBeenLastCalledWith({ communication_sessions: 50 });
    // platform spec §3: sessions are counted per month.
    await expect(canvas.getByText('per month')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Communication Sessions' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({});
    await waitFor(() =>
      expect(canvas.queryByRole('textbox', { name: 'Communication Sessions limit' })).toBeNull(),
    );
  },
};

export const Disabled: Story = {
  args: {
    isDisabled: true,
    tier: 'family',
    value: { basic_aac_board: true, vocabulary_words: -1 },
    defaultExpandedCategories: ['Core Communication', 'Vocabulary & Content'],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Basic AAC Board' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Vocabulary Words limit' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Select tier defaults' })).toBeDisabled();
  },
};

export const DarkTheme: Story = {
  args: {
    tier: 'professional',
    value: {
      basic_aac_board: true,
      advanced_aac_board: true,
      vocabulary_words: -1,
      image_library: 500,
      communication_sessions: 50,
    },
    defaultExpandedCategories: ['Core Communication', 'Vocabulary & Content', 'Progress & Analytics'],
  },
  parameters: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Vocabulary Words limit' })).toHaveValue('-1');
    await expect(canvas.getByText('Unlimited')).toBeVisible();
  },
};
