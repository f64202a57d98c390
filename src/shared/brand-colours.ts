// Plain functions only (no zod): the server writes brandCss into every page, the console previews with it.
import { AA_TEXT_CONTRAST, contrastRatio, mixHex, ratioText } from './contrast.ts';

/**
 * The operator's colours (docs/product/brand.md): the accent (links, borders, the main button) and the
 * page's background. null is today's look, src/client/styles/tokens.css's own values, which these repeat.
 */
export interface BrandColours {
  accent: string | null;
  background: string | null;
}

export const DEFAULT_ACCENT = '#e0b455';
export const DEFAULT_BACKGROUND = '#0d0a09';
/** tokens.css's --ink and --muted: the body text and the quieter text (dates, hints). Not the operator's. */
const BODY_TEXT = '#f1e6d6';
const MUTED_TEXT = '#bfae98';
/** tokens.css's --on-accent: the text of a button filled with the accent. */
const BUTTON_TEXT = '#1a0f08';

/** tokens.css's own values of what the operator's colours set again: today's look, for the preview. */
const TODAY_SURFACES = {
  '--bg': DEFAULT_BACKGROUND,
  '--bg-2': '#151010',
  '--panel': '#1b1413',
  '--panel-2': '#241a17',
};
const TODAY_ACCENTS = {
  '--gold': DEFAULT_ACCENT,
  '--gold-2': '#f6d48a',
  '--focus': '#ffd36b',
  '--accent-fill': 'linear-gradient(#f0c76b, #b8832e)',
  '--accent-fill-hover': 'linear-gradient(#ffe19b, #d39a3a)',
  '--accent-edge': '#ffe7a3',
};

/**
 * The page's surfaces from the operator's background: each a shade toward the body text, as today's are
 * toward theirs, so panels stay a step lighter than the page whatever its hue.
 */
function surfaces(background: string) {
  return {
    '--bg': background,
    '--bg-2': mixHex(background, BODY_TEXT, 0.03),
    '--panel': mixHex(background, BODY_TEXT, 0.06),
    '--panel-2': mixHex(background, BODY_TEXT, 0.1),
  };
}

/** The accent and the lighter shades drawn from it (hover, focus ring, the main button's hover and edge). */
function accents(accent: string) {
  const lighter = mixHex(accent, '#ffffff', 0.35);
  return {
    '--gold': accent,
    '--gold-2': lighter,
    '--focus': mixHex(accent, '#ffffff', 0.25),
    '--accent-fill': accent,
    '--accent-fill-hover': lighter,
    '--accent-edge': lighter,
  };
}

/**
 * The style the server writes into every page's head for the operator's colours: tokens.css's variables
 * set again, after the style sheet, so they win. Null when both are today's (nothing is written).
 */
export function brandCss(colours: BrandColours): string | null {
  if (!colours.accent && !colours.background) return null;
  const declarations = Object.entries(brandVariables(colours)).map(([name, value]) => `${name}:${value}`);
  return `:root{${declarations.join(';')}}`;
}

/**
 * The variables the operator's colours set (none for today's). `whole`: today's values too, for the
 * console's preview, which must not inherit the colours its own page was sent with.
 */
export function brandVariables(colours: BrandColours, whole = false): Record<string, string> {
  return {
    ...(colours.background ? surfaces(colours.background) : whole ? TODAY_SURFACES : {}),
    ...(colours.accent ? accents(colours.accent) : whole ? TODAY_ACCENTS : {}),
  };
}

/** One text-on-colour pair the site draws with the operator's colours, and whether it is readable. */
export interface ContrastCheck {
  /** The colour field the pair depends on: where a refusal's message is shown. */
  field: keyof BrandColours;
  /** 'Body text on the background', for the console's list and the refusal. */
  what: string;
  ratio: number;
  passes: boolean;
}

/**
 * Every text the operator's colours put on a surface, against WCAG 2.x AA (4.5:1): the body and the quieter
 * text on the background and on the panels (the lightest surface), the accent there (links, bordered
 * buttons' text on hover), and the main button's text on the accent.
 */
export function contrastChecks(colours: BrandColours): ContrastCheck[] {
  const accent = colours.accent ?? DEFAULT_ACCENT;
  const background = colours.background ?? DEFAULT_BACKGROUND;
  // The lightest surface text sits on.
  const panel = (colours.background ? surfaces(background) : TODAY_SURFACES)['--panel-2'];
  const pairs: [keyof BrandColours, string, string, string][] = [
    ['background', 'Body text on the background', BODY_TEXT, background],
    ['background', 'Body text on the panels', BODY_TEXT, panel],
    ['background', 'Muted text (dates, hints) on the background', MUTED_TEXT, background],
    ['background', 'Muted text (dates, hints) on the panels', MUTED_TEXT, panel],
    ['accent', 'The accent on the background', accent, background],
    ['accent', 'The accent on the panels', accent, panel],
    ['accent', 'Button text on the accent', BUTTON_TEXT, accent],
  ];
  return pairs.map(([field, what, text, behind]) => {
    const ratio = contrastRatio(text, behind);
    return { field, what, ratio, passes: ratio >= AA_TEXT_CONTRAST };
  });
}

/** The refusal of a pair that fails: "The accent on the background has a contrast of 2.1:1; ...". */
export function contrastMessage(check: ContrastCheck): string {
  return `${check.what} has a contrast of ${ratioText(check.ratio)}; text needs at least ${AA_TEXT_CONTRAST}:1.`;
}
