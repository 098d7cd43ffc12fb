import { errorDetails, errorMessage, invalidateResource, useApi } from '@aac/api-client';
import {
  BANNER_DURATION_MS,
  MESSAGES,
  SETTINGS_TABS,
  type SettingsGroup,
  settingsInAnswer,
} from '@aac/domain';
import {
  Banner,
  Button,
  ConfirmDialog,
  conflictHeading,
  DISCARD_CHANGES_TITLE,
  Spinner,
  Stack,
  StickyActionBar,
  Tabs,
} from '@aac/ui';
import { useQueryClient } from '@tanstack/react-query';
import { RotateCw, Save } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { changedByName, conflictOf } from '../../kit/change/conflict';
import { QueryFailure } from '../../kit/QueryView';
import { ScreenPage } from '../../kit/ScreenPage';
import { usePermission } from '../../kit/session/usePermission';
import { useUrlTab } from '../../kit/useUrlTab';
import { DELIVERIES_PATH, EmailDeliveries } from './EmailDeliveries';
import { SettingsTabPanel } from './SettingsTabPanel';
import { settingsTabs } from './settings.css';
import {
  FIELD_GROUP,
  fieldOfDetail,
  hasChangesIn,
  type PublicSettings,
  type SettingsErrors,
  type SettingsField,
  type SettingsForm,
  type SettingsVersions,
  settingsErrors,
  settingsForm,
  settingsUpdate,
  versionsOf,
} from './settings.form';
import { TestEmailCard } from './TestEmailCard';

const TAB_KEYS = SETTINGS_TABS.map((tab) => tab.group) as [SettingsGroup, ...SettingsGroup[]];

type Notice = { tone: 'success' | 'critical'; title: string; message?: string } | null;

/**
 * Refresh and the save bar's Discard both throw unsaved edits away (each loads the settings as
 * they are now): one question asks first, in the words of the button pressed.
 */
const DISCARD_QUESTIONS = {
  refresh: {
    question: 'Refresh loads the settings as they are now. Your changes that are not saved will be lost.',
    confirmLabel: 'Discard and refresh',
  },
  discard: {
    question: 'The settings go back to how they are saved now. Your changes that are not saved will be lost.',
    confirmLabel: 'Discard changes',
  },
} as const;

/**
 * Admin Settings (platform spec §2.1): the five groups as tabs (the tab in the URL), Refresh and
 * Save Settings, a spinner while loading, and the banners of §8: "Failed to load settings",
 * "Error saving settings" (every edit kept) and "Settings saved successfully!" for 3 seconds.
 * Leaving the page with unsaved changes asks first. While there are some, a bar at the bottom of
 * the window says so, with Discard and Save Settings, so saving a long tab needs no scrolling back.
 */
