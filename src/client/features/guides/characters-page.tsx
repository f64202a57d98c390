import { useState } from 'react';
import guidesEn from '#shared/i18n/guides.en.ts';
import { useT } from '../../i18n/language.tsx';
import { registerArea } from '../../i18n/messages.ts';
import { ClassEmblem } from '../../ui/emblems.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { CLASS_PANELS, type ClassPanel } from './class-data.ts';

registerArea(guidesEn, { fil: () => import('#shared/i18n/guides.fil.ts') });

function PanelBody({ panel }: { panel: ClassPanel }) {
  const t = useT();
  return (
    <>
      <span className="class-panel__emblem">
        <ClassEmblem classKey={panel.emblem} size={120} alt="" />
      </span>
      <div>
        <h2>{panel.name}</h2>
        <p>{t(panel.description)}</p>
        <h3>{t('guides.characters.weapons')}</h3>
        <ul className="weapon-list">
          {panel.weapons.map((w) => (
            <li key={w}>{t(w)}</li>
          ))}
        </ul>
      </div>
    </>
  );
}

/**
 * /characters: tabs 1-7 switch the tab image off/on, hide every panel and fade the chosen one in; tab 1 is
 * selected on load. Panels 8 (magician) and 9 (shaper) exist without a tab.
 */
function CharactersPage() {
  const t = useT();
  usePageTitle(t('guides.characters.title'));
  const [active, setActive] = useState(1);
  const tabs = CLASS_PANELS.filter((p) => p.tab).map((p) => ({
    key: p.number,
    label: (
      <img
        src={`/img/guides/tab-${p.number}-${p.number === active ? 'on' : 'off'}.svg`}
        width="96"
        height="40"
        alt={`${p.number} ${p.name}`}
      />
    ),
  }));
  return (
    <section className="content-page guide" aria-labelledby="characters-title">
      <h1 id="characters-title" className="crumb">
        {t('guides.characters.title')}
      </h1>
      <p>{t('guides.characters.lead')}</p>
      <Tabs
        label={t('guides.characters.tabs')}
        items={tabs}
        selected={active}
        onSelect={setActive}
        tabId={(n) => `class-tab-${n}`}
        panelId={(n) => `class-panel-${n}`}
        className="class-tabs"
        tabClassName="class-tab"
      />
      {CLASS_PANELS.map((p) =>
        p.tab ? (
          <div
            key={p.number}
            id={`class-panel-${p.number}`}
            className="class-panel"
            data-testid={`class-panel-${p.number}`}
            role="tabpanel"
            aria-labelledby={`class-tab-${p.number}`}
            hidden={p.number !== active}
          >
            <PanelBody panel={p} />
          </div>
        ) : (
          <section
            key={p.number}
            id={`class-panel-${p.number}`}
            className="class-panel"
            data-testid={`class-panel-${p.number}`}
            aria-label={p.name}
            hidden={p.number !== active}
          >
            <PanelBody panel={p} />
          </section>
        ),
      )}
    </section>
  );
}

export default CharactersPage;
