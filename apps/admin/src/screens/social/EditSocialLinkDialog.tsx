import { useApi } from '@aac/api-client';
import {
  iconForPlatform,
  MESSAGES,
  NEW_SOCIAL_LINK_DEFAULTS,
  parseSortOrder,
  SOCIAL_ICONS,
  socialLinkErrors,
} from '@aac/domain';
import { FormDialog, FormGrid, Select, Switch, TextField } from '@aac/ui';
import { useRef } from 'react';
import { ifMatch } from '../../kit/change/conflict';
import { useChange } from '../../kit/change/useChange';
import { useDialogForm } from '../../kit/form/useDialogForm';
import type { SocialLink } from './social.list';

export const ICON_OPTIONS = SOCIAL_ICONS.map((icon) => ({ value: icon, label: icon }));

export interface EditSocialLinkDialogProps {
  /** The link to edit; absent to add one. */
  link?: SocialLink;
  onClose: () => void;
}

/** platform spec §5: a blank sort order means 0; anything else must be a whole number. */
function sortOrderError(value: string): string | undefined {
  const text = value.trim();
  return text === '' || /^-?\d+$/.test(text) ? undefined : 'Sort order must be a whole number';
}

/**
 * Adds or edits a footer social link (platform spec §2.4, §5): platform and url required, the
 * url an http(s) address (javascript: and other schemes are refused here and by the server),
 * the icon one of the eight brands, active, and a sort order that falls back to 0.
 */
export function EditSocialLinkDialog({ link, onClose }: EditSocialLinkDialogProps) {
  const save = useApi().$api.useMutation('post', '/admin/social-links');
  const change = useChange('socialLinks');
  const start = link ?? NEW_SOCIAL_LINK_DEFAULTS;
  // An edited link keeps its icon; a new one's follows the platform until one is picked.
  const iconChosen = useRef(link !== undefined);
  const form = useDialogForm({
    operation: 'POST /admin/social-links',
    initialValues: {
      platform: start.platform,
      url: start.url,
      icon: start.icon,
      is_active: start.is_active,
      sort_order: String(start.sort_order),
    },
    validate: (values) => ({ ...socialLinkErrors(values), sort_order: sortOrderError(values.sort_order) }),
    submit: (values, { version }) =>
      save.mutateAsync({
        ...(link ? { params: { header: ifMatch(version) } } : {}),
        body: {
          ...(link ? { id: link.id } : {}),
          platform: values.platform.trim(),
          url: values.url.trim(),
          icon: values.icon || undefined,
          is_active: values.is_active,
          sort_order: parseSortOrder(values.sort_order),
        },
      }),
    onSaved: async (result) => {
      onClose();
      await change.succeeded(result.message, link ? undefined : result.link.id);
    },
    version: link?.version,
    noun: 'social link',
    failureTitle: MESSAGES.socialLinkSaveFailed,
  });

  return (
    <FormDialog
      title={link ? 'Edit social link' : 'Add social link'}
      formLabel={link ? `Edit ${link.platform}` : 'Add social link'}
      onClose={onClose}
      {...form.dialog}
    >
      <FormGrid>
        <TextField
          label="Platform"
          isRequired
          {...form.field('platform')}
          onChange={(platform) => {
            form.set('platform', platform);
            // The icon follows a platform that names one, until the admin picks it themselves.
            if (!iconChosen.current) form.set('icon', iconForPlatform(platform) ?? start.icon);
          }}
          autoComplete="off"
        />
        <Select
          label="Icon"
          isRequired
          options={ICON_OPTIONS}
          placeholder="Choose an icon"
          description="Shown beside the link in the footer."
          {...form.field('icon')}
          value={form.values.icon || null}
          onChange={(icon) => {
            iconChosen.current = true;
            form.set('icon', icon);
          }}
        />
      </FormGrid>
      <TextField
        label="URL"
        type="url"
        isRequired
        description="The page's full address, starting with https://"
        {...form.field('url')}
        autoComplete="off"
      />
      <FormGrid>
        <TextField
          label="Sort order"
          description="Lower numbers come first; blank means 0."
          {...form.field('sort_order')}
        />
        <Switch isSelected={form.values.is_active} onChange={(value) => form.set('is_active', value)}>
          Active
        </Switch>
      </FormGrid>
    </FormDialog>
  );
}
