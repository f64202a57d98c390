import { usePageTitle } from '../../ui/use-page-title.ts';

/** /gamesystem: how levelling, schools, clubs, PvP and the item bank work (original text). */
function GameSystemPage() {
  usePageTitle('Game System');
  return (
    <section className="content-page guide" aria-labelledby="gamesystem-title">
      <h1 id="gamesystem-title" className="crumb">
        Game System
      </h1>
      <h2>Levels and stats</h2>
      <p>
        Monsters and quests give experience. Each level grants stat points to spend on power, vitality,
        spirit, dexterity and stamina, and skill points for your class skills. The level cap is 255.
      </p>
      <h2>Schools</h2>
      <p>
        You belong to one of three schools: Sacred Gate, Mystic Peak or Phoenix. Your school decides where you
        start, which teachers give you quests and which side you fight on in the Campus Wars.
      </p>
      <h2>Clubs and areas</h2>
      <p>
        Players form clubs of up to fifty members. A club that wins its area in the Campus Wars holds it for a
        week and sets a tax of up to 10% on the shops in that area. The home page shows who holds each area.
      </p>
      <h2>Player versus player</h2>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Mode</th>
            <th scope="col">Where</th>
            <th scope="col">What counts</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Duel</th>
            <td>Anywhere, by invitation</td>
            <td>Nothing: practice only</td>
          </tr>
          <tr>
            <th scope="row">Open field</th>
            <td>Marked red zones</td>
            <td>Kills and deaths of the month, MMR</td>
          </tr>
          <tr>
            <th scope="row">Campus Wars</th>
            <td>Battlefield, Saturdays 21:00</td>
            <td>Area ownership, school bonus, MMR</td>
          </tr>
        </tbody>
      </table>
      <h2>Monthly rankings</h2>
      <p>
        MMR and kills are counted per calendar month in Manila time and start again from zero on the first day
        of each month. Level and money rankings always show current values.
      </p>
      <h2>Item bank</h2>
      <p>
        Items bought in the item shop wait in your item bank. Open it in game at any school merchant to claim
        them on the character of your choice.
      </p>
    </section>
  );
}

export default GameSystemPage;
