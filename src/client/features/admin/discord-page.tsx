import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  DELIVERY_STATES,
  type Delivery,
  type DeliveryState,
  type DiscordWebhook,
} from '#shared/contracts/admin-discord.ts';
import {
  adminDiscordDeliveriesQueryOptions,
  adminDiscordWebhooksQueryOptions,
  useDeleteWebhook,
  useRetryDelivery,
  useSaveWebhook,
  useTestWebhook,
} from '../../api/admin-discord.ts';
import { isRefusal } from '../../api/error-codes.ts';
import { useSearchParams } from '../../router/location.ts';
import { Field } from '../../ui/field.tsx';
import { PagerNav, pageParam } from '../../ui/pager-nav.tsx';
import { ScrollRegion } from '../../ui/scroll-region.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { manilaDateTime } from './audit-filters.ts';
import { FailureAlert, ListState } from './console-notes.tsx';
import { changeFailureText } from './failure-text.ts';
import { RowAction } from './list-row-actions.tsx';

const EVENT_TEXT: Record<Delivery['event'], string> = {
  news: 'News',
  maintenance_started: 'Maintenance started',
  maintenance_ended: 'Maintenance ended',
  staff_log: 'Staff log',
};

const STATE_TEXT: Record<DeliveryState, string> = { waiting: 'Waiting', sent: 'Sent', parked: 'Parked' };

/**
 * /admin/discord (docs/product/discord.md): the webhooks the site announces to, each with its Test, and
 * the deliveries with Discord's last answer and a Retry for the parked ones.
 */
function DiscordPage() {
  usePageTitle('Discord');
  return (
    <section aria-labelledby="discord-title">
      <h1 id="discord-title" className="crumb">
        Discord
      </h1>
      <p className="muted">
        The site posts to your Discord channels through webhooks: published news, the maintenance's start and
        end, and, for a staff channel, the economy actions of the audit log. In Discord, open the channel's
        settings, Integrations, Webhooks, create one and press Copy Webhook URL.
      </p>
      <Webhooks />
      <Deliveries />
    </section>
  );
}

