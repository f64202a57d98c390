import type { GameSync } from '#shared/contracts/admin-players.ts';
import { CURRENCY_LABEL, type Currency } from '#shared/shop-rules.ts';
import { manilaDateTime } from './audit-filters.ts';

/** "Banned until 2026-12-01 10:00 (Manila): Botting", or "until lifted". */
export function banText(block: { until: string | null; reason: string | null }): string {
  const end = block.until ? `until ${manilaDateTime(block.until)} (Manila)` : 'until lifted';
  return `Banned ${end}${block.reason ? `: ${block.reason}` : ''}`;
}

/** 1,250 R-Coin; a debit keeps its sign. */
export function money(amount: number, currency: Currency): string {
  return `${amount.toLocaleString('en-US')} ${CURRENCY_LABEL[currency]}`;
}

/** Whether the account's game login is in step with the site (docs/product/game-bridge.md), in words. */
export function gameSyncText(game: GameSync): string {
  switch (game.state) {
    case 'in_step':
      return 'In step';
    case 'waiting':
      return `Waiting: ${game.queued} change(s) queued for the game`;
    case 'parked':
      return `Parked: ${game.error ?? 'the game refused a change'} (${game.queued} change(s) held)`;
    case 'password_pending':
      return "Password waiting for the player's next sign-in";
    case 'not_in_game':
      return 'No game login made by the site (an account from before the bridge)';
  }
}