export function SettingsScreen() {
  const { $api } = useApi();
  const queryClient = useQueryClient();
  const query = $api.useQuery('get', '/admin/settings');
  const update = $api.useMutation('put', '/admin/settings');
  const [tab, setTab] = useUrlTab(TAB_KEYS);
  const canWrite = usePermission('settings.write');
  const [saved, setSaved] = useState<PublicSettings | null>(null);
  const [form, setForm] = useState<SettingsForm | null>(null);
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [checked, setChecked] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  // Each group's version as last read or saved: a save is checked against the groups it sends.
  const [versions, setVersions] = useState<SettingsVersions | undefined>(undefined);

  // The form starts from the settings the server answered (again after Refresh).
  // core spec §7: the settings in `{ settings }`, or the body itself.
  const loaded = settingsInAnswer<PublicSettings>(query.data);
  // The form, its checks and the versions start again from an answer of the server.
  const startFrom = (answered: PublicSettings, answeredVersions: SettingsVersions | undefined) => {
    setSaved(answered);
    setVersions(answeredVersions);
    setForm(settingsForm(answered));
    setErrors({});
    setChecked(false);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: startFrom only sets state.
  useEffect(() => {
    if (loaded) startFrom(loaded, query.data?.versions);
  }, [loaded, query.data?.versions]);

  const current = saved ?? loaded;
  const savedForm = current ? settingsForm(current) : null;
  const isDirty = form !== null && savedForm !== null && JSON.stringify(form) !== JSON.stringify(savedForm);

  // Another page, with edits not saved: ask first (a tab change stays on the page).
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  const set = <Name extends SettingsField>(name: Name, value: SettingsForm[Name]) => {
    if (!form) return;
    const next = { ...form, [name]: value };
    setForm(next);
    // After a refused save, each correction clears its message at once.
    if (checked) setErrors(settingsErrors(next));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!form || update.isPending) return;
    const problems = settingsErrors(form);
    setChecked(true);
    setErrors(problems);
    const first = (Object.keys(problems) as SettingsField[])[0];
    if (first) {
      setNotice(null);
      setTab(FIELD_GROUP[first]);
      return;
    }
    if (!current) return;
    // Only the fields the admin changed, in their groups, each group against its version.
    const changes = settingsUpdate(form, settingsForm(current));
    if (Object.keys(changes).length === 0) {
      setNotice({ tone: 'success', title: MESSAGES.settingsSaved });
      return;
    }
    try {
      const result = await update.mutateAsync({
        body: { settings: changes, versions: versionsOf(changes, versions) },
      });
      // A backend may answer the save with the settings bare, or without them: then they are
      // read again, and the form follows what was stored.
      const savedNow = settingsInAnswer<PublicSettings>(result);
      if (savedNow) {
        setSaved(savedNow);
        setVersions(result.versions);
        setForm(settingsForm(savedNow));
      } else {
        await query.refetch();
      }
      setChecked(false);
      setNotice({ tone: 'success', title: MESSAGES.settingsSaved });
    } catch (error) {
      const conflict = conflictOf(error);
      if (conflict) {
        // Someone saved a group sent meanwhile: nothing was saved and every edit stays. Saving
        // again is the admin's explicit choice to put theirs over it, so it sends the new version.
        const changedTab = SETTINGS_TABS.find((entry) => entry.group === conflict.record.group_name);
        const label = changedTab?.label ?? 'these';
        if (changedTab) {
          setVersions((known) => ({ ...known, [changedTab.group]: conflict.version }));
          setTab(changedTab.group);
        }
        setErrors({});
        setNotice({
          tone: 'critical',
          title: conflictHeading({
            changedBy: changedByName(conflict),
            changedAt: conflict.changedAt,
            noun: 'settings',
            subject: `the ${label} settings`,
          }),
          message:
            'Nothing was saved and your changes are kept. Save Settings again to save yours over theirs, or Refresh to see theirs (your changes are then lost).',
        });
        return;
      }
      // Every edit stays; the server's field problems go beside their fields.
      const fromServer: SettingsErrors = {};
      for (const detail of errorDetails(error)) {
        const field = fieldOfDetail(detail.path);
        if (field) fromServer[field] = detail.message;
      }
      setErrors(fromServer);
      const first = (Object.keys(fromServer) as SettingsField[])[0];
      if (first) setTab(FIELD_GROUP[first]);
      setNotice({ tone: 'critical', title: MESSAGES.settingsSaveFailed, message: errorMessage(error) });
    }
  };

  const refresh = async () => {
    setNotice(null);
    // The Email tab's deliveries too, when they are on screen.
    const [fresh] = await Promise.all([query.refetch(), invalidateResource(queryClient, DELIVERIES_PATH)]);
    // The form shows the settings as they are now, even when nothing changed on the server.
    const answered = settingsInAnswer<PublicSettings>(fresh.data);
    if (answered) startFrom(answered, fresh.data?.versions);
  };
  // Refresh and Discard throw unsaved edits away: with some, they ask first. The question keeps
  // the words of the button pressed while it closes.
  const [isAskingToDiscard, setAskingToDiscard] = useState(false);
  const [discardBy, setDiscardBy] = useState<keyof typeof DISCARD_QUESTIONS>('refresh');
  const discardOrAsk = (by: keyof typeof DISCARD_QUESTIONS) => {
    if (!isDirty) {
      void refresh();
      return;
    }
    setDiscardBy(by);
    setAskingToDiscard(true);
  };
  const isReloading = query.isFetching || update.isPending;
  // The save bar leaves once its Save is done: a keyboard user goes on from the selected tab.
  const tabsRef = useRef<HTMLDivElement>(null);
  const selectedTab = () => tabsRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');

  // One Save Settings, in the page header and in the save bar: the same submit and pending state.
  const saveButton = (
    <Button
      type="submit"
      form="settings-form"
      icon={<Save size={16} />}
      isDisabled={!form}
      isPending={update.isPending}
      pendingLabel="Saving..."
    >
      Save Settings
    </Button>
  );

  const actions = (
    <>
      <Button
        variant="soft"
        tone="neutral"
        icon={<RotateCw size={16} />}
        isDisabled={isReloading}
        onPress={() => discardOrAsk('refresh')}
      >
        Refresh
      </Button>
      {canWrite ? saveButton : null}
    </>
  );

  return (
    <ScreenPage actions={actions}>
      {notice ? (
        <Banner
          key={`${notice.tone}-${notice.title}`}
          tone={notice.tone}
          title={notice.message ? notice.title : undefined}
          autoDismissMs={notice.tone === 'success' ? BANNER_DURATION_MS : undefined}
          isDismissable
          onDismiss={() => setNotice(null)}
        >
          {notice.message ?? notice.title}
        </Banner>
      ) : null}
      {query.isError && !form ? (
        <QueryFailure title={MESSAGES.settingsLoadFailed} error={query.error} onRetry={refresh} />
      ) : null}
      {query.isError && form ? (
        <Banner tone="critical" title={MESSAGES.settingsLoadFailed}>
          {errorMessage(query.error)}
        </Banner>
      ) : null}
      {!form && query.isPending ? <Spinner label="Loading settings" showLabel /> : null}
      {form && current && savedForm ? (
        // Each tab's fields are the settings form; the Email tab adds the test email and the
        // deliveries, forms and lists of their own, after it (a form inside a form is not HTML).
        <div ref={tabsRef} className={settingsTabs}>
          <Tabs
            label="Settings groups"
            selectedKey={tab}
            onSelectionChange={(key) => setTab(key as SettingsGroup)}
            items={SETTINGS_TABS.map(({ group, label }) => ({
              key: group,
              label,
              marker: hasChangesIn(group, form, savedForm) ? 'unsaved changes' : undefined,
              content: (
                <Stack>
                  <form id="settings-form" aria-label="Settings" noValidate onSubmit={save}>
                    <SettingsTabPanel
                      group={group}
                      form={form}
                      saved={current}
                      errors={errors}
                      provider={query.data?.paymentProvider}
                      set={set}
                    />
                  </form>
                  {group === 'email' ? (
                    <>
                      <TestEmailCard
                        general={current.general}
                        hasUnsavedChanges={hasChangesIn('email', form, savedForm)}
                        canWrite={canWrite}
                      />
                      <EmailDeliveries />
                    </>
                  ) : null}
                </Stack>
              ),
            }))}
          />
        </div>
      ) : null}
      {canWrite && isDirty ? (
        // The page's last block: it stays at the bottom of the window while the tab runs past it,
        // and at the end of the page sits under the last field instead of over it.
        <StickyActionBar
          label="Unsaved changes"
          message="You have unsaved changes"
          showMarker
          focusOnLeave={selectedTab}
        >
          <Button
            variant="soft"
            tone="neutral"
            isDisabled={isReloading}
            onPress={() => discardOrAsk('discard')}
          >
            Discard
          </Button>
          {saveButton}
        </StickyActionBar>
      ) : null}
      <ConfirmDialog
        isOpen={isAskingToDiscard}
        title="Discard unsaved changes?"
        question={DISCARD_QUESTIONS[discardBy].question}
        confirmLabel={DISCARD_QUESTIONS[discardBy].confirmLabel}
        cancelLabel="Keep editing"
        onConfirm={() => {
          setAskingToDiscard(false);
          void refresh();
        }}
        onCancel={() => setAskingToDiscard(false)}
      />
      <ConfirmDialog
        isOpen={blocker.state === 'blocked'}
        title={DISCARD_CHANGES_TITLE}
        question="Your changes to the settings have not been saved. Leave this page and lose them?"
        confirmLabel="Leave page"
        cancelLabel="Stay"
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </ScreenPage>
  );
}
