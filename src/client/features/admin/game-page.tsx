import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { GameConsole } from '#shared/contracts/admin-game.ts';
import { adminGameApi, adminGameKeys, adminGameQueryOptions } from '../../api/admin-game.ts';
import { ApiError } from '../../api/client.ts';
import { ScrollRegion } from '../../ui/scroll-region.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { manilaDateTime } from './audit-filters.ts';
import { FailureAlert, ListState } from './console-notes.tsx';
import { RowAction } from './list-row-actions.tsx';

const reachability = (game: GameConsole) =>
  !game.configured
    ? 'Off: no game database is configured (GAME_DATABASE_URL); the site keeps its own world.'
    : game.reachable === null
      ? 'Not tried yet.'
      : game.reachable
        ? 'Reachable.'
        : `Unreachable: ${game.lastError ?? 'no answer'}. Work waits in the outbox.`;

function age(seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < 120) return `${seconds} s`;
  if (seconds < 7200) return `${Math.floor(seconds / 60)} min`;
  return `${Math.floor(seconds / 3600)} h`;
}

/**
 * /admin/game: the game bridge (docs/product/game-bridge.md): whether the game's database answers, when it
 * last did, the outbox's depth and oldest row, and the rows parked after failing, each with its error and
 * a Retry (audited on the server).
 */
function GamePage() {
  usePageTitle('Game');
  const game = useQuery(adminGameQueryOptions());
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const retry = useMutation({
    mutationFn: adminGameApi.retry,
    onSuccess: (answer) => {
      setNote(answer.message);
      void queryClient.invalidateQueries({ queryKey: adminGameKeys.console });
    },
  });
  const data = game.data;
  return (
    <section aria-labelledby="game-title">
      <h1 id="game-title" className="crumb">
        Game
      </h1>
      <ListState query={game} what="the game bridge" />
      {data && (
        <>
          <dl className="player-facts" data-testid="game-status">
            <div>
              <dt>Game database</dt>
              <dd>{reachability(data)}</dd>
            </div>
            <div>
              <dt>Profile</dt>
              <dd>{data.profile ?? '—'}</dd>
            </div>
            <div>
              <dt>Last contact (Manila)</dt>
              <dd>{data.lastContactAt ? manilaDateTime(data.lastContactAt) : '—'}</dd>
            </div>
            <div>
              <dt>Outbox</dt>
              <dd>
                {data.outbox.waiting} waiting, {data.outbox.parked} parked; oldest{' '}
                {age(data.outbox.oldestAgeSeconds)}
              </dd>
            </div>
          </dl>
          {data.warnings.map((warning) => (
            <p key={warning} className="console-form__hint" role="note">
              {warning}
            </p>
          ))}
          <h2>Parked rows</h2>
          <p role="status" className="muted">
            {note}
          </p>
          <FailureAlert
            message={
              retry.error instanceof ApiError && retry.error.body?.message
                ? retry.error.body.message
                : retry.error && 'It could not be put back in the queue. Please try again.'
            }
          />
          {data.parked.length === 0 ? (
            <p>Nothing is parked.</p>
          ) : (
            <ScrollRegion className="console-table" label="Parked outbox rows">
              <table className="data-table">
                <thead>
                  <tr>
                    <th scope="col">Row</th>
                    <th scope="col">Work</th>
                    <th scope="col">Game login</th>
                    <th scope="col">Tries</th>
                    <th scope="col">Error</th>
                    <th scope="col">Parked (Manila)</th>
                    <th scope="col">Action</th>
                  </tr>
                </thead>
                <tbody>
                  {data.parked.map((row) => (
                    <tr key={row.id} data-testid="parked-row">
                      <td>{row.id}</td>
                      <td>{row.kind}</td>
                      <td>{row.gameUserId}</td>
                      <td>{row.attempts}</td>
                      <td>{row.lastError ?? '—'}</td>
                      <td>
                        <time dateTime={row.parkedAt}>{manilaDateTime(row.parkedAt)}</time>
                      </td>
                      <td>
                        <RowAction
                          action="Retry"
                          name={`outbox row ${row.id}`}
                          disabled={retry.isPending}
                          onClick={() => {
                            setNote('');
                            retry.mutate(row.id);
                          }}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )}
        </>
      )}
    </section>
  );
}

export default GamePage;
