import { useQuery } from '@tanstack/react-query';
import type { HealthResponse } from '#shared/contracts/system.ts';
import { api } from '../../api/client.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';

export function HomePage() {
  usePageTitle('Home');
  const health = useQuery({ queryKey: ['health'], queryFn: () => api.get<HealthResponse>('health') });
  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title" className="crumb">
        Welcome, warrior
      </h1>
      <p>News, guides, rankings and the item shop of our server, all in one place.</p>
      <p className="server-status" data-testid="server-status">
        Server status:{' '}
        {health.isPending ? 'checking…' : health.data?.status === 'ok' ? 'online' : 'maintenance'}
      </p>
    </section>
  );
}

export default HomePage;
