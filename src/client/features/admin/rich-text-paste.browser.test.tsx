import { describe, expect, it } from 'vitest';
import { cleanPastedHtml, pictureSource } from './rich-text-paste.ts';

const ORIGIN = 'https://ran.example';

/** What Word (desktop) puts on the clipboard for a heading, two lists, a table and a picture, cut down. */
const WORD = `
<h1>Weekend event</h1>
<p class=MsoListParagraphCxSpFirst style='text-indent:-.25in;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol;mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;</span></span><![endif]>Bring a party</p>
<p class=MsoListParagraphCxSpMiddle style='margin-left:1.0in;mso-list:l0 level2 lfo1'><![if !supportLists]><span style='font-family:"Courier New";mso-list:Ignore'>o<span>&nbsp;</span></span><![endif]>of five</p>
<p class=MsoListParagraphCxSpLast style='mso-list:l0 level1 lfo1'><![if !supportLists]><span style='mso-list:Ignore'>·</span><![endif]>Bring potions</p>
<p class=MsoNormal>Steps:</p>
<p class=MsoListParagraph style='mso-list:l1 level1 lfo2'><![if !supportLists]><span style='mso-list:Ignore'>1.<span>&nbsp;</span></span><![endif]>Enter the gate</p>
<p class=MsoListParagraph style='mso-list:l1 level1 lfo2'><![if !supportLists]><span style='mso-list:Ignore'>2.<span>&nbsp;</span></span><![endif]>Win</p>
<table class=MsoTableGrid border=1><tr><td width=200 valign=top><p class=MsoNormal>Rank</p></td><td><p class=MsoNormal>Prize</p></td></tr></table>
<p class=MsoNormal>The map:<img width=300 height=200 src="file:///C:/Users/gm/AppData/Local/Temp/msohtmlclip1/01/clip_image001.png" alt="Map"></p>
<h5>Small print</h5>`;

describe('cleanPastedHtml', () => {
  it("turns Word's list paragraphs into nested lists, numbered where the marker is a number", () => {
    const { html } = cleanPastedHtml(WORD, ORIGIN);
    const body = new DOMParser().parseFromString(html, 'text/html').body;
    const bullets = body.querySelector('ul');
    expect(bullets?.parentElement).toBe(body);
    expect([...(bullets?.children ?? [])].map((li) => li.firstElementChild?.textContent)).toEqual([
      'Bring a party',
      'Bring potions',
    ]);
    expect(bullets?.querySelector('li > ul > li')?.textContent).toBe('of five');
    const numbers = body.querySelector('ol');
    expect([...(numbers?.children ?? [])].map((li) => li.textContent)).toEqual(['Enter the gate', 'Win']);
    expect(body.querySelector('[style*="mso-list"]')).toBeNull();
    expect(body.textContent).not.toContain('·');
    expect(body.querySelector('table td')?.textContent).toBe('Rank');
  });

  it('fits headings to the article (h2 to h4)', () => {
    const { html } = cleanPastedHtml(WORD, ORIGIN);
    expect(html).toContain('<h2>Weekend event</h2>');
    expect(html).toContain('<h4>Small print</h4>');
    expect(html).not.toMatch(/<h1|<h5/);
  });

  it('takes out pictures the site cannot show and names each once, with the words before it', () => {
    const { html, refused } = cleanPastedHtml(
      `${WORD}<p>Again <img src="file:///C:/Users/gm/AppData/Local/Temp/msohtmlclip1/01/clip_image001.png"></p>` +
        '<p><img src="https://lh7-rt.googleusercontent.com/docsz/AD_4nX.png"><img src="blob:https://docs.example/1"></p>' +
        '<p><img src="images/logo.png"><img src="/media/abc.webp"><img src="https://ran.example/media/def.webp?x=1">' +
        '<img src="data:image/png;base64,iVBORw0KGgo="></p>',
      ORIGIN,
    );
    expect(refused).toEqual([
      { name: 'clip_image001.png', after: 'The map:', where: 'computer' },
      { name: 'AD_4nX.png', after: 'Again', where: 'other-site' },
      { name: 'a picture kept only in the copied page', after: 'Again', where: 'computer' },
      { name: 'logo.png', after: '', where: 'computer' },
    ]);
    expect(html).not.toMatch(/file:|blob:|googleusercontent|logo\.png/);
    // This site's own pictures stay, by path; a picture pasted with its bytes stays for the editor to upload.
    expect(html).toContain('<img src="/media/abc.webp">');
    expect(html).toContain('<img src="/media/def.webp?x=1">');
    expect(html).toContain('src="data:image/png;base64,iVBORw0KGgo="');
  });
});

describe('pictureSource', () => {
  it('tells the site, the clipboard, other sites and the author’s own disk apart', () => {
    expect(pictureSource('/media/a.webp', ORIGIN)).toBe('site');
    expect(pictureSource('https://ran.example/img/x.png', ORIGIN)).toBe('site');
    expect(pictureSource('data:image/gif;base64,R0lG', ORIGIN)).toBe('upload');
    expect(pictureSource('data:image/bmp;base64,Qk0=', ORIGIN)).toBe('computer');
    expect(pictureSource('//cdn.example/a.png', ORIGIN)).toBe('other-site');
    expect(pictureSource('http://ran.example.evil/a.png', ORIGIN)).toBe('other-site');
    expect(pictureSource('file:///C:/a.png', ORIGIN)).toBe('computer');
    expect(pictureSource('cid:image001.png@01D', ORIGIN)).toBe('computer');
    expect(pictureSource('a.png', ORIGIN)).toBe('computer');
  });
});
