import { CHARACTER_MESSAGES, CHARACTER_SERVICES, type CharacterService } from '#shared/character-services.ts';
import { ACCOUNT_MESSAGES } from '#shared/contracts/accounts.ts';
import type { CharacterState, OrderPlaced, ServicesState } from '#shared/contracts/character-services.ts';
import { isSchoolId } from '#shared/schools.ts';
import { type ExpectedPrice, priceDiffers } from '#shared/shop-rules.ts';
import { logChange } from '../../db/audited.ts';
import { isBlocked } from '../../db/bans.ts';
import type { Db } from '../../db/database.ts';
import type { IdempotencyClaim } from '../../db/idempotency-repository.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http-error.ts';
import type { GameBridge } from '../game/bridge.ts';
import {
  type CharacterChange,
  deliverSoon,
  type GameCharacter,
  liveCharacter,
  liveCharacters,
  nameTakenInGame,
  queueCharacterChange,
} from '../game/character-changes.ts';
import { type BalanceNotices, getBalances, moneyTransaction, moveMoney } from '../wallet/service.ts';
import { CHARACTER_ORDER, ledgerReference, toOrder } from './orders.ts';
import * as repo from './repository.ts';
import { gameStartOf, offersOf, serviceSetting } from './settings.ts';

/**
 * Character services for the player (docs/product/character-services.md): what each character may have
 * now, and an order: its price taken through the ledger, the order and its outbox row in one money
 * transaction. The game's conditional update decides; characters/game-settle.ts books its answer.
 */

/** Orders the account page lists, newest first. */
const ORDERS_SHOWN = 20;

const MINUTE = 60_000;

/** What the checks know of a character: the game's word when it answered, else the site's copy. */
interface Known {
  name: string;
  level: number;
  school: number;
  online: boolean | null;
  inGuild: boolean | null;
}

function knownOf(
  copy: { cha_name: string; cha_level: number; cha_school: number },
  live: GameCharacter | null,
): Known {
  return {
    name: live?.name ?? copy.cha_name,
    level: live?.level ?? copy.cha_level,
    school: live && isSchoolId(live.school) ? live.school : copy.cha_school,
    online: live ? live.online : null,
    inGuild: live ? live.inGuild : null,
  };
}

/** Why the character cannot have the service now (the offer, its state, the cooldown), or null. */
function blockOf(
  settings: repo.SettingsRow,
  service: CharacterService,
  character: Known,
  cooldownStart: Date | undefined,
  now: Date,
): CharacterState['services'][CharacterService] {
  const setting = serviceSetting(settings, service);
  const block = (reason: NonNullable<CharacterState['services']['rename']>['reason'], message: string) => ({
    reason,
    message,
    until: null,
  });
  if (!setting.enabled) return block('off', CHARACTER_MESSAGES.off(service));
  if (character.online) return block('online', CHARACTER_MESSAGES.online(character.name));
  if (service === 'school') {
    if (character.inGuild) return block('in_guild', CHARACTER_MESSAGES.inGuild(character.name));
    if (character.level < settings.school_min_level)
      return block('level', CHARACTER_MESSAGES.level(character.name, settings.school_min_level));
  }
  const ends = cooldownStart ? cooldownStart.getTime() + setting.cooldownMinutes * MINUTE : 0;
  if (ends > now.getTime()) {
    return {
      reason: 'cooldown',
      message: CHARACTER_MESSAGES.cooldown(service, character.name, (ends - now.getTime()) / MINUTE),
      until: new Date(ends).toISOString(),
    };
  }
  return null;
}

/** GET /api/characters/services: the offers, each character's state and what it may have, the recent orders. */
export async function servicesState(
  db: Db,
  bridge: GameBridge | null,
  user: { userNum: number; userId: string },
  now: Date,
): Promise<ServicesState> {
  if (!bridge) throw notFound(CHARACTER_MESSAGES.notOffered);
  const [settings, copy, orders] = await Promise.all([
    repo.readSettings(db),
    repo.siteCharacters(db, user.userNum),
    repo.playerOrders(db, user.userNum, ORDERS_SHOWN),
  ]);
  const [live, starts] = await Promise.all([
    copy.length > 0 ? liveCharacters(bridge, user.userId) : Promise.resolve([]),
    repo.cooldownStarts(
      db,
      copy.map((c) => c.cha_num),
    ),
  ]);
  const characters = copy.map((c): CharacterState => {
    const inGame = live?.find((g) => g.chaNum === c.cha_num) ?? null;
    const known = knownOf(c, inGame);
    // The game answered and has no such character of this login (or it is deleted): nothing is offered.
    const gone = live !== null && (!inGame || inGame.deleted);
    const services = Object.fromEntries(
      CHARACTER_SERVICES.map((service) => [
        service,
        gone
          ? { reason: 'gone' as const, message: CHARACTER_MESSAGES.unknownCharacter, until: null }
          : blockOf(
              settings,
              service,
              known,
              starts.find((s) => s.cha_num === c.cha_num && s.service === service)?.created_at,
              now,
            ),
      ]),
    ) as CharacterState['services'];
    return {
      chaNum: c.cha_num,
      name: known.name,
      level: known.level,
      school: known.school,
      online: known.online,
      inGuild: known.inGuild,
      services,
    };
  });
  return {
    offers: offersOf(settings),
    gameAnswered: live !== null,
    characters,
    orders: orders.map(toOrder),
  };
}