function Webhooks() {
  const list = useQuery(adminDiscordWebhooksQueryOptions());
  const [editing, setEditing] = useState<DiscordWebhook | 'new' | null>(null);
  return (
    <section aria-labelledby="webhooks-title">
      <h2 id="webhooks-title">Webhooks</h2>
      <ListState query={list} what="webhooks" />
      {list.data && list.data.data.length === 0 && <p>No webhook yet: the site announces nothing.</p>}
      {list.data && list.data.data.length > 0 && (
        <ul className="discord-webhooks" aria-label="Webhooks">
          {list.data.data.map((webhook) => (
            <WebhookItem key={webhook.id} webhook={webhook} onEdit={() => setEditing(webhook)} />
          ))}
        </ul>
      )}
      {editing === null ? (
        <button type="button" className="btn btn--small" onClick={() => setEditing('new')}>
          Add a webhook
        </button>
      ) : (
        <WebhookForm
          key={editing === 'new' ? 'new' : editing.id}
          webhook={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
    </section>
  );
}

function receives(webhook: DiscordWebhook): string {
  const what = [
    webhook.news && 'news',
    webhook.maintenance && 'maintenance',
    webhook.staffLog && "the staff's economy log",
  ].filter(Boolean);
  return what.length > 0 ? what.join(', ') : 'nothing';
}

function WebhookItem({ webhook, onEdit }: { webhook: DiscordWebhook; onEdit: () => void }) {
  const test = useTestWebhook();
  const remove = useDeleteWebhook();
  const [confirming, setConfirming] = useState(false);
  const refused =
    test.error && isRefusal(test.error) && test.error.code === 'rate_limited'
      ? 'Too many tests for now. Please wait a few minutes.'
      : test.error
        ? 'The test could not be asked for. Please try again.'
        : null;
  return (
    <li className="discord-webhook" data-testid="discord-webhook">
      <h3>{webhook.name}</h3>
      <dl className="game-facts">
        <div>
          <dt>Webhook</dt>
          <dd>
            <code>{webhook.webhookId}</code> / <code>{webhook.token}</code>
          </dd>
        </div>
        <div>
          <dt>Receives</dt>
          <dd>{receives(webhook)}</dd>
        </div>
        <div>
          <dt>Deliveries</dt>
          <dd>
            {webhook.waiting} waiting, {webhook.parked} parked
          </dd>
        </div>
        {webhook.rateLimitedUntil && new Date(webhook.rateLimitedUntil) > new Date() && (
          <div>
            <dt>Discord asked to wait until</dt>
            <dd>{manilaDateTime(webhook.rateLimitedUntil)}</dd>
          </div>
        )}
      </dl>
      <div className="discord-webhook__actions">
        <RowAction
          action="Test"
          name={webhook.name}
          disabled={test.isPending}
          onClick={() => test.mutate(webhook.id)}
        />
        <RowAction action="Edit" name={webhook.name} onClick={onEdit} />
        {confirming ? (
          <>
            <RowAction
              action="Yes, remove"
              name={webhook.name}
              danger
              disabled={remove.isPending}
              onClick={() => remove.mutate(webhook.id)}
            />
            <RowAction action="Keep" name={webhook.name} onClick={() => setConfirming(false)} />
          </>
        ) : (
          <RowAction action="Remove" name={webhook.name} danger onClick={() => setConfirming(true)} />
        )}
      </div>
      <p
        role="status"
        data-testid="discord-test-answer"
        className={test.data && !test.data.ok ? 'console__failed' : 'muted'}
      >
        {test.isPending ? 'Sending a test message…' : test.data ? test.data.message : ''}
      </p>
      <FailureAlert message={refused ?? changeFailureText(remove.error)} />
    </li>
  );
}

function WebhookForm({ webhook, onDone }: { webhook: DiscordWebhook | null; onDone: () => void }) {
  const [values, setValues] = useState({
    name: webhook?.name ?? '',
    url: '',
    news: webhook?.news ?? true,
    maintenance: webhook?.maintenance ?? true,
    staffLog: webhook?.staffLog ?? false,
  });
  const save = useSaveWebhook({ onSuccess: onDone });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      webhook ? { id: webhook.id, body: { ...values, version: webhook.version } } : { body: values },
    );
  };
  const fieldErrors = save.error && isRefusal(save.error) ? (save.error.body?.errors ?? {}) : {};
  const flag = (name: 'news' | 'maintenance' | 'staffLog', label: string) => (
    <div className="field">
      <label>
        <input
          type="checkbox"
          name={name}
          checked={values[name]}
          onChange={(e) => setValues({ ...values, [name]: e.target.checked })}
        />{' '}
        {label}
      </label>
    </div>
  );
  return (
    <form
      className="console-form"
      aria-label={webhook ? `Edit ${webhook.name}` : 'Add a webhook'}
      onSubmit={submit}
      noValidate
    >
      <h3>{webhook ? `Edit ${webhook.name}` : 'Add a webhook'}</h3>
      <Field id="discord-name" label="Name" error={String(fieldErrors.name ?? '') || undefined}>
        <input
          id="discord-name"
          name="name"
          value={values.name}
          maxLength={60}
          required
          onChange={(e) => setValues({ ...values, name: e.target.value })}
        />
      </Field>
      <Field
        id="discord-url"
        label="Webhook URL"
        hint={
          webhook
            ? 'Leave empty to keep the saved address; paste a new one to replace it.'
            : 'https://discord.com/api/webhooks/… as Discord copies it. Only Discord webhook addresses are taken.'
        }
        error={String(fieldErrors.url ?? '') || undefined}
      >
        <input
          id="discord-url"
          name="url"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          value={values.url}
          required={!webhook}
          aria-describedby="discord-url-hint"
          onChange={(e) => setValues({ ...values, url: e.target.value })}
        />
      </Field>
      <fieldset>
        <legend>Announce here</legend>
        {flag('news', 'News, when an article is published (a scheduled one when its time comes)')}
        {flag('maintenance', 'Maintenance, when it starts and when it ends')}
        {flag(
          'staffLog',
          "The staff's economy log: balance adjustments, voucher batches, roles (a staff-only channel)",
        )}
      </fieldset>
      <FailureAlert message={Object.keys(fieldErrors).length > 0 ? null : changeFailureText(save.error)} />
      <div className="console-form__actions">
        <button type="submit" className="btn" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </button>
        <button type="button" className="btn btn--small" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function Deliveries() {
  const [params, setParams] = useSearchParams();
  const stateParam = params.get('state');
  const state = (DELIVERY_STATES as readonly string[]).includes(stateParam ?? '')
    ? (stateParam as DeliveryState)
    : null;
  const page = pageParam(params.get('page'));
  const query: Record<string, string> = { page: String(page), ...(state ? { state } : {}) };
  const list = useQuery(adminDiscordDeliveriesQueryOptions(query));
  const retry = useRetryDelivery();
  return (
    <section aria-labelledby="deliveries-title">
      <h2 id="deliveries-title">Deliveries</h2>
      <p className="muted">
        Every message waits here until Discord accepts it. Network failures and Discord's own errors are tried
        again, later each time; when Discord asks the site to slow down, it waits as long as Discord says. A
        message Discord refuses (a webhook deleted in Discord: 404 Unknown Webhook), or that failed eight
        times in a row, is parked: put the webhook right, then Retry.
      </p>
      <Field id="discord-state" label="Show" noMessage>
        <select
          id="discord-state"
          value={state ?? ''}
          onChange={(e) => setParams(e.target.value ? { state: e.target.value } : {})}
        >
          <option value="">All</option>
          {DELIVERY_STATES.map((s) => (
            <option key={s} value={s}>
              {STATE_TEXT[s]}
            </option>
          ))}
        </select>
      </Field>
      <p role="status" className="muted">
        {retry.data?.message ?? ''}
      </p>
      <FailureAlert message={changeFailureText(retry.error)} />
      <ListState query={list} what="deliveries" />
      {list.data && list.data.data.length === 0 && <p>No deliveries.</p>}
      {list.data && list.data.data.length > 0 && (
        <ScrollRegion className="console-table" label="Deliveries">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Written (Manila)</th>
                <th scope="col">Webhook</th>
                <th scope="col">Announces</th>
                <th scope="col">State</th>
                <th scope="col">Tries</th>
                <th scope="col">Last answer</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {list.data.data.map((row) => (
                <tr key={row.id} data-testid="discord-delivery">
                  <td>
                    <time dateTime={row.createdAt}>{manilaDateTime(row.createdAt)}</time>
                  </td>
                  <td>{row.webhookName}</td>
                  <td>
                    {EVENT_TEXT[row.event]}: {row.subject}
                  </td>
                  <td>
                    {STATE_TEXT[row.state]}
                    {row.state === 'waiting' && row.nextAttemptAt && (
                      <span className="muted"> (next try {manilaDateTime(row.nextAttemptAt)})</span>
                    )}
                    {row.doneAt && <span className="muted"> {manilaDateTime(row.doneAt)}</span>}
                  </td>
                  <td>{row.attempts}</td>
                  <td>{row.lastAnswer ?? '—'}</td>
                  <td>
                    {row.state === 'parked' && (
                      <RowAction
                        action="Retry"
                        name={`delivery ${row.id}`}
                        disabled={retry.isPending}
                        onClick={() => retry.mutate(row.id)}
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {list.data && (
        <PagerNav
          target={`/admin/discord?${state ? `state=${state}` : ''}`}
          page={list.data.page}
          lastPage={list.data.last_page}
          label="Deliveries pages"
        />
      )}
    </section>
  );
}

export default DiscordPage;
