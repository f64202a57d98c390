import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { AdminSiteSettings } from '#shared/contracts/admin-site.ts';
import { SITE_NAME_MAX } from '#shared/site-pages.ts';
import { adminSiteQueryOptions, useSaveSettings } from '../../api/admin-site.ts';
import { Field } from '../../ui/field.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { ListState } from './console-notes.tsx';
import { saveFailureText } from './failure-text.ts';
import { SaveWithStatus } from './form-actions.tsx';
import { TestMail } from './test-mail.tsx';
import { type EditSession, SaveFailure, VersionedEdit } from './versioned-edit.tsx';

/**
 * /admin/settings: the site name, the support chat link and the forum address, and the test mail
 * (docs/product/site-settings.md).
 */
function SiteSettingsPage() {
  usePageTitle('Site settings');
  const settings = useQuery(adminSiteQueryOptions());
  const queries = useQueryClient();
  return (
    <section aria-labelledby="settings-title">
      <h1 id="settings-title" className="crumb">
        Site settings
      </h1>
      <ListState query={settings} what="settings" />
      {settings.data && (
        <VersionedEdit record={settings.data} fetchFresh={() => queries.fetchQuery(adminSiteQueryOptions())}>
          {(record, session) => <SettingsForm initial={record} session={session} />}
        </VersionedEdit>
      )}
      <TestMail />
    </section>
  );
}

function SettingsForm({ initial, session }: { initial: AdminSiteSettings; session: EditSession }) {
  const [values, setValues] = useState({
    siteName: initial.siteName,
    supportChatUrl: initial.supportChatUrl ?? '',
    forumUrl: initial.forumUrl ?? '',
  });
  const save = useSaveSettings();
  const failure = saveFailureText(save.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ ...values, version: session.version }, { onSuccess: session.saved });
  };
  const field = (name: keyof typeof values) => ({
    id: `settings-${name}`,
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => {
      save.reset();
      setValues({ ...values, [name]: e.target.value });
    },
  });
  return (
    <form className="console-form" aria-label="Site settings" onSubmit={submit} noValidate>
      <Field id="settings-siteName" label="Site name" noMessage>
        <input
          {...field('siteName')}
          required
          maxLength={SITE_NAME_MAX}
          aria-describedby="settings-siteName-hint"
        />
        <p id="settings-siteName-hint" className="console-form__hint">
          Shown in every page title, in the footer and in every mail the site sends. 1 to {SITE_NAME_MAX}{' '}
          characters.
        </p>
      </Field>
      <Field id="settings-supportChatUrl" label="Support chat link" noMessage>
        <input
          {...field('supportChatUrl')}
          type="url"
          inputMode="url"
          placeholder="https://m.me/yourpage"
          aria-describedby="settings-supportChatUrl-hint"
        />
        <p id="settings-supportChatUrl-hint" className="console-form__hint">
          Messenger, Discord or any chat page, starting with https://. "Talk to an Agent" opens it; leave it
          empty to hide those links.
        </p>
      </Field>
      <Field id="settings-forumUrl" label="Forum address" noMessage>
        <input
          {...field('forumUrl')}
          type="url"
          inputMode="url"
          placeholder="https://forum.example.com/"
          aria-describedby="settings-forumUrl-hint"
        />
        <p id="settings-forumUrl-hint" className="console-form__hint">
          The community forum's home page. The side panel and the footer link to it; leave it empty to hide
          the forum links.
        </p>
      </Field>
      <SaveFailure error={save.error} message={failure} session={session} />
      <SaveWithStatus
        label="Save settings"
        busy={save.isPending}
        saved={save.isSuccess ? 'Settings saved. Players see them on their next page load.' : ''}
      />
    </form>
  );
}

export default SiteSettingsPage;
