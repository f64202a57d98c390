import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { AdminVoteSite } from '#shared/contracts/votes.ts';
import { formatWhole } from '#shared/numbers.ts';
import { CURRENCIES, CURRENCY_LABEL, type Currency } from '#shared/shop-rules.ts';
import {
  REFERENCE_PLACEHOLDER,
  splitAddresses,
  usesKey,
  VOTE_COOLDOWN_DEFAULT_HOURS,
  VOTE_KIND_LABEL,
  VOTE_SITE_KINDS,
  VOTE_SITE_NAME_MAX,
  type VoteSiteKind,
} from '#shared/votes.ts';
import { adminVoteKeys, adminVoteSitesQueryOptions, adminVotesApi } from '../../api/admin-votes.ts';
import { Field } from '../../ui/field.tsx';
import { ScrollRegion } from '../../ui/scroll-region.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { ListState } from './console-notes.tsx';
import { saveFailure } from './content-parts.tsx';
import { FormActions, SaveWithStatus } from './form-actions.tsx';
import { RowAction } from './list-row-actions.tsx';
import { AddOrEdit, type EditSession, SaveFailure } from './versioned-edit.tsx';

/** What the operator sets on each top site (docs/product/votes.md, Setting up a vote site). */
const KIND_HINT: Record<VoteSiteKind, string> = {
  gtop100: `Turn on pingback on GTop100, give it the callback address below and a pingback key; the vote link ends with ?vote=1&pingUsername=${REFERENCE_PLACEHOLDER}.`,
  xtremetop100: `Give XtremeTop100 the callback address below as your postback; the vote link carries &postback=${REFERENCE_PLACEHOLDER}. List the addresses XtremeTop100 sends from.`,
  topg: `Give TopG the callback address below; the vote link carries ${REFERENCE_PLACEHOLDER} as its p_resp parameter. List the addresses TopG sends from.`,
  top100arena: `Give Top100Arena the callback address below as your postback; the vote link carries &incentive=${REFERENCE_PLACEHOLDER}. List the addresses Top100Arena sends from.`,
};

interface Draft {
  name: string;
  kind: VoteSiteKind;
  linkTemplate: string;
  pingbackKey: string;
  addresses: string;
  rewardAmount: string;
  rewardCurrency: Currency;
  cooldownHours: string;
  isEnabled: boolean;
}

const EMPTY: Draft = {
  name: '',
  kind: 'gtop100',
  linkTemplate: '',
  pingbackKey: '',
  addresses: '',
  rewardAmount: '',
  rewardCurrency: 'rcoin',
  cooldownHours: String(VOTE_COOLDOWN_DEFAULT_HOURS),
  isEnabled: true,
};

const draftOf = (s: AdminVoteSite): Draft => ({
  name: s.name,
  kind: s.kind,
  linkTemplate: s.linkTemplate,
  pingbackKey: '',
  addresses: s.allowedAddresses.join('\n'),
  rewardAmount: String(s.rewardAmount),
  rewardCurrency: s.rewardCurrency,
  cooldownHours: String(s.cooldownHours),
  isEnabled: s.isEnabled,
});

/** A refused save names each wrong field; the form has one alert, so they are said together. */
function failureText(error: unknown): string | null {
  const failure = saveFailure(error);
  if (!failure) return null;
  return Object.values(failure.fields).join(' ') || failure.message;
}

/**
 * /admin/vote-sites: the top sites players vote on (docs/product/votes.md, Console): each one's link,
 * its proof (a pingback key or the addresses its callbacks come from), reward and cooldown, and the
 * callback address to give it. Every save is audited on the server.
 */
