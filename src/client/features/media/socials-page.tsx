import { usePageTitle } from '../../ui/use-page-title.ts';
import { SOCIALS } from './media-data.ts';
import './media.css';

function SocialsPage() {
  usePageTitle('Socials');
  return (
    <section className="content-page" aria-labelledby="socials-title">
      <h1 id="socials-title" className="crumb">
        Socials
      </h1>
      <p>Follow the server for events, patch notes and screenshots.</p>
      <ul className="social-list">
        {SOCIALS.map((s) => (
          <li key={s.name}>
            <a href={s.href} target="_blank" rel="noopener noreferrer">
              <strong>{s.name}</strong>
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            <span>{s.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default SocialsPage;
