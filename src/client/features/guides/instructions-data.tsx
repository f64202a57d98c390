import type { ReactNode } from 'react';

export interface Hotspot {
  /** Also names its place on the interface image: `.hotspot--{key}` in guides.css. */
  key: string;
  title: string;
  body: ReactNode;
}

const KEYS: [string, string, string][] = [
  ['Character info', 'C', 'C'],
  ['Inventory', 'I', 'I'],
  ['Skills', 'K', 'S'],
  ['Party', 'P', 'P'],
  ['Club', 'G', 'G'],
  ['Quest log', 'Q', 'T'],
  ['World map', 'M', 'M'],
  ['Friends', 'F', 'O'],
  ['Run / walk', 'R', 'R'],
  ['Pick up items', 'Space', 'Z'],
];

/** The nine popups of the controls guide (docs/product/content.md, Guides), original text. */
export const HOTSPOTS: Hotspot[] = [
  {
    key: 'status',
    title: 'Character status',
    body: (
      <p>
        Top left: your level and name, the red health bar and the blue mana bar. When health runs low the bar
        flashes; drink a potion from the item quick slot.
      </p>
    ),
  },
  {
    key: 'items',
    title: 'Item quick slot',
    body: (
      <p>
        Six slots for potions, scrolls and food, used with the keys 1 to 6. Drag an item from the inventory
        onto a slot; right-click a slot to empty it.
      </p>
    ),
  },
  {
    key: 'skills',
    title: 'Skill quick slot (F1-F4)',
    body: (
      <p>
        Four pages of skill slots, switched with F1, F2, F3 and F4. Put attack skills on one page and buffs on
        another so you can change roles in a moment.
      </p>
    ),
  },
  {
    key: 'chat',
    title: 'Chat window commands',
    body: (
      <>
        <p>Start a line with a command to choose who reads it:</p>
        <ul>
          <li>
            <kbd>/p</kbd> party, <kbd>/g</kbd> club, <kbd>/w name</kbd> whisper to one player.
          </li>
          <li>
            <kbd>/r</kbd> regional channel chat: <strong>10,000 gold</strong> per message.
          </li>
          <li>
            <kbd>/f</kbd> party search chat: <strong>20,000 gold</strong>, usable once every{' '}
            <strong>2 minutes</strong>.
          </li>
          <li>A megaphone item is needed to yell to the whole server.</li>
        </ul>
      </>
    ),
  },
  {
    key: 'shortcuts',
    title: 'Shortcut slots',
    body: (
      <p>
        Buttons for the windows you open most: character, inventory, skills, party, club and the system menu.
        Each one shows its keyboard shortcut when you point at it.
      </p>
    ),
  },
  {
    key: 'inventory',
    title: 'Inventory',
    body: (
      <p>
        Your bag. Drag items onto your character to equip them, onto a quick slot to use them, or outside the
        window to drop them. Gold is shown at the bottom. Items claimed from the item bank arrive here.
      </p>
    ),
  },
  {
    key: 'map',
    title: 'Map',
    body: (
      <p>
        The mini map shows the area around you: party members in blue, quest targets in gold. Press{' '}
        <kbd>M</kbd> for the full world map and click anywhere on it to walk there.
      </p>
    ),
  },
  {
    key: 'keys',
    title: 'Shortcut keys (A/B type)',
    body: (
      <>
        <p>Choose the A or B layout in the options. Type B suits players used to other online games.</p>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Action</th>
              <th scope="col">A type</th>
              <th scope="col">B type</th>
            </tr>
          </thead>
          <tbody>
            {KEYS.map(([action, a, b]) => (
              <tr key={action}>
                <th scope="row">{action}</th>
                <td>
                  <kbd>{a}</kbd>
                </td>
                <td>
                  <kbd>{b}</kbd>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </>
    ),
  },
  {
    key: 'mouse',
    title: 'Mouse control',
    body: (
      <ul>
        <li>Left click: walk, attack, talk to a character, pick up an item.</li>
        <li>Right click: use the selected skill on the target.</li>
        <li>Hold the right button and move: turn the camera. Wheel: zoom.</li>
      </ul>
    ),
  },
];
