import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Movie as MovieItem } from '#shared/contracts/media.ts';
import mediaEn from '#shared/i18n/media.en.ts';
import { youtubeEmbedUrl } from '#shared/video-hosts.ts';
import { moviesQueryOptions } from '../../api/media.ts';
import { useT } from '../../i18n/language.tsx';
import { registerArea } from '../../i18n/messages.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { MediaState } from './media-state.tsx';

registerArea(mediaEn, { fil: () => import('#shared/i18n/media.fil.ts') });

/** A drawn poster (no picture from YouTube: nothing is asked of a third party before a click). */
function Movie({ movie }: { movie: MovieItem }) {
  const t = useT();
  const [playing, setPlaying] = useState(false);
  return (
    <li className="movie">
      <h2>{movie.title}</h2>
      <div className="movie__frame">
        {playing ? (
          <iframe
            src={youtubeEmbedUrl(movie.videoId)}
            title={movie.title}
            width="640"
            height="360"
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
          />
        ) : (
          <button type="button" className="movie__poster" onClick={() => setPlaying(true)}>
            <span className="movie__poster-title" aria-hidden="true">
              {movie.title}
            </span>
            <span className="movie__play" aria-hidden="true" />
            <span className="sr-only">{t('media.movies.play', { title: movie.title })}</span>
          </button>
        )}
      </div>
      {movie.description && <p>{movie.description}</p>}
    </li>
  );
}

/** /movies: videos; each player loads only when asked (no third-party request before a click). */
function MoviesPage() {
  const t = useT();
  usePageTitle(t('media.movies.title'));
  const movies = useQuery(moviesQueryOptions());
  return (
    <section className="content-page" aria-labelledby="movies-title">
      <h1 id="movies-title" className="crumb">
        {t('media.movies.title')}
      </h1>
      <MediaState
        query={movies}
        isEmpty={(list) => list.length === 0}
        loading={t('media.movies.loading')}
        empty={t('media.movies.empty')}
      >
        {(list) => (
          <ul className="movie-list">
            {list.map((m) => (
              <Movie key={m.id} movie={m} />
            ))}
          </ul>
        )}
      </MediaState>
    </section>
  );
}

export default MoviesPage;
