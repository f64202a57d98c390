import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  CHARACTER_SERVICES,
  type CharacterService,
  ORDER_STATUSES,
  type OrderStatus,
  priceText,
  REFUSAL_TEXT,
  SERVICE_LABEL,
} from '#shared/character-services.ts';
import type { AdminCharacterOrder } from '#shared/contracts/character-services.ts';
import { schoolName } from '#shared/schools.ts';
import { adminCharacterOrdersQueryOptions, type OrderFilters } from '../../api/admin-characters.ts';
import { Link } from '../../router/link.tsx';
import { useSearchParams } from '../../router/location.ts';
import { Field } from '../../ui/field.tsx';
import { PagerNav, pageParam } from '../../ui/pager-nav.tsx';
import { ScrollRegion } from '../../ui/scroll-region.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { manilaDateTime } from './audit-filters.ts';
import { ServiceSettingsForm } from './character-services-settings.tsx';
import { ListState } from './console-notes.tsx';
import { useStaff } from './use-staff.ts';

const STATUS_TEXT: Record<OrderStatus, string> = {
  waiting: 'Waiting for the game',
  done: 'Done',
  refused: 'Refused',
};

const isStatus = (value: string | null): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value ?? '');
const isService = (value: string | null): value is CharacterService =>
  (CHARACTER_SERVICES as readonly string[]).includes(value ?? '');

function filtersOf(params: URLSearchParams): OrderFilters {
  const status = params.get('status');
  const service = params.get('service');
  return {
    status: isStatus(status) ? status : '',
    service: isService(service) ? service : '',
    player: params.get('player')?.trim() ?? '',
    page: pageParam(params.get('page')),
  };
}

/** The filters as an address query, without the empty ones; the page only past the first. */
function queryOf(filters: OrderFilters): string {
  const query = new URLSearchParams();
  if (filters.status) query.set('status', filters.status);
  if (filters.service) query.set('service', filters.service);
  if (filters.player) query.set('player', filters.player);
  if (filters.page > 1) query.set('page', String(filters.page));
  return query.toString();
}

function ordered(order: AdminCharacterOrder): string {
  if (order.service === 'school' && order.newSchool !== null) return `to ${schoolName(order.newSchool)}`;
  if (order.service === 'rename' && order.newName !== null) return `to ${order.newName}`;
  return '';
}

function stateOf(order: AdminCharacterOrder): string {
  if (order.status !== 'refused') return STATUS_TEXT[order.status];
  const why = order.reason ? REFUSAL_TEXT[order.reason] : 'no reason given';
  return `${order.price > 0 ? 'Refunded' : 'Refused'}: ${why}`;
}

function Filters({ filters, onApply }: { filters: OrderFilters; onApply: (next: OrderFilters) => void }) {
  const [player, setPlayer] = useState(filters.player);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...filters, player: player.trim(), page: 1 });
  };
  return (
    <form className="console-filters" aria-label="Filter orders" onSubmit={submit}>
      <Field id="orders-status" label="State" noMessage>
        <select
          id="orders-status"
          value={filters.status}
          onChange={(e) =>
            onApply({ ...filters, status: isStatus(e.target.value) ? e.target.value : '', page: 1 })
          }
        >
          <option value="">All</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_TEXT[s]}
            </option>
          ))}
        </select>
      </Field>
      <Field id="orders-service" label="Service" noMessage>
        <select
          id="orders-service"
          value={filters.service}
          onChange={(e) =>
            onApply({ ...filters, service: isService(e.target.value) ? e.target.value : '', page: 1 })
          }
        >
          <option value="">All</option>
          {CHARACTER_SERVICES.map((s) => (
            <option key={s} value={s}>
              {SERVICE_LABEL[s]}
            </option>
          ))}
        </select>
      </Field>
      <Field id="orders-player" label="Player (user ID or number)" noMessage>
        <input id="orders-player" value={player} maxLength={40} onChange={(e) => setPlayer(e.target.value)} />
      </Field>
      <button type="submit" className="btn btn--small">
        Show
      </button>
    </form>
  );
}

/**
 * /admin/character-services (docs/product/character-services.md, Console): the players' orders, newest
 * first, with the game's answer (players.read); and, for administrators (game.manage), the settings.
 */
function CharacterServicesPage() {
  usePageTitle('Character services');
  const staff = useStaff();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const list = useQuery(adminCharacterOrdersQueryOptions(filters));
  const apply = (next: OrderFilters) => setParams(new URLSearchParams(queryOf(next)));

  return (
    <section aria-labelledby="character-services-title">
      <h1 id="character-services-title" className="crumb">
        Character services
      </h1>
      <h2>Orders</h2>
      <Filters key={filters.player} filters={filters} onApply={apply} />
      <ListState query={list} what="orders" />
      {list.data && list.data.orders.length === 0 && <p>No orders.</p>}
      {list.data && list.data.orders.length > 0 && (
        <>
          <ScrollRegion className="console-table" label="Character service orders">
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">Order</th>
                  <th scope="col">Player</th>
                  <th scope="col">Character</th>
                  <th scope="col">Service</th>
                  <th scope="col">Price</th>
                  <th scope="col">State</th>
                </tr>
              </thead>
              <tbody>
                {list.data.orders.map((o) => (
                  <tr key={o.id} data-testid="character-order">
                    <td>
                      {o.id}{' '}
                      <time className="muted" dateTime={o.createdAt}>
                        {manilaDateTime(o.createdAt)}
                      </time>
                    </td>
                    <td>
                      <Link to={`/admin/players/${o.userNum}`}>{o.userId}</Link>
                    </td>
                    <td>
                      {o.chaName} <span className="muted">({o.chaNum})</span>
                    </td>
                    <td>
                      {SERVICE_LABEL[o.service]} {ordered(o)}
                    </td>
                    <td>{o.currency ? priceText(o.price, o.currency) : 'Free'}</td>
                    <td>
                      {stateOf(o)}
                      {o.settledAt && <span className="muted"> {manilaDateTime(o.settledAt)}</span>}
                      {o.status === 'waiting' && o.lastError && (
                        <span className="muted"> (the game answered with an error: {o.lastError})</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          <PagerNav
            target={`/admin/character-services?${queryOf({ ...filters, page: 1 })}`}
            page={list.data.page}
            lastPage={list.data.lastPage}
            label="Order pages"
          />
        </>
      )}
      {staff.permissions.includes('game.manage') && <ServiceSettingsForm />}
    </section>
  );
}

export default CharacterServicesPage;
