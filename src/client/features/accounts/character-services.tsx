import { useState } from 'react';
import type { CharacterService } from '#shared/character-services.ts';
import { className } from '#shared/classes.ts';
import type { AccountUser } from '#shared/contracts/accounts.ts';
import type { CharacterOrder, CharacterState, ServiceOffer } from '#shared/contracts/character-services.ts';
import accountsEn from '#shared/i18n/accounts.en.ts';
import { manilaDateTime } from '#shared/manila-time.ts';
import { schoolName } from '#shared/schools.ts';
import { useServicesState } from '../../api/characters.ts';
import { useT } from '../../i18n/language.tsx';
import { registerArea, type Translate } from '../../i18n/messages.ts';
import {
  StackBody,
  StackCell,
  StackColumn,
  StackHead,
  StackRow,
  StackRowHeader,
  StackTable,
} from '../../ui/stack-table.tsx';
import { priceLabel, REFUSAL_ID, SERVICE_ID } from './labels.ts';
import { ServiceDialog } from './service-dialog.tsx';

registerArea(accountsEn, { fil: () => import('#shared/i18n/accounts.fil.ts') });

/** The characters as the account's own read lists them: the page without character services. */
function CharacterTable({ user }: { user: AccountUser }) {
  const t = useT();
  if (user.characters.length === 0) return <p>{t('accounts.characters.none')}</p>;
  return (
    <table className="data-table" data-testid="characters">
      <caption>{t('accounts.characters.yours')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('accounts.characters.name')}</th>
          <th scope="col">{t('accounts.characters.level')}</th>
          <th scope="col">{t('accounts.characters.class')}</th>
          <th scope="col">{t('accounts.characters.school')}</th>
          <th scope="col">{t('accounts.characters.guild')}</th>
        </tr>
      </thead>
      <tbody>
        {user.characters.map((c) => (
          <tr key={c.ChaNum}>
            <td>
              {c.ChaName}
              {c.ChaOnline && <span className="in-game">{t('accounts.characters.inGame')}</span>}
            </td>
            <td>
              {c.ChaLevel}
              {c.ChaReborn > 0 && ` · ${t('accounts.characters.reborn', { reborn: c.ChaReborn })}`}
            </td>
            <td>{className(c.ChaClass)}</td>
            <td>{schoolName(c.ChaSchool)}</td>
            <td>{c.GuildName ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function presence(t: Translate, online: boolean | null): string {
  if (online === null) return '';
  return ` · ${t(online ? 'accounts.characters.online' : 'accounts.characters.offline')}`;
}

function CharacterCard({
  character,
  offers,
  onOrder,
}: {
  character: CharacterState;
  offers: ServiceOffer[];
  onOrder: (service: CharacterService) => void;
}) {
  const t = useT();
  const titleId = `character-${character.chaNum}`;
  return (
    <li className="character-card" aria-labelledby={titleId} data-testid="character-card">
      <h3 id={titleId}>{character.name}</h3>
      <p className="character-card__meta">
        {t('accounts.characters.meta', { level: character.level, school: schoolName(character.school) })}
        {presence(t, character.online)}
      </p>
      {offers.length > 0 && (
        <ul
          className="character-card__services"
          aria-label={t('accounts.characters.servicesFor', { name: character.name })}
        >
          {offers.map((offer) => {
            const block = character.services[offer.service];
            const service = t(SERVICE_ID[offer.service]);
            return (
              <li key={offer.service}>
                <span className="character-card__service">{service}</span>
                <span className="character-card__price">{priceLabel(t, offer.price, offer.currency)}</span>
                {block ? (
                  <span className="character-card__why">{block.message}</span>
                ) : (
                  <button
                    type="button"
                    className="btn"
                    aria-label={t('accounts.characters.order', { service, name: character.name })}
                    onClick={() => onOrder(offer.service)}
                  >
                    {service}…
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}

/** An order's state as the player reads it. */
function statusText(t: Translate, order: CharacterOrder): string {
  if (order.status === 'waiting') return t('accounts.orders.waiting');
  if (order.status === 'done') return t('accounts.orders.done');
  const why = t(order.reason ? REFUSAL_ID[order.reason] : 'accounts.refusal.unknown');
  return t(order.price > 0 ? 'accounts.orders.refunded' : 'accounts.orders.refused', { why });
}

function whatOf(t: Translate, order: CharacterOrder): string {
  if (order.service === 'school' && order.newSchool !== null)
    return t('accounts.orders.schoolTo', { school: schoolName(order.newSchool) });
  if (order.service === 'rename' && order.newName !== null)
    return t('accounts.orders.renameTo', { name: order.newName });
  return t(SERVICE_ID[order.service]);
}

function Orders({ orders }: { orders: CharacterOrder[] }) {
  const t = useT();
  if (orders.length === 0) return null;
  // A heading rather than a caption: on phones the table's parts become blocks, and a caption would be
  // squeezed into the first column's width.
  return (
    <div className="table-scroll">
      <h3 id="character-orders-title" className="character-orders__title">
        {t('accounts.orders.title')}
      </h3>
      <StackTable
        className="data-table character-orders"
        data-testid="character-orders"
        aria-labelledby="character-orders-title"
      >
        <StackHead>
          <StackRow>
            <StackColumn>{t('accounts.orders.character')}</StackColumn>
            <StackColumn>{t('accounts.orders.service')}</StackColumn>
            <StackColumn>{t('accounts.orders.price')}</StackColumn>
            <StackColumn>{t('accounts.orders.ordered')}</StackColumn>
            <StackColumn>{t('accounts.orders.state')}</StackColumn>
          </StackRow>
        </StackHead>
        <StackBody>
          {orders.map((order) => (
            <StackRow key={order.id} data-testid="character-order">
              <StackRowHeader className="stack-table__title">{order.chaName}</StackRowHeader>
              <StackCell data-label={t('accounts.orders.service')}>{whatOf(t, order)}</StackCell>
              <StackCell data-label={t('accounts.orders.price')}>
                {order.currency ? priceLabel(t, order.price, order.currency) : t('accounts.free')}
              </StackCell>
              <StackCell data-label={t('accounts.orders.ordered')}>
                {manilaDateTime(order.createdAt)}
              </StackCell>
              <StackCell
                data-label={t('accounts.orders.state')}
                className={`character-order--${order.status}`}
              >
                {statusText(t, order)}
              </StackCell>
            </StackRow>
          ))}
        </StackBody>
      </StackTable>
    </div>
  );
}

/**
 * The account page's characters (docs/product/character-services.md): with the game bridge, each character
 * with the services it may have now, their prices and why not, a confirm step, and the orders; without it
 * (the services answer 404), the plain list.
 */
export function CharacterSection({ user }: { user: AccountUser }) {
  const t = useT();
  const services = useServicesState();
  const [ordering, setOrdering] = useState<{ chaNum: number; service: CharacterService } | null>(null);
  const state = services.data;
  if (!state) return <CharacterTable user={user} />;
  const offers = state.offers.filter((offer) => offer.enabled);
  const character = ordering && state.characters.find((c) => c.chaNum === ordering.chaNum);
  const offer = ordering && offers.find((o) => o.service === ordering.service);
  return (
    <>
      {state.characters.length === 0 ? (
        <p>{t('accounts.characters.none')}</p>
      ) : (
        <ul className="character-cards" aria-label={t('accounts.characters.yours')}>
          {state.characters.map((c) => (
            <CharacterCard
              key={c.chaNum}
              character={c}
              offers={offers}
              onOrder={(service) => setOrdering({ chaNum: c.chaNum, service })}
            />
          ))}
        </ul>
      )}
      {!state.gameAnswered && state.characters.length > 0 && (
        <p className="character-services__note" role="status">
          {t('accounts.characters.gameSilent')}
        </p>
      )}
      {offers.length > 0 && (
        <p className="character-services__note">{t('accounts.characters.servicesNote')}</p>
      )}
      <Orders orders={state.orders} />
      {character && offer && (
        <ServiceDialog
          character={character}
          offer={offer}
          balances={{ rcoin: user.UserPoint, milleage: user.UserPoint2 }}
          onClose={() => setOrdering(null)}
        />
      )}
    </>
  );
}
