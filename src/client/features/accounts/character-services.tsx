import { useState } from 'react';
import { type CharacterService, priceText, REFUSAL_TEXT, SERVICE_LABEL } from '#shared/character-services.ts';
import { className } from '#shared/classes.ts';
import type { AccountUser } from '#shared/contracts/accounts.ts';
import type { CharacterOrder, CharacterState, ServiceOffer } from '#shared/contracts/character-services.ts';
import { manilaDateTime } from '#shared/manila-time.ts';
import { schoolName } from '#shared/schools.ts';
import { useServicesState } from '../../api/characters.ts';
import {
  StackBody,
  StackCell,
  StackColumn,
  StackHead,
  StackRow,
  StackRowHeader,
  StackTable,
} from '../../ui/stack-table.tsx';
import { ServiceDialog } from './service-dialog.tsx';

/** The characters as the account's own read lists them: the page without character services. */
function CharacterTable({ user }: { user: AccountUser }) {
  if (user.characters.length === 0) return <p>No characters yet. Create one in the game client.</p>;
  return (
    <table className="data-table" data-testid="characters">
      <caption>Your characters</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Level</th>
          <th scope="col">Class</th>
          <th scope="col">School</th>
          <th scope="col">Guild</th>
        </tr>
      </thead>
      <tbody>
        {user.characters.map((c) => (
          <tr key={c.ChaNum}>
            <td>
              {c.ChaName}
              {c.ChaOnline && <span className="in-game">In game</span>}
            </td>
            <td>
              {c.ChaLevel}
              {c.ChaReborn > 0 && ` · Reborn ${c.ChaReborn}`}
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

function presence(online: boolean | null): string {
  if (online === null) return '';
  return online ? ' · In the game now' : ' · Offline';
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
  const titleId = `character-${character.chaNum}`;
  return (
    <li className="character-card" aria-labelledby={titleId} data-testid="character-card">
      <h3 id={titleId}>{character.name}</h3>
      <p className="character-card__meta">
        Level {character.level} · {schoolName(character.school)}
        {presence(character.online)}
      </p>
      {offers.length > 0 && (
        <ul className="character-card__services" aria-label={`Services for ${character.name}`}>
          {offers.map((offer) => {
            const block = character.services[offer.service];
            return (
              <li key={offer.service}>
                <span className="character-card__service">{SERVICE_LABEL[offer.service]}</span>
                <span className="character-card__price">{priceText(offer.price, offer.currency)}</span>
                {block ? (
                  <span className="character-card__why">{block.message}</span>
                ) : (
                  <button
                    type="button"
                    className="btn"
                    aria-label={`${SERVICE_LABEL[offer.service]} ${character.name}`}
                    onClick={() => onOrder(offer.service)}
                  >
                    {SERVICE_LABEL[offer.service]}…
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
function statusText(order: CharacterOrder): string {
  if (order.status === 'waiting') return 'Waiting for the game';
  if (order.status === 'done') return 'Done';
  const why = order.reason ? REFUSAL_TEXT[order.reason] : 'the game refused it';
  return order.price > 0 ? `Refunded: ${why}` : `Refused: ${why}`;
}

function whatOf(order: CharacterOrder): string {
  if (order.service === 'school' && order.newSchool !== null)
    return `${SERVICE_LABEL.school} to ${schoolName(order.newSchool)}`;
  if (order.service === 'rename' && order.newName !== null)
    return `${SERVICE_LABEL.rename} to ${order.newName}`;
  return SERVICE_LABEL[order.service];
}

function Orders({ orders }: { orders: CharacterOrder[] }) {
  if (orders.length === 0) return null;
  // A heading rather than a caption: on phones the table's parts become blocks, and a caption would be
  // squeezed into the first column's width.
  return (
    <div className="table-scroll">
      <h3 id="character-orders-title" className="character-orders__title">
        Your service orders
      </h3>
      <StackTable
        className="data-table character-orders"
        data-testid="character-orders"
        aria-labelledby="character-orders-title"
      >
        <StackHead>
          <StackRow>
            <StackColumn>Character</StackColumn>
            <StackColumn>Service</StackColumn>
            <StackColumn>Price</StackColumn>
            <StackColumn>Ordered</StackColumn>
            <StackColumn>State</StackColumn>
          </StackRow>
        </StackHead>
        <StackBody>
          {orders.map((order) => (
            <StackRow key={order.id} data-testid="character-order">
              <StackRowHeader className="stack-table__title">{order.chaName}</StackRowHeader>
              <StackCell data-label="Service">{whatOf(order)}</StackCell>
              <StackCell data-label="Price">
                {order.currency ? priceText(order.price, order.currency) : 'Free'}
              </StackCell>
              <StackCell data-label="Ordered">{manilaDateTime(order.createdAt)}</StackCell>
              <StackCell data-label="State" className={`character-order--${order.status}`}>
                {statusText(order)}
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
        <p>No characters yet. Create one in the game client.</p>
      ) : (
        <ul className="character-cards" aria-label="Your characters">
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
          The game is not answering right now, so whether a character is online is not known: an order waits
          for the game and is carried out once it is back.
        </p>
      )}
      {offers.length > 0 && (
        <p className="character-services__note">
          A service is carried out while the character is out of the game; if the game refuses it, the price
          comes back.
        </p>
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
