import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { GameCheck, GameStatus, ParkedRow } from '#shared/contracts/admin-game.ts';
import {
  adminGameApi,
  adminGameCheckQueryOptions,
  adminGameKeys,
  adminGameStatusQueryOptions,
} from '../../api/admin-game.ts';
import { ScrollRegion } from '../../ui/scroll-region.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { manilaDateTime } from './audit-filters.ts';
import { FailureAlert, ListState } from './console-notes.tsx';
import { saveFailureText } from './failure-text.ts';
import { GameServerStatus } from './game-server-status.tsx';
import { RowAction } from './list-row-actions.tsx';

const KIND_TEXT: Record<ParkedRow['kind'], string> = {
  create_login: 'Create the game login',
  set_ban: 'Set the ban',
  deliver_items: 'Deliver items to the item bank',
  cancel_item: 'Cancel an item in the item bank',
  character_service: 'A character service (unstuck, school, rename)',
};

const LEVEL_TEXT: Record<GameCheck['findings'][number]['level'], string> = {
  ok: 'OK',
  warn: 'Warning',
  error: 'Problem',
};

/**
 * /admin/game: the bridge to the game's own database (docs/product/game-bridge.md): whether it answers,
 * what waits in the outbox and how long, the rows parked after failing too often (each with its error and a
 * retry), the game server's status as players see it with the maintenance form (game-server-status.tsx),
 * and the profile check `npm run game:check` prints, on demand.
 */
function GamePage() {
  usePageTitle('Game');
  const status = useQuery(adminGameStatusQueryOptions());
  return (
    <section aria-labelledby="game-title">
      <h1 id="game-title" className="crumb">
        Game
      </h1>
      <ListState query={status} what="game bridge's state" />
      {status.data?.bridge === 'off' && (
        <p>
          No game database is configured, so the site keeps its own accounts and items and nothing reaches the
          game. To connect the Ran server, set <code>GAME_DATABASE_URL</code> and <code>GAME_PROFILE</code> as
          the operator's guide says (docs/product/game-bridge.md), run <code>npm run game:check</code>, and
          restart the site.
        </p>
      )}
      {status.data?.bridge === 'on' && <BridgeState status={status.data} />}
      <GameServerStatus />
      {status.data && <ProfileCheck />}
    </section>
  );
}

function BridgeState({ status }: { status: Extract<GameStatus, { bridge: 'on' }> }) {
  const connection =
    status.reachable === null ? 'Not tried yet' : status.reachable ? 'Answering' : 'Not answering';
  return (
    <>
      {status.passwordForm === 'plain' && (
        <p role="note" className="console__failed">
          The plain profile: the game's database keeps every game password as the player typed it. Anyone who
          reads that database reads them. Prefer a build that stores a hashed form.
        </p>
      )}
      <dl className="game-facts" data-testid="game-state">
        <Fact term="Connection">{connection}</Fact>
        <Fact term="Last contact">
          {status.lastContactAt ? manilaDateTime(status.lastContactAt) : 'None since the site started'}
        </Fact>
        {status.lastError && <Fact term="Last error">{status.lastError}</Fact>}
        <Fact term="Profile">
          {status.profile} (game passwords{' '}
          {status.passwordForm === 'plain' ? 'as typed' : 'as MD5, 19 characters'})
        </Fact>
        <Fact term="Waiting to be delivered">
          {status.outbox.waiting}
          {status.outbox.parked > 0 && ` (${status.outbox.parked} parked)`}
        </Fact>
        <Fact term="Oldest waiting since">
          {status.outbox.oldestAt ? manilaDateTime(status.outbox.oldestAt) : 'Nothing waits'}
        </Fact>
      </dl>
      <ParkedRows rows={status.parkedRows} />
    </>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function ParkedRows({ rows }: { rows: ParkedRow[] }) {
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const retry = useMutation({
    mutationFn: adminGameApi.retry,
    onSuccess: (answer) => {
      setNote(answer.message);
      void queryClient.invalidateQueries({ queryKey: adminGameKeys.status });
    },
  });
  return (
    <section aria-labelledby="parked-title">
      <h2 id="parked-title">Parked</h2>
      <p className="muted">
        Work the game refused eight times in a row waits here with its error, holding up later work for the
        same login only. Fix the cause (the error says what the game answered), then retry.
      </p>
      <p role="status" className="muted">
        {note}
      </p>
      <FailureAlert message={saveFailureText(retry.error)} />
      {rows.length === 0 ? (
        <p>Nothing is parked.</p>
      ) : (
        <ScrollRegion className="console-table" label="Parked rows">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Parked (Manila)</th>
                <th scope="col">Work</th>
                <th scope="col">Login</th>
                <th scope="col">Tries</th>
                <th scope="col">Error</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-testid="parked-row">
                  <td>
                    <time dateTime={row.parkedAt}>{manilaDateTime(row.parkedAt)}</time>
                  </td>
                  <td>{KIND_TEXT[row.kind]}</td>
                  <td>{row.gameUserId}</td>
                  <td>{row.attempts}</td>
                  <td>{row.error ?? '—'}</td>
                  <td>
                    <RowAction
                      action="Retry"
                      name={`row ${row.id}`}
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
    </section>
  );
}

function ProfileCheck() {
  const check = useQuery(adminGameCheckQueryOptions());
  return (
    <section aria-labelledby="check-title">
      <h2 id="check-title">Profile check</h2>
      <p className="muted">
        Reads the game's tables without writing: that they exist with the columns and types the profile
        expects, required columns the bridge would leave empty, and whether stored passwords look like the
        profile's form. The same as <code>npm run game:check</code>.
      </p>
      <button
        type="button"
        className="btn btn--small"
        disabled={check.isFetching}
        onClick={() => void check.refetch()}
      >
        {check.isFetching ? 'Checking…' : 'Run the check'}
      </button>
      {check.isError && <FailureAlert message="The check could not be run. Please try again." />}
      {check.data && (
        <ul aria-label="Findings">
          {check.data.findings.map((finding, index) => (
            // The findings have no identity of their own; their order is the check's.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} data-level={finding.level}>
              <strong>{LEVEL_TEXT[finding.level]}:</strong> {finding.text}
              {finding.fix && <span className="muted"> {finding.fix}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default GamePage;
