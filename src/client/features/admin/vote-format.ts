import type { AdminVote } from '#shared/contracts/votes.ts';
import { formatWhole } from '#shared/numbers.ts';
import { CURRENCY_LABEL } from '#shared/shop-rules.ts';
import { VOTE_REFUSAL_TEXT } from '#shared/votes.ts';

/** What a vote came to, as one cell says it. */
export function voteResult(vote: Pick<AdminVote, 'outcome' | 'reason' | 'rewardAmount' | 'rewardCurrency'>) {
  if (vote.outcome === 'credited' && vote.rewardAmount !== null && vote.rewardCurrency) {
    return `Credited ${formatWhole(vote.rewardAmount)} ${CURRENCY_LABEL[vote.rewardCurrency]}`;
  }
  return `Refused: ${vote.reason ? VOTE_REFUSAL_TEXT[vote.reason] : 'no reason given'}`;
}
