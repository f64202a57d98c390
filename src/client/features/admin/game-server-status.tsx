import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminServerStatus } from '#shared/contracts/server-status.ts';
import { adminServerStatusQueryOptions } from '../../api/admin-game.ts';
import { manilaDateTime } from './audit-filters.ts';
import { ListState } from './console-notes.tsx';
import { formatCount, SERVER_STATE_LABEL, SIMULATED_LABEL } from './dashboard-series.ts';
import { MaintenanceForm, maintenanceStateText } from './maintenance-form.tsx';
import { VersionedEdit } from './versioned-edit.tsx';

const SOURCE_TEXT: Record<AdminServerStatus['stateSource'], (address: string | null) => string> = {
  'login-server': (address) =>
    `Whether the login server at ${address} accepts a connection (GAME_LOGIN_SERVER)`,
  'game-database': () =>
    "Whether the game's database answers (set GAME_LOGIN_SERVER to ask the login server itself)",
  assumed: () => 'Nothing to ask: shown as online (no GAME_LOGIN_SERVER and no game database)',
};

/**
 * The Game page's "Server status" (docs/product/server-status.md): what every public page and the
 * launcher show players, where the state comes from, where the maintenance stands now, and the form that
 * sets it (maintenance-form.tsx).
 */
export function GameServerStatus() {
  const view = useQuery(adminServerStatusQueryOptions());
  const queries = useQueryClient();
  const data = view.data;
  return (
    <section aria-labelledby="server-status-title">
      <h2 id="server-status-title">Server status</h2>
      <p className="muted">
        What every page of the site and the game launcher's page show players, read again every 30 seconds.
      </p>
      <ListState query={view} what="server status" />
      {data && (
        <>
          <dl className="game-facts" data-testid="server-status-facts">
            <div>
              <dt>Players see</dt>
              <dd>
                {SERVER_STATE_LABEL[data.shown.state]}
                {data.shown.playersOnline !== null && `, ${formatCount(data.shown.playersOnline)} online`}
                {data.shown.simulated && ` (${SIMULATED_LABEL})`}
              </dd>
            </div>
            <div>
              <dt>State from</dt>
              <dd>{SOURCE_TEXT[data.stateSource](data.loginServer)}</dd>
            </div>
            <div>
              <dt>Players online from</dt>
              <dd>
                {data.shown.simulated
                  ? `${SIMULATED_LABEL}: the site has no game to count (the bridge is off, or the demo's)`
                  : "The game's characters marked online (ChaOnline)"}
              </dd>
            </div>
            <div>
              <dt>Maintenance</dt>
              <dd data-testid="maintenance-state">{maintenanceStateText(data.maintenance)}</dd>
            </div>
            <div>
              <dt>Checked</dt>
              <dd>{manilaDateTime(data.shown.checkedAt)}</dd>
            </div>
          </dl>
          <div className="console-form">
            <VersionedEdit
              record={data.maintenance}
              fetchFresh={async () => (await queries.fetchQuery(adminServerStatusQueryOptions())).maintenance}
            >
              {(record, session) => <MaintenanceForm view={record} session={session} />}
            </VersionedEdit>
          </div>
        </>
      )}
    </section>
  );
}
