// Plain constants only (no zod). A file of its own: the download page's chunk needs it, every page's first
// chunk (the footer's brand-texts.ts) does not.

/** One row of the download page's system requirements; an empty `recommended` spans both columns. */
export interface RequirementRow {
  component: string;
  minimum: string;
  recommended: string;
}

export const REQUIREMENT_ROWS_MAX = 12;
export const REQUIREMENT_COMPONENT_MAX = 40;
export const REQUIREMENT_VALUE_MAX = 120;

export const DEFAULT_REQUIREMENTS: readonly RequirementRow[] = [
  { component: 'CPU', minimum: 'Pentium4 1GHz+', recommended: 'Core2 Duo 2.0GHz+' },
  { component: 'RAM', minimum: '1GB+', recommended: '2GB+' },
  { component: 'Graphics card', minimum: 'Geforce 6000+ or ATI Radeon X+', recommended: '' },
  { component: 'Hard disk', minimum: '3GB+', recommended: '4GB+' },
  { component: 'DirectX', minimum: '9.0c+', recommended: '9.0+ with 3D effect support' },
  {
    component: 'Connection',
    minimum: 'broadband; 56K modem and wifi not recommended',
    recommended: 'ADSL broadband+',
  },
  { component: 'OS', minimum: 'Windows XP+', recommended: 'Windows 7+' },
];
