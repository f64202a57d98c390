import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { className } from '#shared/classes.ts';
import type { PlayerProfile } from '#shared/contracts/admin-players.ts';
import { schoolName } from '#shared/schools.ts';
import { PUR_FLAG, PUR_FLAG_LABEL } from '#shared/shop-rules.ts';
import {
  playerLedgerCsvUrl,
  playerListQueryOptions,
  playerProfileQueryOptions,
} from '../../api/admin-players.ts';
import { adminPlayerVotesQueryOptions } from '../../api/admin-votes.ts';
import { hasCode } from '../../api/error-codes.ts';
import { Link } from '../../router/link.tsx';
import { useParams, useSearchParams } from '../../router/location.ts';
import { PagerNav, pageParam } from '../../ui/pager-nav.tsx';
import { ScrollRegion } from '../../ui/scroll-region.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { manilaDateTime } from './audit-filters.ts';
import { CancelPurchaseDialog, PlayerActions } from './player-actions.tsx';
import { banText, gameSyncText, money } from './player-format.ts';
import { useStaff } from './use-staff.ts';
import { voteResult } from './vote-format.ts';

const TABS = [
  { key: 'account', label: 'Account' },
  { key: 'characters', label: 'Characters' },
  { key: 'ledger', label: 'Ledger' },
  { key: 'purchases', label: 'Purchases' },
  { key: 'redemptions', label: 'Redemptions' },
  { key: 'votes', label: 'Votes' },
  { key: 'sessions', label: 'Sign-ins' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

const isTab = (value: string | null): value is TabKey => TABS.some((t) => t.key === value);

/**
 * /admin/players/:id: one account. The tab and the page of a list are in the address (?tab=ledger&page=2)
 * so the pager's links and the back button work; the actions the role allows sit above the tabs.
 */
function PlayerProfilePage() {
  const { id = '' } = useParams();
  const userNum = /^\d{1,10}$/.test(id) ? Number(id) : 0;
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: TabKey = isTab(tabParam) ? tabParam : 'account';
  const page = pageParam(params.get('page'));
  const staff = useStaff();
  const profile = useQuery({ ...playerProfileQueryOptions(userNum), enabled: userNum > 0 });
  const [notice, setNotice] = useState('');
  usePageTitle(profile.data ? `Player ${profile.data.account.userId}` : 'Player');

  if (userNum === 0 || hasCode(profile.error, 'not_found')) {
    return (
      <section>
        <h1 className="crumb">Player not found</h1>
        <p>
          No account has this number. <Link to="/admin/players">Search for a player</Link>.
        </p>
      </section>
    );
  }
  if (profile.isError) {
    return (
      <div role="alert" className="console__failed">
        <p>The player could not be loaded. Please try again.</p>
        <button type="button" className="btn btn--small" onClick={() => void profile.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (!profile.data) {
    return (
      <p role="status" className="muted">
        Loading…
      </p>
    );
  }
  const { account, balances } = profile.data;
  const selectTab = (key: TabKey) => setParams(key === 'account' ? {} : { tab: key }, { replace: true });
  return (
    <section aria-labelledby="player-title">
      <p className="muted">
        <Link to="/admin/players">Players</Link> /
      </p>
      <h1 id="player-title" className="crumb">
        {account.userId} <span className="muted">No. {account.userNum}</span>
      </h1>
      <dl className="player-summary">
        <div>
          <dt>R-Coin</dt>
          <dd data-testid="balance-rcoin">{balances.rcoin.toLocaleString('en-US')}</dd>
        </div>
        <div>
          <dt>Milleage</dt>
          <dd data-testid="balance-milleage">{balances.milleage.toLocaleString('en-US')}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd data-testid="player-status">{account.blocked ? banText(account.blocked) : 'Active'}</dd>
        </div>
      </dl>
      <p role="status" className="player-notice">
        {notice}
      </p>
      <PlayerActions profile={profile.data} permissions={staff.permissions} onDone={setNotice} />
      <Tabs
        label="Player details"
        items={TABS}
        selected={tab}
        onSelect={selectTab}
        tabId={(key) => `player-tab-${key}`}
        panelId={() => 'player-panel'}
        className="player-tabs"
        tabClassName="player-tabs__tab"
      />
      <div id="player-panel" role="tabpanel" aria-labelledby={`player-tab-${tab}`} className="player-panel">
        {tab === 'account' && <AccountPanel profile={profile.data} />}
        {tab === 'characters' && <CharactersPanel profile={profile.data} />}
        {tab === 'ledger' && <LedgerPanel userNum={userNum} page={page} />}
        {tab === 'purchases' && (
          <PurchasesPanel
            userNum={userNum}
            page={page}
            canCancel={staff.permissions.includes('economy.write')}
            onDone={setNotice}
          />
        )}
        {tab === 'redemptions' && <RedemptionsPanel userNum={userNum} page={page} />}
        {tab === 'votes' && <VotesPanel userNum={userNum} page={page} />}
        {tab === 'sessions' && <SessionsPanel profile={profile.data} />}
      </div>
    </section>
  );
}

function AccountPanel({ profile }: { profile: PlayerProfile }) {
  const a = profile.account;
  const rows: [string, ReactNode][] = [
    ['User ID', a.userId],
    ['Number', a.userNum],
    [
      'E-mail',
      `${a.email} (${a.emailVerifiedAt ? `verified ${manilaDateTime(a.emailVerifiedAt)}` : 'not verified'})`,
    ],
    ['Name', `${a.nameFirst} ${a.nameLast}`.trim() || '—'],
    ['Phone', a.phone || '—'],
    ['Gender', a.gender],
    ['Country', a.country],
    ['User type', a.userType],
    ['Registered (Manila)', manilaDateTime(a.createdAt)],
    ['Ban', a.blocked ? `${banText(a.blocked)} (since ${manilaDateTime(a.blocked.at)})` : 'None'],
    // The game bridge (issue 31): shown only when a game database is connected.
    ...(profile.game ? [['Game login', gameSyncText(profile.game)] as [string, ReactNode]] : []),
  ];
  return (
    <dl className="player-facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A table in a region that scrolls sideways and takes focus, so it scrolls by keyboard on a phone. */
function Table({ label, head, children }: { label: string; head: string[]; children: ReactNode }) {
  return (
    <ScrollRegion className="console-table" label={label}>
      <table className="data-table">
        <thead>
          <tr>
            {head.map((h) => (
              <th scope="col" key={h}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollRegion>
  );
}

function CharactersPanel({ profile }: { profile: PlayerProfile }) {
  if (profile.characters.length === 0) return <p>This account has no characters.</p>;
  return (
    <Table label="Characters" head={['Name', 'Level', 'Class', 'School']}>
      {profile.characters.map((c) => (
        <tr key={c.chaNum}>
          <td>{c.name}</td>
          <td>{c.level}</td>
          <td>{className(c.class)}</td>
          <td>{schoolName(c.school)}</td>
        </tr>
      ))}
    </Table>
  );
}

function ListState({
  query,
  empty,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  empty: boolean;
}) {
  if (query.isPending)
    return (
      <p role="status" className="muted">
        Loading…
      </p>
    );
  if (query.isError)
    return (
      <div role="alert" className="console__failed">
        <p>This list could not be loaded. Please try again.</p>
        <button type="button" className="btn btn--small" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  return empty ? <p>Nothing yet.</p> : null;
}

function LedgerPanel({ userNum, page }: { userNum: number; page: number }) {
  const ledger = useQuery(playerListQueryOptions(userNum, 'ledger', page));
  return (
    <>
      <p>
        <a className="btn btn--small" href={playerLedgerCsvUrl(userNum)} download>
          Download the whole ledger (CSV)
        </a>
      </p>
      <ListState query={ledger} empty={ledger.data?.data.length === 0} />
      {ledger.data && ledger.data.data.length > 0 && (
        <>
          <Table label="Ledger" head={['Time (Manila)', 'Amount', 'Balance after', 'Source', 'Reference']}>
            {ledger.data.data.map((r) => (
              <tr key={r.id} data-testid="ledger-row">
                <td>{manilaDateTime(r.at)}</td>
                <td>{money(r.amount, r.currency)}</td>
                <td>{money(r.balanceAfter, r.currency)}</td>
                <td>{r.source}</td>
                <td className="player-reference">{r.reference}</td>
              </tr>
            ))}
          </Table>
          <PagerNav
            target={`/admin/players/${userNum}?tab=ledger`}
            page={page}
            lastPage={ledger.data.last_page}
            label="Ledger pages"
          />
        </>
      )}
    </>
  );
}

function PurchasesPanel({
  userNum,
  page,
  canCancel,
  onDone,
}: {
  userNum: number;
  page: number;
  canCancel: boolean;
  onDone: (message: string) => void;
}) {
  const purchases = useQuery(playerListQueryOptions(userNum, 'purchases', page));
  const [cancelling, setCancelling] = useState<{ purNum: number; itemName: string } | null>(null);
  return (
    <>
      <ListState query={purchases} empty={purchases.data?.data.length === 0} />
      {purchases.data && purchases.data.data.length > 0 && (
        <>
          <Table
            label="Purchases"
            head={['Time (Manila)', 'Item', 'Price', 'Item bank', ...(canCancel ? [''] : [])]}
          >
            {purchases.data.data.map((p) => (
              <tr key={p.purNum}>
                <td>{manilaDateTime(p.at)}</td>
                <td>{p.itemName}</td>
                <td>{money(p.price, p.currency)}</td>
                <td>{PUR_FLAG_LABEL[p.flag] ?? p.flag}</td>
                {canCancel && (
                  <td>
                    {p.flag === PUR_FLAG.waiting && (
                      <button
                        type="button"
                        className="btn btn--small"
                        onClick={() => setCancelling({ purNum: p.purNum, itemName: p.itemName })}
                      >
                        Cancel and refund
                      </button>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </Table>
          <PagerNav
            target={`/admin/players/${userNum}?tab=purchases`}
            page={page}
            lastPage={purchases.data.last_page}
            label="Purchase pages"
          />
        </>
      )}
      {cancelling && (
        <CancelPurchaseDialog
          userNum={userNum}
          purNum={cancelling.purNum}
          itemName={cancelling.itemName}
          onClose={() => setCancelling(null)}
          onDone={(message) => {
            setCancelling(null);
            onDone(message);
          }}
        />
      )}
    </>
  );
}

function RedemptionsPanel({ userNum, page }: { userNum: number; page: number }) {
  const redemptions = useQuery(playerListQueryOptions(userNum, 'redemptions', page));
  return (
    <>
      <ListState query={redemptions} empty={redemptions.data?.data.length === 0} />
      {redemptions.data && redemptions.data.data.length > 0 && (
        <>
          <Table label="Voucher redemptions" head={['Time (Manila)', 'Code', 'Value', 'Batch']}>
            {redemptions.data.data.map((r) => (
              <tr key={`${r.code}-${r.at}`}>
                <td>{manilaDateTime(r.at)}</td>
                <td>{r.code}</td>
                <td>{money(r.value, r.currency)}</td>
                <td>{r.batch || '—'}</td>
              </tr>
            ))}
          </Table>
          <PagerNav
            target={`/admin/players/${userNum}?tab=redemptions`}
            page={page}
            lastPage={redemptions.data.last_page}
            label="Redemption pages"
          />
        </>
      )}
    </>
  );
}

/** The player's votes (docs/product/votes.md, Console): credited or refused and why, newest first. */
function VotesPanel({ userNum, page }: { userNum: number; page: number }) {
  const votes = useQuery(adminPlayerVotesQueryOptions(userNum, page));
  return (
    <>
      <ListState query={votes} empty={votes.data?.data.length === 0} />
      {votes.data && votes.data.data.length > 0 && (
        <>
          <Table label="Votes" head={['Time (Manila)', 'Site', 'Result', 'Voter address']}>
            {votes.data.data.map((v) => (
              <tr key={v.id} data-testid="player-vote-row">
                <td>{manilaDateTime(v.at)}</td>
                <td>{v.siteName ?? '—'}</td>
                <td>{voteResult(v)}</td>
                <td>{v.voterIp ?? '—'}</td>
              </tr>
            ))}
          </Table>
          <PagerNav
            target={`/admin/players/${userNum}?tab=votes`}
            page={page}
            lastPage={votes.data.last_page}
            label="Vote pages"
          />
        </>
      )}
    </>
  );
}

function SessionsPanel({ profile }: { profile: PlayerProfile }) {
  return (
    <>
      <h2 className="player-panel__title">Sign-ins (newest first)</h2>
      {profile.sessions.length === 0 ? (
        <p>No sign-ins yet.</p>
      ) : (
        <Table
          label="Sign-ins"
          head={['Signed in (Manila)', 'Last seen (Manila)', 'Address', 'Browser', 'Session']}
        >
          {profile.sessions.map((s) => (
            <tr key={`${s.startedAt}-${s.ip}`}>
              <td>{manilaDateTime(s.startedAt)}</td>
              <td>{manilaDateTime(s.lastSeenAt)}</td>
              <td>{s.ip ?? '—'}</td>
              <td className="player-reference">{s.userAgent ?? '—'}</td>
              <td>{s.live ? 'Open' : 'Ended'}</td>
            </tr>
          ))}
        </Table>
      )}
      <h2 className="player-panel__title">Known addresses</h2>
      {profile.knownAddresses.length === 0 ? (
        <p>None.</p>
      ) : (
        <ul>
          {profile.knownAddresses.map((a) => (
            <li key={a.ip}>
              {a.ip} — last {manilaDateTime(a.lastSuccessAt)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export default PlayerProfilePage;
