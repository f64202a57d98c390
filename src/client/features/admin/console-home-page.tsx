import { Link } from '../../router/link.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { consoleMenu } from './console-pages.ts';
import { DashboardFigures } from './dashboard-figures.tsx';
import { useStaff } from './use-staff.ts';

/**
 * /admin: the overview. Administrators see the site's figures (today and the last 30 days); support staff,
 * whose role does not include them (they are about money and sales), see the welcome and their pages only.
 * Below, the console pages this member of staff may open.
 */
function ConsoleHomePage() {
  usePageTitle('Operator console');
  const staff = useStaff();
  const pages = consoleMenu().filter((p) => p.path !== '/admin' && staff.permissions.includes(p.permission));
  return (
    <section aria-labelledby="console-title" className="dash">
      <h1 id="console-title" className="crumb">
        Operator console
      </h1>
      <p>
        Welcome, {staff.userId}. You are signed in as{' '}
        {staff.role === 'admin' ? 'an administrator' : 'support staff'}.
      </p>
      {staff.permissions.includes('dashboard.read') && <DashboardFigures />}
      <section aria-labelledby="console-pages" className="dash-section">
        <h2 id="console-pages">Console pages</h2>
        {pages.length > 0 ? (
          <ul className="console__pages">
            {pages.map((p) => (
              <li key={p.path}>
                <Link to={p.path}>{p.label}</Link>
                <span className="muted"> — {p.purpose}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">No console pages are open to your role yet.</p>
        )}
      </section>
    </section>
  );
}

export default ConsoleHomePage;
