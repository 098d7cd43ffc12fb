import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_FEATURES,
  FEATURE_CATALOGUE,
  FEATURE_VALUE_MAX,
  FEATURE_VALUE_MIN,
  featureLabel,
  featuresForTier,
  formatFeatureValue,
  NO_FEATURES_SELECTED,
  parseNumericFeatureInput,
  planMatchesSearch,
  readSelectedFeatures,
  searchFeatureCatalogue,
  selectedFeatureItems,
  selectedFeatureList,
  tierValues,
  toggleFeature,
  UNLIMITED,
  withNumericFeatureInput,
} from './features';

// Written out from the platform spec §3 feature table, tier by tier (-1 = unlimited).
const FREE = {
  basic_aac_board: true,
  text_to_speech: true,
  vocabulary_words: 50,
  image_library: 100,
  basic_progress_tracking: true,
  communication_sessions: 10,
  children_profiles: 1,
  team_members: 0,
  offline_mode: true,
};

const INDIVIDUAL = {
  basic_aac_board: true,
  advanced_aac_board: true,
  text_to_speech: true,
  sentence_building: true,
  story_creation: true,
  vocabulary_words: -1,
  custom_vocabulary: true,
  image_library: -1,
  voice_customization: true,
  basic_progress_tracking: true,
  communication_sessions: 50,
  assessment_tools: true,
  goal_setting: true,
  children_profiles: 1,
  team_members: 0,
  parent_dashboard: true,
  cloud_sync: true,
  offline_mode: true,
};

const FAMILY = {
  basic_aac_board: true,
  advanced_aac_board: true,
  text_to_speech: true,
  sentence_building: true,
  story_creation: true,
  vocabulary_words: -1,
  custom_vocabulary: true,
  image_library: -1,
  voice_customization: true,
  basic_progress_tracking: true,
  communication_sessions: 100,
  assessment_tools: true,
  goal_setting: true,
  children_profiles: 5,
  team_members: 0,
  parent_dashboard: true,
  cloud_sync: true,
  shared_progress: true,
  offline_mode: true,
  web_dashboard: true,
};

const PROFESSIONAL = {
  basic_aac_board: true,
  advanced_aac_board: true,
  text_to_speech: true,
  sentence_building: true,
  story_creation: true,
  vocabulary_words: -1,
  custom_vocabulary: true,
  image_library: -1,
  voice_customization: true,
  basic_progress_tracking: true,
  advanced_analytics: true,
  progress_reports: true,
  communication_sessions: -1,
  assessment_tools: true,
  goal_setting: true,
  iep_goals: true,
  assignment_creation: true,
  children_profiles: 20,
  team_members: 5,
  parent_dashboard: true,
  therapist_dashboard: true,
  cloud_sync: true,
  collaboration_tools: true,
  client_management: true,
  shared_progress: true,
  offline_mode: true,
  web_dashboard: true,
};

const ENTERPRISE = {
  basic_aac_board: true,
  advanced_aac_board: true,
  text_to_speech: true,
  sentence_building: true,
  story_creation: true,
  vocabulary_words: -1,
  custom_vocabulary: true,
  image_library: -1,
  voice_customization: true,
  basic_progress_tracking: true,
  advanced_analytics: true,
  progress_reports: true,
  communication_sessions: -1,
  assessment_tools: true,
  goal_setting: true,
  iep_goals: true,
  assignment_creation: true,
  children_profiles: -1,
  team_members: -1,
  parent_dashboard: true,
  therapist_dashboard: true,
  admin_dashboard: true,
  cloud_sync: true,
  collaboration_tools: true,
  client_management: true,
  shared_progress: true,
  offline_mode: true,
  web_dashboard: true,
  api_access: true,
  custom_branding: true,
  priority_support: true,
};

