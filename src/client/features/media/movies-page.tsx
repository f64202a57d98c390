import { useState } from 'react';
import { youtubeEmbedUrl } from '#shared/video-hosts.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { MOVIES } from './media-data.ts';
import './media.css';

function Movie({ movie }: { movie: (typeof MOVIES)[number] }) {
  const [playing, setPlaying] = useState(false);
  return (
    <li className="movie">
      <h2>{movie.title}</h2>
      <div className="movie__frame">
        {playing ? (
          <iframe
            src={youtubeEmbedUrl(movie.youtube)}
            title={movie.title}
            width="640"
            height="360"
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
          />
        ) : (
          <button type="button" className="movie__poster" onClick={() => setPlaying(true)}>
            <img src={`/img/media/movie-${movie.id}.svg`} width="640" height="360" alt="" />
            <span className="sr-only">Play {movie.title}</span>
          </button>
        )}
      </div>
      <p>{movie.text}</p>
    </li>
  );
}

/** /movies: videos; each player loads only when asked (no third-party request before a click). */
function MoviesPage() {
  usePageTitle('Movie');
  return (
    <section className="content-page" aria-labelledby="movies-title">
      <h1 id="movies-title" className="crumb">
        Movie
      </h1>
      <ul className="movie-list">
        {MOVIES.map((m) => (
          <Movie key={m.id} movie={m} />
        ))}
      </ul>
    </section>
  );
}

export default MoviesPage;
