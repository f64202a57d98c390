import { useQuery } from '@tanstack/react-query';
import { socialsQueryOptions } from '../../api/media.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { MediaState } from './media-state.tsx';

function SocialsPage() {
  usePageTitle('Socials');
  const socials = useQuery(socialsQueryOptions());
  return (
    <section className="content-page" aria-labelledby="socials-title">
      <h1 id="socials-title" className="crumb">
        Socials
      </h1>
      <p>Follow the server for events, patch notes and screenshots.</p>
      <MediaState
        query={socials}
        isEmpty={(list) => list.length === 0}
        loading="Loading social links…"
        empty="No social links yet."
      >
        {(list) => (
          <ul className="social-list">
            {list.map((s) => (
              <li key={s.id}>
                <a href={s.url} target="_blank" rel="noopener noreferrer">
                  <strong>{s.name}</strong>
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
                {s.description && <span>{s.description}</span>}
              </li>
            ))}
          </ul>
        )}
      </MediaState>
    </section>
  );
}

export default SocialsPage;