describe('feature catalogue (platform spec §3)', () => {
  it('has the seven categories in order with 31 features', () => {
    expect(FEATURE_CATALOGUE.map((category) => category.name)).toEqual([
      'Core Communication',
      'Vocabulary & Content',
      'Progress & Analytics',
      'Assessment & Goals',
      'User Management',
      'Collaboration & Sharing',
      'Advanced Features',
    ]);
    expect(FEATURE_CATALOGUE.map((category) => category.features.map((feature) => feature.key))).toEqual([
      ['basic_aac_board', 'advanced_aac_board', 'text_to_speech', 'sentence_building', 'story_creation'],
      ['vocabulary_words', 'custom_vocabulary', 'image_library', 'voice_customization'],
      ['basic_progress_tracking', 'advanced_analytics', 'progress_reports', 'communication_sessions'],
      ['assessment_tools', 'goal_setting', 'iep_goals', 'assignment_creation'],
      ['children_profiles', 'team_members', 'parent_dashboard', 'therapist_dashboard', 'admin_dashboard'],
      ['cloud_sync', 'collaboration_tools', 'client_management', 'shared_progress'],
      ['offline_mode', 'web_dashboard', 'api_access', 'custom_branding', 'priority_support'],
    ]);
    expect(CATALOGUE_FEATURES).toHaveLength(31);
  });

  it('marks exactly the five counted features numeric', () => {
    expect(
      CATALOGUE_FEATURES.filter((feature) => feature.kind === 'numeric').map((feature) => feature.key),
    ).toEqual([
      'vocabulary_words',
      'image_library',
      'communication_sessions',
      'children_profiles',
      'team_members',
    ]);
  });

  it.each([
    ['free', FREE],
    ['individual', INDIVIDUAL],
    ['family', FAMILY],
    ['professional', PROFESSIONAL],
    ['enterprise', ENTERPRISE],
  ] as const)('gives the %s tier exactly its features', (tier, expected) => {
    const selected = featuresForTier(tier);
    expect(selected).toEqual(expected);
    // catalogue order is kept, so "first 3 features" are the core communication ones
    expect(Object.keys(selected)).toEqual(Object.keys(expected));
  });

  it('reads values per tier in order', () => {
    const sessions = CATALOGUE_FEATURES.find((feature) => feature.key === 'communication_sessions');
    expect(sessions && tierValues(sessions)).toEqual([10, 50, 100, -1, -1]);
  });

  it('labels features, including keys outside the catalogue', () => {
    expect(featureLabel('basic_aac_board')).toBe('Basic AAC Board');
    expect(featureLabel('iep_goals')).toBe('IEP Goals');
    expect(featureLabel('sign_language_pack')).toBe('Sign Language Pack');
  });
});

describe('numeric feature input (platform spec §5)', () => {
  it('uses -1 and 999999 as the bounds', () => {
    expect(UNLIMITED).toBe(-1);
    expect(FEATURE_VALUE_MIN).toBe(-1);
    expect(FEATURE_VALUE_MAX).toBe(999999);
  });

  it('reads empty and -1 as unlimited', () => {
    expect(parseNumericFeatureInput('')).toBe(-1);
    expect(parseNumericFeatureInput('  ')).toBe(-1);
    expect(parseNumericFeatureInput('-1')).toBe(-1);
    expect(parseNumericFeatureInput(-1)).toBe(-1);
  });

  it('keeps 0 to 999999', () => {
    expect(parseNumericFeatureInput('0')).toBe(0);
    expect(parseNumericFeatureInput('50')).toBe(50);
    expect(parseNumericFeatureInput('999999')).toBe(999999);
    expect(parseNumericFeatureInput('12.7')).toBe(12);
  });

  it('ignores other negatives, non-numbers and values past the maximum', () => {
    expect(parseNumericFeatureInput('-2')).toBeUndefined();
    expect(parseNumericFeatureInput('-50')).toBeUndefined();
    expect(parseNumericFeatureInput('abc')).toBeUndefined();
    expect(parseNumericFeatureInput('1000000')).toBeUndefined();
  });

  it('leaves the map untouched when the input is ignored', () => {
    const selected = { vocabulary_words: 50 };
    expect(withNumericFeatureInput(selected, 'vocabulary_words', 'abc')).toBe(selected);
    expect(withNumericFeatureInput(selected, 'vocabulary_words', '')).toEqual({ vocabulary_words: -1 });
    expect(withNumericFeatureInput(selected, 'vocabulary_words', '75')).toEqual({ vocabulary_words: 75 });
  });

  it('toggles boolean features to true and numeric ones to unlimited', () => {
    expect(toggleFeature({}, 'cloud_sync')).toEqual({ cloud_sync: true });
    expect(toggleFeature({}, 'image_library')).toEqual({ image_library: -1 });
    expect(toggleFeature({ cloud_sync: true, image_library: 5 }, 'cloud_sync')).toEqual({ image_library: 5 });
  });
});