export type OrderRequest = {
  userNum: number;
  userId: string;
  ip: string;
  chaNum: number;
  /** The price and currency the player confirmed; {} (an older client) pays the price in force. */
  expected: ExpectedPrice;
} & ({ service: 'unstuck' } | { service: 'school'; school: number } | { service: 'rename'; name: string });

/** The refusals of the character's state an order meets before any money moves, the game's or the copy's. */
function checkState(request: OrderRequest, character: Known, minLevel: number): void {
  if (character.online) throw conflict(CHARACTER_MESSAGES.online(character.name));
  if (request.service === 'school') {
    if (character.inGuild) throw conflict(CHARACTER_MESSAGES.inGuild(character.name));
    if (character.level < minLevel) throw conflict(CHARACTER_MESSAGES.level(character.name, minLevel));
    if (character.school === request.school)
      throw conflict(CHARACTER_MESSAGES.sameSchool(character.name, request.school));
  }
  if (request.service === 'rename' && request.name === character.name)
    throw badRequest(CHARACTER_MESSAGES.sameName, { name: CHARACTER_MESSAGES.sameName });
}

function changeOf(request: OrderRequest, settings: repo.SettingsRow): CharacterChange {
  if (request.service === 'unstuck')
    return {
      service: 'unstuck',
      starts: [gameStartOf(settings, 0), gameStartOf(settings, 1), gameStartOf(settings, 2)],
    };
  if (request.service === 'school')
    return {
      service: 'school',
      school: request.school,
      start: gameStartOf(settings, request.school),
      minLevel: settings.school_min_level,
    };
  return { service: 'rename', name: request.name };
}

/**
 * POST /api/characters/:chaNum/{unstuck,school,rename}: one order. First a quick look at the game (online,
 * guild, level, a name taken), so most refusals cost nothing; then, in one money transaction, the account
 * and the character locked (two orders for one character wait for each other, so the cooldown holds), the
 * order, its debit (402 when the balance does not cover it) and its outbox row. The game's conditional
 * update then decides; a refusal there is refunded (game-settle.ts).
 */
export async function placeOrder(
  db: Db,
  balances: BalanceNotices,
  bridge: GameBridge | null,
  request: OrderRequest,
  idempotency: IdempotencyClaim | null | undefined,
  now: Date,
): Promise<OrderPlaced> {
  if (!bridge) throw notFound(CHARACTER_MESSAGES.notOffered);
  const settings = await repo.readSettings(db);
  const setting = serviceSetting(settings, request.service);
  if (!setting.enabled) throw conflict(CHARACTER_MESSAGES.off(request.service));
  // The order is charged `setting.price`, read just above: when it is not what the player confirmed (an
  // operator changed it since the page was drawn), nothing moves and the player is told the new price.
  if (priceDiffers(request.expected, setting.price, setting.currency))
    throw conflict(CHARACTER_MESSAGES.priceChanged(setting.price, setting.currency), 'price_changed');
  const live = await liveCharacter(bridge, request.userId, request.chaNum);
  if (live === 'missing' || live?.deleted) throw notFound(CHARACTER_MESSAGES.unknownCharacter);
  if (request.service === 'rename' && (await nameTakenInGame(bridge, request.name, request.chaNum)) === true)
    throw conflict(CHARACTER_MESSAGES.nameTaken(request.name));

  const placed = await moneyTransaction(db, balances, idempotency, async (trx) => {
    const account = await repo.lockOrderingAccount(trx, request.userNum);
    if (!account || isBlocked(account, now)) throw forbidden(ACCOUNT_MESSAGES.loginBlocked);
    const copy = await repo.lockCharacter(trx, request.userNum, request.chaNum);
    if (!copy) throw notFound(CHARACTER_MESSAGES.unknownCharacter);
    const character = knownOf(copy, live);
    checkState(request, character, settings.school_min_level);
    if (request.service === 'rename' && (await repo.siteNameTaken(trx, request.name, request.chaNum)))
      throw conflict(CHARACTER_MESSAGES.nameTaken(request.name));
    const [last] = (await repo.cooldownStarts(trx, [request.chaNum])).filter(
      (s) => s.service === request.service,
    );
    const ends = last ? last.created_at.getTime() + setting.cooldownMinutes * MINUTE : 0;
    if (ends > now.getTime())
      throw conflict(
        CHARACTER_MESSAGES.cooldown(request.service, character.name, (ends - now.getTime()) / MINUTE),
      );

    const paid = setting.price > 0;
    const order = await repo.insertOrder(trx, {
      userNum: request.userNum,
      chaNum: request.chaNum,
      chaName: character.name,
      service: request.service,
      newSchool: request.service === 'school' ? request.school : null,
      newName: request.service === 'rename' ? request.name : null,
      price: setting.price,
      currency: paid ? setting.currency : null,
      createdAt: now,
    });
    const after = paid
      ? await moveMoney(trx, {
          userNum: request.userNum,
          currency: setting.currency,
          amount: -setting.price,
          source: 'purchase',
          reference: ledgerReference(order.id),
        })
      : await getBalances(trx, request.userNum);
    const outboxId = await queueCharacterChange(trx, account.user_id, {
      orderId: order.id,
      chaNum: request.chaNum,
      change: changeOf(request, settings),
    });
    await repo.setOrderOutbox(trx, order.id, outboxId);
    await logChange(
      trx,
      CHARACTER_ORDER,
      { player: request.userNum, ip: request.ip },
      {
        verb: 'place',
        id: order.id,
        after: order,
      },
    );
    return {
      message: CHARACTER_MESSAGES.queued,
      order: toOrder({ ...order, outbox_id: outboxId }),
      ...after,
    };
  });
  deliverSoon(bridge);
  return placed;
}
