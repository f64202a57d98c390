import { usePageTitle } from '../../ui/use-page-title.ts';

/** /story: the world map and the story of the three schools (original text). */
function StoryPage() {
  usePageTitle('Story');
  return (
    <section className="content-page guide" aria-labelledby="story-title">
      <h1 id="story-title" className="crumb">
        Story
      </h1>
      <figure className="guide-figure">
        <img
          src="/img/guides/world-map.svg"
          width="640"
          height="400"
          alt="Map of the continent with the three school regions, the Old Mines and the Leonine Coast"
        />
        <figcaption>The continent after the Fall of the Towers.</figcaption>
      </figure>
      <h2>The Fall of the Towers</h2>
      <p>
        A hundred years ago the great research towers of the capital opened a rift they could not close.
        Creatures poured out, the cities emptied and the old government fell in a single winter. Only the
        schools, built far from the capital, held their walls.
      </p>
      <h2>Three schools, one continent</h2>
      <p>
        <strong>Sacred Gate</strong> trains disciplined fighters behind red temple gates in the west.{' '}
        <strong>Mystic Peak</strong> studies the spirits from its monastery among the clouds of the north.{' '}
        <strong>Phoenix</strong> rose from the ruins of the capital itself and believes that what burns can be
        rebuilt.
      </p>
      <p>
        The schools protect the villages around them, but they do not trust each other. Every week their
        students meet in the Campus Wars to decide who guards the roads, the mines and the markets, and who
        collects the taxes that pay for it.
      </p>
      <h2>Your first day</h2>
      <p>
        You arrive at the school of your choice with a borrowed weapon and a letter of introduction. The
        teachers expect little of you. The rift is still open in the Old Mines, and something down there has
        started to climb. Prove them wrong.
      </p>
    </section>
  );
}

export default StoryPage;