describe('feature display (platform spec §2.9)', () => {
  it('reads -1 and infinity as "Unlimited"', () => {
    expect(formatFeatureValue(-1)).toBe('Unlimited');
    expect(formatFeatureValue(Number.POSITIVE_INFINITY)).toBe('Unlimited');
    expect(formatFeatureValue(50)).toBe('50');
    expect(formatFeatureValue(999999)).toBe('999,999');
  });

  it('shows the first 3 selected features then "+N more"', () => {
    const list = selectedFeatureList(featuresForTier('free'));
    expect(list.shown.map((item) => item.text)).toEqual([
      'Basic AAC Board',
      'Text-to-Speech',
      'Vocabulary Words: 50',
    ]);
    expect(list.moreCount).toBe(6);
  });

  it('writes values and units', () => {
    expect(
      selectedFeatureItems({ communication_sessions: 50, image_library: -1, custom_thing: true }).map(
        (item) => item.text,
      ),
    ).toEqual(['Image Library: Unlimited', 'Communication Sessions: 50 per month', 'Custom Thing']);
  });

  it('has nothing to show for an empty map', () => {
    expect(selectedFeatureList({})).toEqual({ shown: [], moreCount: 0 });
    expect(NO_FEATURES_SELECTED).toBe('No features selected');
  });

  it('reads selectedFeatures or selected_features, also as JSON', () => {
    expect(readSelectedFeatures({ selectedFeatures: { cloud_sync: true } })).toEqual({ cloud_sync: true });
    expect(readSelectedFeatures({ selected_features: '{"team_members":5,"api_access":false}' })).toEqual({
      team_members: 5,
    });
    expect(readSelectedFeatures({ selected_features: 'not json' })).toEqual({});
    expect(readSelectedFeatures({})).toEqual({});
  });

  it('searches the picker categories', () => {
    const found = searchFeatureCatalogue('dashboard');
    expect(found.map((category) => category.name)).toEqual(['User Management', 'Advanced Features']);
    expect(found[0].features.map((feature) => feature.key)).toEqual([
      'parent_dashboard',
      'therapist_dashboard',
      'admin_dashboard',
    ]);
    expect(searchFeatureCatalogue('')).toHaveLength(7);
    expect(searchFeatureCatalogue('zzz')).toEqual([]);
  });
});

describe('the plan tables search (platform spec §2.7, §2.9)', () => {
  const family = {
    name: 'Family',
    plan_key: 'family',
    description: 'For families with several children.',
    selectedFeatures: { vocabulary_words: -1, shared_progress: true },
  };

  it('matches the name, key, description and selected features, whatever the case', () => {
    expect(planMatchesSearch(family, 'FAM')).toBe(true);
    expect(planMatchesSearch(family, 'several children')).toBe(true);
    expect(planMatchesSearch(family, 'vocabulary words: unlimited')).toBe(true);
    expect(
      planMatchesSearch(
        { ...family, selectedFeatures: undefined, selected_features: { shared_progress: true } },
        'shared progress',
      ),
    ).toBe(true);
    expect(planMatchesSearch(family, 'enterprise')).toBe(false);
  });

  it('keeps every plan for a blank term', () => {
    expect(planMatchesSearch(family, '   ')).toBe(true);
  });
});