function VoteSitesPage() {
  usePageTitle('Vote sites');
  const list = useQuery(adminVoteSitesQueryOptions());
  const [editing, setEditing] = useState<AdminVoteSite | null>(null);
  const queries = useQueryClient();
  return (
    <section aria-labelledby="vote-sites-title">
      <h1 id="vote-sites-title" className="crumb">
        Vote sites
      </h1>
      <AddOrEdit
        key={editing?.id ?? 'new'}
        record={editing}
        fetchFresh={async (opened) =>
          (await queries.fetchQuery(adminVoteSitesQueryOptions())).sites.find((s) => s.id === opened.id)
        }
      >
        {(record, session) => <SiteForm editing={record} session={session} onDone={() => setEditing(null)} />}
      </AddOrEdit>
      <ListState query={list} what="vote sites" />
      {list.data && list.data.sites.length === 0 && (
        <p>No vote sites yet. Add one: once it is on, players find it on their Vote for Points page.</p>
      )}
      {list.data && list.data.sites.length > 0 && (
        <ScrollRegion className="console-table" label="Vote sites">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Site</th>
                <th scope="col">Kind</th>
                <th scope="col">Reward</th>
                <th scope="col">Cooldown</th>
                <th scope="col">On</th>
                <th scope="col">Callback address</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {list.data.sites.map((s) => (
                <tr key={s.id} data-testid="vote-site-row">
                  <td>{s.name}</td>
                  <td>{VOTE_KIND_LABEL[s.kind]}</td>
                  <td>
                    {formatWhole(s.rewardAmount)} {CURRENCY_LABEL[s.rewardCurrency]}
                  </td>
                  <td>{s.cooldownHours} h</td>
                  <td>{s.isEnabled ? 'Yes' : 'No'}</td>
                  <td>
                    <code>{s.callbackUrl}</code>
                  </td>
                  <td>
                    <RowAction action="Edit" name={`vote site ${s.name}`} onClick={() => setEditing(s)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}

function SiteForm({
  editing,
  session,
  onDone,
}: {
  editing: AdminVoteSite | null;
  session: EditSession | null;
  onDone: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(editing ? draftOf(editing) : EMPTY);
  const [saved, setSaved] = useState('');
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: () => {
      const values = {
        name: draft.name,
        kind: draft.kind,
        linkTemplate: draft.linkTemplate,
        pingbackKey: draft.pingbackKey,
        allowedAddresses: splitAddresses(draft.addresses),
        // Whole numbers go as typed: the server's contract reads digit strings and refuses anything else.
        rewardAmount: draft.rewardAmount,
        rewardCurrency: draft.rewardCurrency,
        cooldownHours: draft.cooldownHours,
        isEnabled: draft.isEnabled,
      };
      return editing
        ? adminVotesApi.updateSite(editing.id, { ...values, version: session?.version ?? editing.version })
        : adminVotesApi.createSite(values);
    },
    onSuccess: (s) => {
      setSaved(`Saved “${s.name}”. Its callback address: ${s.callbackUrl}`);
      if (!editing) setDraft(EMPTY);
      void queryClient.invalidateQueries({ queryKey: adminVoteKeys.sites });
      if (editing) onDone();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved('');
    save.mutate();
  };
  const change = (patch: Partial<Draft>) => {
    save.reset();
    setDraft({ ...draft, ...patch });
  };
  const text = (
    name: 'name' | 'linkTemplate' | 'pingbackKey' | 'rewardAmount' | 'cooldownHours',
    label: string,
    extra: object = {},
    hint?: string,
  ) => (
    <Field id={`vote-site-${name}`} label={label} hint={hint} noMessage>
      <input
        id={`vote-site-${name}`}
        value={draft[name]}
        onChange={(e) => change({ [name]: e.target.value })}
        {...extra}
      />
    </Field>
  );
  const keyed = usesKey(draft.kind);
  return (
    <form
      className="console-form"
      aria-label={editing ? `Edit vote site ${editing.name}` : 'New vote site'}
      onSubmit={submit}
      noValidate
    >
      <h2>{editing ? `Edit “${editing.name}”` : 'New vote site'}</h2>
      {editing && (
        <p>
          Callback address to give the vote site:{' '}
          <code data-testid="vote-callback-url">{editing.callbackUrl}</code>
        </p>
      )}
      {text('name', 'Name', { maxLength: VOTE_SITE_NAME_MAX, required: true })}
      <Field id="vote-site-kind" label="Kind" hint={KIND_HINT[draft.kind]} noMessage>
        <select
          id="vote-site-kind"
          value={draft.kind}
          onChange={(e) => change({ kind: e.target.value as VoteSiteKind })}
        >
          {VOTE_SITE_KINDS.map((k) => (
            <option key={k} value={k}>
              {VOTE_KIND_LABEL[k]}
            </option>
          ))}
        </select>
      </Field>
      {text(
        'linkTemplate',
        'Vote link',
        { inputMode: 'url', required: true, placeholder: `https://…${REFERENCE_PLACEHOLDER}` },
        `An https address with ${REFERENCE_PLACEHOLDER} where the player’s vote reference goes.`,
      )}
      {keyed &&
        text(
          'pingbackKey',
          'Pingback key',
          { autoComplete: 'off', required: !editing?.hasKey },
          editing?.hasKey
            ? 'A key is stored. Leave this empty to keep it.'
            : 'The key you set on the vote site.',
        )}
      <Field
        id="vote-site-addresses"
        label={keyed ? 'Allowed addresses (optional)' : 'Allowed addresses'}
        hint="The addresses the vote site’s callbacks come from, one per line; a range as 203.0.113.0/24."
        noMessage
      >
        <textarea
          id="vote-site-addresses"
          rows={3}
          value={draft.addresses}
          onChange={(e) => change({ addresses: e.target.value })}
        />
      </Field>
      {text('rewardAmount', 'Reward', { inputMode: 'numeric', required: true })}
      <Field id="vote-site-currency" label="Reward currency" noMessage>
        <select
          id="vote-site-currency"
          value={draft.rewardCurrency}
          onChange={(e) => change({ rewardCurrency: e.target.value as Currency })}
        >
          {CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {CURRENCY_LABEL[c]}
            </option>
          ))}
        </select>
      </Field>
      {text('cooldownHours', 'Cooldown (hours)', { inputMode: 'numeric', required: true })}
      <div className="field">
        <label>
          <input
            type="checkbox"
            checked={draft.isEnabled}
            onChange={(e) => change({ isEnabled: e.target.checked })}
          />{' '}
          On (shown on the vote page and credited)
        </label>
      </div>
      <SaveFailure error={save.error} message={failureText(save.error)} session={session} />
      {editing ? (
        <FormActions
          label="Save vote site"
          busy={save.isPending}
          onCancel={onDone}
          className="console-form__actions"
        />
      ) : (
        <SaveWithStatus label="Add vote site" busy={save.isPending} saved={saved} />
      )}
    </form>
  );
}

export default VoteSitesPage;
